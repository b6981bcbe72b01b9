import { type Kysely, type Migration, sql } from 'kysely';

/**
 * A count's running totals on its own row: `expected` from its start and `counted` kept by every
 * scan and quantity (they held only what Apply did). Each write adds to them under the row's lock,
 * so its change can tell the other phones the count's total as it stands, and the counts list
 * copies it. Counts not applied yet get theirs from their places.
 */
export const countTotalsMigration: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await sql`update stocktakes set
        expected = (select coalesce(sum(expected), 0) from stocktake_places
          where stocktake_places.restaurant_id = stocktakes.restaurant_id
            and stocktake_places.stocktake_id = stocktakes.id),
        counted = (select coalesce(sum(counted), 0) from stocktake_places
          where stocktake_places.restaurant_id = stocktakes.restaurant_id
            and stocktake_places.stocktake_id = stocktakes.id)
      where status <> 'applied'`.execute(db);
  },
  async down(db: Kysely<unknown>): Promise<void> {
    await sql`update stocktakes set expected = null, counted = null
      where status <> 'applied'`.execute(db);
  },
};
