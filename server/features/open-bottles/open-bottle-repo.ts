import type { Bottle } from '../../../domain/inventory.js';
import type { Tx } from '../../db/writer.js';
import { BOTTLE_COLUMNS, recordLevels, toBottle, updateBottleRow } from '../inventory/index.js';

/** A bottle with what its level is read against: its format's size and weights. */
export interface BottleToMeasure {
  bottle: Bottle;
  bottleSize: number;
  fullGrams: number | null;
  emptyGrams: number | null;
}

const BOTTLE_SELECTION = BOTTLE_COLUMNS.map((column) => `bottles.${column}` as const);

export async function findBottleToMeasure(
  tx: Tx,
  restaurantId: string,
  id: string,
): Promise<BottleToMeasure | undefined> {
  const row = await tx
    .selectFrom('bottles')
    .innerJoin('formats', (join) =>
      join
        .onRef('formats.restaurant_id', '=', 'bottles.restaurant_id')
        .onRef('formats.id', '=', 'bottles.format_id'),
    )
    .select([
      ...BOTTLE_SELECTION,
      'formats.bottle_size',
      'formats.full_weight_grams',
      'formats.empty_weight_grams',
    ])
    .where('bottles.restaurant_id', '=', restaurantId)
    .where('bottles.id', '=', id)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    bottle: toBottle(row),
    bottleSize: Number(row.bottle_size),
    fullGrams: row.full_weight_grams === null ? null : Number(row.full_weight_grams),
    emptyGrams: row.empty_weight_grams === null ? null : Number(row.empty_weight_grams),
  };
}

/** What an open bottle's row holds of its state (decision 0044). */
export interface OpenValues {
  opened_at?: string;
  level_tenths: number | null;
  level_grams: number | null;
  remaining_permille: number;
}

/**
 * Writes a bottle's open state: the inventory's one bottle update, with these columns, and what
 * remains from now (from its opening, when it is opened) in its levels (decision 0053).
 */
export async function writeOpenState(
  tx: Tx,
  restaurantId: string,
  id: string,
  values: OpenValues,
): Promise<Bottle | undefined> {
  const bottle = await updateBottleRow(tx, restaurantId, id, values);
  if (bottle) {
    const at = values.opened_at ?? new Date().toISOString();
    await recordLevels(tx, restaurantId, [
      { bottleId: id, at, remaining: values.remaining_permille },
    ]);
  }
  return bottle;
}
