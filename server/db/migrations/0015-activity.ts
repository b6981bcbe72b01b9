import { type Kysely, type Migration, sql } from 'kysely';
import { summarizeBatch } from '../../../domain/activity-kinds.js';
import type { Change } from '../../../domain/live.js';

// Rows summarised per read of the log.
const CHUNK = 500;

/**
 * Issue 15's Activity view: each batch of the change log keeps its kind of change and a short
 * summary (domain/activity-kinds.ts), so a page of the restaurant's changes reads a few bytes a
 * row and not the batches' JSON (a thousand bottles for a batch move), and a kind is found by an
 * index. The rows there before are summarised here by the same rule the Writer uses for new ones.
 * The list is keyed on revision, newest first: the primary key (restaurant_id, revision) serves
 * it unfiltered; a person's changes and a kind's have an index each, and the time index turns a
 * range of days into a range of revisions (server/features/activity/activity-repo.ts).
 */
export const activityMigration: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .alterTable('change_batches')
      .addColumn('kind', 'text', (c) => c.notNull().defaultTo('other'))
      .execute();
    await db.schema.alterTable('change_batches').addColumn('summary', 'text').execute();
    let after = { restaurantId: '', revision: -1 };
    for (;;) {
      const rows = await sql<{ restaurant_id: string; revision: number | string; changes: string }>`
        select restaurant_id, revision, changes from change_batches
        where restaurant_id > ${after.restaurantId}
          or (restaurant_id = ${after.restaurantId} and revision > ${after.revision})
        order by restaurant_id, revision limit ${CHUNK}`.execute(db);
      const last = rows.rows.at(-1);
      if (!last) break;
      for (const row of rows.rows) {
        const { kind, ...summary } = summarizeBatch(JSON.parse(row.changes) as Change[]);
        await sql`update change_batches set kind = ${kind}, summary = ${JSON.stringify(summary)}
          where restaurant_id = ${row.restaurant_id} and revision = ${row.revision}`.execute(db);
      }
      after = { restaurantId: last.restaurant_id, revision: Number(last.revision) };
    }
    await db.schema
      .createIndex('change_batches_by_actor')
      .on('change_batches')
      .columns(['restaurant_id', 'actor_user_id', 'revision'])
      .execute();
    await db.schema
      .createIndex('change_batches_by_time')
      .on('change_batches')
      .columns(['restaurant_id', 'at'])
      .execute();
    await db.schema
      .createIndex('change_batches_by_kind')
      .on('change_batches')
      .columns(['restaurant_id', 'kind', 'revision'])
      .execute();
  },
  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.dropIndex('change_batches_by_kind').execute();
    await db.schema.dropIndex('change_batches_by_time').execute();
    await db.schema.dropIndex('change_batches_by_actor').execute();
    await db.schema.alterTable('change_batches').dropColumn('summary').execute();
    await db.schema.alterTable('change_batches').dropColumn('kind').execute();
  },
};
