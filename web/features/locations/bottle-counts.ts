import type { FormatCounts } from '../../../domain/bottle-counts.js';

/** Bottles per location, and per bin of each location (see binKey). */
export interface BottleCounts {
  byLocation: ReadonlyMap<string, number>;
  byBin: ReadonlyMap<string, number>;
}

export const binKey = (locationId: string, bin: string) => `${locationId}\u0000${bin}`;

/** What the manager shows beside each location and bin; also the form's "in use" check. */
export function countBottles(counts: Iterable<FormatCounts>): BottleCounts {
  const byLocation = new Map<string, number>();
  const byBin = new Map<string, number>();
  for (const { places } of counts) {
    for (const { locationId, bin, bottles } of places) {
      if (locationId === null) continue;
      byLocation.set(locationId, (byLocation.get(locationId) ?? 0) + bottles);
      const key = binKey(locationId, bin);
      byBin.set(key, (byBin.get(key) ?? 0) + bottles);
    }
  }
  return { byLocation, byBin };
}
