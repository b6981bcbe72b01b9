import { type Kysely, type Migration, sql } from 'kysely';

/**
 * An index the money view reads through, added where a year of the bench restaurant's history
 * (bench/reports.ts) took the reports over their 300 ms: the removals that left open, by when
 * they left, kept only for them (most bottles leave closed). A period's cost of goods reads their
 * levels apart, where valuing each removal at its level in the one grouped pass over a year made
 * SQLite look up every removed row for its opening time.
 */
export const reportReadsMigration: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await sql`create index removed_bottles_left_open on removed_bottles (restaurant_id, removed_at)
      where opened_at is not null`.execute(db);
  },
  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.dropIndex('removed_bottles_left_open').execute();
  },
};
