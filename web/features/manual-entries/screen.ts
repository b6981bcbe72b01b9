import { lazyDialog, type ScreenDescriptor } from '../../lib/screen.js';

declare module '../../lib/screen.js' {
  interface ScreenRequests {
    manualEntries: PlainRequest;
  }
}

export const manualEntriesScreen: ScreenDescriptor<'manualEntries'> = {
  kind: 'manualEntries',
  Screen: lazyDialog(() =>
    import('./manual-entries-manager.js').then((m) => m.ManualEntriesManager),
  ),
  action: {
    place: 'lists',
    label: (t, counts) => t('dashboard.actions.manualEntries', { count: counts.manual }),
  },
};
