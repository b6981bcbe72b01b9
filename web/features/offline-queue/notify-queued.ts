import type { TFunction } from 'i18next';
import { notify } from '../../lib/ui/notify.js';

/** A change kept on the phone: said as plainly as a saved one, for it is not lost. */
export function notifyQueued(t: TFunction): void {
  notify({
    title: t('offlineQueue.queuedTitle'),
    message: t('offlineQueue.queued'),
    color: 'blue',
  });
}
