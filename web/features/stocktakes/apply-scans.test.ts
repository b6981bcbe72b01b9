import { describe, expect, it } from 'vitest';
import type {
  Stocktake,
  StocktakeQuantityChange,
  StocktakeScanChange,
} from '../../../domain/stocktakes.js';
import { applyScans, applyScansToList } from './apply-scans.js';

const count: Stocktake = {
  id: 's1',
  status: 'open',
  places: [],
  startedAt: '2026-11-27T10:00:00.000Z',
  startedBy: 'Ana',
  finishedAt: null,
  finishedBy: null,
  expected: 5,
  counted: 1,
  found: 0,
  progress: [
    { locationId: 'cave', bin: 'A1', expected: 3, counted: 1, found: 0 },
    { locationId: 'cave', bin: 'A2', expected: 2, counted: 0, found: 0 },
  ],
  counters: [
    { userId: 'u1', name: 'Ana', counted: 1 },
    { userId: 'u2', name: 'Ben', counted: 0 },
  ],
};

/**
 * A scan's change: `counted` is its scanner's bottles counted after it, `inCount` the count's, as
 * the server sends them.
 */
function scan(
  code: string,
  bin: string,
  userId: string,
  outcome: StocktakeScanChange['outcome'],
  totals: StocktakeScanChange['totals'],
  counted = 0,
  inCount = 0,
): StocktakeScanChange {
  return {
    stocktakeId: 's1',
    code,
    outcome,
    place: { locationId: 'cave', bin },
    userId,
    totals,
    stocktake: { counted: inCount },
    counter: { counted },
  };
}

describe("a count drawn from its scans' changes", () => {
  it('takes each place its new totals, found elsewhere apart, and who scanned their new count, as the server sent them', () => {
    const next = applyScans(count, [
      scan('Q2', 'A2', 'u2', 'counted', { expected: 2, counted: 1, found: 0 }, 1),
      scan('Q3', 'A2', 'u2', 'found-elsewhere', { expected: 2, counted: 1, found: 1 }, 2),
      scan('Q4', 'A1', 'u1', 'counted', { expected: 3, counted: 2, found: 0 }, 2),
    ]);
    expect(next?.progress).toEqual([
      { locationId: 'cave', bin: 'A1', expected: 3, counted: 2, found: 0 },
      { locationId: 'cave', bin: 'A2', expected: 2, counted: 1, found: 1 },
    ]);
    expect(next?.counted).toBe(3);
    expect(next?.found).toBe(1);
    expect(next?.expected).toBe(5);
    // Who counted most first, then by name.
    expect(next?.counters).toEqual([
      { userId: 'u1', name: 'Ana', counted: 2 },
      { userId: 'u2', name: 'Ben', counted: 2 },
    ]);
  });

  it("copies the scanner's count the server sent, counting nothing itself", () => {
    // Ana's other scans reached the server through a phone whose changes this one missed.
    const next = applyScans(count, [
      scan('Q6', 'A1', 'u1', 'counted', { expected: 3, counted: 3, found: 0 }, 5),
    ]);
    expect(next?.counters).toEqual([
      { userId: 'u1', name: 'Ana', counted: 5 },
      { userId: 'u2', name: 'Ben', counted: 0 },
    ]);
  });

  it('does not count an unknown code for anyone', () => {
    const next = applyScans(count, [
      scan('ZZ', 'A1', 'u2', 'unknown', { expected: 3, counted: 1, found: 0 }),
    ]);
    expect(next?.counters).toEqual(count.counters);
    expect(next?.counted).toBe(1);
  });

  it('asks for the count again when a scan names a place or a member it has not seen', () => {
    expect(
      applyScans(count, [
        scan('Q5', 'B9', 'u1', 'found-elsewhere', { expected: 0, counted: 0, found: 1 }),
      ]),
    ).toBeNull();
    expect(
      applyScans(count, [
        scan('Q5', 'A1', 'u9', 'counted', { expected: 3, counted: 2, found: 0 }, 1),
      ]),
    ).toBeNull();
  });

  it("ignores another count's scans", () => {
    const other = {
      ...scan('Q2', 'A2', 'u2', 'counted', { expected: 9, counted: 9, found: 0 }),
      stocktakeId: 's2',
    };
    expect(applyScans(count, [other])).toEqual(count);
  });
});

describe('the counts list drawn from scans', () => {
  // The count above as the list shows it.
  const { progress: _progress, counters: _counters, ...shown } = count;
  const summary = { ...shown, totals: null };
  const list = { current: [summary], past: [] };

  it("copies the count's bottles counted each change carries, counting nothing itself", () => {
    // Other phones' scans reached the server through changes this list missed: 4, not 1 + 1.
    const next = applyScansToList(list, [
      scan('Q2', 'A2', 'u2', 'counted', { expected: 2, counted: 1, found: 0 }, 1, 3),
      scan('Q3', 'B9', 'u1', 'found-elsewhere', { expected: 0, counted: 0, found: 1 }, 2, 3),
      scan('Q4', 'A1', 'u1', 'counted', { expected: 3, counted: 2, found: 0 }, 3, 4),
    ]);
    expect(next?.current[0]?.counted).toBe(4);
    expect(next?.current[0]?.expected).toBe(5);
  });

  it('takes a quantity counted lower than before as the server sent it', () => {
    const quantity: StocktakeQuantityChange = {
      stocktakeId: 's1',
      formatId: 'f1',
      place: { locationId: 'cave', bin: 'A1' },
      expected: 3,
      quantity: 0,
      userId: 'u2',
      countedBy: 'Ben',
      at: '2026-11-27T10:05:00.000Z',
      totals: { expected: 3, counted: 0, found: 0 },
      stocktake: { counted: 0 },
    };
    expect(applyScansToList(list, [quantity])?.current[0]?.counted).toBe(0);
  });

  it('asks for the list again when a scan names a count it does not show', () => {
    const other = {
      ...scan('Q2', 'A2', 'u2', 'counted', { expected: 2, counted: 1, found: 0 }),
      stocktakeId: 's9',
    };
    expect(applyScansToList(list, [other])).toBeNull();
  });
});
