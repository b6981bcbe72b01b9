import { type Kysely, type Migration, sql } from 'kysely';

/**
 * A sales file is written in slices, each its own short transaction, while it is `pending`; one
 * last transaction makes it `imported` (decision 0069). Every read of sales lines leaves out the
 * pending files' lines, so the index the Variance reads from alone ends with the file.
 */
export const salesStagedMigration: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .alterTable('sales_files')
      .addColumn('state', 'text', (c) => c.notNull().defaultTo('imported'))
      .execute();
    await db.schema.dropIndex('sales_lines_by_item').execute();
    await db.schema
      .createIndex('sales_lines_by_item')
      .on('sales_lines')
      .columns(['restaurant_id', 'item_key', 'day', 'location', 'quantity', 'file_id'])
      .execute();
  },
  async down(db: Kysely<unknown>): Promise<void> {
    // Without the column a pending file would count as imported: its lines go first.
    await sql`delete from sales_lines where (restaurant_id, file_id) in
      (select restaurant_id, id from sales_files where state = 'pending')`.execute(db);
    await sql`delete from sales_files where state = 'pending'`.execute(db);
    await db.schema.dropIndex('sales_lines_by_item').execute();
    await db.schema
      .createIndex('sales_lines_by_item')
      .on('sales_lines')
      .columns(['restaurant_id', 'item_key', 'day', 'location', 'quantity'])
      .execute();
    await db.schema.alterTable('sales_files').dropColumn('state').execute();
  },
};
