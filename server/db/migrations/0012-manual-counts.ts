import { type Kysely, type Migration, sql } from 'kysely';
import type { DialectName } from '../database.js';
import { bottleCountTriggers, dropBottleCountTriggers } from './0011-bottle-counts.js';

/**
 * bottle_counts.manual: how many of a place's bottles are manual entries (an id starting with M,
 * domain/manual-id.ts's countsAsManual), so the header's `Manual Entries (N)` stays live without
 * the tab holding every bottle's id (decision 0013). The triggers of 0011 are replaced by ones
 * that keep it too.
 */
export function manualCountsMigration(dialect: DialectName): Migration {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await dropBottleCountTriggers(db, dialect);
      await db.schema
        .alterTable('bottle_counts')
        .addColumn('manual', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await sql`update bottle_counts set manual = (select count(*) from bottles b
        where b.restaurant_id = bottle_counts.restaurant_id
          and b.format_id = bottle_counts.format_id
          and coalesce(b.location_id, '') = bottle_counts.location_id
          and b.bin = bottle_counts.bin and substr(b.id, 1, 1) = 'M')`.execute(db);
      await (dialect === 'postgres' ? postgresTriggers(db) : sqliteTriggers(db));
    },

    async down(db: Kysely<unknown>): Promise<void> {
      await dropBottleCountTriggers(db, dialect);
      await db.schema.alterTable('bottle_counts').dropColumn('manual').execute();
      await bottleCountTriggers(db, dialect);
    },
  };
}

/** SQLite: as 0011's, with 1 more or less manual entry when the bottle's id starts with M. */
async function sqliteTriggers(db: Kysely<unknown>): Promise<void> {
  const countIn = sql.raw(`
    insert into bottle_counts (restaurant_id, format_id, location_id, bin, bottles, manual, touched)
    values (new.restaurant_id, new.format_id, coalesce(new.location_id, ''), new.bin, 1,
      substr(new.id, 1, 1) = 'M', 1)
    on conflict (restaurant_id, format_id, location_id, bin)
    do update set bottles = bottle_counts.bottles + 1,
      manual = bottle_counts.manual + (substr(new.id, 1, 1) = 'M'), touched = 1;`);
  const countOut = sql.raw(`
    update bottle_counts set bottles = bottles - 1,
      manual = manual - (substr(old.id, 1, 1) = 'M'), touched = 1
    where restaurant_id = old.restaurant_id and format_id = old.format_id
      and location_id = coalesce(old.location_id, '') and bin = old.bin;`);
  await sql`create trigger bottle_counts_added after insert on bottles
    begin ${countIn} end`.execute(db);
  await sql`create trigger bottle_counts_removed after delete on bottles
    begin ${countOut} end`.execute(db);
  await sql`create trigger bottle_counts_moved after update of format_id, location_id, bin
    on bottles
    when (old.format_id, old.location_id, old.bin) is not (new.format_id, new.location_id, new.bin)
    begin ${countOut} ${countIn} end`.execute(db);
}

/** PostgreSQL: as 0011's, per statement, netting the manual entries with the bottles. */
async function postgresTriggers(db: Kysely<unknown>): Promise<void> {
  const rows = (table: string, n: number) =>
    `select restaurant_id, format_id, coalesce(location_id, '') as location_id, bin, ${n} as n,
       case when substr(id, 1, 1) = 'M' then ${n} else 0 end as m
     from ${table}`;
  const netted = (select: string) =>
    sql.raw(`
    insert into bottle_counts (restaurant_id, format_id, location_id, bin, bottles, manual, touched)
    select restaurant_id, format_id, location_id, bin, sum(n), sum(m), 1 from (${select}) d
    group by restaurant_id, format_id, location_id, bin having sum(n) <> 0 or sum(m) <> 0
    on conflict (restaurant_id, format_id, location_id, bin)
    do update set bottles = bottle_counts.bottles + excluded.bottles,
      manual = bottle_counts.manual + excluded.manual, touched = 1;`);
  await sql`create function bottle_counts_follow() returns trigger language plpgsql as $$
    begin
      if tg_op = 'INSERT' then ${netted(rows('new_rows', 1))}
      elsif tg_op = 'DELETE' then ${netted(rows('old_rows', -1))}
      else ${netted(`${rows('new_rows', 1)} union all ${rows('old_rows', -1)}`)}
      end if;
      return null;
    end $$`.execute(db);
  for (const [name, event, tables] of [
    ['bottle_counts_added', 'insert', 'new table as new_rows'],
    ['bottle_counts_removed', 'delete', 'old table as old_rows'],
    ['bottle_counts_moved', 'update', 'old table as old_rows new table as new_rows'],
  ] as const) {
    await sql`create trigger ${sql.id(name)} after ${sql.raw(event)} on bottles
      referencing ${sql.raw(tables)} for each statement
      execute function bottle_counts_follow()`.execute(db);
  }
}
