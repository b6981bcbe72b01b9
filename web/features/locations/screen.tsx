import { lazyDialog, type ScreenDescriptor } from '../../lib/screen.js';

declare module '../../lib/screen.js' {
  interface ScreenRequests {
    locations: PlainRequest;
  }
}

export const locationsScreen: ScreenDescriptor<'locations'> = {
  kind: 'locations',
  permission: 'edit-settings',
  Screen: lazyDialog(() =>
    import('./location-manager.js').then(({ LocationManager }) => ({ onClose }) => (
      <LocationManager opened onClose={onClose} />
    )),
  ),
  action: { place: 'manage', label: (t) => t('dashboard.actions.locations'), needsData: true },
};
