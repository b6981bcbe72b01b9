import { useEffect, useEffectEvent } from 'react';
import { liveStore } from '../../lib/live-store.js';

/**
 * Calls `onChange` when the live feed says a count changed (a scan on any phone, a pause, an
 * Apply), or when the store loaded a new snapshot (the feed had a gap: something may have been
 * missed). `id` narrows it to one count; without, any count.
 */
export function useStocktakeChanges(id: string | null, onChange: () => void): void {
  const changed = useEffectEvent(onChange);
  useEffect(
    () =>
      liveStore.follow((event) => {
        if (event.kind === 'load') {
          changed();
          return;
        }
        const touched = event.batch.changes.some(
          (change) => change.entity === 'stocktake' && (id === null || change.id === id),
        );
        if (touched) changed();
      }),
    [id],
  );
}

/**
 * Runs `read` now and again on every call of the returned trigger, one at a time: triggers that
 * come while a read is under way ask for one more read after it, not one each (four phones
 * scanning send many changes; the screen needs the latest state, not every step).
 */
export function coalesced(read: () => Promise<void>): () => void {
  let reading = false;
  let again = false;
  const run = async (): Promise<void> => {
    if (reading) {
      again = true;
      return;
    }
    reading = true;
    try {
      do {
        again = false;
        await read();
      } while (again);
    } finally {
      reading = false;
    }
  };
  return () => void run();
}
