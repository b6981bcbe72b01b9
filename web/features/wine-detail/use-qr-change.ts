import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { looksLikeProductBarcode } from '../../../domain/batch-commands.js';
import type { Bottle } from '../../../domain/inventory.js';
import { assignQr, removeQr } from '../../lib/scan-api.js';
import { batchErrorText } from '../../lib/server-error.js';
import { notifySuccess } from '../../lib/ui/notify.js';

/**
 * Assign, change or remove a bottle's QR code. Each re-keys the bottle under a new id
 * (docs/product.md §4) and resolves to that id, or to null when refused (a refused scan is shown
 * in the scanner, a refused removal through `onError`).
 */
export function useQrChange(onError: (text: string) => void) {
  const { t } = useTranslation();
  const [scanning, setScanning] = useState(false);
  const [confirmingRemoval, setConfirmingRemoval] = useState(false);
  const [busy, setBusy] = useState(false);
  const [scanError, setScanError] = useState<string | null>(null);

  const assignScanned = async (bottle: Bottle, code: string): Promise<string | null> => {
    if (busy) return null;
    if (looksLikeProductBarcode(code)) {
      setScanError(t('reasons.not-a-bottle-id'));
      return null;
    }
    setBusy(true);
    setScanError(null);
    try {
      const rekeyed = await assignQr(bottle.id, code);
      setScanning(false);
      notifySuccess(t('scanning.qr.assignedTitle'), t('scanning.qr.assigned'));
      return rekeyed.id;
    } catch (caught) {
      setScanError(batchErrorText(t, caught, t('scanning.messages.genericFailed')));
      return null;
    } finally {
      setBusy(false);
    }
  };

  const remove = async (bottle: Bottle): Promise<string | null> => {
    setBusy(true);
    try {
      const rekeyed = await removeQr(bottle.id);
      setConfirmingRemoval(false);
      notifySuccess(t('scanning.qr.removedTitle'), t('scanning.qr.removed'));
      return rekeyed.id;
    } catch (caught) {
      setConfirmingRemoval(false);
      onError(batchErrorText(t, caught, t('scanning.messages.genericFailed')));
      return null;
    } finally {
      setBusy(false);
    }
  };

  return {
    busy,
    scanning,
    scanError,
    confirmingRemoval,
    startScan: () => {
      setScanError(null);
      setScanning(true);
    },
    stopScan: () => !busy && setScanning(false),
    assignScanned,
    askRemoval: () => setConfirmingRemoval(true),
    cancelRemoval: () => setConfirmingRemoval(false),
    remove,
  };
}
