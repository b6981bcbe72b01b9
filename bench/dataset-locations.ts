import { type Location, sortBins } from '../domain/restaurant.js';
import type { Random } from './random.js';

type BinPattern = (random: Random, name: string) => string[];

const numbered =
  (min: number, max: number, prefix = ''): BinPattern =>
  (random) =>
    Array.from({ length: random.int(min, max) }, (_, index) => `${prefix}${index + 1}`);

/** "Cellar B" gets B1…B12: the letter of the room, then the rack. */
const lettered: BinPattern = (random, name) =>
  numbered(6, 12, name.charAt(name.length - 1))(random, name);

const fixed =
  (bins: readonly string[]): BinPattern =>
  () => [...bins];

/** Places a restaurant really keeps bottles, in the order a growing restaurant adds them. */
const NAMED: ReadonlyArray<readonly [string, BinPattern]> = [
  ['Cellar A', lettered],
  ['Cellar B', lettered],
  ['Bar Fridge', fixed(['Top', 'Middle', 'Bottom', 'Door'])],
  ['Reserve Room', numbered(4, 8, 'Shelf ')],
  ['Cave 1', numbered(10, 20)],
  ['Back Bar', fixed(['Left', 'Centre', 'Right', 'Speed Rail'])],
  ['Walk-in Cooler', fixed(['Left', 'Right', 'Back', 'Floor'])],
  ['Wine Wall', numbered(12, 24)],
  ['Cave 2', numbered(10, 20)],
  ['Cellar C', lettered],
  ['Cellier du Chef', numbered(4, 8)],
  ['Terrasse', fixed(['Bac 1', 'Bac 2', 'Bac 3'])],
  ['Private Dining', numbered(3, 6, 'Cabinet ')],
  ['Cave 3', numbered(10, 20)],
  ['Upstairs Bar', fixed(['Top', 'Bottom', 'Fridge'])],
  ['Cellar D', lettered],
  ['Réserve Spéciale', numbered(4, 10)],
  ['Storage Room', numbered(6, 12, 'Pallet ')],
];

/** `total` numbered bins shared out evenly, the first locations taking one more of the rest. */
function sharedBins(total: number, count: number, index: number): BinPattern {
  const share = Math.floor(total / count) + (index < total % count ? 1 : 0);
  return numbered(share, share);
}

/**
 * `count` locations, each with a handful of bins, sorted as the app keeps them (docs/product.md
 * §5); with `totalBins`, that many numbered bins across them instead (a cellar of 10,000 bins).
 */
export function generateLocations(random: Random, count: number, totalBins?: number): Location[] {
  const locations: Location[] = [];
  for (let index = 0; index < count; index++) {
    const [name, named] = NAMED[index] ?? [`Rack ${index - NAMED.length + 1}`, numbered(6, 16)];
    const pattern = totalBins === undefined ? named : sharedBins(totalBins, count, index);
    locations.push({ id: random.shortId(), name, bins: sortBins(pattern(random, name)) });
  }
  return locations;
}
