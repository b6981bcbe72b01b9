import type { Kysely, Migration } from 'kysely';

/**
 * The sales lines by POS item, then day and place, with their quantities: the Variance report
 * sums a year of lines per item, and finds the days each item sold by the bottle, from this index
 * alone, where it grouped every line of the period by day, place and item from the rows. It
 * begins as the index by item it replaces, which served the reads by item.
 */
export const salesByItemMigration: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .createIndex('sales_lines_by_item')
      .on('sales_lines')
      .columns(['restaurant_id', 'item_key', 'day', 'location', 'quantity'])
      .execute();
    await db.schema.dropIndex('sales_lines_item').execute();
  },
  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .createIndex('sales_lines_item')
      .on('sales_lines')
      .columns(['restaurant_id', 'item_key'])
      .execute();
    await db.schema.dropIndex('sales_lines_by_item').execute();
  },
};
