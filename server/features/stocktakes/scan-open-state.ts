import type { Kysely } from 'kysely';
import type { StocktakeScanResult } from '../../../domain/stocktakes.js';
import type { Database } from '../../db/schema.js';
import { BOTTLE_COLUMNS, toBottle } from '../inventory/index.js';

/**
 * A scan's answer with the bottle's open state when it is open (decision 0044): the phone then
 * offers to record its level, as a count measures what is behind the bar. Read after the scan's
 * write, apart from it: the scan rule and its one statement stay as they are.
 */
export async function withOpenState(
  db: Kysely<Database>,
  restaurantId: string,
  result: StocktakeScanResult,
): Promise<StocktakeScanResult> {
  if (result.outcome === 'unknown') return result;
  const row = await db
    .selectFrom('bottles')
    .select(BOTTLE_COLUMNS)
    .where('restaurant_id', '=', restaurantId)
    .where('id', '=', result.code)
    .executeTakeFirst();
  const open = row && toBottle(row).open;
  return open ? { ...result, open } : result;
}
