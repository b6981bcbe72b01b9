import type { Kysely, Migration } from 'kysely';

/**
 * Open bottles (decision 0044): when a bottle was opened, the level last measured (in tenths, or
 * its weight in grams) and what remains of it in thousandths, which pours lower and the money
 * view counts; a format's full and empty weights turn a weight into that fraction. All null on a
 * closed bottle and on a format never weighed, so existing rows need nothing.
 */
export const openBottlesMigration: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema.alterTable('bottles').addColumn('opened_at', 'text').execute();
    await db.schema.alterTable('bottles').addColumn('level_tenths', 'integer').execute();
    await db.schema.alterTable('bottles').addColumn('level_grams', 'integer').execute();
    await db.schema.alterTable('bottles').addColumn('remaining_permille', 'integer').execute();
    await db.schema.alterTable('formats').addColumn('full_weight_grams', 'integer').execute();
    await db.schema.alterTable('formats').addColumn('empty_weight_grams', 'integer').execute();
  },
  async down(db: Kysely<unknown>): Promise<void> {
    for (const column of ['opened_at', 'level_tenths', 'level_grams', 'remaining_permille']) {
      await db.schema.alterTable('bottles').dropColumn(column).execute();
    }
    for (const column of ['full_weight_grams', 'empty_weight_grams']) {
      await db.schema.alterTable('formats').dropColumn(column).execute();
    }
  },
};
