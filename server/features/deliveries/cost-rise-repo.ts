import type { Kysely } from 'kysely';
import { DEFAULT_COST_RISE_PERCENT } from '../../../domain/deliveries.js';
import type { Database } from '../../db/schema.js';

/** The rise of a unit cost, in percent, the cost history flags above (the owners' setting). */
export async function readCostRisePercent(
  db: Kysely<Database>,
  restaurantId: string,
): Promise<number> {
  const row = await db
    .selectFrom('restaurants')
    .select('cost_rise_percent')
    .where('id', '=', restaurantId)
    .executeTakeFirst();
  // A double precision on PostgreSQL, which its driver gives as a number; Number() for SQLite's.
  return row === undefined ? DEFAULT_COST_RISE_PERCENT : Number(row.cost_rise_percent);
}
