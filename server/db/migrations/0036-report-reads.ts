import { type Kysely, type Migration, sql } from 'kysely';

/**
 * Indexes the money view reads through, added where a year of the bench restaurant's history
 * (bench/reports.ts) took the reports over their 300 ms:
 * - the removals that left open, by when they left, kept only for them (most bottles leave
 *   closed). A period's cost of goods reads their levels apart, where valuing each removal at
 *   its level in the one grouped pass over a year made SQLite look up every removed row for its
 *   opening time;
 * - the bottles here and gone by format, delivery and cost, with when they came: `Cost changes`
 *   finds the formats that had two costs in one ordered run of it, and groups their arrivals
 *   from it alone, where a year of them was read from the rows.
 */
export const reportReadsMigration: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await sql`create index removed_bottles_left_open on removed_bottles (restaurant_id, removed_at)
      where opened_at is not null`.execute(db);
    for (const table of ['bottles', 'removed_bottles']) {
      await db.schema
        .createIndex(`${table}_by_cost`)
        .on(table)
        .columns(['restaurant_id', 'format_id', 'delivery_id', 'cost_cents', 'added_at'])
        .execute();
    }
  },
  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.dropIndex('removed_bottles_by_cost').execute();
    await db.schema.dropIndex('bottles_by_cost').execute();
    await db.schema.dropIndex('removed_bottles_left_open').execute();
  },
};
