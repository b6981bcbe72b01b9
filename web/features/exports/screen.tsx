import { lazyDialog, type ScreenDescriptor } from '../../lib/screen.js';

declare module '../../lib/screen.js' {
  interface ScreenRequests {
    export: PlainRequest;
  }
}

export const exportScreen: ScreenDescriptor<'export'> = {
  kind: 'export',
  permission: 'export',
  Screen: lazyDialog(() =>
    import('./export-manager.js').then(({ ExportManager }) => ({ onClose }) => (
      <ExportManager opened onClose={onClose} />
    )),
  ),
  action: { place: 'manage', label: (t) => t('dashboard.actions.export') },
};
