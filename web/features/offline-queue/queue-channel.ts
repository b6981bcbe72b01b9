/**
 * Every tab of this browser hears at once that the queue changed in another (IndexedDB tells no
 * one): it reads its queue back, so each tab shows the same count. A channel does not hear its
 * own messages; a browser without one leaves each tab to its own next change.
 */
const channel =
  typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel('cellar-offline-queue');

export function announceQueueChange(): void {
  channel?.postMessage('changed');
}

export function onQueueChangeElsewhere(listener: () => void): void {
  channel?.addEventListener('message', listener);
}
