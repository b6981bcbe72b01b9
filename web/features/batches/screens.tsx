import { lazyDialog, type ScreenDescriptor } from '../../lib/screen.js';

declare module '../../lib/screen.js' {
  interface ScreenRequests {
    batchAdd: PlainRequest;
    batchMove: PlainRequest;
    batchRemove: PlainRequest;
    batchIntake: PlainRequest;
  }
}

const batchScanDialog = () => import('./batch-scan-dialog.js').then((m) => m.BatchScanDialog);

/** Batch Add: opened from the intake, not from the header. */
export const batchAddScreen: ScreenDescriptor<'batchAdd'> = {
  kind: 'batchAdd',
  Screen: lazyDialog(() =>
    batchScanDialog().then((BatchScanDialog) => ({ onClose }) => (
      <BatchScanDialog kind="add" onClose={onClose} />
    )),
  ),
};

export const batchMoveScreen: ScreenDescriptor<'batchMove'> = {
  kind: 'batchMove',
  Screen: lazyDialog(() =>
    batchScanDialog().then((BatchScanDialog) => ({ onClose }) => (
      <BatchScanDialog kind="move" onClose={onClose} />
    )),
  ),
  action: { place: 'batch', label: (t) => t('dashboard.actions.batchMove') },
};

export const batchRemoveScreen: ScreenDescriptor<'batchRemove'> = {
  kind: 'batchRemove',
  Screen: lazyDialog(() =>
    batchScanDialog().then((BatchScanDialog) => ({ onClose }) => (
      <BatchScanDialog kind="remove" onClose={onClose} />
    )),
  ),
  action: { place: 'batch', label: (t) => t('dashboard.actions.batchRemove') },
};

export const batchIntakeScreen: ScreenDescriptor<'batchIntake'> = {
  kind: 'batchIntake',
  Screen: lazyDialog(() => import('./intake-dialog.js').then((m) => m.IntakeDialog)),
  action: { place: 'batch', label: (t) => t('dashboard.actions.batchIntake') },
};
