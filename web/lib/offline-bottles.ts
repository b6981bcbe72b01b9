import type { BottleCriteria } from '../../domain/bottle-page.js';
import type { Bottle } from '../../domain/inventory.js';
import { ApiError } from './api-client.js';
import type { BottleListSource, BottleListState } from './bottle-list.js';
import type { LiveStore } from './live-store.js';
import { keepBottles, keptBottles } from './offline-store.js';

/**
 * Lists longer than this are not kept for offline use: a format's or a place's bottles are (the
 * detail, the drawer, the tree), not a whole cellar's (Manual Batch Edit), whose every change
 * would write it all again.
 */
const MAX_KEPT = 2_000;
/** A list changing often (a count under way) is written at most this often. */
const SAVE_AFTER_MS = 3_000;

const listKey = (criteria: BottleCriteria) => JSON.stringify(criteria);

/**
 * The bottle pages from `source`, and with no network the list as this device last had it (one
 * page), so that the detail and the drawer open offline. Any other failure is the screen's to show.
 */
export function keptBottleSource(source: BottleListSource): BottleListSource {
  return {
    follow: source.follow,
    async page(criteria, after, signal) {
      try {
        return await source.page(criteria, after, signal);
      } catch (error) {
        if (!(error instanceof ApiError && error.status === 0) || after !== null) throw error;
        const kept = await keptBottles(listKey(criteria));
        if (kept === undefined) throw error;
        return { revision: kept.revision, bottles: [...kept.bottles], next: null };
      }
    },
  };
}

/**
 * Keeps each whole list a screen shows on the device, as it changes (at most every few seconds).
 * Returns the listener for the list's states and what stops it.
 */
export function keepBottleList(criteria: BottleCriteria, store: LiveStore) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let latest: readonly Bottle[] | null = null;
  const save = (): void => {
    timer = undefined;
    const revision = store.getState().data?.revision;
    if (latest !== null && revision !== undefined) keepBottles(listKey(criteria), latest, revision);
  };
  return {
    listen(state: BottleListState): void {
      if (state.bottles === null || state.loading || state.failed) return;
      if (state.bottles.length > MAX_KEPT) return;
      latest = state.bottles;
      timer ??= setTimeout(save, latest.length === 0 ? 0 : SAVE_AFTER_MS);
    },
    stop(): void {
      if (timer !== undefined) {
        clearTimeout(timer);
        save();
      }
    },
  };
}
