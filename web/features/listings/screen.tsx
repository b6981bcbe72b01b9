import { lazyDialog, type ScreenDescriptor } from '../../lib/screen.js';

declare module '../../lib/screen.js' {
  interface ScreenRequests {
    /** A format's own button opens it on that format. */
    glass: { formatId?: string };
  }
}

export const glassScreen: ScreenDescriptor<'glass'> = {
  kind: 'glass',
  permission: 'edit-settings',
  Screen: lazyDialog(() =>
    import('./glass-manager.js').then(({ GlassManager }) => ({ request, onClose }) => (
      <GlassManager opened onClose={onClose} initialFormatId={request.formatId} />
    )),
  ),
  action: { place: 'manage', label: (t) => t('dashboard.actions.glass') },
};
