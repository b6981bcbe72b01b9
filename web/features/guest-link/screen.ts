import { lazyDialog, type ScreenDescriptor } from '../../lib/screen.js';

declare module '../../lib/screen.js' {
  interface ScreenRequests {
    guestLink: PlainRequest;
  }
}

export const guestLinkScreen: ScreenDescriptor<'guestLink'> = {
  kind: 'guestLink',
  permission: 'edit-settings',
  Screen: lazyDialog(() => import('./guest-link-manager.js').then((m) => m.GuestLinkManager)),
  action: { place: 'manage', label: (t) => t('dashboard.actions.guestLink') },
};
