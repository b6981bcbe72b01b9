import type { Kysely, Migration } from 'kysely';

/**
 * When a sales file's removals were put back (Undo removals). The file keeps its change batch,
 * so its sales are not depleted a second time; this says the batch was undone, so a second
 * Undo is refused rather than answered with nothing.
 */
export const depletionUndoMigration: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema.alterTable('sales_files').addColumn('depletion_undone_at', 'text').execute();
  },
  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.alterTable('sales_files').dropColumn('depletion_undone_at').execute();
  },
};
