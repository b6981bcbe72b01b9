import { lazyDialog, type ScreenDescriptor } from '../../lib/screen.js';

declare module '../../lib/screen.js' {
  interface ScreenRequests {
    import: PlainRequest;
  }
}

export const importScreen: ScreenDescriptor<'import'> = {
  kind: 'import',
  permission: 'edit-products',
  Screen: lazyDialog(() =>
    import('./import-dialog.js').then(({ ImportDialog }) => ({ onClose }) => (
      <ImportDialog opened onClose={onClose} />
    )),
  ),
  action: { place: 'manage', label: (t) => t('dashboard.actions.import') },
};
