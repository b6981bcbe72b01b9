import { type Expression, type ExpressionBuilder, type Kysely, type SqlBool, sql } from 'kysely';
import { COUNTS_AS_MANUAL_PREFIX } from '../../../domain/manual-id.js';
import type { DialectName } from '../../db/database.js';
import type { Database } from '../../db/schema.js';
import type { Tx } from '../../db/writer.js';
import { addCounted, type CountedTotals, type Place, totalsOf } from './stocktake-repo.js';

/** A format counted by quantity in one place of one stocktake. */
export interface QuantityKey {
  restaurantId: string;
  stocktakeId: string;
  formatId: string;
  place: Place;
}

/**
 * At the start, in its transaction: per format and place, how many manual bottles (no QR label)
 * the stocktake expects there, to be counted by quantity rather than one tick each.
 */
export async function insertQuantityRows(
  tx: Tx,
  stocktake: { restaurantId: string; id: string },
  inPlaces: (eb: ExpressionBuilder<Database, 'bottles'>) => Expression<SqlBool>,
): Promise<void> {
  await tx
    .insertInto('stocktake_quantities')
    .columns(['restaurant_id', 'stocktake_id', 'format_id', 'location_id', 'bin', 'expected'])
    .expression(
      tx
        .selectFrom('bottles')
        .select((eb) => [
          'restaurant_id',
          eb.val(stocktake.id).as('stocktake_id'),
          'format_id',
          // Unassigned bottles are never in a stocktake's places (inPlaces).
          sql<string>`coalesce(location_id, '')`.as('location_id'),
          'bin',
          eb.fn.countAll<number>().as('expected'),
        ])
        .where('restaurant_id', '=', stocktake.restaurantId)
        .where(inPlaces)
        .where(sql<string>`substr(id, 1, 1)`, '=', COUNTS_AS_MANUAL_PREFIX)
        .groupBy(['restaurant_id', 'format_id', 'location_id', 'bin']),
    )
    .execute();
}

/**
 * Sets the quantity counted (the last word, with who and when; decision 0026) and moves the
 * place's counted total by what it changes of the expected bottles counted: min(quantity,
 * expected). The row is read FOR UPDATE on PostgreSQL, so two phones setting it at once apply
 * their changes one after the other, each from the quantity the other left. A format counted
 * where none of it was expected gets a row expecting 0 (all it counts is surplus). The stocktake's
 * own total moves by as much. Returns the row's expected count and the new totals.
 */
export async function setQuantity(
  tx: Tx,
  dialect: DialectName,
  key: QuantityKey,
  counted: { quantity: number; userId: string; at: string },
): Promise<{ expected: number; totals: CountedTotals }> {
  const { restaurantId, stocktakeId, formatId, place } = key;
  await tx
    .insertInto('stocktake_quantities')
    .values({
      restaurant_id: restaurantId,
      stocktake_id: stocktakeId,
      format_id: formatId,
      location_id: place.locationId,
      bin: place.bin,
      expected: 0,
    })
    .onConflict((conflict) => conflict.doNothing())
    .execute();
  const before = await tx
    .selectFrom('stocktake_quantities')
    .select(['expected', 'quantity'])
    .where('restaurant_id', '=', restaurantId)
    .where('stocktake_id', '=', stocktakeId)
    .where('location_id', '=', place.locationId)
    .where('bin', '=', place.bin)
    .where('format_id', '=', formatId)
    .$if(dialect === 'postgres', (query) => query.forUpdate())
    .executeTakeFirstOrThrow();
  const expected = Number(before.expected);
  await tx
    .updateTable('stocktake_quantities')
    .set({
      quantity: counted.quantity,
      counted_by_user_id: counted.userId,
      counted_at: counted.at,
    })
    .where('restaurant_id', '=', restaurantId)
    .where('stocktake_id', '=', stocktakeId)
    .where('location_id', '=', place.locationId)
    .where('bin', '=', place.bin)
    .where('format_id', '=', formatId)
    .execute();
  const change =
    Math.min(counted.quantity, expected) - Math.min(Number(before.quantity ?? 0), expected);
  const row = await tx
    .insertInto('stocktake_places')
    .values({
      restaurant_id: restaurantId,
      stocktake_id: stocktakeId,
      location_id: place.locationId,
      bin: place.bin,
      expected: 0,
      counted: 0,
    })
    .onConflict((conflict) =>
      conflict
        .columns(['restaurant_id', 'stocktake_id', 'location_id', 'bin'])
        .doUpdateSet({ counted: sql`stocktake_places.counted + ${change}` }),
    )
    .returning(['expected', 'counted', 'found'])
    .executeTakeFirstOrThrow();
  return {
    expected,
    totals: {
      place: totalsOf(row),
      counted: await addCounted(tx, restaurantId, stocktakeId, change),
    },
  };
}

/** The formats to count by quantity in one place, with what was counted, by whom and when. */
export async function readQuantities(
  db: Kysely<Database>,
  restaurantId: string,
  stocktakeId: string,
  place?: Place,
): Promise<
  {
    formatId: string;
    locationId: string;
    bin: string;
    expected: number;
    quantity: number | null;
    countedBy: string | null;
    countedAt: string | null;
  }[]
> {
  const rows = await db
    .selectFrom('stocktake_quantities')
    .select([
      'format_id',
      'location_id',
      'bin',
      'expected',
      'quantity',
      'counted_by_user_id',
      'counted_at',
    ])
    .where('restaurant_id', '=', restaurantId)
    .where('stocktake_id', '=', stocktakeId)
    .$if(place !== undefined, (query) =>
      query.where('location_id', '=', place?.locationId ?? '').where('bin', '=', place?.bin ?? ''),
    )
    .orderBy('location_id')
    .orderBy('bin')
    .orderBy('format_id')
    .execute();
  return rows.map((row) => ({
    formatId: row.format_id,
    locationId: row.location_id,
    bin: row.bin,
    expected: Number(row.expected),
    quantity: row.quantity === null ? null : Number(row.quantity),
    countedBy: row.counted_by_user_id,
    countedAt: row.counted_at,
  }));
}
