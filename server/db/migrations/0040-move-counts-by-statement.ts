import { type Kysely, type Migration, sql } from 'kysely';
import type { DialectName } from '../database.js';

/**
 * bottle_counts_paused: while it holds a row, SQLite's per-row trigger that follows a move
 * (migration 0012) stands aside, because the statement's writer keeps bottle_counts itself in one
 * netted statement (inventory/move-counts.ts). Per row, the trigger's two upserts were a third of
 * a 1,000-bottle move's server time (decision 0067). The row is added and removed inside the
 * move's own transaction, so no other write ever sees it, and every other path (and every move
 * that does not pause) is still counted by the trigger. PostgreSQL's triggers already run once per
 * statement: the table exists there too (one schema), unused.
 */
export function moveCountsByStatementMigration(dialect: DialectName): Migration {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createTable('bottle_counts_paused')
        .addColumn('paused', 'integer', (c) => c.notNull())
        .execute();
      if (dialect === 'sqlite')
        await movedTrigger(db, sql`and not exists (select 1 from bottle_counts_paused)`);
    },
    async down(db: Kysely<unknown>): Promise<void> {
      if (dialect === 'sqlite') await movedTrigger(db, sql``);
      await db.schema.dropTable('bottle_counts_paused').execute();
    },
  };
}

/** 0012's trigger that follows a bottle's format, location or bin, with `unless` added to its condition. */
async function movedTrigger(db: Kysely<unknown>, unless: ReturnType<typeof sql>): Promise<void> {
  await sql`drop trigger bottle_counts_moved`.execute(db);
  await sql`create trigger bottle_counts_moved after update of format_id, location_id, bin
    on bottles
    when (old.format_id, old.location_id, old.bin) is not (new.format_id, new.location_id, new.bin)
      ${unless}
    begin
    update bottle_counts set bottles = bottles - 1,
      manual = manual - (substr(old.id, 1, 1) = 'M'), touched = 1
    where restaurant_id = old.restaurant_id and format_id = old.format_id
      and location_id = coalesce(old.location_id, '') and bin = old.bin;
    insert into bottle_counts (restaurant_id, format_id, location_id, bin, bottles, manual, touched)
    values (new.restaurant_id, new.format_id, coalesce(new.location_id, ''), new.bin, 1,
      substr(new.id, 1, 1) = 'M', 1)
    on conflict (restaurant_id, format_id, location_id, bin)
    do update set bottles = bottle_counts.bottles + 1,
      manual = bottle_counts.manual + (substr(new.id, 1, 1) = 'M'), touched = 1;
    end`.execute(db);
}
