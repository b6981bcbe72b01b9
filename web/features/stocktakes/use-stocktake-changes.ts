import { useEffect, useEffectEvent } from 'react';
import type { ChangeBatch } from '../../../domain/live.js';
import {
  type StocktakeQuantityChange,
  type StocktakeScanChange,
  stocktakeQuantityChangeSchema,
  stocktakeScanChangeSchema,
} from '../../../domain/stocktakes.js';
import { liveStore } from '../../lib/live-store.js';

/** What phones counting send one another: a scan, or a quantity of manual bottles counted. */
export type CountChange = StocktakeScanChange | StocktakeQuantityChange;

export function isScan(change: CountChange): change is StocktakeScanChange {
  return 'code' in change;
}

/** A scan's or a quantity's change; null for anything else (a pause, an Apply…). */
function countChangeOf(change: ChangeBatch['changes'][number]): CountChange | null {
  const schema =
    change.action === 'stocktake.scan'
      ? stocktakeScanChangeSchema
      : change.action === 'stocktake.quantity'
        ? stocktakeQuantityChangeSchema
        : null;
  const parsed = schema?.safeParse(change.data);
  return parsed?.success ? parsed.data : null;
}

/**
 * What a batch says of the counts `id` names (one, or any when null): nothing (undefined), only
 * scans and quantities counted (their changes), or something else, such as a pause or an Apply
 * (null).
 */
function countChangesOf(batch: ChangeBatch, id: string | null): CountChange[] | null | undefined {
  const touched = batch.changes.filter(
    (change) => change.entity === 'stocktake' && (id === null || change.id === id),
  );
  if (touched.length === 0) return undefined;
  const counted: CountChange[] = [];
  for (const change of touched) {
    const parsed = countChangeOf(change);
    if (!parsed) return null;
    counted.push(parsed);
  }
  return counted;
}

/**
 * Calls `onChange` when the live feed says a count changed (a scan or a quantity on any phone, a
 * pause, an Apply) with the scans and quantities it reports, or null when it was something else
 * or the store loaded a new snapshot (the feed had a gap: something may have been missed). `id`
 * narrows it to one count; without, any count.
 */
export function useStocktakeChanges(
  id: string | null,
  onChange: (changes: readonly CountChange[] | null) => void,
): void {
  const changed = useEffectEvent(onChange);
  useEffect(
    () =>
      liveStore.follow((event) => {
        if (event.kind === 'load') {
          changed(null);
          return;
        }
        const changes = countChangesOf(event.batch, id);
        if (changes !== undefined) changed(changes);
      }),
    [id],
  );
}
