import type { Kysely } from 'kysely';
import type { Bottle } from '../../../domain/inventory.js';
import type { Database } from '../../db/schema.js';
import type { Tx } from '../../live/writer.js';
import type { Placement } from './placement.js';
import { BOTTLE_COLUMNS, toBottle } from './row-mappers.js';

// Keeps each multi-row INSERT under SQLite's bound-parameter limit (7 columns a row).
const INSERT_CHUNK = 500;

export async function insertBottles(
  tx: Tx,
  restaurantId: string,
  formatId: string,
  ids: readonly string[],
  placement: Placement,
  now: string,
): Promise<Bottle[]> {
  const bottles: Bottle[] = [];
  for (let start = 0; start < ids.length; start += INSERT_CHUNK) {
    const rows = await tx
      .insertInto('bottles')
      .values(
        ids.slice(start, start + INSERT_CHUNK).map((id) => ({
          restaurant_id: restaurantId,
          id,
          format_id: formatId,
          location_id: placement.locationId,
          bin: placement.bin,
          notes: '',
          added_at: now,
        })),
      )
      .returning(BOTTLE_COLUMNS)
      .execute();
    bottles.push(...rows.map(toBottle));
  }
  return bottles;
}

/** In a write's transaction, or outside one (the bottle history). */
export async function findBottle(
  db: Kysely<Database>,
  restaurantId: string,
  id: string,
): Promise<Bottle | undefined> {
  const row = await db
    .selectFrom('bottles')
    .select(BOTTLE_COLUMNS)
    .where('restaurant_id', '=', restaurantId)
    .where('id', '=', id)
    .executeTakeFirst();
  return row && toBottle(row);
}

/** Which of these ids are already bottles of this restaurant. */
export async function existingBottleIds(
  tx: Tx,
  restaurantId: string,
  ids: readonly string[],
): Promise<string[]> {
  const found: string[] = [];
  for (let start = 0; start < ids.length; start += INSERT_CHUNK) {
    const rows = await tx
      .selectFrom('bottles')
      .select('id')
      .where('restaurant_id', '=', restaurantId)
      .where('id', 'in', ids.slice(start, start + INSERT_CHUNK))
      .execute();
    found.push(...rows.map((row) => row.id));
  }
  return found;
}

export async function updateBottleRow(
  tx: Tx,
  restaurantId: string,
  id: string,
  values: { location_id?: string | null; bin?: string; notes?: string },
): Promise<Bottle | undefined> {
  const row = await tx
    .updateTable('bottles')
    .set(values)
    .where('restaurant_id', '=', restaurantId)
    .where('id', '=', id)
    .returning(BOTTLE_COLUMNS)
    .executeTakeFirst();
  return row && toBottle(row);
}

export async function deleteBottleRow(
  tx: Tx,
  restaurantId: string,
  id: string,
): Promise<Bottle | undefined> {
  const row = await tx
    .deleteFrom('bottles')
    .where('restaurant_id', '=', restaurantId)
    .where('id', '=', id)
    .returning(BOTTLE_COLUMNS)
    .executeTakeFirst();
  return row && toBottle(row);
}

export async function countBottlesOfFormat(
  tx: Tx,
  restaurantId: string,
  formatId: string,
): Promise<number> {
  const row = await tx
    .selectFrom('bottles')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('restaurant_id', '=', restaurantId)
    .where('format_id', '=', formatId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
