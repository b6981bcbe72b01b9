import { type Kysely, type Migration, sql } from 'kysely';
import type { DialectName } from '../database.js';

/**
 * The money view (decision 0017): a format's par level, the restaurant's currency and
 * pour-cost target, and when a removed bottle had been added, so the reports can say which
 * bottles were on hand at any past moment (added before it, not yet removed).
 */
export function reportsMigration(dialect: DialectName): Migration {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema.alterTable('formats').addColumn('par_level', 'integer').execute();
      // null: the restaurant has not chosen; the web shows EUR in French and USD in English.
      await db.schema.alterTable('restaurants').addColumn('currency', 'text').execute();
      await db.schema
        .alterTable('restaurants')
        .addColumn('pour_cost_target', 'integer', (c) => c.notNull().defaultTo(25))
        .execute();
      await db.schema.alterTable('removed_bottles').addColumn('added_at', 'text').execute();
      // Bottles removed before this migration: added when the first batch of their history ran.
      const first =
        dialect === 'postgres'
          ? sql`cast(split_part(removed_bottles.history, ' ', 1) as integer)`
          : sql`cast(substr(removed_bottles.history, 1,
              instr(removed_bottles.history || ' ', ' ') - 1) as integer)`;
      await sql`update removed_bottles set added_at = (
          select change_batches.at from change_batches
          where change_batches.restaurant_id = removed_bottles.restaurant_id
            and change_batches.history_id = ${first})
        where removed_bottles.history <> ''`.execute(db);
      // The reports' ranges over removals, by when the bottle left and by when it came in. Each
      // holds every column those reports read: a year of removals is read from the index alone,
      // where a lookup of each row took 1.5 s for 150,000 of them (bench/reports.ts).
      await db.schema
        .createIndex('removed_bottles_for_reports')
        .on('removed_bottles')
        .columns([
          'restaurant_id',
          'removed_at',
          'added_at',
          'reason',
          'format_id',
          'location_id',
          'cost_cents',
        ])
        .execute();
      await db.schema
        .createIndex('removed_bottles_by_added')
        .on('removed_bottles')
        .columns(['restaurant_id', 'added_at', 'format_id', 'cost_cents'])
        .execute();
      await db.schema
        .createIndex('removed_bottles_by_format')
        .on('removed_bottles')
        .columns(['restaurant_id', 'format_id', 'removed_at'])
        .execute();
      await db.schema
        .createIndex('bottles_by_added')
        .on('bottles')
        .columns(['restaurant_id', 'added_at'])
        .execute();
    },
    async down(db: Kysely<unknown>): Promise<void> {
      await db.schema.dropIndex('bottles_by_added').execute();
      await db.schema.dropIndex('removed_bottles_by_format').execute();
      await db.schema.dropIndex('removed_bottles_by_added').execute();
      await db.schema.dropIndex('removed_bottles_for_reports').execute();
      await db.schema.alterTable('removed_bottles').dropColumn('added_at').execute();
      await db.schema.alterTable('restaurants').dropColumn('pour_cost_target').execute();
      await db.schema.alterTable('restaurants').dropColumn('currency').execute();
      await db.schema.alterTable('formats').dropColumn('par_level').execute();
    },
  };
}
