import type { Stocktake, StocktakeList } from '../../../domain/stocktakes.js';
import { type CountChange, isScan } from './use-stocktake-changes.js';

type Counter = Stocktake['counters'][number];

/** The server's order: who counted most first, then by name. */
function byCounted(a: Counter, b: Counter): number {
  return b.counted - a.counted || a.name.localeCompare(b.name);
}

/**
 * The count after scans the live feed reported, drawn from what the screen holds instead of read
 * again: each names its place's new totals (counted of expected, and found elsewhere apart) and
 * how many bottles its scanner has counted, copied as the server sent them. Null when a change
 * names a place the screen has not seen yet, or a member it does not list who has now counted
 * something, or is a quantity counted: then the screen reads the count again.
 */
export function applyScans(
  stocktake: Stocktake,
  changes: readonly CountChange[],
): Stocktake | null {
  const progress = [...stocktake.progress];
  const counters = [...stocktake.counters];
  for (const scan of changes) {
    if (scan.stocktakeId !== stocktake.id) continue;
    const place = progress.findIndex(
      (p) => p.locationId === scan.place.locationId && p.bin === scan.place.bin,
    );
    const shown = progress[place];
    // A quantity may move who counted how many from one member to another: read again.
    if (!shown || !isScan(scan)) return null;
    progress[place] = { ...shown, ...scan.totals };
    const who = counters.findIndex((counter) => counter.userId === scan.userId);
    const counter = counters[who];
    // Someone who has counted nothing yet is not listed, and still is not.
    if (!counter && scan.counter.counted === 0) continue;
    if (!counter) return null;
    counters[who] = { ...counter, counted: scan.counter.counted };
  }
  return {
    ...stocktake,
    progress,
    counters: counters.sort(byCounted),
    expected: progress.reduce((sum, place) => sum + place.expected, 0),
    counted: progress.reduce((sum, place) => sum + place.counted, 0),
    found: progress.reduce((sum, place) => sum + place.found, 0),
  };
}

/**
 * The counts list after scans and quantities: each names its count's bottles counted after it,
 * copied as the server sent it. Null when a change names a count the list does not show as
 * current: then the list is read again.
 */
export function applyScansToList(
  list: StocktakeList,
  changes: readonly CountChange[],
): StocktakeList | null {
  const current = [...list.current];
  for (const change of changes) {
    const at = current.findIndex((summary) => summary.id === change.stocktakeId);
    const summary = current[at];
    if (!summary) return null;
    current[at] = { ...summary, counted: change.stocktake.counted };
  }
  return { ...list, current };
}
