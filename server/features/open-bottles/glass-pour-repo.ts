import type { Tx } from '../../db/writer.js';
import { type BottleToMeasure, findBottleToMeasure } from './open-bottle-repo.js';

/**
 * Which bottle a glass of a format is poured from (docs/product.md §4, decision 0053): the one of
 * that format opened first, else the oldest on hand, taken first where the format was last poured.
 */

/** The format's bottle opened first (then by id), with its size and weights. */
export async function firstOpenOfFormat(
  tx: Tx,
  restaurantId: string,
  formatId: string,
): Promise<BottleToMeasure | undefined> {
  const row = await tx
    .selectFrom('bottles')
    .select('id')
    .where('restaurant_id', '=', restaurantId)
    .where('format_id', '=', formatId)
    .where('opened_at', 'is not', null)
    .orderBy('opened_at')
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
  return row && findBottleToMeasure(tx, restaurantId, row.id);
}

/**
 * The format's closed bottle to open: the oldest added (then by id), in `location` when one there
 * is closed (where the glass before was poured: the bar), else anywhere.
 */
export async function nextToOpen(
  tx: Tx,
  restaurantId: string,
  formatId: string,
  location: string | null,
): Promise<BottleToMeasure | undefined> {
  let query = tx
    .selectFrom('bottles')
    .select('id')
    .where('restaurant_id', '=', restaurantId)
    .where('format_id', '=', formatId)
    .where('opened_at', 'is', null);
  if (location !== null) {
    query = query.orderBy((eb) =>
      eb.case().when('location_id', '=', location).then(0).else(1).end(),
    );
  }
  const row = await query.orderBy('added_at').orderBy('id').limit(1).executeTakeFirst();
  return row && findBottleToMeasure(tx, restaurantId, row.id);
}

/** Where the format's last bottle poured by the glass was when it was finished; null: none. */
export async function lastPouredLocation(
  tx: Tx,
  restaurantId: string,
  formatId: string,
): Promise<string | null> {
  const row = await tx
    .selectFrom('removed_bottles')
    .select('location_id')
    .where('restaurant_id', '=', restaurantId)
    .where('format_id', '=', formatId)
    .where('reason', '=', 'poured')
    .orderBy('removed_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.location_id ?? null;
}

/** Whether the format is the restaurant's. */
export async function formatExists(tx: Tx, restaurantId: string, id: string): Promise<boolean> {
  const row = await tx
    .selectFrom('formats')
    .select('id')
    .where('restaurant_id', '=', restaurantId)
    .where('id', '=', id)
    .executeTakeFirst();
  return row !== undefined;
}
