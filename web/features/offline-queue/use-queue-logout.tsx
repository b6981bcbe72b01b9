import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../lib/ui/confirm-dialog.js';
import { clearQueue } from './queue.js';
import { useQueueState } from './queue-state.js';

/**
 * Logout with the queue in mind: changes still waiting are lost by it, so it asks first; then
 * the queue, the refused list and the device's name are erased, so that nothing queued stays
 * readable by whoever uses this browser next.
 */
export function useQueueLogout(logout: () => Promise<void>) {
  const { t } = useTranslation();
  const waiting = useQueueState((s) => s.waiting);
  const [asking, setAsking] = useState(false);
  const leave = async () => {
    setAsking(false);
    await clearQueue();
    await logout();
  };
  const dialog = (
    <ConfirmDialog
      opened={asking}
      title={t('offlineQueue.logout.title')}
      message={t('offlineQueue.logout.message', { count: waiting })}
      confirmLabel={t('offlineQueue.logout.confirm')}
      confirmColor="red"
      cancelLabel={t('offlineQueue.logout.cancel')}
      onConfirm={() => void leave()}
      onCancel={() => setAsking(false)}
    />
  );
  return {
    request: () => (waiting > 0 ? setAsking(true) : void leave()),
    dialog,
  };
}
