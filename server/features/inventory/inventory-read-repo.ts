import type { Kysely, SelectQueryBuilder } from 'kysely';
import type { Bottle, Format, Product } from '../../../domain/inventory.js';
import type { KeysetPage } from '../../db/read-in-pages.js';
import type { Database } from '../../db/schema.js';
import {
  BOTTLE_COLUMNS,
  FORMAT_COLUMNS,
  PRODUCT_COLUMNS,
  toBottle,
  toFormat,
  toProduct,
} from './row-mappers.js';

/** A keyset page of a table whose key is (restaurant_id, id): its primary key's order. */
function inPage<Q extends SelectQueryBuilder<Database, 'products' | 'formats' | 'bottles', object>>(
  select: Q,
  { after, limit }: KeysetPage,
): Q {
  const from = after === undefined ? select : select.where('id', '>', after);
  return from.orderBy('id').limit(limit) as Q;
}

export async function readProducts(
  db: Kysely<Database>,
  restaurantId: string,
  page?: KeysetPage,
): Promise<Product[]> {
  let select = db
    .selectFrom('products')
    .select(PRODUCT_COLUMNS)
    .where('restaurant_id', '=', restaurantId);
  if (page) select = inPage(select, page);
  const rows = await select.execute();
  return rows.map(toProduct);
}

export async function readFormats(
  db: Kysely<Database>,
  restaurantId: string,
  page?: KeysetPage,
): Promise<Format[]> {
  let select = db
    .selectFrom('formats')
    .select(FORMAT_COLUMNS)
    .where('restaurant_id', '=', restaurantId);
  if (page) select = inPage(select, page);
  const rows = await select.execute();
  return rows.map(toFormat);
}

export async function readBottles(
  db: Kysely<Database>,
  restaurantId: string,
  page?: KeysetPage,
): Promise<Bottle[]> {
  // Not the history lists: they grow with every move, and only the drawer reads one.
  let select = db
    .selectFrom('bottles')
    .select(BOTTLE_COLUMNS)
    .where('restaurant_id', '=', restaurantId);
  if (page) select = inPage(select, page);
  const rows = await select.execute();
  return rows.map(toBottle);
}
