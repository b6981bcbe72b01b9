import type { Kysely, Migration } from 'kysely';

/**
 * Every queueable change goes through the replay, online too (decision 0048): a change's recorded
 * outcome keeps what its route answers (applied) or the error it would have answered (refused),
 * as JSON, so that a phone whose answer was lost gets the same answer at its replay. Kept a
 * bounded time; the device's last number (`sync_devices.last_seq`) is kept forever.
 */
export const syncAnswersMigration: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema.alterTable('sync_outcomes').addColumn('answer', 'text').execute();
    // Old outcomes are deleted by when they were settled, device by device.
    await db.schema
      .createIndex('sync_outcomes_settled')
      .on('sync_outcomes')
      .columns(['restaurant_id', 'device_id', 'settled_at'])
      .execute();
  },
  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.dropIndex('sync_outcomes_settled').execute();
    await db.schema.alterTable('sync_outcomes').dropColumn('answer').execute();
  },
};
