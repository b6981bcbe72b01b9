import { type Kysely, type Migration, sql } from 'kysely';
import type { DialectName } from '../database.js';

const TRIGGERS = ['bottle_counts_added', 'bottle_counts_removed', 'bottle_counts_moved'] as const;

/**
 * bottle_counts: how many bottles each format has in each location and bin (decision 0013), kept
 * by the database itself. Triggers on `bottles` change it in the same statement as every insert,
 * delete and move, so no write path can forget it, and the cards, filters and tree read a few
 * thousand rows instead of counting every bottle at every revision (393 ms at Bern's scale on
 * SQLite, bench/model-counts.ts). `location_id` is '' for unassigned bottles, so that the key has
 * no null in it. `touched` marks the rows the running transaction changed: the Writer turns them
 * into the batch's count changes and clears the mark before it commits (live/bottle-counts.ts).
 */
export function bottleCountsMigration(dialect: DialectName): Migration {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createTable('bottle_counts')
        .addColumn('restaurant_id', 'text', (c) => c.notNull().references('restaurants.id'))
        .addColumn('format_id', 'text', (c) => c.notNull())
        .addColumn('location_id', 'text', (c) => c.notNull())
        .addColumn('bin', 'text', (c) => c.notNull())
        .addColumn('bottles', 'integer', (c) => c.notNull())
        .addColumn('touched', 'integer', (c) => c.notNull().defaultTo(0))
        .addPrimaryKeyConstraint('bottle_counts_pk', [
          'restaurant_id',
          'format_id',
          'location_id',
          'bin',
        ])
        .execute();
      await sql`create index bottle_counts_touched on bottle_counts (restaurant_id)
        where touched = 1`.execute(db);
      await sql`insert into bottle_counts (restaurant_id, format_id, location_id, bin, bottles)
        select restaurant_id, format_id, coalesce(location_id, ''), bin, count(*)
        from bottles group by restaurant_id, format_id, coalesce(location_id, ''), bin`.execute(db);
      await bottleCountTriggers(db, dialect);
    },

    async down(db: Kysely<unknown>): Promise<void> {
      await dropBottleCountTriggers(db, dialect);
      await db.schema.dropTable('bottle_counts').execute();
    },
  };
}

/** This migration's triggers (0012 replaces them, and puts them back when it is undone). */
export function bottleCountTriggers(db: Kysely<unknown>, dialect: DialectName): Promise<void> {
  return dialect === 'postgres' ? postgresTriggers(db) : sqliteTriggers(db);
}

/** Drops the triggers that keep bottle_counts, whichever migration made them. */
export async function dropBottleCountTriggers(
  db: Kysely<unknown>,
  dialect: DialectName,
): Promise<void> {
  for (const name of TRIGGERS) {
    await (dialect === 'postgres'
      ? sql`drop trigger ${sql.id(name)} on bottles`
      : sql`drop trigger ${sql.id(name)}`
    ).execute(db);
  }
  if (dialect === 'postgres') await sql`drop function bottle_counts_follow`.execute(db);
}

/** SQLite: one bottle in and one out of a (format, location, bin), per row, in-process and cheap. */
async function sqliteTriggers(db: Kysely<unknown>): Promise<void> {
  const countIn = sql.raw(`
    insert into bottle_counts (restaurant_id, format_id, location_id, bin, bottles, touched)
    values (new.restaurant_id, new.format_id, coalesce(new.location_id, ''), new.bin, 1, 1)
    on conflict (restaurant_id, format_id, location_id, bin)
    do update set bottles = bottle_counts.bottles + 1, touched = 1;`);
  const countOut = sql.raw(`
    update bottle_counts set bottles = bottles - 1, touched = 1
    where restaurant_id = old.restaurant_id and format_id = old.format_id
      and location_id = coalesce(old.location_id, '') and bin = old.bin;`);
  const [added, removed, moved] = TRIGGERS.map((name) => sql.id(name));
  await sql`create trigger ${added} after insert on bottles begin ${countIn} end`.execute(db);
  await sql`create trigger ${removed} after delete on bottles begin ${countOut} end`.execute(db);
  // A history append (decision 0003) or a note changes none of these: no count moves.
  await sql`create trigger ${moved} after update of format_id, location_id, bin on bottles
    when (old.format_id, old.location_id, old.bin) is not (new.format_id, new.location_id, new.bin)
    begin ${countOut} ${countIn} end`.execute(db);
}

/**
 * PostgreSQL runs a trigger function per row slowly (with one, a 1,000-bottle move took 28 -> 60
 * ms, p50, bench/batch-move.ts), so its triggers run once per statement over the statement's old
 * and new rows, netted per (format, location, bin): a statement that moved nothing (a note, a
 * history append) nets to nothing and touches no count.
 */
async function postgresTriggers(db: Kysely<unknown>): Promise<void> {
  const rows = (table: string, n: number) =>
    `select restaurant_id, format_id, coalesce(location_id, '') as location_id, bin, ${n} as n
     from ${table}`;
  const netted = (select: string) =>
    sql.raw(`
    insert into bottle_counts (restaurant_id, format_id, location_id, bin, bottles, touched)
    select restaurant_id, format_id, location_id, bin, sum(n), 1 from (${select}) d
    group by restaurant_id, format_id, location_id, bin having sum(n) <> 0
    on conflict (restaurant_id, format_id, location_id, bin)
    do update set bottles = bottle_counts.bottles + excluded.bottles, touched = 1;`);
  await sql`create function bottle_counts_follow() returns trigger language plpgsql as $$
    begin
      if tg_op = 'INSERT' then ${netted(rows('new_rows', 1))}
      elsif tg_op = 'DELETE' then ${netted(rows('old_rows', -1))}
      else ${netted(`${rows('new_rows', 1)} union all ${rows('old_rows', -1)}`)}
      end if;
      return null;
    end $$`.execute(db);
  const events = {
    bottle_counts_added: ['insert', 'new table as new_rows'],
    bottle_counts_removed: ['delete', 'old table as old_rows'],
    bottle_counts_moved: ['update', 'old table as old_rows new table as new_rows'],
  } as const satisfies Record<(typeof TRIGGERS)[number], readonly [string, string]>;
  for (const [name, [event, tables]] of Object.entries(events)) {
    await sql`create trigger ${sql.id(name)} after ${sql.raw(event)} on bottles
      referencing ${sql.raw(tables)} for each statement
      execute function bottle_counts_follow()`.execute(db);
  }
}
