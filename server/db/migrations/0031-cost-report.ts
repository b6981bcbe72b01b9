import { type Kysely, type Migration, sql } from 'kysely';
import type { DialectName } from '../database.js';

/**
 * The cost-rise percentage owners set may have one decimal (12.5 %). PostgreSQL's integer column
 * becomes a double precision, every whole value kept as it was. SQLite keeps a number with a
 * fraction in an integer column as it is (its type affinity converts only what it can without
 * loss), so its column needs no change.
 */
export function costReportMigration(dialect: DialectName): Migration {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      if (dialect !== 'postgres') return;
      await sql`alter table restaurants alter column cost_rise_percent type double precision`.execute(
        db,
      );
    },
    async down(db: Kysely<unknown>): Promise<void> {
      if (dialect !== 'postgres') return;
      await sql`alter table restaurants alter column cost_rise_percent type integer using round(cost_rise_percent)`.execute(
        db,
      );
    },
  };
}
