import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { type Dataset, type DatasetFormat, generateDataset } from '../../bench/dataset.js';
import { seedRestaurant } from '../../bench/seed-restaurant.js';
import type { Bottle, Product } from '../../domain/inventory.js';
import { openDatabase } from '../../server/db/database.js';
import { migrateToLatest } from '../../server/db/migrate.js';
import { databaseConfig, readEnv } from '../../server/env.js';
import { e2eDataDir } from './env.js';

/**
 * A large restaurant for the browser test: Bern's wine list (7,000 profiles, 12,000 formats, 20
 * locations) holding 100,000 bottles, a sixth of Bern's, in 2,000 bins. The full scale is for the
 * benches (docs/performance.md). The generator is pure: the seed and the test that reads it each
 * make the same data.
 */
const largeDataset = (): Dataset =>
  generateDataset({
    profiles: 7_000,
    formats: 12_000,
    locations: 20,
    bins: 2_000,
    bottles: 100_000,
    seed: 14,
  });

/** The owner's login, and how long the seed took (generation included). */
interface Seeded {
  email: string;
  password: string;
  seconds: number;
}

const seededFile = () => path.join(e2eDataDir(), 'large-restaurant.json');

/**
 * Writes the large restaurant and its owner into the test server's own database, as the invite
 * CLI finds it (its DATA_DIR, or DATABASE_URL when the tests run on PostgreSQL), with the benches'
 * seed (bench/seed-restaurant.ts) in one transaction. Run once before any test (global-setup.ts):
 * on SQLite that transaction holds the write lock for 1–3 s, which a sign-in or an invite beside
 * it waits only 20 ms for (SQLITE_LOCK_WAIT_MS), so it must not run beside other tests.
 */
export async function seedLargeRestaurant(): Promise<void> {
  const started = performance.now();
  const db = openDatabase(databaseConfig(readEnv({ ...process.env, DATA_DIR: e2eDataDir() })));
  try {
    await migrateToLatest(db);
    const seeded = await seedRestaurant(db, largeDataset(), {
      email: `large-${randomUUID().slice(0, 8)}@example.test`,
      password: 'correct horse battery',
      restaurantName: 'Grand Cellier',
      displayName: 'Grand Sommelier',
    });
    const login: Seeded = {
      email: seeded.email,
      password: seeded.password,
      seconds: (performance.now() - started) / 1000,
    };
    fs.writeFileSync(seededFile(), JSON.stringify(login));
  } finally {
    await db.close();
  }
}

export interface LargeRestaurant extends Seeded {
  dataset: Dataset;
}

/** The restaurant the global setup seeded: its owner's login and its data. */
export function largeRestaurant(): LargeRestaurant {
  const login = JSON.parse(fs.readFileSync(seededFile(), 'utf8')) as Seeded;
  return { ...login, dataset: largeDataset() };
}

/** A format's place: a location and one of its bins. */
export interface Place {
  locationId: string;
  bin: string;
}

/** What the browser test looks for in the generated data, whatever its seed. */
export interface LargeRestaurantFacts {
  /** A wine with a word in its name that no other wine has anywhere: searching it finds the one. */
  searched: { word: string; product: Product; bottles: number };
  /** The format with the most bottles: more than a page of GET /api/bottles (500). */
  largest: { product: Product; format: DatasetFormat; bottles: Bottle[] };
  /** Three bottles with QR labels, in one bin, to move to a bin where their wine is not. */
  moved: { product: Product; format: DatasetFormat; from: Place; to: Place; bottles: Bottle[] };
  /** Bottles per location id. */
  perLocation: ReadonlyMap<string, number>;
  /** Bottles per `${locationId}/${bin}`, per `…/${productId}` and per `…/${formatId}`. */
  perPlace: ReadonlyMap<string, number>;
}

const PAGE_SIZE = 500;
const plain = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

function increment(counts: Map<string, number>, key: string): void {
  counts.set(key, (counts.get(key) ?? 0) + 1);
}

