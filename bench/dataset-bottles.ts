import type { Bottle } from '../domain/inventory.js';
import { manualBottleId } from '../domain/manual-id.js';
import type { Location } from '../domain/restaurant.js';
import type { DatasetFormat } from './dataset-types.js';
import type { Random } from './random.js';

const THREE_YEARS_MS = 3 * 365.25 * 24 * 3600 * 1000;
const BASE36 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

interface Place {
  locationId: string | null;
  bin: string;
}

/**
 * Bottles spread like a real cellar's: some formats sold out (no bottles), most with a few, a
 * handful of house wines with hundreds. They arrive as intakes do: a case (1 to 12 bottles) added
 * at one moment to one place, its QR labels taken in order from a printed sheet (about a quarter
 * carry some other label: a supplier's, a different roll). `randomIds` gives every bottle its own
 * random label and time instead: the worst case for the snapshot's size.
 */
export function generateBottles(
  random: Random,
  formats: readonly DatasetFormat[],
  locations: readonly Location[],
  count: number,
  nowMs: number,
  randomIds = false,
): Bottle[] {
  if (count > 0 && formats.length === 0) throw new RangeError('Bottles need at least one format');
  const cumulative = cumulativeWeights(random, formats.length);
  const homes = formats.map(() => randomPlace(random, locations));
  const ids = new Set<string>();
  const labels = labelSheets(random);
  const bottles: Bottle[] = [];
  while (bottles.length < count) {
    const at = pickIndex(cumulative, random.next());
    const format = formats[at];
    if (!format) throw new Error(`No format at ${at}`);
    const caseSize = Math.min(count - bottles.length, random.pick(CASE_SIZES));
    const caseAddedMs = nowMs - Math.floor(random.next() * THREE_YEARS_MS);
    let casePlace: Place;
    if (locations.length === 0 || random.chance(0.05)) casePlace = { locationId: null, bin: '' };
    else casePlace = homes[at] ?? randomPlace(random, locations);
    const printed = !randomIds && random.chance(0.75);
    for (let inCase = 0; inCase < caseSize; inCase++) {
      const addedMs = randomIds ? nowMs - Math.floor(random.next() * THREE_YEARS_MS) : caseAddedMs;
      // Over time some bottles of a case are moved elsewhere (the bar, another bin).
      const place =
        random.chance(0.2) && locations.length > 0 ? randomPlace(random, locations) : casePlace;
      bottles.push({
        id: bottleId(random, ids, addedMs, inCase + 1, printed ? labels : null),
        formatId: format.id,
        locationId: place.locationId,
        bin: place.bin,
        notes: '',
        addedDate: new Date(addedMs).toISOString(),
      });
    }
  }
  return bottles;
}

const CASE_SIZES = [1, 1, 2, 3, 6, 6, 6, 12, 12];

/** Printed QR labels: sheets of 30, each sheet a random code and the label's number on it. */
function labelSheets(random: Random): () => string {
  let sheet = '';
  let position = 30;
  return () => {
    if (position === 30) {
      sheet = '';
      for (let char = 0; char < 6; char++) sheet += BASE36.charAt(random.int(0, 35));
      position = 0;
    }
    position += 1;
    return `${sheet}-${String(position).padStart(2, '0')}`;
  };
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
  if (locations.length === 0) return { locationId: null, bin: '' };
  const location = random.pick(locations);
  return {
    locationId: location.id,
    bin: location.bins.length > 0 ? random.pick(location.bins) : '',
  };
}

/**
 * A label from the sheet, or another printed label ("B" and 11 base-36 characters); about 3 % are
 * manual entries, MAN + the time they were added + their index in the batch (docs/product.md §3).
 */
function bottleId(
  random: Random,
  ids: Set<string>,
  addedMs: number,
  indexInBatch: number,
  nextLabel: (() => string) | null,
): string {
  for (;;) {
    let id: string;
    if (random.chance(0.03)) {
      id = manualBottleId(addedMs, indexInBatch);
    } else if (nextLabel) {
      id = nextLabel();
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
