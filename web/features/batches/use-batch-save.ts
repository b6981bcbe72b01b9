import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BatchResult } from '../../../domain/batch-commands.js';
import { batchErrorText, refusedIds } from '../../lib/server-error.js';
import { notifySuccess } from '../../lib/ui/notify.js';
import { notifyQueued } from '../offline-queue/index.js';
import type { BatchKind } from './scan-list.js';
import type { ScannedBottles } from './use-scanned-bottles.js';

const done = { add: 'added', move: 'moved', remove: 'removed' } as const;

export type BatchSave = ReturnType<typeof useBatchSave>;

/**
 * A batch dialog's one server call: saving, then done (a success notice, `onDone`) or refused
 * (the error shown, the ids it failed on marked in the list).
 */
export function useBatchSave(kind: BatchKind, scan: ScannedBottles, onDone: () => void) {
  const { t } = useTranslation();
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);

  /**
   * `onRefused` first, when the server refused the batch (a confirmation closes). A batch kept
   * on the phone for want of a network (null) is done as far as the dialog goes.
   */
  const save = async (send: () => Promise<BatchResult | null>, onRefused?: () => void) => {
    setSaving(true);
    setError(null);
    try {
      const result = await send();
      if (result === null) notifyQueued(t);
      else
        notifySuccess(
          t(`scanning.batch.${done[kind]}Title`, { count: result.count }),
          t(`scanning.batch.${done[kind]}`, { count: result.count }),
        );
      onDone();
    } catch (caught) {
      onRefused?.();
      scan.setFailed(refusedIds(caught));
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

  return { saving, error, clearError: () => setError(null), save };
}
