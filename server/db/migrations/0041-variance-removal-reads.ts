import type { Kysely, Migration } from 'kysely';

/**
 * The removals' indexes the Variance report reads a year through alone (bench/reports.ts), each
 * replacing one it begins as, so that writes keep as many indexes:
 * - by format, then time, with reason and cost: a period's removals summed per format, each
 *   format's range read in turn, come out already grouped, where the range by time had SQLite
 *   sort a year of them for its GROUP BY;
 * - by reason, then time, now with format, location and id: the period's bottles removed as
 *   sold are read from it without a lookup of each row.
 */
export const varianceRemovalReadsMigration: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .createIndex('removed_bottles_by_format_reason')
      .on('removed_bottles')
      .columns(['restaurant_id', 'format_id', 'removed_at', 'reason', 'cost_cents'])
      .execute();
    await db.schema.dropIndex('removed_bottles_by_format').execute();
    await db.schema
      .createIndex('removed_bottles_by_reason_placed')
      .on('removed_bottles')
      .columns([
        'restaurant_id',
        'reason',
        'removed_at',
        'added_at',
        'cost_cents',
        'format_id',
        'location_id',
        'id',
      ])
      .execute();
    await db.schema.dropIndex('removed_bottles_by_reason').execute();
  },
  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .createIndex('removed_bottles_by_reason')
      .on('removed_bottles')
      .columns(['restaurant_id', 'reason', 'removed_at', 'added_at', 'cost_cents'])
      .execute();
    await db.schema.dropIndex('removed_bottles_by_reason_placed').execute();
    await db.schema
      .createIndex('removed_bottles_by_format')
      .on('removed_bottles')
      .columns(['restaurant_id', 'format_id', 'removed_at'])
      .execute();
    await db.schema.dropIndex('removed_bottles_by_format_reason').execute();
  },
};
