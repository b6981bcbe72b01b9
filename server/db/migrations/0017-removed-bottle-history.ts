import type { Kysely, Migration } from 'kysely';

/**
 * A removed bottle's history stays readable (scanning its label shows it). The bottle's
 * `history` list leaves with its row, so removed_bottles keeps it, with the removal's batch last.
 */
export const removedBottleHistoryMigration: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .alterTable('removed_bottles')
      .addColumn('history', 'text', (c) => c.notNull().defaultTo(''))
      .execute();
  },
  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.alterTable('removed_bottles').dropColumn('history').execute();
  },
};
