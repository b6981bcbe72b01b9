import { Alert, Button, Divider, Drawer, Stack } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Bottle } from '../../../domain/inventory.js';
import { countsAsManual, isManualEntry } from '../../../domain/manual-id.js';
import * as ops from '../../../domain/operations/inventory.js';
import { DEFAULT_REMOVAL_REASON, type RemovalReason } from '../../../domain/removal-reasons.js';
import { dashboardStore, useDashboard } from '../../lib/dashboard-store.js';
import { errorText } from '../../lib/server-error.js';
import { BottleHistory } from '../../lib/ui/bottle-history.js';
import { ConfirmDialog } from '../../lib/ui/confirm-dialog.js';
import { notifySuccess } from '../../lib/ui/notify.js';
import { RemovalReasonField } from '../../lib/ui/removal-reason-field.js';
import { useIsPhone } from '../../lib/ui/use-is-phone.js';
import { notifyQueued, sendOrQueue } from '../offline-queue/index.js';
import { BottleSummary } from './bottle-summary.js';
import { OpenBottlePanel } from './open-bottle-panel.js';
import { useDrawerBottle } from './use-drawer-bottle.js';
import { useQrChange } from './use-qr-change.js';

// The camera and its decoder load only when a QR scan is asked for.
const ScannerModal = lazy(() =>
  import('../scanner/index.js').then((m) => ({ default: m.ScannerModal })),
);
/** docs/product.md §9: the drawer's close animation. */
export const DRAWER_CLOSE_MS = 300;

/**
 * The bottle drawer (docs/product.md §2): bottom sheet on phones, right panel on desktop. Its
 * bottle is one of the shown format's `bottles` (null while they are read).
 */
export function BottleDrawer({ bottles }: { bottles: ReadonlyMap<string, Bottle> | null }) {
  const { t } = useTranslation();
  const phone = useIsPhone();
  const [confirming, setConfirming] = useState(false);
  const [reason, setReason] = useState<RemovalReason>(DEFAULT_REMOVAL_REASON);
  const [removing, setRemoving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const qr = useQrChange(setError);
  const { bottleId, live, bottle, follow } = useDrawerBottle(removing || qr.busy, bottles);
  // A dialog opened from the drawer (the bottle's form) takes Escape first.
  const dialogOpen = useDashboard((s) => s.dialog !== null);

  // Another bottle: the previous one's error is not its own.
  const [shownId, setShownId] = useState(bottleId);
  if (shownId !== bottleId) {
    setShownId(bottleId);
    setError(null);
  }

  const remove = async () => {
    if (!bottle) return;
    setRemoving(true);
    try {
      const sent = await sendOrQueue(ops.removeBottle, {
        params: { id: bottle.id },
        query: { reason },
      });
      setConfirming(false);
      if (sent === null) notifyQueued(t);
      else notifySuccess(t('inventory.drawer.removedTitle'), t('inventory.drawer.removed'));
      dashboardStore.closeBottle();
    } catch (caught) {
      setConfirming(false);
      setError(errorText(t, caught, t('inventory.messages.saveFailed')));
    } finally {
      setRemoving(false);
    }
  };
  const rekeyed = (newId: string | null) => {
    if (newId !== null) follow(newId);
  };
  // The drawer counts any id starting with M as manual; only MAN ids have no QR to remove.
  const manual = bottle ? countsAsManual(bottle.id) : false;

  return (
    <>
      <Drawer
        opened={bottleId !== null && live !== undefined}
        onClose={() => dashboardStore.closeBottle()}
        position={phone ? 'bottom' : 'right'}
        size={phone ? '85%' : 'md'}
        title={t('inventory.drawer.title')}
        transitionProps={{ duration: DRAWER_CLOSE_MS }}
        closeOnEscape={!confirming && !qr.confirmingRemoval && !qr.scanning && !dialogOpen}
        closeButtonProps={{ 'aria-label': t('inventory.common.close') }}
        styles={{ title: { fontWeight: 700 } }}
      >
        {bottle && (
          <Stack gap="md" data-testid="bottle-drawer">
            <BottleSummary bottle={bottle} />
            <OpenBottlePanel bottle={bottle} onError={setError} />
            <Stack gap="xs">
              <Button
                variant="light"
                onClick={() =>
                  // The form's edit-bottle mode: place and notes, the wine info locked until
                  // the user unlocks it (docs/product.md §4).
                  dashboardStore.openDialog({
                    kind: 'bottleForm',
                    mode: 'editBottle',
                    bottle,
                  })
                }
              >
                {t('inventory.drawer.editPlacement')}
              </Button>
              <Button variant="default" onClick={qr.startScan}>
                {manual ? t('inventory.drawer.assignQr') : t('inventory.drawer.changeQr')}
              </Button>
              <Button variant="default" disabled={isManualEntry(bottle.id)} onClick={qr.askRemoval}>
                {t('inventory.drawer.removeQr')}
              </Button>
              <Button
                color="red"
                variant="light"
                onClick={() => {
                  setReason(DEFAULT_REMOVAL_REASON);
                  setConfirming(true);
                }}
              >
                {t('inventory.drawer.remove')}
              </Button>
            </Stack>
            {error && (
              <Alert color="red" role="alert">
                {error}
              </Alert>
            )}
            <Divider label={t('inventory.drawer.history')} labelPosition="left" />
            <BottleHistory
              bottleId={bottle.id}
              changes={`${bottle.locationId}|${bottle.bin}|${bottle.notes}|${bottle.open?.remaining}`}
            />
          </Stack>
        )}
      </Drawer>
      <ConfirmDialog
        opened={confirming}
        title={t('inventory.drawer.confirmRemovalTitle')}
        message={t('inventory.drawer.confirmRemovalBody')}
        confirmLabel={t('inventory.drawer.removeConfirm')}
        confirmColor="red"
        cancelLabel={t('inventory.common.cancel')}
        busy={removing}
        onConfirm={() => void remove()}
        onCancel={() => setConfirming(false)}
      >
        <RemovalReasonField value={reason} onChange={setReason} disabled={removing} />
      </ConfirmDialog>
      <ConfirmDialog
        opened={qr.confirmingRemoval}
        title={t('scanning.qr.confirmTitle')}
        message={t('scanning.qr.confirmBody')}
        confirmLabel={t('scanning.qr.confirm')}
        confirmColor="red"
        cancelLabel={t('scanning.common.cancel')}
        busy={qr.busy}
        onConfirm={() => bottle && void qr.remove(bottle).then(rekeyed)}
        onCancel={qr.cancelRemoval}
      />
      {qr.scanning && bottle && (
        <Suspense fallback={null}>
          <ScannerModal
            mode={manual ? 'addQr' : 'changeId'}
            paused={qr.busy}
            onScan={(code) => void qr.assignScanned(bottle, code).then(rekeyed)}
            onClose={qr.stopScan}
          >
            {qr.scanError && (
              <Alert color="red" role="alert" mt="md">
                {qr.scanError}
              </Alert>
            )}
          </ScannerModal>
        </Suspense>
      )}
    </>
  );
}
