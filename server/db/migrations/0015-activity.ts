import { type Kysely, type Migration, sql } from 'kysely';
import { summarizeBatch } from '../../../domain/activity-kinds.js';
import type { Change } from '../../../domain/live.js';
import type { DialectName } from '../database.js';

// Rows summarised per read of the log.
const CHUNK = 2_000;

/**
 * The Activity view: each batch of the change log keeps its kind of change and a short
 * summary (domain/activity-kinds.ts), so a page of the restaurant's changes reads a few bytes a
 * row and not the batches' JSON (a thousand bottles for a batch move), and a kind is found by an
 * index. The rows there before are summarised here by the same rule the Writer uses for new ones.
 * The list is keyed on revision, newest first: the primary key (restaurant_id, revision) serves
 * it unfiltered; a person's changes and a kind's have an index each, and the time index turns a
 * range of days into a range of revisions (server/features/activity/activity-repo.ts).
 */
export function activityMigration(dialect: DialectName): Migration {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .alterTable('change_batches')
        .addColumn('kind', 'text', (c) => c.notNull().defaultTo('other'))
        .execute();
      await db.schema.alterTable('change_batches').addColumn('summary', 'text').execute();
      let after = { restaurantId: '', revision: -1 };
      for (;;) {
        const rows = await sql<{
          restaurant_id: string;
          revision: number | string;
          changes: string;
        }>`
        select restaurant_id, revision, changes from change_batches
        where restaurant_id > ${after.restaurantId}
          or (restaurant_id = ${after.restaurantId} and revision > ${after.revision})
        order by restaurant_id, revision limit ${CHUNK}`.execute(db);
        const last = rows.rows.at(-1);
        if (!last) break;
        const summaries = rows.rows.map((row) => {
          const { kind, ...summary } = summarizeBatch(JSON.parse(row.changes) as Change[]);
          return {
            t: row.restaurant_id,
            r: Number(row.revision),
            k: kind,
            s: JSON.stringify(summary),
          };
        });
        // One statement a chunk: a log of a million batches is not a million round trips.
        await (dialect === 'postgres'
          ? sql`update change_batches as b set kind = v.k, summary = v.s
            from json_to_recordset(${JSON.stringify(summaries)}::json) as v(t text, r integer, k text, s text)
            where b.restaurant_id = v.t and b.revision = v.r`
          : sql`update change_batches set kind = v.value ->> 'k', summary = v.value ->> 's'
            from json_each(${JSON.stringify(summaries)}) as v
            where restaurant_id = v.value ->> 't' and revision = v.value ->> 'r'`
        ).execute(db);
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
}
