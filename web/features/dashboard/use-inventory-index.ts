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

/**
 * The dashboard's derived data for the current live data; null until the snapshot arrives. Search
 * documents are built lazily; once the wines are on screen they are built in idle time, slice by
 * slice, so the first keystroke finds them ready and the page never stalls; then the filter
 * panel's choices.
 */
export function useInventoryIndex(): InventoryIndex | null {
  const data = useLiveState((live) => live.data);
  const index = useMemo(() => (data ? buildInventoryIndex(data) : null), [data]);
  useEffect(() => {
    if (!index) return;
    let next = 0;
    const warm = () => {
      const stop = performance.now() + WARM_SLICE_MS;
      do void index.entries[next++]?.document;
      while (next < index.entries.length && performance.now() < stop);
      if (next < index.entries.length) pending = whenIdle(warm);
      // Then the filter panel's choices, so that opening it is instant too.
      else pending = whenIdle(() => void index.distinct);
    };
    let pending = whenIdle(warm);
    return () => pending.cancel();
  }, [index]);
  return index;
}

/** For useLiveSync: a loaded model's index is built before it is shown, a task at a time. */
export function prepareDashboard(data: RestaurantData): Promise<void> {
  return prepareInventoryIndex(data, nextTask);
}
