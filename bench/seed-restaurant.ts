import { randomUUID } from 'node:crypto';
import type { Insertable } from 'kysely';
import { vintageKey } from '../domain/product-identity.js';
import type { Db } from '../server/db/database.js';
import { fromBool } from '../server/db/normalize.js';
import type {
  BinTable,
  BottleTable,
  FormatTable,
  LocationTable,
  ProductTable,
} from '../server/db/schema.js';
import { hashPassword } from '../server/features/auth/password.js';
import { emailExists, insertUser } from '../server/features/auth/user-repo.js';
import { productColumns } from '../server/features/inventory/product-repo.js';
import { insertRestaurantWithDefaults } from '../server/features/restaurants/restaurant-seed.js';
import type { Dataset } from './dataset.js';

export interface SeedOptions {
  email: string;
  password: string;
  restaurantName?: string;
  displayName?: string;
  /** ISO time of the restaurant and user rows; defaults to the dataset's `now`. */
  now?: string;
}

export interface SeedCounts {
  locations: number;
  bins: number;
  products: number;
  formats: number;
  bottles: number;
}

export interface SeededRestaurant {
  restaurantId: string;
  userId: string;
  email: string;
  password: string;
  counts: SeedCounts;
}

// SQLite allows 32,766 bound parameters per statement and PostgreSQL 65,535; staying well under
// both (and at a few hundred rows) keeps each statement quick to build and to plan.
const MAX_ROWS_PER_INSERT = 500;
const MAX_PARAMETERS_PER_INSERT = 30_000;

/**
 * Writes a dataset as a new restaurant with its owner, in one transaction: all of it or nothing.
 * No change rows are written: a client loads the snapshot, and the revision bump at the end makes
 * any tab already open reload it.
 */
export async function seedRestaurant(
  db: Db,
  dataset: Dataset,
  options: SeedOptions,
): Promise<SeededRestaurant> {
  const email = options.email.trim().toLowerCase();
  if (await emailExists(db.kysely, email)) {
    throw new Error(`A user with email ${email} already exists; choose another --email`);
  }
  // Hashing is slow on purpose (argon2id); do it before the transaction holds the database.
  const passwordHash = await hashPassword(options.password);
  const now = options.now ?? dataset.now;
  const restaurantId = randomUUID();
  const userId = randomUUID();

  await db.kysely.transaction().execute(async (tx) => {
    await insertRestaurantWithDefaults(tx, {
      id: restaurantId,
      name: options.restaurantName ?? `Bench Bistro (seed ${dataset.seed})`,
      currency: 'EUR',
      now,
    });
    await insertUser(tx, {
      id: userId,
      restaurantId,
      email,
      displayName: options.displayName ?? 'Bench Owner',
      passwordHash,
      role: 'owner',
      now,
    });

    const locations: Insertable<LocationTable>[] = dataset.locations.map((location) => ({
      restaurant_id: restaurantId,
      id: location.id,
      name: location.name,
    }));
    await inChunks(locations, (rows) => tx.insertInto('locations').values(rows).execute());

    const bins: Insertable<BinTable>[] = dataset.locations.flatMap((location) =>
      location.bins.map((name) => ({
        restaurant_id: restaurantId,
        location_id: location.id,
        name,
      })),
    );
    await inChunks(bins, (rows) => tx.insertInto('bins').values(rows).execute());

    const products: Insertable<ProductTable>[] = dataset.products.map((product) => ({
      restaurant_id: restaurantId,
      id: product.id,
      ...productColumns(product),
      default_format_id: product.defaultFormatId,
      created_at: product.createdAt,
      updated_at: product.createdAt,
    }));
    await inChunks(products, (rows) => tx.insertInto('products').values(rows).execute());

    const formats: Insertable<FormatTable>[] = dataset.formats.map((format) => ({
      restaurant_id: restaurantId,
      id: format.id,
      product_id: format.productId,
      vintage: format.vintage,
      vintage_key: vintageKey(format.vintage),
      bottle_size: format.bottleSize,
      cost_cents: format.costCents,
      price_cents: format.priceCents,
      tasting_notes: format.tastingNotes,
      is_private_import: fromBool(format.isPrivateImport),
      show_on_menu: fromBool(format.showOnMenu),
      created_at: format.createdAt,
      updated_at: format.createdAt,
    }));
    await inChunks(formats, (rows) => tx.insertInto('formats').values(rows).execute());

    const bottles: Insertable<BottleTable>[] = dataset.bottles.map((bottle) => ({
      restaurant_id: restaurantId,
      id: bottle.id,
      format_id: bottle.formatId,
      location_id: bottle.locationId,
      bin: bottle.bin,
      notes: bottle.notes,
      added_at: bottle.addedDate,
    }));
    await inChunks(bottles, (rows) => tx.insertInto('bottles').values(rows).execute());
    // The counts' triggers marked every row for the Writer, which this bypasses: left marked, the
    // restaurant's first write would send every format's counts to every open tab.
    await tx
      .updateTable('bottle_counts')
      .set({ touched: 0 })
      .where('restaurant_id', '=', restaurantId)
      .where('touched', '=', 1)
      .execute();

    await tx
      .updateTable('restaurants')
      .set((eb) => ({ revision: eb('revision', '+', 1) }))
      .where('id', '=', restaurantId)
      .execute();
  });

  return {
    restaurantId,
    userId,
    email,
    password: options.password,
    counts: {
      locations: dataset.locations.length,
      bins: dataset.locations.reduce((sum, location) => sum + location.bins.length, 0),
      products: dataset.products.length,
      formats: dataset.formats.length,
      bottles: dataset.bottles.length,
    },
  };
}

/** Multi-row INSERTs of at most 500 rows and 30,000 parameters each, one after the other. */
async function inChunks<Row extends object>(
  rows: readonly Row[],
  write: (chunk: Row[]) => Promise<unknown>,
): Promise<void> {
  const first = rows[0];
  if (first === undefined) return;
  const columns = Object.keys(first).length;
  const size = Math.max(
    1,
    Math.min(MAX_ROWS_PER_INSERT, Math.floor(MAX_PARAMETERS_PER_INSERT / columns)),
  );
  for (let start = 0; start < rows.length; start += size) {
    await write(rows.slice(start, start + size));
  }
}

/** Counts read back from the database, to check a seed landed whole. */
export async function countRestaurantRows(db: Db, restaurantId: string): Promise<SeedCounts> {
  const count = async (
    table: 'locations' | 'bins' | 'products' | 'formats' | 'bottles',
  ): Promise<number> => {
    const row = await db.kysely
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number | string>().as('count'))
      .where('restaurant_id', '=', restaurantId)
      .executeTakeFirstOrThrow();
    return Number(row.count);
  };
  return {
    locations: await count('locations'),
    bins: await count('bins'),
    products: await count('products'),
    formats: await count('formats'),
    bottles: await count('bottles'),
  };
}
