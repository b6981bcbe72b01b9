import { generateBottles } from './dataset-bottles.js';
import { generateFormats } from './dataset-formats.js';
import { generateLocations } from './dataset-locations.js';
import { generateProducts } from './dataset-products.js';
import type { Dataset, DatasetFormat, DatasetProduct, DatasetSizes } from './dataset-types.js';
import { createRandom, type Random } from './random.js';

export type { Dataset, DatasetFormat, DatasetProduct, DatasetSizes } from './dataset-types.js';

/** The restaurant of the performance budget: 20,000 bottles (docs/performance.md). */
export const DEFAULT_SIZES: DatasetSizes = {
  profiles: 5_000,
  formats: 8_000,
  bottles: 20_000,
  locations: 30,
};

/** A fixed default instant, so the same seed gives the same data on any day. */
export const DEFAULT_NOW = '2025-06-01T12:00:00.000Z';

export interface DatasetOptions extends Partial<DatasetSizes> {
  seed?: number;
  /** ISO instant the data is relative to; the seed CLI passes the current time. */
  now?: string;
  /** Every bottle a random label and time of its own: the snapshot's worst case. */
  randomIds?: boolean;
  /** Numbered bins shared out across the locations, instead of a handful each. */
  bins?: number;
}

const DAY_MS = 24 * 3600 * 1000;

/**
 * A realistic restaurant inventory, pure and deterministic: no I/O, no clock, no Math.random.
 * Ids are drawn from the seed, so two restaurants seeded alike share ids; every id is scoped by
 * restaurant in the database, which makes that harmless.
 */
export function generateDataset(options: DatasetOptions = {}): Dataset {
  const sizes: DatasetSizes = {
    profiles: options.profiles ?? DEFAULT_SIZES.profiles,
    formats: options.formats ?? DEFAULT_SIZES.formats,
    bottles: options.bottles ?? DEFAULT_SIZES.bottles,
    locations: options.locations ?? DEFAULT_SIZES.locations,
  };
  for (const [name, value] of Object.entries(sizes)) {
    if (!Number.isInteger(value) || value < 0) {
      throw new RangeError(`${name} must be a whole number ≥ 0, got ${value}`);
    }
  }
  const seed = options.seed ?? 1;
  const now = options.now ?? DEFAULT_NOW;
  const nowMs = Date.parse(now);
  if (Number.isNaN(nowMs)) throw new RangeError(`now is not an ISO date: ${now}`);
  const random = createRandom(seed);

  const locations = generateLocations(random, sizes.locations, options.bins);
  const generated = generateProducts(random, sizes.profiles);
  const formats = generateFormats(random, generated, sizes.formats);
  const bottles = generateBottles(
    random,
    formats,
    locations,
    sizes.bottles,
    nowMs,
    options.randomIds ?? false,
  );
  const products = generated.map((entry) => entry.product);

  // Dates run backwards from the bottles: a format exists a little before its first bottle,
  // a product before its first format; a format without bottles gets any date in 3 years.
  const firstBottle = new Map<string, number>();
  for (const bottle of bottles) {
    const added = Date.parse(bottle.addedDate);
    const known = firstBottle.get(bottle.formatId);
    if (known === undefined || added < known) firstBottle.set(bottle.formatId, added);
  }
  const firstFormat = new Map<string, number>();
  for (const format of formats) {
    const first = firstBottle.get(format.id);
    const created =
      first === undefined
        ? nowMs - random.int(0, 3 * 365) * DAY_MS
        : first - random.int(0, 14) * DAY_MS;
    format.createdAt = new Date(created).toISOString();
    const known = firstFormat.get(format.productId);
    if (known === undefined || created < known) firstFormat.set(format.productId, created);
  }
  chooseDefaultFormats(random, products, formats);
  for (const product of products) {
    product.createdAt = new Date(firstFormat.get(product.id) ?? nowMs).toISOString();
  }

  return { seed, now, sizes, locations, products, formats, bottles };
}

/** About half the products have a default format, one of their own (docs/product.md §4). */
function chooseDefaultFormats(
  random: Random,
  products: DatasetProduct[],
  formats: readonly DatasetFormat[],
): void {
  const byProduct = new Map<string, DatasetFormat[]>();
  for (const format of formats) {
    const list = byProduct.get(format.productId);
    if (list) list.push(format);
    else byProduct.set(format.productId, [format]);
  }
  for (const product of products) {
    const own = byProduct.get(product.id);
    if (own && random.chance(0.5)) product.defaultFormatId = random.pick(own).id;
  }
}
