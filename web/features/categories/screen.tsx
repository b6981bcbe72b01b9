import { lazyDialog, type ScreenDescriptor } from '../../lib/screen.js';

declare module '../../lib/screen.js' {
  interface ScreenRequests {
    categories: PlainRequest;
  }
}

export const categoriesScreen: ScreenDescriptor<'categories'> = {
  kind: 'categories',
  permission: 'edit-settings',
  Screen: lazyDialog(() =>
    import('./category-manager.js').then(({ CategoryManager }) => ({ onClose }) => (
      <CategoryManager opened onClose={onClose} />
    )),
  ),
  action: { place: 'manage', label: (t) => t('dashboard.actions.categories'), needsData: true },
};
