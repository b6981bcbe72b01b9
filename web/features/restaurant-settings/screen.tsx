import { lazyDialog, type ScreenDescriptor } from '../../lib/screen.js';

declare module '../../lib/screen.js' {
  interface ScreenRequests {
    restaurantSettings: PlainRequest;
  }
}

export const restaurantSettingsScreen: ScreenDescriptor<'restaurantSettings'> = {
  kind: 'restaurantSettings',
  permission: 'edit-restaurant',
  Screen: lazyDialog(() =>
    import('./restaurant-settings.js').then(({ RestaurantSettings }) => ({ onClose }) => (
      <RestaurantSettings opened onClose={onClose} />
    )),
  ),
  action: { place: 'manage', label: (t) => t('dashboard.actions.restaurantSettings') },
};
