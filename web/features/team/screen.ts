import { fixedAddress, lazyDialog, type ScreenDescriptor } from '../../lib/screen.js';

declare module '../../lib/screen.js' {
  interface ScreenRequests {
    team: PlainRequest;
  }
}

/** Team (owners and managers): at /admin/team. */
export const teamScreen: ScreenDescriptor<'team'> = {
  kind: 'team',
  permission: 'manage-team',
  Screen: lazyDialog(() => import('./team-manager.js').then((m) => m.TeamManager)),
  action: { place: 'manage', label: (t) => t('dashboard.actions.team') },
  address: fixedAddress('team', 'team'),
};
