import { lazyDialog, type ScreenDescriptor } from '../../lib/screen.js';

declare module '../../lib/screen.js' {
  interface ScreenRequests {
    profiles: PlainRequest;
  }
}

export const profilesScreen: ScreenDescriptor<'profiles'> = {
  kind: 'profiles',
  permission: 'edit-products',
  Screen: lazyDialog(() => import('./profile-manager.js').then((m) => m.ProfileManager)),
  action: { place: 'manage', label: (t) => t('dashboard.actions.profiles'), needsData: true },
};
