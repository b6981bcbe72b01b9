import { type Kysely, type Migration, sql } from 'kysely';
import type { DialectName } from '../database.js';
import { createChangesEntityIndex, createChangesTable } from './0001-initial.js';
import { addBottleHistories } from './0003-bottle-history.js';

/**
 * The change log keeps one row per batch (decision 0005): `change_batches.changes` is the batch's
 * changes as one JSON array, in order, where `changes` had a row per change. A 1,000-bottle move
 * wrote 1,000 rows and their index entries, about half of its time in the database; it now
 * writes one. PostgreSQL first gets the bottles' history lists SQLite has had since 0003, since
 * the index of the change log by entity that its drawer read goes with the rows. The lists hold
 * each batch's `history_id`: its revision on SQLite; on PostgreSQL a number from a sequence, known
 * before the restaurant's revision is locked (decision 0005).
 */
export function changeBatchesMigration(dialect: DialectName): Migration {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      if (dialect === 'postgres') await addBottleHistories(db);
      await db.schema
        .createTable('change_batches')
        .addColumn('restaurant_id', 'text', (c) => c.notNull().references('restaurants.id'))
        .addColumn('revision', 'integer', (c) => c.notNull())
        .addColumn('actor_user_id', 'text')
        .addColumn('at', 'text', (c) => c.notNull())
        .addColumn('history_id', 'integer', (c) => c.notNull())
        .addColumn('changes', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('change_batches_pk', ['restaurant_id', 'revision'])
        .execute();
      await db.schema
        .createIndex('change_batches_history')
        .unique()
        .on('change_batches')
        .columns(['restaurant_id', 'history_id'])
        .execute();
      // Each change as the live feed sends it: { entity, id, op, action, data }, in seq order.
      // The history lists rebuilt from the log hold revisions: those batches keep them as ids.
      await (dialect === 'postgres'
        ? sql`insert into change_batches
              (restaurant_id, revision, actor_user_id, at, history_id, changes)
            select restaurant_id, revision, max(actor_user_id), max(at), revision,
              json_agg(json_build_object('entity', entity, 'id', entity_id, 'op', op,
                'action', action, 'data', data::json) order by seq)::text
            from changes group by restaurant_id, revision`
        : sql`insert into change_batches
              (restaurant_id, revision, actor_user_id, at, history_id, changes)
            select restaurant_id, revision, max(actor_user_id), max(at), revision,
              json_group_array(json_object('entity', entity, 'id', entity_id, 'op', op,
                'action', action, 'data', json(data)) order by seq)
            from changes group by restaurant_id, revision`
      ).execute(db);
      await db.schema.dropTable('changes').execute();
      if (dialect === 'postgres') {
        // Above every revision so far, so new ids never meet a migrated one.
        await sql`create sequence change_history_ids`.execute(db);
        await sql`select setval('change_history_ids',
          greatest(1, (select max(revision) from change_batches)))`.execute(db);
      }
    },

    async down(db: Kysely<unknown>): Promise<void> {
      await createChangesTable(db);
      await (dialect === 'postgres'
        ? sql`insert into changes
              (restaurant_id, revision, seq, entity, entity_id, op, action, actor_user_id, at, data)
            select b.restaurant_id, b.revision, e.seq - 1, e.value ->> 'entity', e.value ->> 'id',
              e.value ->> 'op', e.value ->> 'action', b.actor_user_id, b.at,
              case when json_typeof(e.value -> 'data') = 'null' then null
                else (e.value -> 'data')::text end
            from change_batches b
            cross join lateral json_array_elements(b.changes::json) with ordinality as e(value, seq)`
        : sql`insert into changes
              (restaurant_id, revision, seq, entity, entity_id, op, action, actor_user_id, at, data)
            select b.restaurant_id, b.revision, e.key, e.value ->> 'entity', e.value ->> 'id',
              e.value ->> 'op', e.value ->> 'action', b.actor_user_id, b.at,
              case when e.value -> 'data' = 'null' then null else e.value -> 'data' end
            from change_batches b, json_each(b.changes) e`
      ).execute(db);
      await db.schema.dropTable('change_batches').execute();
      if (dialect === 'postgres') {
        await sql`drop sequence change_history_ids`.execute(db);
        await createChangesEntityIndex(db);
        await db.schema.alterTable('bottles').dropColumn('history').execute();
      }
    },
  };
}
