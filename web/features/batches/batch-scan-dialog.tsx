import { Alert, Button, Group, Select, Stack } from '@mantine/core';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ScanResult } from '../../../domain/catalog.js';
import { compareFormatsNewestFirst } from '../../../domain/format-choice.js';
import { vintageText } from '../../../domain/format-rules.js';
import { DEFAULT_REMOVAL_REASON, type RemovalReason } from '../../../domain/removal-reasons.js';
import { addBottles, moveBottles, removeBottles } from '../../lib/batch-api.js';
import { sizeText } from '../../lib/display.js';
import { useLiveState } from '../../lib/live-store.js';
import { resolveScan } from '../../lib/scan-api.js';
import { batchErrorText, refusedIds } from '../../lib/server-error.js';
import { ConfirmDialog } from '../../lib/ui/confirm-dialog.js';
import { notifySuccess } from '../../lib/ui/notify.js';
import { RemovalReasonField } from '../../lib/ui/removal-reason-field.js';
import { removedText } from '../../lib/ui/removed-bottle.js';
import { ScannerModal, scanFeedback } from '../scanner/index.js';
import { PlacementFields } from './placement-fields.js';
import {
  type BatchKind,
  checkScannedBottle,
  checkScannedCode,
  type Rejection,
} from './scan-list.js';
import { ScannedList } from './scanned-list.js';

interface BatchScanDialogProps {
  kind: BatchKind;
  onClose: () => void;
  /** After the batch was saved (defaults to onClose); the add-bottle dialog closes with it. */
  onDone?: () => void;
  /** Batch add: the format the scanned QR ids become bottles of. */
  formatId?: string;
  locationId?: string | null;
  bin?: string;
}

interface ScanRejection {
  code: string;
  reason: Rejection;
  /** A removed bottle's id: when and why it left. */
  removal: Extract<ScanResult, { kind: 'removed' }> | null;
}

const titles = {
  add: 'scanning.batch.addTitle',
  move: 'scanning.batch.moveTitle',
  remove: 'scanning.batch.removeTitle',
} as const;

