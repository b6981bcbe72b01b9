import type { Stocktake, StocktakeList, StocktakeScanChange } from '../../../domain/stocktakes.js';

type Counter = Stocktake['counters'][number];

/** The server's order: who counted most first, then by name. */
function byCounted(a: Counter, b: Counter): number {
  return b.counted - a.counted || a.name.localeCompare(b.name);
}

/**
 * The count after scans the live feed reported, drawn from what the screen holds instead of read
 * again: each scan names its place's new totals, and the member who scanned it has counted one
 * more unless the code was unknown (as the server counts them). Null when a scan names a place or
 * a member the screen has not seen yet: then the screen reads the count again.
 */
export function applyScans(
  stocktake: Stocktake,
  scans: readonly StocktakeScanChange[],
): Stocktake | null {
  const progress = [...stocktake.progress];
  const counters = [...stocktake.counters];
  for (const scan of scans) {
    if (scan.stocktakeId !== stocktake.id) continue;
    const place = progress.findIndex(
      (p) => p.locationId === scan.place.locationId && p.bin === scan.place.bin,
    );
    const shown = progress[place];
    if (!shown) return null;
    progress[place] = { ...shown, ...scan.totals };
    if (scan.outcome === 'unknown') continue;
    const who = counters.findIndex((counter) => counter.userId === scan.userId);
    const counter = counters[who];
    if (!counter) return null;
    counters[who] = { ...counter, counted: counter.counted + 1 };
  }
  return {
    ...stocktake,
    progress,
    counters: counters.sort(byCounted),
    expected: progress.reduce((sum, place) => sum + place.expected, 0),
    counted: progress.reduce((sum, place) => sum + place.counted, 0),
  };
}

/**
 * The counts list after scans: each scan of a bottle counts one more in its count (a place's
 * counted total only ever grows by one per scan, and nothing new is expected). Null when a scan
 * names a count the list does not show as current: then the list is read again.
 */
export function applyScansToList(
  list: StocktakeList,
  scans: readonly StocktakeScanChange[],
): StocktakeList | null {
  const current = [...list.current];
  for (const scan of scans) {
    const at = current.findIndex((summary) => summary.id === scan.stocktakeId);
    const summary = current[at];
    if (!summary) return null;
    if (scan.outcome !== 'unknown') current[at] = { ...summary, counted: summary.counted + 1 };
  }
  return { ...list, current };
}
