import type { Snapshot } from '../../../domain/snapshot.js';
import type { Db } from '../../db/database.js';
import { notFound } from '../../http/app-error.js';
import { readBottles, readFormats, readProducts } from '../inventory/inventory-read-repo.js';
import { currentRevision, readRestaurant } from '../restaurants/restaurant-repo.js';

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
    const products = await readProducts(tx, restaurantId);
    const formats = await readFormats(tx, restaurantId);
    const bottles = await readBottles(tx, restaurantId);
    return { revision, restaurant, products, formats, bottles };
  });
}
