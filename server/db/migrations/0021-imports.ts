import type { Kysely, Migration } from 'kysely';

/**
 * What each cellar import created, so that `Undo import` removes exactly that and no
 * more. The ids are kept as JSON (one import, one row; read back only by Undo). `history_id` is
 * the import's batch in the bottles' history lists: a bottle whose list holds more than it has
 * been changed since, and the import can no longer be undone.
 */
export const importsMigration: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .createTable('imports')
      .addColumn('restaurant_id', 'text', (c) => c.notNull().references('restaurants.id'))
      .addColumn('id', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('created_by_user_id', 'text', (c) => c.notNull())
      .addColumn('history_id', 'integer', (c) => c.notNull())
      .addColumn('bottle_count', 'integer', (c) => c.notNull())
      /** JSON of server/features/imports/import-write.ts's ImportRecord. */
      .addColumn('created', 'text', (c) => c.notNull())
      .addColumn('undone_at', 'text')
      .addPrimaryKeyConstraint('imports_pk', ['restaurant_id', 'id'])
      .execute();
  },
  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.dropTable('imports').execute();
  },
};
