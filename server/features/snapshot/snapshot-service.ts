import type { Kysely } from 'kysely';
import type { Bottle, Format, Product } from '../../../domain/inventory.js';
import type { Snapshot } from '../../../domain/snapshot.js';
import type { Db } from '../../db/database.js';
import type { Database } from '../../db/schema.js';
import { notFound } from '../../http/app-error.js';
import { readBottles, readFormats, readProducts } from '../inventory/inventory-read-repo.js';
import { currentRevision, readRestaurant } from '../restaurants/restaurant-repo.js';
import { readInventoryByColumns } from './postgres-inventory-read.js';

/** The row-by-row read (SQLite's driver makes rows natively; PostgreSQL's fallback). */
export async function readInventoryRows(
  db: Kysely<Database>,
  restaurantId: string,
): Promise<{ products: Product[]; formats: Format[]; bottles: Bottle[] }> {
  const products = await readProducts(db, restaurantId);
  const formats = await readFormats(db, restaurantId);
  const bottles = await readBottles(db, restaurantId);
  return { products, formats, bottles };
}

/**
 * Everything of one restaurant, read in one transaction so that it is consistent at the
 * revision it is tagged with; the live feed continues from exactly there.
 */
export async function loadSnapshot(db: Db, restaurantId: string): Promise<Snapshot> {
  let query = db.kysely.transaction();
  // PostgreSQL's default (read committed) would let each SELECT see a different moment.
  if (db.dialect === 'postgres') query = query.setIsolationLevel('repeatable read');
  return query.execute(async (tx) => {
    const revision = await currentRevision(tx, restaurantId);
    const restaurant = await readRestaurant(tx, restaurantId);
    if (!restaurant) throw notFound();
    const inventory =
      (db.dialect === 'postgres' ? await readInventoryByColumns(tx, restaurantId) : undefined) ??
      (await readInventoryRows(tx, restaurantId));
    return { revision, restaurant, ...inventory };
  });
}
