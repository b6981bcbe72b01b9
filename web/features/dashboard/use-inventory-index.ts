import { useEffect, useMemo } from 'react';
import type { RestaurantData } from '../../../domain/restaurant-data.js';
import { useLiveState } from '../../lib/live-store.js';
import { nextTask } from '../../lib/next-task.js';
import { whenIdle } from '../../lib/when-idle.js';
import {
  buildInventoryIndex,
  type InventoryIndex,
  prepareInventoryIndex,
} from './inventory-index.js';

// The time each idle slice builds search documents for: never a long task, even on a slow phone
// (slices of 250 wines took 56–137 ms at 4× CPU, tasks a keystroke waited behind).
const WARM_SLICE_MS = 8;

/** Builds search documents from the entry `from` for a slice of time; returns where it stopped. */
function warmSlice(index: InventoryIndex, from: number): number {
  const stop = performance.now() + WARM_SLICE_MS;
  let next = from;
  do void index.entries[next++]?.document;
  while (next < index.entries.length && performance.now() < stop);
  return next;
}

/**
 * The dashboard's derived data for the current live data; null until the snapshot arrives. A
 * loaded model comes with its search documents (prepareDashboard); a live change's new or changed
 * wines get theirs in idle time, slice by slice, so a keystroke finds them ready and the page never
 * stalls; then the filter panel's choices.
 */
export function useInventoryIndex(): InventoryIndex | null {
  const data = useLiveState((live) => live.data);
  const index = useMemo(() => (data ? buildInventoryIndex(data) : null), [data]);
  useEffect(() => {
    if (!index) return;
    let next = 0;
    const warm = () => {
      next = warmSlice(index, next);
      if (next < index.entries.length) pending = whenIdle(warm);
      // Then the filter panel's choices, so that opening it is instant too.
      else pending = whenIdle(() => void index.distinct);
    };
    let pending = whenIdle(warm);
    return () => pending.cancel();
  }, [index]);
  return index;
}

/**
 * For useLiveSync: a loaded model's index is built before it is shown, a task at a time, and its
 * search documents with it. Left to idle time, they were what the first keystrokes after the model
 * showed waited for (at 4× CPU 262 ms at 20,000 bottles, 546 ms at Bern's scale, against 100 and
 * 150): the model shows that much later instead, long after the first cards.
 */
export async function prepareDashboard(data: RestaurantData): Promise<void> {
  const index = await prepareInventoryIndex(data, nextTask);
  for (let next = 0; next < index.entries.length; await nextTask()) {
    next = warmSlice(index, next);
  }
}
