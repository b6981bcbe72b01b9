import type { Kysely } from 'kysely';
import type { Bottle, Format, Product } from '../../../domain/inventory.js';
import type { Database } from '../../db/schema.js';
import { toBottle, toFormat, toProduct } from './row-mappers.js';

export async function readProducts(db: Kysely<Database>, restaurantId: string): Promise<Product[]> {
  const rows = await db
    .selectFrom('products')
    .selectAll()
    .where('restaurant_id', '=', restaurantId)
    .execute();
  return rows.map(toProduct);
}

export async function readFormats(db: Kysely<Database>, restaurantId: string): Promise<Format[]> {
  const rows = await db
    .selectFrom('formats')
    .selectAll()
    .where('restaurant_id', '=', restaurantId)
    .execute();
  return rows.map(toFormat);
}

export async function readBottles(db: Kysely<Database>, restaurantId: string): Promise<Bottle[]> {
  const rows = await db
    .selectFrom('bottles')
    .selectAll()
    .where('restaurant_id', '=', restaurantId)
    .execute();
  return rows.map(toBottle);
}
