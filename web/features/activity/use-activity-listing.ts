import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { ActivityEntry, ActivityPage } from '../../../domain/activity.js';
import { liveStore } from '../../lib/live-store.js';
import { createReads } from '../../lib/reads.js';
import { useRead } from '../../lib/use-call.js';
import { fetchActivity } from './activity-api.js';
import { type Chosen, filtersOf } from './activity-chosen.js';

export type Listing =
  | { status: 'loading'; entries: ActivityEntry[] }
  | { status: 'ready'; entries: ActivityEntry[]; next: string | null }
  | { status: 'failed'; entries: ActivityEntry[] };

/** What is shown around the page being read, for the filters chosen. */
interface Paging {
  chosen: Chosen;
  /** The page read is the one after this cursor; none: the newest. */
  cursor: string | undefined;
  /** The pages above it, shown while Load more reads it. */
  above: ActivityEntry[];
  /** Changes made since the pages were read, come in live. */
  newer: ActivityEntry[];
}

const newest = (chosen: Chosen): Paging => ({ chosen, cursor: undefined, above: [], newer: [] });

/**
 * The Activity view's entries for the filters chosen: the newest page, then each page `more` asks
 * for added below, and the newest changes at the top as they happen. Each page is one read of the
 * screens' read hook (useRead): its loading, failed or ready state is the listing's.
 */
export function useActivityListing(chosen: Chosen): { listing: Listing; more: () => void } {
  const [paging, setPaging] = useState(() => newest(chosen));
  // Other filters start again from the newest (state reset while rendering, as React advises).
  if (paging.chosen !== chosen) setPaging(newest(chosen));
  const { cursor } = paging;
  const page = useRead<ActivityPage>(
    JSON.stringify([filtersOf(chosen), cursor ?? null]),
    (signal) => fetchActivity(filtersOf(chosen), cursor, signal),
    { loadingOnChange: true, what: 'activity' },
  );
  const { loaded } = page;

  const above = [...paging.newer, ...paging.above];
  const listing: Listing =
    loaded.status === 'ready'
      ? { status: 'ready', entries: [...above, ...loaded.value.entries], next: loaded.value.next }
      : { status: loaded.status, entries: above };

  const more = () => {
    if (loaded.status !== 'ready' || loaded.value.next === null) return;
    const { entries, next } = loaded.value;
    setPaging((current) => ({ ...current, cursor: next, above: [...current.above, ...entries] }));
  };

  const shownPaging = useRef(paging);
  useLayoutEffect(() => {
    shownPaging.current = paging;
  });
  const { shown, reading, show } = page;
  // Every open screen follows the restaurant live: a change made while the view is open (here or
  // in any other tab) comes in at the top, as the newest page says, one read at a time.
  useEffect(() => {
    const reads = createReads<ActivityPage>();
    const readNewest = () =>
      void reads.request(
        (signal) => fetchActivity(filtersOf(chosen), undefined, signal),
        (outcome) => {
          if ('error' in outcome) {
            console.warn('activity: newest changes not read', outcome.error);
            return;
          }
          const read = shown();
          const current = shownPaging.current;
          // The newest page being read will say what is newest itself. An older one (Load more)
          // will not: what came in meanwhile goes above the pages shown, which hold the top.
          if (current.cursor === undefined && (read === null || reading())) return;
          const top = (current.newer[0] ?? current.above[0] ?? read?.entries[0])?.revision ?? -1;
          const newer = outcome.value.entries.filter((entry) => entry.revision > top);
          if (newer.length === 0) return;
          if (newer.length < outcome.value.entries.length || top === -1) {
            setPaging({ ...current, newer: [...newer, ...current.newer] });
          } else {
            // More new entries than a page: start again from the newest, leaving no gap. When the
            // page read is the newest, it is this one; after Load more, the new key reads it.
            setPaging(newest(chosen));
            if (current.cursor === undefined) show(outcome.value);
          }
        },
      );
    const stop = liveStore.follow(readNewest);
    return () => {
      stop();
      reads.drop();
    };
  }, [chosen, shown, reading, show]);

  return { listing, more };
}
