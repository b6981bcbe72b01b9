import '../../lib/ui/inventory-styles.js';
import {
  Alert,
  Button,
  Divider,
  Drawer,
  Group,
  Loader,
  Stack,
  Text,
  Textarea,
  Timeline,
} from '@mantine/core';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { looksLikeProductBarcode } from '../../../domain/batch-commands.js';
import type { Bottle } from '../../../domain/inventory.js';
import type { BottleHistoryEntry } from '../../../domain/inventory-commands.js';
import { isManualEntry } from '../../../domain/manual-id.js';
import { dashboardStore, useDashboard } from '../../lib/dashboard-store.js';
import { bottleIdDisplay, historyActionKey } from '../../lib/display.js';
import { currentLanguage } from '../../lib/i18n.js';
import { bottleHistory, deleteBottle, updateBottle } from '../../lib/inventory-api.js';
import { useLiveState } from '../../lib/live-store.js';
import { assignQr, removeQr } from '../../lib/scan-api.js';
import { batchErrorText, errorText } from '../../lib/server-error.js';
import { ConfirmDialog } from '../../lib/ui/confirm-dialog.js';
import { notifySuccess } from '../../lib/ui/notify.js';
import { useIsPhone } from '../../lib/ui/use-is-phone.js';
import { LocationBinSelects } from '../locations/index.js';

// The camera and its decoder load only when a QR scan is asked for.
const ScannerModal = lazy(() =>
  import('../scanner/index.js').then((m) => ({ default: m.ScannerModal })),
);
/** docs/product.md §9: the drawer's close animation. */
export const DRAWER_CLOSE_MS = 300;

function History({ bottle }: { bottle: Bottle }) {
  const { t } = useTranslation();
  const locations = useLiveState((s) => s.data?.locations);
  const [history, setHistory] = useState<BottleHistoryEntry[] | null>(null);
  const [failed, setFailed] = useState(false);
  // Refetch when the bottle changes (a move by anyone shows up in its history).
  const version = `${bottle.id}|${bottle.locationId}|${bottle.binNumber}|${bottle.notes}`;
  useEffect(() => {
    const controller = new AbortController();
    setFailed(false);
    bottleHistory(version.split('|')[0] ?? '', controller.signal).then(
      (body) => setHistory(body.history),
      (error: unknown) => {
        if (!(error instanceof DOMException && error.name === 'AbortError')) setFailed(true);
      },
    );
    return () => controller.abort();
  }, [version]);

  const formatter = new Intl.DateTimeFormat(currentLanguage(), {
    dateStyle: 'medium',
    timeStyle: 'short',
  });
  if (failed) return <Text c="dimmed">{t('inventory.drawer.historyFailed')}</Text>;
  if (history === null) return <Loader size="sm" aria-label={t('inventory.common.loading')} />;
  return (
    <Timeline
      bulletSize={14}
      lineWidth={2}
      active={history.length - 1}
      data-testid="bottle-history"
    >
      {[...history].reverse().map((entry) => {
        const data = (entry.data ?? {}) as { locationId?: string | null; binNumber?: string };
        const where =
          entry.action === 'bottle.add' || entry.action === 'bottle.move'
            ? ((data.locationId ? locations?.get(data.locationId)?.name : null) ??
              t('inventory.common.unassigned'))
            : null;
        return (
          <Timeline.Item key={entry.revision} title={t(historyActionKey(entry.action))}>
            {where !== null && (
              <Text size="sm">
                {where}
                {data.binNumber ? ` · ${t('inventory.fields.bin')} ${data.binNumber}` : ''}
              </Text>
            )}
            <Text size="xs" c="dimmed">
              {t('inventory.drawer.byWhen', {
                who: entry.actorName ?? t('inventory.drawer.someone'),
                when: formatter.format(new Date(entry.at)),
              })}
            </Text>
          </Timeline.Item>
        );
      })}
    </Timeline>
  );
}

