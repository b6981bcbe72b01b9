import { setImmediate } from 'node:timers/promises';

/** Items sorted or merged in one turn of the event loop: a few milliseconds of comparisons. */
const ITEMS_PER_TURN = 2_000;

/**
 * A stable sort that lets other requests run every few thousand items: runs of ITEMS_PER_TURN
 * sorted in place, then merged pairwise. Sorting a 22,000-bottle backup by `localeCompare` at once
 * held the event loop for 150 ms and more.
 */
export async function sortInTurns<T>(
  items: readonly T[],
  compare: (a: T, b: T) => number,
): Promise<T[]> {
  let runs: T[][] = [];
  for (let start = 0; start < items.length; start += ITEMS_PER_TURN) {
    if (start > 0) await setImmediate();
    runs.push(items.slice(start, start + ITEMS_PER_TURN).sort(compare));
  }
  while (runs.length > 1) {
    const merged: T[][] = [];
    for (let index = 0; index < runs.length; index += 2) {
      const [left = [], right = []] = [runs[index], runs[index + 1]];
      merged.push(await merge(left, right, compare));
    }
    runs = merged;
  }
  return runs[0] ?? [];
}

async function merge<T>(left: T[], right: T[], compare: (a: T, b: T) => number): Promise<T[]> {
  const out: T[] = [];
  let [i, j] = [0, 0];
  while (i < left.length || j < right.length) {
    if (out.length % ITEMS_PER_TURN === ITEMS_PER_TURN - 1) await setImmediate();
    const a = left[i];
    const b = right[j];
    // Left first on a tie: the sort stays stable.
    if (b === undefined || (a !== undefined && compare(a, b) <= 0)) {
      out.push(a as T);
      i++;
    } else {
      out.push(b);
      j++;
    }
  }
  return out;
}
