import { type Kysely, type Migration, sql } from 'kysely';

/**
 * Stock counts (decision 0026):
 * - a place's `counted` is the bottles found where they were recorded, and `found` those scanned
 *   there but recorded elsewhere, kept apart, where `counted` held both; both are filled again from
 *   the scans of the counts not yet applied (an applied count's record is what it did);
 * - `stocktake_quantities`: per count, format, location and bin, how many manual bottles (no QR
 *   label) of that format were expected there at the start, and how many a member counted there by
 *   quantity, by whom and when. A count open now gets the rows of the manual bottles it expects.
 */
export const stocktakeQuantitiesMigration: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .alterTable('stocktake_places')
      .addColumn('found', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
    await sql`
      update stocktake_places set
        counted = (select count(*) from stocktake_scans s
          where s.restaurant_id = stocktake_places.restaurant_id
            and s.stocktake_id = stocktake_places.stocktake_id
            and s.location_id = stocktake_places.location_id and s.bin = stocktake_places.bin
            and s.outcome = 'counted'),
        found = (select count(*) from stocktake_scans s
          where s.restaurant_id = stocktake_places.restaurant_id
            and s.stocktake_id = stocktake_places.stocktake_id
            and s.location_id = stocktake_places.location_id and s.bin = stocktake_places.bin
            and s.outcome = 'found-elsewhere')
      where exists (select 1 from stocktakes t
        where t.restaurant_id = stocktake_places.restaurant_id
          and t.id = stocktake_places.stocktake_id and t.status in ('open', 'paused'))`.execute(db);
    await db.schema
      .createTable('stocktake_quantities')
      .addColumn('restaurant_id', 'text', (c) => c.notNull())
      .addColumn('stocktake_id', 'text', (c) => c.notNull())
      .addColumn('format_id', 'text', (c) => c.notNull())
      .addColumn('location_id', 'text', (c) => c.notNull())
      .addColumn('bin', 'text', (c) => c.notNull())
      /** Manual bottles of the format expected there at the start. */
      .addColumn('expected', 'integer', (c) => c.notNull())
      /** How many a member counted there; null until someone does. */
      .addColumn('quantity', 'integer')
      .addColumn('counted_by_user_id', 'text')
      .addColumn('counted_at', 'text')
      .addPrimaryKeyConstraint('stocktake_quantities_pk', [
        'restaurant_id',
        'stocktake_id',
        'location_id',
        'bin',
        'format_id',
      ])
      .execute();
    await sql`
      insert into stocktake_quantities
        (restaurant_id, stocktake_id, format_id, location_id, bin, expected)
      select e.restaurant_id, e.stocktake_id, b.format_id, e.location_id, e.bin, count(*)
      from stocktake_expected e
      join stocktakes t on t.restaurant_id = e.restaurant_id and t.id = e.stocktake_id
      join bottles b on b.restaurant_id = e.restaurant_id and b.id = e.bottle_id
      where t.status in ('open', 'paused') and substr(e.bottle_id, 1, 1) = 'M'
      group by e.restaurant_id, e.stocktake_id, b.format_id, e.location_id, e.bin`.execute(db);
  },
  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.dropTable('stocktake_quantities').execute();
    await db.schema.alterTable('stocktake_places').dropColumn('found').execute();
  },
};
