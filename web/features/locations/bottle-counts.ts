import type { Bottle } from '../../../domain/inventory.js';

/** Bottles per location, and per bin of each location (see binKey). */
export interface BottleCounts {
  byLocation: ReadonlyMap<string, number>;
  byBin: ReadonlyMap<string, number>;
}

export const binKey = (locationId: string, bin: string) => `${locationId}\u0000${bin}`;

/** What the manager shows beside each location and bin; also the form's "in use" check. */
export function countBottles(bottles: Iterable<Bottle>): BottleCounts {
  const byLocation = new Map<string, number>();
  const byBin = new Map<string, number>();
  for (const bottle of bottles) {
    if (bottle.locationId === null) continue;
    byLocation.set(bottle.locationId, (byLocation.get(bottle.locationId) ?? 0) + 1);
    const key = binKey(bottle.locationId, bottle.bin);
    byBin.set(key, (byBin.get(key) ?? 0) + 1);
  }
  return { byLocation, byBin };
}
