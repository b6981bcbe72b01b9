import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import * as ops from '../../../domain/operations/batches.js';
import type { RemovalReason } from '../../../domain/removal-reasons.js';
import { batchErrorText } from '../../lib/server-error.js';
import { notifyError, notifySuccess } from '../../lib/ui/notify.js';
import { notifyQueued, sendOrQueue } from '../offline-queue/index.js';

export type BatchAction = 'move' | 'remove' | 'reprofile';

/**
 * The bottle managers' three actions: one server call each, a toast with the count, the
 * selection cleared after success, the server's refusal shown (and nothing changed). With no
 * network each is kept in the phone's queue (null) and sent when it is back.
 */
export function useBatchActions(onDone: () => void) {
  const { t } = useTranslation();
  const [pending, setPending] = useState<BatchAction | null>(null);
  const [error, setError] = useState<string | null>(null);
  const busy = useRef(false);

  const run = useCallback(
    async (action: BatchAction, call: () => Promise<{ count: number } | null>) => {
      if (busy.current) return false;
      busy.current = true;
      setPending(action);
      setError(null);
      try {
        const result = await call();
        const count = result?.count ?? 0;
        if (result === null) notifyQueued(t);
        else if (action === 'move')
          notifySuccess(
            t('managers.messages.movedTitle', { count }),
            t('managers.messages.moved', { count }),
          );
        else if (action === 'remove')
          notifySuccess(
            t('managers.messages.removedTitle', { count }),
            t('managers.messages.removed', { count }),
          );
        else
          notifySuccess(
            t('managers.messages.reprofiledTitle', { count }),
            t('managers.messages.reprofiled', { count }),
          );
        onDone();
        return true;
      } catch (caught) {
        const text = batchErrorText(t, caught, t('managers.messages.failed'));
        setError(text);
        notifyError(t('managers.messages.error'), text);
        return false;
      } finally {
        busy.current = false;
        setPending(null);
      }
    },
    [t, onDone],
  );

  return {
    pending,
    error,
    clearError: () => setError(null),
    move: (ids: readonly string[], locationId: string | null, bin: string) =>
      run('move', () => sendOrQueue(ops.moveBottles, { body: { ids: [...ids], locationId, bin } })),
    remove: (ids: readonly string[], reason: RemovalReason) =>
      run('remove', () => sendOrQueue(ops.removeBottles, { body: { ids: [...ids], reason } })),
    reprofile: (ids: readonly string[], formatId: string) =>
      run('reprofile', () =>
        sendOrQueue(ops.changeBottlesFormat, { body: { ids: [...ids], formatId } }),
      ),
  };
}

export type BatchActions = ReturnType<typeof useBatchActions>;