function PlacementForm({ bottle, onDone }: { bottle: Bottle; onDone: () => void }) {
  const { t } = useTranslation();
  const [locationId, setLocationId] = useState<string | null>(bottle.locationId);
  const [bin, setBin] = useState(bottle.binNumber);
  const [notes, setNotes] = useState(bottle.notes);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const save = async () => {
    setSaving(true);
    setError(null);
    try {
      await updateBottle(bottle.id, { locationId, bin: locationId ? bin : '', notes });
      notifySuccess(t('inventory.messages.successTitle'), t('inventory.messages.saved'));
      onDone();
    } catch (caught) {
      setError(errorText(t, caught, t('inventory.messages.saveFailed')));
    } finally {
      setSaving(false);
    }
  };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <Stack gap="sm">
        <LocationBinSelects
          locationId={locationId}
          bin={bin}
          onChange={(nextLocation, nextBin) => {
            setLocationId(nextLocation);
            setBin(nextBin);
          }}
        />
        <Textarea
          label={t('inventory.fields.notes')}
          autosize
          minRows={2}
          value={notes}
          onChange={(event) => setNotes(event.currentTarget.value)}
        />
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone} disabled={saving}>
            {t('inventory.common.cancel')}
          </Button>
          <Button type="submit" loading={saving}>
            {t('inventory.common.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The bottle drawer (docs/product.md §2): bottom sheet on phones, right panel on desktop. */
export function BottleDrawer() {
  const { t } = useTranslation();
  const phone = useIsPhone();
  const bottleId = useDashboard((s) => s.selection?.bottleId ?? null);
  const live = useLiveState((s) => (bottleId ? s.data?.bottles.get(bottleId) : undefined));
  const locations = useLiveState((s) => s.data?.locations);
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [removing, setRemoving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [scanningQr, setScanningQr] = useState(false);
  const [qrBusy, setQrBusy] = useState(false);
  const [qrError, setQrError] = useState<string | null>(null);
  const [confirmingQr, setConfirmingQr] = useState(false);
  // Keep showing the last bottle while the drawer slides away.
  const last = useRef<Bottle | undefined>(undefined);
  if (live) last.current = live;
  const bottle = live ?? last.current;

  // A re-keyed bottle's new id, until the live feed brings it: the answer to the re-key can come
  // before the change does, and the drawer must not take the new id's absence for a removal.
  const [arrivingId, setArrivingId] = useState<string | null>(null);
  // The bottle left the inventory (here or in another tab): close the drawer.
  useEffect(() => {
    if (live && bottleId === arrivingId) setArrivingId(null);
    if (bottleId && !live && !removing && !qrBusy && bottleId !== arrivingId) {
      dashboardStore.closeBottle();
    }
  }, [bottleId, live, removing, qrBusy, arrivingId]);
  // Another bottle: start from its summary, not the previous one's form.
  const [shownId, setShownId] = useState(bottleId);
  if (shownId !== bottleId) {
    setShownId(bottleId);
    setEditing(false);
    setError(null);
  }

  const remove = async () => {
    if (!bottle) return;
    setRemoving(true);
    try {
      await deleteBottle(bottle.id);
      setConfirming(false);
      notifySuccess(t('inventory.messages.successTitle'), t('inventory.drawer.removed'));
      dashboardStore.closeBottle();
    } catch (caught) {
      setConfirming(false);
      setError(errorText(t, caught, t('inventory.messages.saveFailed')));
    } finally {
      setRemoving(false);
    }
  };

  // Assign or change the QR: the bottle is re-keyed under the scanned id (docs/product.md §4).
  const assignScanned = async (code: string) => {
    if (!bottle || qrBusy) return;
    if (looksLikeProductBarcode(code)) {
      setQrError(t('reasons.not-a-bottle-id'));
      return;
    }
    setQrBusy(true);
    setQrError(null);
    try {
      const rekeyed = await assignQr(bottle.id, code);
      setScanningQr(false);
      notifySuccess(t('scanning.qr.successTitle'), t('scanning.qr.assigned'));
      setArrivingId(rekeyed.id);
      dashboardStore.openBottle(rekeyed.id);
    } catch (caught) {
      setQrError(batchErrorText(t, caught, t('scanning.messages.genericFailed')));
    } finally {
      setQrBusy(false);
    }
  };

  const removeQrCode = async () => {
    if (!bottle) return;
    setQrBusy(true);
    try {
      const rekeyed = await removeQr(bottle.id);
      setConfirmingQr(false);
      notifySuccess(t('scanning.qr.successTitle'), t('scanning.qr.removed'));
      setArrivingId(rekeyed.id);
      dashboardStore.openBottle(rekeyed.id);
    } catch (caught) {
      setConfirmingQr(false);
      setError(batchErrorText(t, caught, t('scanning.messages.genericFailed')));
    } finally {
      setQrBusy(false);
    }
  };

  const id = bottle ? bottleIdDisplay(bottle.id) : null;
  const location = bottle?.locationId ? locations?.get(bottle.locationId) : undefined;
  const manual = id?.manual ?? false;

  return (
    <>
      <Drawer
        opened={bottleId !== null && live !== undefined}
        onClose={() => dashboardStore.closeBottle()}
        position={phone ? 'bottom' : 'right'}
        size={phone ? '85%' : 'md'}
        title={t('inventory.drawer.title')}
        transitionProps={{ duration: DRAWER_CLOSE_MS }}
        closeOnEscape={!confirming && !confirmingQr && !scanningQr}
        closeButtonProps={{ 'aria-label': t('inventory.common.close') }}
        styles={{ title: { fontWeight: 700 } }}
      >
        {bottle && id && (
          <Stack gap="md" data-testid="bottle-drawer">
            <Stack gap={4}>
              <Text size="sm" c="dimmed">
                {t('inventory.drawer.bottleId')}
              </Text>
              <Text fw={600} style={{ wordBreak: 'break-all' }} data-testid="drawer-bottle-id">
                {id.manual ? t('inventory.drawer.manualEntry', { last6: id.text }) : id.text}
              </Text>
            </Stack>
            <Group gap="xl">
              <Stack gap={4}>
                <Text size="sm" c="dimmed">
                  {t('inventory.fields.location')}
                </Text>
                <Text data-testid="drawer-location">
                  {location?.name ?? t('inventory.common.unassigned')}
                </Text>
              </Stack>
              <Stack gap={4}>
                <Text size="sm" c="dimmed">
                  {t('inventory.fields.bin')}
                </Text>
                <Text data-testid="drawer-bin">
                  {bottle.binNumber || t('inventory.common.unbinned')}
                </Text>
              </Stack>
            </Group>
            {bottle.notes && (
              <Stack gap={4}>
                <Text size="sm" c="dimmed">
                  {t('inventory.fields.notes')}
                </Text>
                <Text style={{ whiteSpace: 'pre-wrap' }}>{bottle.notes}</Text>
              </Stack>
            )}
            {editing ? (
              <PlacementForm bottle={bottle} onDone={() => setEditing(false)} />
            ) : (
              <Stack gap="xs">
                <Button variant="light" onClick={() => setEditing(true)}>
                  {t('inventory.drawer.editPlacement')}
                </Button>
                <Button
                  variant="default"
                  onClick={() => {
                    setQrError(null);
                    setScanningQr(true);
                  }}
                >
                  {manual ? t('inventory.drawer.assignQr') : t('inventory.drawer.changeQr')}
                </Button>
                <Button
                  variant="default"
                  disabled={isManualEntry(bottle.id)}
                  onClick={() => setConfirmingQr(true)}
                >
                  {t('inventory.drawer.removeQr')}
                </Button>
                <Button color="red" variant="light" onClick={() => setConfirming(true)}>
                  {t('inventory.drawer.remove')}
                </Button>
              </Stack>
            )}
            {error && (
              <Alert color="red" role="alert">
                {error}
              </Alert>
            )}
            <Divider label={t('inventory.drawer.history')} labelPosition="left" />
            <History bottle={bottle} />
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
      />
      <ConfirmDialog
        opened={confirmingQr}
        title={t('scanning.qr.confirmTitle')}
        message={t('scanning.qr.confirmBody')}
        confirmLabel={t('scanning.qr.confirm')}
        confirmColor="red"
        cancelLabel={t('scanning.common.cancel')}
        busy={qrBusy}
        onConfirm={() => void removeQrCode()}
        onCancel={() => setConfirmingQr(false)}
      />
      {scanningQr && (
        <Suspense fallback={null}>
          <ScannerModal
            mode={manual ? 'addQr' : 'changeId'}
            paused={qrBusy}
            onScan={(code) => void assignScanned(code)}
            onClose={() => !qrBusy && setScanningQr(false)}
          >
            {qrError && (
              <Alert color="red" role="alert" mt="md">
                {qrError}
              </Alert>
            )}
          </ScannerModal>
        </Suspense>
      )}
    </>
  );
}