/** Batch add, move and remove by scanning (docs/product.md §2, §5): one list, one server call. */
export function BatchScanDialog({
  kind,
  onClose,
  onDone = onClose,
  ...preset
}: BatchScanDialogProps) {
  const { t, i18n } = useTranslation();
  const data = useLiveState((s) => s.data);
  const [ids, setIds] = useState<string[]>([]);
  // The list as of the last scan: two scans in one frame must both see it.
  const idsRef = useRef<string[]>([]);
  const [failed, setFailed] = useState<string[]>([]);
  const [rejection, setRejection] = useState<ScanRejection | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [formatId, setFormatId] = useState<string | null>(preset.formatId ?? null);
  const [locationId, setLocationId] = useState<string | null>(preset.locationId ?? null);
  const [bin, setBin] = useState(preset.bin ?? '');
  const [confirming, setConfirming] = useState(false);
  const [reason, setReason] = useState<RemovalReason>(DEFAULT_REMOVAL_REASON);
  const [saving, setSaving] = useState(false);

  // Codes the server is being asked about, and the wine each listed bottle belongs to.
  const checking = useRef(new Set<string>());
  // What the server said of the codes it refused: the camera reads a label again and again while
  // it stays in view, and each new question would disable the submit button under the finger.
  const refused = useRef(new Map<string, ScanRejection>());
  const [checks, setChecks] = useState(0);
  const [wineOf, setWineOf] = useState<ReadonlyMap<string, string>>(new Map());

  // A code left out is heard as one (the lower double beep): the camera keeps reading, and a
  // sommelier with a bottle in each hand is not looking at the screen.
  const refuse = (said: ScanRejection) => {
    scanFeedback('attention');
    setRejection(said);
  };

  const scanned = (code: string) => {
    const early = checkScannedCode(kind, code, [...idsRef.current, ...checking.current]);
    if (early) {
      refuse({ code, reason: early, removal: null });
      return;
    }
    const known = refused.current.get(code);
    if (known) {
      refuse(known);
      return;
    }
    // The tab does not hold every bottle: the server says whether this one is in the inventory.
    checking.current.add(code);
    setChecks((n) => n + 1);
    const settle = (result: ScanResult | null) => {
      checking.current.delete(code);
      setChecks((n) => n - 1);
      const found = result?.kind === 'bottle' ? result : null;
      // The bottle's own spelling: a label typed in small letters is listed as printed.
      const id = found?.bottle.id ?? code;
      const listed = id !== code && idsRef.current.includes(id);
      const checked = result ? checkScannedBottle(kind, found !== null) : null;
      const reason = listed ? 'already-in-list' : checked;
      // A removed bottle's label says when and why it left, rather than "Bottle not found!".
      const removal = reason === 'bottle-not-found' && result?.kind === 'removed' ? result : null;
      if (reason) {
        const said = { code, reason, removal };
        refused.current.set(code, said);
        refuse(said);
        return;
      }
      scanFeedback('good');
      setRejection(null);
      idsRef.current = [...idsRef.current, id];
      setIds(idsRef.current);
      if (found) setWineOf((names) => new Map(names).set(id, found.productId));
    };
    resolveScan(code).then(
      settle,
      // Not answered: the code is listed, and the batch's answer names it if it must.
      () => settle(null),
    );
    setError(null);
  };

  const removeId = (id: string) => {
    idsRef.current = idsRef.current.filter((item) => item !== id);
    setIds(idsRef.current);
    setFailed((list) => list.filter((item) => item !== id));
  };

  const formatOptions =
    kind === 'add' && !preset.formatId
      ? [...(data?.formats.values() ?? [])].sort(compareFormatsNewestFirst).map((format) => ({
          value: format.id,
          label: `${data?.products.get(format.productId)?.name ?? '?'} · ${vintageText(format.vintage)} · ${sizeText(format.bottleSize, i18n.language)}`,
        }))
      : [];

  const submit = async () => {
    setSaving(true);
    setError(null);
    try {
      if (kind === 'move') {
        const result = await moveBottles(ids, locationId, locationId ? bin : '');
        notifySuccess(
          t('scanning.batch.movedTitle', { count: result.count }),
          t('scanning.batch.moved', { count: result.count }),
        );
      } else if (kind === 'remove') {
        const result = await removeBottles(ids, reason);
        notifySuccess(
          t('scanning.batch.removedTitle', { count: result.count }),
          t('scanning.batch.removed', { count: result.count }),
        );
      } else if (formatId) {
        const result = await addBottles(formatId, ids, locationId, locationId ? bin : '');
        notifySuccess(
          t('scanning.batch.addedTitle', { count: result.count }),
          t('scanning.batch.added', { count: result.count }),
        );
      }
      onDone();
    } catch (caught) {
      setConfirming(false);
      setFailed(refusedIds(caught));
      setError(
        batchErrorText(
          t,
          caught,
          kind === 'add' ? t('scanning.messages.addFailed') : t('scanning.messages.genericFailed'),
        ),
      );
    } finally {
      setSaving(false);
    }
  };

  const count = ids.length;
  const label = (id: string) => {
    const productId = wineOf.get(id);
    return productId === undefined ? undefined : data?.products.get(productId)?.name;
  };

  return (
    <>
      <ScannerModal
        mode="default"
        title={t(titles[kind])}
        onScan={scanned}
        onClose={() => !saving && onClose()}
        paused={confirming || saving}
        closeOnEscape={!confirming}
        ownFeedback
        notice={
          rejection &&
          `${rejection.code}: ${
            rejection.removal ? removedText(t, rejection.removal) : t(`reasons.${rejection.reason}`)
          }`
        }
      >
        <Stack gap="sm" mt="md">
          {kind === 'add' && !preset.formatId && (
            <Select
              label={t('scanning.batch.format')}
              placeholder={t('scanning.batch.formatPlaceholder')}
              searchable
              data={formatOptions}
              value={formatId}
              onChange={setFormatId}
            />
          )}
          {kind !== 'remove' && (
            <PlacementFields
              locationId={locationId}
              bin={bin}
              locationLabel={kind === 'move' ? t('scanning.batch.targetLocation') : undefined}
              binLabel={kind === 'move' ? t('scanning.batch.targetBin') : undefined}
              onChange={(nextLocation, nextBin) => {
                setLocationId(nextLocation);
                setBin(nextBin);
              }}
            />
          )}
          <ScannedList
            title={t('scanning.batch.scannedList', { count })}
            items={ids.map((id) => ({ id, label: label(id) }))}
            failed={failed}
            onRemove={removeId}
          />
          {error && (
            <Alert
              color="red"
              role="alert"
              title={t('inventory.common.error')}
              data-testid="batch-error"
            >
              {error}
            </Alert>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={saving}>
              {t('scanning.common.cancel')}
            </Button>
            {/* Nothing to move, add or remove until a bottle is listed: no "Move 0 Bottles". */}
            {count > 0 && (
              <Button
                color={kind === 'remove' ? 'red' : undefined}
                disabled={checks > 0 || (kind === 'add' && !formatId)}
                loading={saving && !confirming}
                onClick={() => {
                  if (kind === 'remove') {
                    // Each confirmation starts from Sold (the removal reasons' default).
                    setReason(DEFAULT_REMOVAL_REASON);
                    setConfirming(true);
                  } else void submit();
                }}
              >
                {t(`scanning.batch.${kind}Submit`, { count })}
              </Button>
            )}
          </Group>
        </Stack>
      </ScannerModal>
      <ConfirmDialog
        opened={confirming}
        title={t('scanning.batch.removeConfirmTitle', { count })}
        message={t('scanning.batch.removeConfirmBody')}
        confirmLabel={t('scanning.common.remove')}
        confirmColor="red"
        cancelLabel={t('scanning.common.cancel')}
        busy={saving}
        onConfirm={() => void submit()}
        onCancel={() => setConfirming(false)}
      >
        <RemovalReasonField value={reason} onChange={setReason} disabled={saving} />
      </ConfirmDialog>
    </>
  );
}
