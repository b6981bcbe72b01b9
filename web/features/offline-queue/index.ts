/** What other features use of the offline queue; everything else in the folder is its own. */

export { notifyQueued } from './notify-queued.js';
export { PendingMark } from './pending-mark.js';
export { QueueBar } from './queue-bar.js';
export { sendOrQueue } from './send-or-queue.js';
export { useOfflineQueue } from './use-offline-queue.js';
export { useQueueLogout } from './use-queue-logout.js';
