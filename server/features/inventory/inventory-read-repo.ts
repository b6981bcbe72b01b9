import type { Kysely } from 'kysely';
import type { Bottle, Format, Product } from '../../../domain/inventory.js';
import type { Database } from '../../db/schema.js';
import {
  BOTTLE_COLUMNS,
  FORMAT_COLUMNS,
  PRODUCT_COLUMNS,
  toBottle,
  toFormat,
  toProduct,
} from './row-mappers.js';

export async function readProducts(db: Kysely<Database>, restaurantId: string): Promise<Product[]> {
  const rows = await db
    .selectFrom('products')
    .select(PRODUCT_COLUMNS)
    .where('restaurant_id', '=', restaurantId)
    .execute();
  return rows.map(toProduct);
}

export async function readFormats(db: Kysely<Database>, restaurantId: string): Promise<Format[]> {
  const rows = await db
    .selectFrom('formats')
    .select(FORMAT_COLUMNS)
    .where('restaurant_id', '=', restaurantId)
    .execute();
  return rows.map(toFormat);
}

export async function readBottles(db: Kysely<Database>, restaurantId: string): Promise<Bottle[]> {
  // Not the history lists: they grow with every move, and only the drawer reads one.
  const rows = await db
    .selectFrom('bottles')
    .select(BOTTLE_COLUMNS)
    .where('restaurant_id', '=', restaurantId)
    .execute();
  return rows.map(toBottle);
}
