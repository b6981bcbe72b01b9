import type { Kysely } from 'kysely';
import type { Restaurant } from '../../../domain/restaurant.js';
import type { RestaurantModel, Snapshot } from '../../../domain/snapshot.js';
import type { Db } from '../../db/database.js';
import { BULK_REST, readInPages } from '../../db/read-in-pages.js';
import type { Database } from '../../db/schema.js';
import type { Tx } from '../../db/writer.js';
import { notFound } from '../../http/app-error.js';
import { readFormatCounts } from '../../live/bottle-counts.js';
import { readBottles, readFormats, readProducts } from '../inventory/index.js';
import { readAtRevision, readRestaurant } from '../restaurants/index.js';

/**
 * Every product, format and bottle, a page at a time, resting after each (a bulk read: the CSV
 * backup, a tool's snapshot), so that other requests run between pages.
 */
async function readInventoryRows(
  db: Kysely<Database>,
  restaurantId: string,
): Promise<Pick<Snapshot, 'products' | 'formats' | 'bottles'>> {
  const id = (row: { id: string }) => row.id;
  // Products are the widest rows (names, blends, notes): 1,000 of them read and mapped held the
  // event loop 12–25 ms on this machine under load, a quarter of that is a short turn.
  const paced = { rest: BULK_REST };
  const products = await readInPages(
    (page) => readProducts(db, restaurantId, page),
    id,
    250,
    paced,
  );
  const formats = await readInPages(
    (page) => readFormats(db, restaurantId, page),
    id,
    undefined,
    paced,
  );
  const bottles = await readInPages(
    (page) => readBottles(db, restaurantId, page),
    id,
    undefined,
    paced,
  );
  return { products, formats, bottles };
}

/** The restaurant and its inventory, consistent at the revision they are tagged with. */
async function readConsistently<T>(
  db: Db,
  restaurantId: string,
  readInventory: (tx: Tx) => Promise<T>,
  options: { long?: boolean } = {},
): Promise<{ revision: number; restaurant: Restaurant; inventory: T }> {
  const { revision, value } = await readAtRevision(
    db,
    restaurantId,
    (tx) => Promise.all([readRestaurant(tx, restaurantId), readInventory(tx)]),
    options,
  );
  const [restaurant, inventory] = value;
  if (!restaurant) throw notFound();
  return { revision, restaurant, inventory };
}

/** A restaurant's model (decision 0013): its wines, formats and counts, at one revision. */
export async function readModel(db: Db, restaurantId: string): Promise<RestaurantModel> {
  const { revision, restaurant, inventory } = await readConsistently(db, restaurantId, (tx) =>
    Promise.all([
      readProducts(tx, restaurantId),
      readFormats(tx, restaurantId),
      readFormatCounts(tx, restaurantId),
    ]),
  );
  const [products, formats, counts] = inventory;
  return { revision, restaurant, products, formats, counts: [...counts.values()] };
}

/** Everything of one restaurant, bottles included (GET /api/snapshot for tools, the CSV backup). */
export async function loadSnapshot(db: Db, restaurantId: string): Promise<Snapshot> {
  // Many pages: on SQLite on the connection for long reads, not the one every request waits for.
  const { revision, restaurant, inventory } = await readConsistently(
    db,
    restaurantId,
    (tx) => readInventoryRows(tx, restaurantId),
    { long: true },
  );
  return { revision, restaurant, ...inventory };
}