export function factsOf(dataset: Dataset): LargeRestaurantFacts {
  const products = new Map(dataset.products.map((product) => [product.id, product]));
  const formats = new Map(dataset.formats.map((format) => [format.id, format]));
  const productOf = (bottle: Bottle) => formats.get(bottle.formatId)?.productId ?? '';
  const perLocation = new Map<string, number>();
  const perPlace = new Map<string, number>();
  const perFormat = new Map<string, Bottle[]>();
  const perProduct = new Map<string, number>();
  for (const bottle of dataset.bottles) {
    const list = perFormat.get(bottle.formatId);
    if (list) list.push(bottle);
    else perFormat.set(bottle.formatId, [bottle]);
    increment(perProduct, productOf(bottle));
    if (bottle.locationId === null) continue;
    const place = `${bottle.locationId}/${bottle.bin}`;
    increment(perLocation, bottle.locationId);
    increment(perPlace, place);
    increment(perPlace, `${place}/${productOf(bottle)}`);
    increment(perPlace, `${place}/${bottle.formatId}`);
  }

  const [largestId, largestBottles] = [...perFormat].reduce((most, entry) =>
    entry[1].length > most[1].length ? entry : most,
  );
  const largestFormat = formats.get(largestId);
  const largestProduct = products.get(largestFormat?.productId ?? '');
  if (!largestFormat || !largestProduct || largestBottles.length <= PAGE_SIZE) {
    throw new Error(`No format holds more than ${PAGE_SIZE} bottles: the test reads one page`);
  }

  return {
    searched: searchedWine(dataset, perProduct),
    largest: { product: largestProduct, format: largestFormat, bottles: largestBottles },
    moved: movedBottles(dataset, products, formats, perPlace),
    perLocation,
    perPlace,
  };
}

/**
 * The first wine with a word of its name (6 letters or more) found in no other wine's text, nor
 * in a location's name: the dashboard's search (a word found in any field) shows that wine alone.
 */
function searchedWine(
  dataset: Dataset,
  perProduct: ReadonlyMap<string, number>,
): LargeRestaurantFacts['searched'] {
  const texts = dataset.products.map((product) => plain(JSON.stringify(product)));
  const places = plain(dataset.locations.map((location) => location.name).join(' '));
  // Words of one wine's name only, counted first: checking every word against every text is slow.
  const owners = new Map<string, Set<number>>();
  dataset.products.forEach((product, index) => {
    for (const word of plain(product.name).split(/[^a-z]+/)) {
      if (word.length < 6) continue;
      const set = owners.get(word) ?? new Set();
      set.add(index);
      owners.set(word, set);
    }
  });
  for (const [word, set] of owners) {
    const [index] = [...set];
    const product = index === undefined ? undefined : dataset.products[index];
    if (set.size !== 1 || !product || places.includes(word)) continue;
    if (texts.every((text, other) => other === index || !text.includes(word))) {
      return { word, product, bottles: perProduct.get(product.id) ?? 0 };
    }
  }
  throw new Error('No wine has a word of its own in its name');
}

const byNumber = new Intl.Collator('en', { numeric: true });

/**
 * Three QR-labelled bottles of a format with more, in one of the last bins of a location (a phone
 * scrolls the tree past the others), whose wine has no other wine of its name in that bin, to move
 * to another location's last bin, where their wine has no bottle.
 */
function movedBottles(
  dataset: Dataset,
  products: ReadonlyMap<string, Product>,
  formats: ReadonlyMap<string, DatasetFormat>,
  perPlace: ReadonlyMap<string, number>,
): LargeRestaurantFacts['moved'] {
  const lastBins = (bins: readonly string[], count: number) =>
    [...bins].sort(byNumber.compare).reverse().slice(0, count);
  const [source, target] = dataset.locations;
  if (!source || !target) throw new Error('The test needs two locations');
  const to: Place = { locationId: target.id, bin: lastBins(target.bins, 1)[0] ?? '' };
  for (const bin of lastBins(source.bins, 3)) {
    const here = dataset.bottles.filter(
      (bottle) => bottle.locationId === source.id && bottle.bin === bin,
    );
    const names = new Map<string, number>();
    const wines = new Set(here.map((bottle) => formats.get(bottle.formatId)?.productId ?? ''));
    for (const id of wines) increment(names, products.get(id)?.name ?? '');
    for (const format of new Set(here.map((bottle) => bottle.formatId))) {
      const ofFormat = here.filter((bottle) => bottle.formatId === format);
      const labelled = ofFormat.filter((bottle) => !bottle.id.startsWith('M'));
      const product = products.get(formats.get(format)?.productId ?? '');
      const formatRow = formats.get(format);
      // Four or more: one stays, so the format's row is still there to count.
      if (!product || !formatRow || ofFormat.length < 4 || labelled.length < 3) continue;
      if (names.get(product.name) !== 1) continue;
      if (perPlace.has(`${to.locationId}/${to.bin}/${product.id}`)) continue;
      return {
        product,
        format: formatRow,
        from: { locationId: source.id, bin },
        to,
        bottles: labelled.slice(0, 3),
      };
    }
  }
  throw new Error('No bin has four labelled bottles of a wine to move');
}
