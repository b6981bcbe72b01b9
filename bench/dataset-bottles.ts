import type { Bottle } from '../domain/inventory.js';
import { manualBottleId } from '../domain/manual-id.js';
import type { Location } from '../domain/restaurant.js';
import type { DatasetFormat } from './dataset-types.js';
import type { Random } from './random.js';

const THREE_YEARS_MS = 3 * 365.25 * 24 * 3600 * 1000;
const BASE36 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

interface Place {
  locationId: string | null;
  binNumber: string;
}

/**
 * Bottles spread like a real cellar's: some formats sold out (no bottles), most with a few, a
 * handful of house wines with hundreds. A format's bottles mostly sit together in one bin, so a
 * batch move or a bin filter in a benchmark touches realistic groups.
 */
export function generateBottles(
  random: Random,
  formats: readonly DatasetFormat[],
  locations: readonly Location[],
  count: number,
  nowMs: number,
): Bottle[] {
  if (count > 0 && formats.length === 0) throw new RangeError('Bottles need at least one format');
  const cumulative = cumulativeWeights(random, formats.length);
  const homes = formats.map(() => randomPlace(random, locations));
  const ids = new Set<string>();
  const bottles: Bottle[] = [];
  for (let index = 0; index < count; index++) {
    const at = pickIndex(cumulative, random.next());
    const format = formats[at];
    if (!format) throw new Error(`No format at ${at}`);
    const addedMs = nowMs - Math.floor(random.next() * THREE_YEARS_MS);
    let place: Place;
    if (locations.length === 0 || random.chance(0.05)) place = { locationId: null, binNumber: '' };
    else if (random.chance(0.74)) place = homes[at] ?? randomPlace(random, locations);
    else place = randomPlace(random, locations);
    bottles.push({
      id: bottleId(random, ids, addedMs),
      formatId: format.id,
      locationId: place.locationId,
      binNumber: place.binNumber,
      notes: '',
      addedDate: new Date(addedMs).toISOString(),
    });
  }
  return bottles;
}

/** Pareto-like weights (a long tail), with about 15 % of formats at zero: out of stock. */
function cumulativeWeights(random: Random, count: number): number[] {
  const cumulative: number[] = [];
  let total = 0;
  for (let index = 0; index < count; index++) {
    const weight = random.chance(0.15) ? 0 : Math.min(150, (1 - random.next()) ** (-1 / 1.6));
    total += weight;
    cumulative.push(total);
  }
  // All formats drawn at zero (tiny datasets): fall back to even weights.
  return total > 0 ? cumulative : cumulative.map((_, index) => index + 1);
}

/** Index of the first cumulative weight above u * total (binary search). */
function pickIndex(cumulative: readonly number[], u: number): number {
  const target = u * (cumulative[cumulative.length - 1] ?? 0);
  let low = 0;
  let high = cumulative.length - 1;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((cumulative[middle] ?? 0) > target) high = middle;
    else low = middle + 1;
  }
  return low;
}

function randomPlace(random: Random, locations: readonly Location[]): Place {
  if (locations.length === 0) return { locationId: null, binNumber: '' };
  const location = random.pick(locations);
  return {
    locationId: location.id,
    binNumber: location.bins.length > 0 ? random.pick(location.bins) : '',
  };
}

/**
 * Most ids look like printed QR labels ("B" and 11 base-36 characters); about 3 % are manual
 * entries, MAN + the time they were added + an index, as the app generates them (SPEC.md §3).
 */
function bottleId(random: Random, ids: Set<string>, addedMs: number): string {
  for (;;) {
    let id: string;
    if (random.chance(0.03)) {
      // The index within the batch the bottle was added with, as the server numbers them.
      id = manualBottleId(addedMs, random.int(1, 6));
    } else {
      id = 'B';
      for (let char = 0; char < 11; char++) id += BASE36.charAt(random.int(0, 35));
    }
    if (!ids.has(id)) {
      ids.add(id);
      return id;
    }
  }
}
