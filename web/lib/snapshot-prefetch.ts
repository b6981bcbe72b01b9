import type { CompactSnapshot } from '../../domain/snapshot-codec.js';
import { apiGet } from './api-client.js';

// Used only for the first load right after sign-in is known; older than this, fetch afresh.
const FRESH_MS = 10_000;

let prefetched: { at: number; snapshot: Promise<CompactSnapshot> } | null = null;

/**
 * Starts loading the snapshot as soon as the session is known, while the dashboard's code is still
 * downloading, instead of after it (the two used to run one after the other).
 */
export function prefetchSnapshot(): void {
  const snapshot = apiGet<CompactSnapshot>('/api/snapshot/compact');
  // Whoever takes it handles a failure; an untaken one must not surface as unhandled.
  snapshot.catch(() => undefined);
  prefetched = { at: Date.now(), snapshot };
}

/** The prefetched snapshot, once; null when there is none or it is stale. */
export function takePrefetchedSnapshot(): Promise<CompactSnapshot> | null {
  const taken = prefetched;
  prefetched = null;
  if (!taken || Date.now() - taken.at > FRESH_MS) return null;
  return taken.snapshot;
}
