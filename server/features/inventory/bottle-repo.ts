import type { Kysely, Updateable } from 'kysely';
import type { Bottle } from '../../../domain/inventory.js';
import { parameterChunks } from '../../db/parameter-chunks.js';
import type { BottleTable, Database } from '../../db/schema.js';
import type { Tx } from '../../db/writer.js';
import type { CostColumns } from './bottle-costs.js';
import type { Placement } from './placement.js';
import { BOTTLE_COLUMNS, toBottle } from './row-mappers.js';

export async function insertBottles(
  tx: Tx,
  restaurantId: string,
  formatId: string,
  ids: readonly string[],
  placement: Placement,
  now: string,
  cost: CostColumns,
): Promise<Bottle[]> {
  const bottles: Bottle[] = [];
  // 500 rows of 9 columns a statement: well under SQLite's bound-parameter limit.
  for (const part of parameterChunks(ids)) {
    const rows = await tx
      .insertInto('bottles')
      .values(
        part.map((id) => ({
          restaurant_id: restaurantId,
          id,
          format_id: formatId,
          location_id: placement.locationId,
          bin: placement.bin,
          notes: '',
          added_at: now,
          ...cost,
        })),
      )
      .returning(BOTTLE_COLUMNS)
      .execute();
    bottles.push(...rows.map(toBottle));
  }
  return bottles;
}

export async function findBottle(
  tx: Tx,
  restaurantId: string,
  id: string,
): Promise<Bottle | undefined> {
  const row = await tx
    .selectFrom('bottles')
    .select(BOTTLE_COLUMNS)
    .where('restaurant_id', '=', restaurantId)
    .where('id', '=', id)
    .executeTakeFirst();
  return row && toBottle(row);
}

/** Which of these ids are already bottles of this restaurant (in a write, or before one). */
export async function existingBottleIds(
  tx: Kysely<Database>,
  restaurantId: string,
  ids: readonly string[],
): Promise<string[]> {
  const found: string[] = [];
  for (const part of parameterChunks(ids)) {
    const rows = await tx
      .selectFrom('bottles')
      .select('id')
      .where('restaurant_id', '=', restaurantId)
      .where('id', 'in', part)
      .execute();
    found.push(...rows.map((row) => row.id));
  }
  return found;
}

export async function updateBottleRow(
  tx: Tx,
  restaurantId: string,
  id: string,
  values: Updateable<BottleTable>,
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
