import type { Product } from '../../../domain/inventory.js';
import type { Color } from '../../../domain/restaurant.js';
import type { Tx } from '../../db/writer.js';
import { toProduct } from '../inventory/index.js';

/** The restaurant's colors (Red, White, Rosé, Sparkling, and its own). Names are unique. */

/** Locks the color row until commit (a portable no-op UPDATE) and returns it. */
export async function lockColor(
  tx: Tx,
  restaurantId: string,
  id: string,
): Promise<Color | undefined> {
  const row = await tx
    .updateTable('colors')
    .set((eb) => ({ name: eb.ref('name') }))
    .where('restaurant_id', '=', restaurantId)
    .where('id', '=', id)
    .returning(['id', 'name', 'position'])
    .executeTakeFirst();
  return row && { ...row, position: Number(row.position) };
}

/** After the last color. Throws the unique violation when the name is taken. */
export async function insertColor(
  tx: Tx,
  restaurantId: string,
  id: string,
  name: string,
): Promise<Color> {
  const last = await tx
    .selectFrom('colors')
    .select((eb) => eb.fn.max('position').as('position'))
    .where('restaurant_id', '=', restaurantId)
    .executeTakeFirst();
  const position = last?.position === null || last === undefined ? 0 : Number(last.position) + 1;
  await tx
    .insertInto('colors')
    .values({ restaurant_id: restaurantId, id, name, position })
    .execute();
  return { id, name, position };
}

/** Renames only from `from`; false when the name changed meanwhile. Throws on a taken name. */
export async function renameColorRow(
  tx: Tx,
  restaurantId: string,
  id: string,
  from: string,
  name: string,
): Promise<boolean> {
  const result = await tx
    .updateTable('colors')
    .set({ name })
    .where('restaurant_id', '=', restaurantId)
    .where('id', '=', id)
    .where('name', '=', from)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Products name their color; a rename carries them along. Returns the products changed. */
export async function recolorProducts(
  tx: Tx,
  restaurantId: string,
  from: string,
  to: string,
  now: string,
): Promise<Product[]> {
  const rows = await tx
    .updateTable('products')
    .set({ color: to, updated_at: now })
    .where('restaurant_id', '=', restaurantId)
    .where('color', '=', from)
    .returningAll()
    .execute();
  return rows.map(toProduct);
}
