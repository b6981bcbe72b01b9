import { lazyDialog, type ScreenDescriptor } from '../../lib/screen.js';

declare module '../../lib/screen.js' {
  interface ScreenRequests {
    unassigned: PlainRequest;
  }
}

export const unassignedScreen: ScreenDescriptor<'unassigned'> = {
  kind: 'unassigned',
  Screen: lazyDialog(() => import('./unassigned-manager.js').then((m) => m.UnassignedManager)),
  action: {
    place: 'lists',
    label: (t, counts) => t('dashboard.actions.unassigned', { count: counts.unassigned }),
  },
};
