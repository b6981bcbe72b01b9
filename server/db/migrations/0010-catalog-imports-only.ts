import { type Kysely, type Migration, sql } from 'kysely';

/**
 * The shared barcode catalog holds imported data only (decision 0007). Until now every profile
 * saved with a barcode wrote its name, producer, origin and grapes there, from any restaurant and
 * whether or not the profile was a private import, and overwrote what was there: those entries
 * are deleted. They cannot be given back to their restaurant (the catalog never said which), and
 * need not be: its profile still has the barcode, and its own lookups find the profile first. An
 * imported or Open Food Facts entry a profile overwrote is gone with it; the provider answers the
 * next lookup again, and `catalog:import` restores an imported file.
 */
export const catalogImportsOnlyMigration: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await sql`delete from catalog_products where source = 'restaurant'`.execute(db);
  },
  // What a restaurant typed stays out of the shared catalog in both directions.
  async down(): Promise<void> {},
};
