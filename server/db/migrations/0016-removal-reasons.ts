import type { Kysely, Migration } from 'kysely';

/**
 * A removed bottle is remembered, with why, when, by whom, and what it cost then, so a
 * scan of its label can say so and the reports can count removals by reason at cost. One row per
 * restaurant and id: an id used again later replaces it once that bottle is removed in turn.
 */
export const removalReasonsMigration: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .createTable('removed_bottles')
      .addColumn('restaurant_id', 'text', (c) => c.notNull().references('restaurants.id'))
      .addColumn('id', 'text', (c) => c.notNull())
      .addColumn('format_id', 'text', (c) => c.notNull())
      .addColumn('location_id', 'text')
      .addColumn('bin', 'text', (c) => c.notNull())
      .addColumn('reason', 'text', (c) => c.notNull())
      .addColumn('cost_cents', 'integer')
      .addColumn('removed_at', 'text', (c) => c.notNull())
      .addColumn('removed_by_user_id', 'text')
      .addColumn('history_id', 'integer', (c) => c.notNull())
      .addPrimaryKeyConstraint('removed_bottles_pk', ['restaurant_id', 'id'])
      .execute();
    await db.schema
      .createIndex('removed_bottles_by_time')
      .on('removed_bottles')
      .columns(['restaurant_id', 'removed_at'])
      .execute();
  },
  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.dropTable('removed_bottles').execute();
  },
};
