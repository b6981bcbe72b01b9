import { countsAsManual } from '../../../domain/manual-id.js';
import type { StocktakePreview } from '../../../domain/stocktakes.js';

/** A bottle that would be missing by the scans alone (expected, not scanned, still there). */
interface Candidate {
  id: string;
  formatId: string;
  locationId: string;
  bin: string;
  addedAt: string;
}

interface Counted {
  formatId: string;
  locationId: string;
  bin: string;
  quantity: number | null;
}

const keyOf = (row: { formatId: string; locationId: string; bin: string }) =>
  `${row.formatId}\u0000${row.locationId}\u0000${row.bin}`;

/**
 * Where manual bottles were counted by quantity (decision 0026): of the manual bottles of that
 * format that would be missing there, as many as were counted are not; those still missing are
 * the oldest (added first, then by id): a cellar pours first in, first out, so the bottles gone
 * without a record are most likely the ones that came in first. A quantity beyond them is
 * surplus: found, to add. A place and format not counted by quantity keeps the scans' rule: every
 * bottle not scanned is missing.
 */
export function reconcileQuantities<T extends Candidate>(
  candidates: readonly T[],
  counted: readonly Counted[],
): { missing: T[]; surplus: StocktakePreview['surplus'] } {
  const quantities = new Map<string, number>();
  for (const row of counted) if (row.quantity !== null) quantities.set(keyOf(row), row.quantity);
  const manual = new Map<string, T[]>();
  const missing: T[] = [];
  for (const candidate of candidates) {
    const key = keyOf(candidate);
    if (!countsAsManual(candidate.id) || !quantities.has(key)) missing.push(candidate);
    else manual.set(key, [...(manual.get(key) ?? []), candidate]);
  }
  for (const [key, bottles] of manual) {
    const oldestFirst = [...bottles].sort(
      (a, b) => compare(a.addedAt, b.addedAt) || compare(a.id, b.id),
    );
    missing.push(...oldestFirst.slice(0, Math.max(0, bottles.length - (quantities.get(key) ?? 0))));
  }
  const surplus: StocktakePreview['surplus'] = [];
  for (const row of counted) {
    if (row.quantity === null) continue;
    const extra = row.quantity - (manual.get(keyOf(row))?.length ?? 0);
    if (extra > 0) {
      surplus.push({
        formatId: row.formatId,
        locationId: row.locationId,
        bin: row.bin,
        count: extra,
      });
    }
  }
  surplus.sort(
    (a, b) =>
      compare(a.locationId, b.locationId) ||
      compare(a.bin, b.bin) ||
      compare(a.formatId, b.formatId),
  );
  return { missing, surplus };
}

/** By code point: the same order on every machine. */
function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
