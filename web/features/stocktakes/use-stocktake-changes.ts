import { useEffect, useEffectEvent } from 'react';
import type { ChangeBatch } from '../../../domain/live.js';
import { type StocktakeScanChange, stocktakeScanChangeSchema } from '../../../domain/stocktakes.js';
import { liveStore } from '../../lib/live-store.js';

/**
 * What a batch says of the counts `id` names (one, or any when null): nothing (undefined), only
 * scans (their changes), or something else, such as a pause or an Apply (null).
 */
function scansOf(batch: ChangeBatch, id: string | null): StocktakeScanChange[] | null | undefined {
  const touched = batch.changes.filter(
    (change) => change.entity === 'stocktake' && (id === null || change.id === id),
  );
  if (touched.length === 0) return undefined;
  const scans: StocktakeScanChange[] = [];
  for (const change of touched) {
    const scan = stocktakeScanChangeSchema.safeParse(change.data);
    if (change.action !== 'stocktake.scan' || !scan.success) return null;
    scans.push(scan.data);
  }
  return scans;
}

/**
 * Calls `onChange` when the live feed says a count changed (a scan on any phone, a pause, an
 * Apply) with the scans it reports, or null when it was something else or the store loaded a new
 * snapshot (the feed had a gap: something may have been missed). `id` narrows it to one count;
 * without, any count.
 */
export function useStocktakeChanges(
  id: string | null,
  onChange: (scans: readonly StocktakeScanChange[] | null) => void,
): void {
  const changed = useEffectEvent(onChange);
  useEffect(
    () =>
      liveStore.follow((event) => {
        if (event.kind === 'load') {
          changed(null);
          return;
        }
        const scans = scansOf(event.batch, id);
        if (scans !== undefined) changed(scans);
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
