import type { Kysely } from 'kysely';
import {
  type Inventory,
  type InventoryColumns,
  inventoryColumns,
  inventoryRows,
} from '../../../domain/inventory-columns.js';
import type { Restaurant } from '../../../domain/restaurant.js';
import type { Snapshot } from '../../../domain/snapshot.js';
import type { Db } from '../../db/database.js';
import type { Database } from '../../db/schema.js';
import { notFound } from '../../http/app-error.js';
import type { Tx } from '../../live/writer.js';
import { readBottles, readFormats, readProducts } from '../inventory/inventory-read-repo.js';
import { readAtRevision } from '../restaurants/read-at-revision.js';
import { readRestaurant } from '../restaurants/restaurant-repo.js';
import { readInventoryByColumns } from './postgres-inventory-read.js';

/** The row-by-row read (SQLite's driver makes rows natively; PostgreSQL's fallback). */
export async function readInventoryRows(
  db: Kysely<Database>,
  restaurantId: string,
): Promise<Inventory> {
  const products = await readProducts(db, restaurantId);
  const formats = await readFormats(db, restaurantId);
  const bottles = await readBottles(db, restaurantId);
  return { products, formats, bottles };
}

/** A restaurant as read at one revision, its inventory as columns (what a compact snapshot is built from). */
export interface SnapshotColumns {
  revision: number;
  restaurant: Restaurant;
  inventory: InventoryColumns;
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

/**
 * Everything of one restaurant, inventory as columns: PostgreSQL reads them so (one aggregated row
 * per table); SQLite's rows, which its driver makes natively, are turned into columns.
 */
export function readSnapshotColumns(db: Db, restaurantId: string): Promise<SnapshotColumns> {
  return readConsistently(db, restaurantId, async (tx) => {
    const columns = await readColumnsOnPostgres(db, tx, restaurantId);
    return columns ?? inventoryColumns(await readInventoryRows(tx, restaurantId));
  });
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
