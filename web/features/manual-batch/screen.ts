import { lazyDialog, type ScreenDescriptor } from '../../lib/screen.js';

declare module '../../lib/screen.js' {
  interface ScreenRequests {
    manualBatch: PlainRequest;
  }
}

export const manualBatchScreen: ScreenDescriptor<'manualBatch'> = {
  kind: 'manualBatch',
  Screen: lazyDialog(() => import('./manual-batch-manager.js').then((m) => m.ManualBatchManager)),
  action: { place: 'batch', label: (t) => t('dashboard.actions.manualBatch') },
};
