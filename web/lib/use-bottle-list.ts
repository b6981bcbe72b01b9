import { useEffect, useState } from 'react';
import type { BottleCriteria } from '../../domain/bottle-page.js';
import {
  type BottleListState,
  followBottleList,
  logBottlesFailure,
  serverBottleSource,
} from './bottle-list.js';
import { liveStore } from './live-store.js';
import { keepBottleList, keptBottleSource } from './offline-bottles.js';

// With no network, a list as this device last had it (web/lib/offline-bottles.ts).
const source = keptBottleSource(serverBottleSource(liveStore.follow));
const READING: BottleListState = { bottles: null, loading: true, failed: false };
// How long a list read ahead of its screen is kept for the screen to take it.
const PREFETCH_LEASE_MS = 3_000;

/** One list being read and followed, shared by the screens (and the prefetch) holding it. */
interface Followed {
  state: BottleListState;
  listeners: Set<(state: BottleListState) => void>;
  holders: number;
  stop: () => void;
}

const followed = new Map<string, Followed>();

/** Holds the list `key` names, starting to read it if nobody does; release() lets it go. */
function hold(key: string, criteria: BottleCriteria): { list: Followed; release: () => void } {
  let list = followed.get(key);
  if (!list) {
    const started: Followed = { state: READING, listeners: new Set(), holders: 0, stop: () => {} };
    const kept = keepBottleList(criteria, liveStore);
    const stopFollowing = followBottleList(
      criteria,
      source,
      (state) => {
        started.state = state;
        kept.listen(state);
        // A list that failed is not handed to the next screen that asks: that one reads again.
        if (state.failed && followed.get(key) === started) followed.delete(key);
        for (const listener of started.listeners) listener(state);
      },
      (error) => {
        // A list read ahead of a tap fails with no word: no screen shows it.
        if (started.listeners.size > 0) logBottlesFailure(error);
      },
    );
    started.stop = () => {
      stopFollowing();
      kept.stop();
    };
    followed.set(key, started);
    list = started;
  }
  const held = list;
  held.holders += 1;
  let released = false;
  return {
    list: held,
    release: () => {
      if (released) return;
      released = true;
      held.holders -= 1;
      if (held.holders > 0) return;
      held.stop();
      if (followed.get(key) === held) followed.delete(key);
    },
  };
}

const keyOf = (criteria: BottleCriteria, attempt: number) => JSON.stringify({ criteria, attempt });

/**
 * Starts reading the bottles a screen is about to show (a format button pressed): the first page
 * is on its way while the screen draws, and the screen takes the list over when it opens.
 */
export function prefetchBottleList(criteria: BottleCriteria): void {
  holdBottleLists([criteria])();
}

/**
 * Reads the lists a screen may open next and keeps them live until the returned function lets
 * them go, then a few seconds more: a screen opened by a tap (which takes the lists' holder off
 * the page) takes its list over as it is, without reading it again.
 */
export function holdBottleLists(lists: readonly BottleCriteria[]): () => void {
  const held = lists.map((criteria) => hold(keyOf(criteria, 0), criteria));
  return () => {
    setTimeout(() => {
      for (const { release } of held) release();
    }, PREFETCH_LEASE_MS);
  };
}

/**
 * The bottles `criteria` name, read when a screen opens and kept live while it is open (a
 * tab does not hold every bottle). null criteria: none asked for. `retry` reads again
 * after a failure.
 */
export function useBottleList(criteria: BottleCriteria | null) {
  const [attempt, setAttempt] = useState(0);
  const key = criteria === null ? null : keyOf(criteria, attempt);
  const [shown, setShown] = useState<{ key: string; list: BottleListState } | null>(null);
  useEffect(() => {
    if (key === null) return;
    const { list, release } = hold(key, JSON.parse(key).criteria as BottleCriteria);
    const show = (state: BottleListState) => setShown({ key, list: state });
    list.listeners.add(show);
    show(list.state);
    return () => {
      list.listeners.delete(show);
      release();
    };
  }, [key]);
  // A list already read (ahead of the tap) is drawn in the screen's first render, not a render later.
  const list =
    shown !== null && shown.key === key
      ? shown.list
      : ((key === null ? undefined : followed.get(key)?.state) ?? READING);
  return {
    ...list,
    retry: () => setAttempt((n) => n + 1),
  };
}
