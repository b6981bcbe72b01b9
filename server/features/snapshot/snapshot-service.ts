import type { Kysely } from 'kysely';
import {
  type Inventory,
  type InventoryColumns,
  inventoryRows,
} from '../../../domain/inventory-columns.js';
import type { Restaurant } from '../../../domain/restaurant.js';
import type { RestaurantModel, Snapshot } from '../../../domain/snapshot.js';
import type { Db } from '../../db/database.js';
import { readInPages } from '../../db/read-in-pages.js';
import type { Database } from '../../db/schema.js';
import { notFound } from '../../http/app-error.js';
import { readFormatCounts } from '../../live/bottle-counts.js';
import type { Tx } from '../../live/writer.js';
import { readBottles, readFormats, readProducts } from '../inventory/inventory-read-repo.js';
import { readAtRevision } from '../restaurants/read-at-revision.js';
import { readRestaurant } from '../restaurants/restaurant-repo.js';
import { readInventoryByColumns } from './postgres-inventory-read.js';

/**
 * The row-by-row read (SQLite's driver makes rows natively; PostgreSQL's fallback), a page at a
 * time: a whole inventory is read for the CSV backup too, and other requests run between pages.
 */
export async function readInventoryRows(
  db: Kysely<Database>,
  restaurantId: string,
): Promise<Inventory> {
  const id = (row: { id: string }) => row.id;
  const products = await readInPages((page) => readProducts(db, restaurantId, page), id);
  const formats = await readInPages((page) => readFormats(db, restaurantId, page), id);
  const bottles = await readInPages((page) => readBottles(db, restaurantId, page), id);
  return { products, formats, bottles };
}

/** The restaurant and its inventory, consistent at the revision they are tagged with. */
async function readConsistently<T>(
  db: Db,
  restaurantId: string,
  readInventory: (tx: Tx) => Promise<T>,
): Promise<{ revision: number; restaurant: Restaurant; inventory: T }> {
  const { revision, value } = await readAtRevision(db, restaurantId, (tx) =>
    Promise.all([readRestaurant(tx, restaurantId), readInventory(tx)]),
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

/** PostgreSQL's read by columns; undefined on SQLite, or when the rows must be read instead. */
function readColumnsOnPostgres(
  db: Db,
  tx: Tx,
  restaurantId: string,
): Promise<InventoryColumns | undefined> {
  return db.dialect === 'postgres'
    ? readInventoryByColumns(tx, restaurantId)
    : Promise.resolve(undefined);
}

/** Everything of one restaurant, as rows. */
export async function loadSnapshot(db: Db, restaurantId: string): Promise<Snapshot> {
  const { revision, restaurant, inventory } = await readConsistently(
    db,
    restaurantId,
    async (tx) => {
      const columns = await readColumnsOnPostgres(db, tx, restaurantId);
      return columns ? inventoryRows(columns) : await readInventoryRows(tx, restaurantId);
    },
  );
  return { revision, restaurant, ...inventory };
}
