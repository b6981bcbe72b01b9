import type { Kysely, Migration } from 'kysely';

/**
 * Stock counts (stocktakes, decision 0016). A stocktake, the bottles it expects (those in
 * its places when it started), how many are expected and counted per place (one row updated per
 * scan, so progress is read without counting), and its scans: one row per stocktake and code, so a
 * bottle scanned by two phones at once is counted once by the primary key, not by a prior SELECT.
 */
export const stocktakesMigration: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .createTable('stocktakes')
      .addColumn('restaurant_id', 'text', (c) => c.notNull().references('restaurants.id'))
      .addColumn('id', 'text', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull())
      /** JSON array of domain StocktakePlace; [] is the whole cellar. */
      .addColumn('places', 'text', (c) => c.notNull())
      .addColumn('started_at', 'text', (c) => c.notNull())
      .addColumn('started_by_user_id', 'text', (c) => c.notNull())
      .addColumn('start_revision', 'integer', (c) => c.notNull())
      .addColumn('finished_at', 'text')
      .addColumn('finished_by_user_id', 'text')
      /** JSON of what Apply did (the preview it applied), once applied. */
      .addColumn('record', 'text')
      /** What Apply did, for Past counts without reading each record. */
      .addColumn('expected', 'integer')
      .addColumn('counted', 'integer')
      .addColumn('missing', 'integer')
      .addColumn('found_elsewhere', 'integer')
      .addColumn('unknown_codes', 'integer')
      .addPrimaryKeyConstraint('stocktakes_pk', ['restaurant_id', 'id'])
      .execute();
    await db.schema
      .createIndex('stocktakes_by_start')
      .on('stocktakes')
      .columns(['restaurant_id', 'started_at'])
      .execute();
    await db.schema
      .createTable('stocktake_expected')
      .addColumn('restaurant_id', 'text', (c) => c.notNull())
      .addColumn('stocktake_id', 'text', (c) => c.notNull())
      .addColumn('bottle_id', 'text', (c) => c.notNull())
      .addColumn('location_id', 'text', (c) => c.notNull())
      .addColumn('bin', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('stocktake_expected_pk', [
        'restaurant_id',
        'stocktake_id',
        'bottle_id',
      ])
      .execute();
    await db.schema
      .createTable('stocktake_places')
      .addColumn('restaurant_id', 'text', (c) => c.notNull())
      .addColumn('stocktake_id', 'text', (c) => c.notNull())
      .addColumn('location_id', 'text', (c) => c.notNull())
      .addColumn('bin', 'text', (c) => c.notNull())
      .addColumn('expected', 'integer', (c) => c.notNull())
      .addColumn('counted', 'integer', (c) => c.notNull())
      .addPrimaryKeyConstraint('stocktake_places_pk', [
        'restaurant_id',
        'stocktake_id',
        'location_id',
        'bin',
      ])
      .execute();
    await db.schema
      .createTable('stocktake_scans')
      .addColumn('restaurant_id', 'text', (c) => c.notNull())
      .addColumn('stocktake_id', 'text', (c) => c.notNull())
      /** The bottle id, or the unknown code read. */
      .addColumn('code', 'text', (c) => c.notNull())
      .addColumn('outcome', 'text', (c) => c.notNull())
      .addColumn('location_id', 'text', (c) => c.notNull())
      .addColumn('bin', 'text', (c) => c.notNull())
      /** Where the bottle was recorded when it was scanned (null location: unassigned). */
      .addColumn('recorded_location_id', 'text')
      .addColumn('recorded_bin', 'text')
      .addColumn('scanned_by_user_id', 'text', (c) => c.notNull())
      .addColumn('scanned_at', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('stocktake_scans_pk', ['restaurant_id', 'stocktake_id', 'code'])
      .execute();
    await db.schema
      .createIndex('stocktake_scans_by_place')
      .on('stocktake_scans')
      .columns(['restaurant_id', 'stocktake_id', 'location_id', 'bin'])
      .execute();
  },
  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.dropTable('stocktake_scans').execute();
    await db.schema.dropTable('stocktake_places').execute();
    await db.schema.dropTable('stocktake_expected').execute();
    await db.schema.dropTable('stocktakes').execute();
  },
};
