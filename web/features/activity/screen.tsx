import { fixedAddress, lazyDialog, type ScreenDescriptor } from '../../lib/screen.js';

declare module '../../lib/screen.js' {
  interface ScreenRequests {
    activity: PlainRequest;
  }
}

/** Who did what (owners and managers): at /admin/activity. */
export const activityScreen: ScreenDescriptor<'activity'> = {
  kind: 'activity',
  permission: 'see-activity',
  Screen: lazyDialog(() =>
    import('./activity-view.js').then(({ ActivityView }) => ({ onClose }) => (
      <ActivityView opened onClose={onClose} />
    )),
  ),
  action: { place: 'manage', label: (t) => t('dashboard.actions.activity') },
  address: fixedAddress('activity', 'activity'),
};
