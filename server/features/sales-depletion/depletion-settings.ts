import type { Kysely } from 'kysely';
import type { SalesDepletionSettings } from '../../../domain/sales-depletion.js';
import type { Database } from '../../db/schema.js';
import type { Tx } from '../../db/writer.js';

/** A restaurant's depletion setting: off, from any location, until it says otherwise. */
export async function readDepletionSettings(
  db: Kysely<Database> | Tx,
  restaurantId: string,
): Promise<SalesDepletionSettings> {
  const row = await db
    .selectFrom('sales_settings')
    .select(['deplete', 'location_id'])
    .where('restaurant_id', '=', restaurantId)
    .executeTakeFirst();
  return { deplete: Number(row?.deplete ?? 0) === 1, locationId: row?.location_id ?? null };
}

export async function writeDepletionSettings(
  tx: Tx,
  restaurantId: string,
  settings: SalesDepletionSettings,
): Promise<void> {
  const values = {
    deplete: settings.deplete ? 1 : 0,
    location_id: settings.locationId,
    updated_at: new Date().toISOString(),
  };
  await tx
    .insertInto('sales_settings')
    .values({ restaurant_id: restaurantId, ...values })
    .onConflict((conflict) => conflict.column('restaurant_id').doUpdateSet(values))
    .execute();
}
