import type { LiveStore } from './live-store.js';
import { keepModel, keepSyncStamp } from './offline-store.js';

/** A burst of changes (a stock count's scans) is written once, a few seconds after it began. */
const SAVE_AFTER_MS = 5_000;
/** A live tab with nothing changing notes that it is still current this often. */
const STAMP_EVERY_MS = 60_000;

/**
 * Keeps the device's copy of the model (web/lib/offline-store.ts) in step with the live store:
 * each model loaded and each change, written at most every few seconds, and when it was last
 * known current. Returns what stops it.
 */
export function keepModelOffline(store: LiveStore): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const save = (): void => {
    timer = undefined;
    const { data, syncedAt } = store.getState();
    if (data !== null) keepModel(data, syncedAt ?? Date.now());
  };
  const stopFollowing = store.follow(() => {
    timer ??= setTimeout(save, SAVE_AFTER_MS);
  });
  let live = store.getState().status === 'live';
  const stopWatching = store.subscribe(() => {
    const { status, syncedAt } = store.getState();
    // The moment the feed stopped, so an offline reload says it.
    if (live && status !== 'live' && syncedAt !== null) keepSyncStamp(syncedAt);
    live = status === 'live';
  });
  const stamp = (): void => {
    if (store.getState().status === 'live') keepSyncStamp(Date.now());
  };
  const heartbeat = setInterval(stamp, STAMP_EVERY_MS);
  window.addEventListener('pagehide', stamp);
  return () => {
    clearTimeout(timer);
    clearInterval(heartbeat);
    window.removeEventListener('pagehide', stamp);
    stopFollowing();
    stopWatching();
  };
}
