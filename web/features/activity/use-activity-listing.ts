import { useEffect, useState } from 'react';
import type { ActivityEntry, ActivityPage } from '../../../domain/activity.js';
import { liveStore } from '../../lib/live-store.js';
import { createReads } from '../../lib/reads.js';
import { fetchActivity } from './activity-api.js';
import { type Chosen, filtersOf } from './activity-chosen.js';

export type Listing =
  | { status: 'loading'; entries: ActivityEntry[] }
  | { status: 'ready'; entries: ActivityEntry[]; next: string | null }
  | { status: 'failed'; entries: ActivityEntry[] };

const aborted = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

/**
 * The Activity view's entries for the filters chosen: the newest page (no cursor), then each page
 * after `cursor` added below, and the newest changes at the top as they happen.
 */
export function useActivityListing(chosen: Chosen, cursor: string | undefined): Listing {
  const [listing, setListing] = useState<Listing>({ status: 'loading', entries: [] });

  // A new filter starts from the newest; Load more asks for the page after the cursor.
  useEffect(() => {
    const controller = new AbortController();
    const more = cursor !== undefined;
    setListing((current) => ({ status: 'loading', entries: more ? current.entries : [] }));
    fetchActivity(filtersOf(chosen), cursor, controller.signal).then(
      (page) =>
        setListing((current) => ({
          status: 'ready',
          entries: more ? [...current.entries, ...page.entries] : page.entries,
          next: page.next,
        })),
      (error: unknown) => {
        if (aborted(error)) return;
        setListing((current) => ({ status: 'failed', entries: current.entries }));
      },
    );
    return () => controller.abort();
  }, [chosen, cursor]);

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
          const page = outcome.value;
          setListing((current) => {
            if (current.status !== 'ready') return current;
            const top = current.entries[0]?.revision ?? -1;
            const newer = page.entries.filter((entry) => entry.revision > top);
            // More new entries than a page: start again from the newest, leaving no gap.
            if (newer.length === page.entries.length && current.entries.length > 0) {
              return { status: 'ready', entries: page.entries, next: page.next };
            }
            return { ...current, entries: [...newer, ...current.entries] };
          });
        },
      );
    const stop = liveStore.follow(readNewest);
    return () => {
      stop();
      reads.drop();
    };
  }, [chosen]);

  return listing;
}
