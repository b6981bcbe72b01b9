import type { Kysely, Migration } from 'kysely';

/**
 * Exactly-once replay of the changes a phone made offline (decision 0046):
 * - `sync_devices`: per restaurant and device, the member it belongs to and the last change number
 *   (seq) the server settled, advanced in the same transaction as the change itself;
 * - `sync_outcomes`: what the server answered each settled change, so a replay after a lost
 *   answer gets the same answer and applies nothing;
 * - `change_batches.made_at`: when a change replayed from a phone was made there (the phone's
 *   clock); null for the changes made online, whose `at` is both.
 */
export const deviceSyncMigration: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .createTable('sync_devices')
      .addColumn('restaurant_id', 'text', (c) => c.notNull())
      .addColumn('device_id', 'text', (c) => c.notNull())
      .addColumn('user_id', 'text', (c) => c.notNull())
      .addColumn('last_seq', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('sync_devices_pk', ['restaurant_id', 'device_id'])
      .execute();
    await db.schema
      .createTable('sync_outcomes')
      .addColumn('restaurant_id', 'text', (c) => c.notNull())
      .addColumn('device_id', 'text', (c) => c.notNull())
      .addColumn('seq', 'integer', (c) => c.notNull())
      .addColumn('change_id', 'text', (c) => c.notNull())
      .addColumn('outcome', 'text', (c) => c.notNull())
      .addColumn('reason', 'text')
      /** JSON of the reason's details (who removed the bottle, when); null when none. */
      .addColumn('details', 'text')
      .addColumn('settled_at', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('sync_outcomes_pk', ['restaurant_id', 'device_id', 'seq'])
      .execute();
    // A change id sent again under another number is answered as the first time.
    await db.schema
      .createIndex('sync_outcomes_change')
      .on('sync_outcomes')
      .columns(['restaurant_id', 'device_id', 'change_id'])
      .execute();
    await db.schema.alterTable('change_batches').addColumn('made_at', 'text').execute();
  },
  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.alterTable('change_batches').dropColumn('made_at').execute();
    await db.schema.dropTable('sync_outcomes').execute();
    await db.schema.dropTable('sync_devices').execute();
  },
};
