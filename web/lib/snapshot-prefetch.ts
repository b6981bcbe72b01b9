import type { CompactModel } from '../../domain/snapshot-codec.js';
import { apiGet } from './api-client.js';
import { earlyRequest } from './early-request.js';

// Used only for the first load right after sign-in is known; older than this, fetch afresh.
const FRESH_MS = 10_000;

/**
 * The snapshot, started as soon as the session is known, while the menu's code is still
 * downloading, instead of after it (the two used to run one after the other).
 */
const snapshot = earlyRequest(() => apiGet<CompactModel>('/api/snapshot/compact'), FRESH_MS);

export const prefetchSnapshot = snapshot.start;

/** The prefetched snapshot, once; null when there is none or it is stale. */
export const takePrefetchedSnapshot = snapshot.take;
