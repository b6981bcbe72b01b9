import type { Kysely, Migration } from 'kysely';

/**
 * How many glasses a sales file's depletion poured from open bottles: the Sales screen offers
 * Undo removals for a file whose sales only poured glasses (its bottles' levels come back), and
 * says so, without reading the file's change batch.
 */
export const glassesPouredMigration: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .alterTable('sales_files')
      .addColumn('glasses_poured', 'integer', (column) => column.notNull().defaultTo(0))
      .execute();
  },
  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.alterTable('sales_files').dropColumn('glasses_poured').execute();
  },
};
