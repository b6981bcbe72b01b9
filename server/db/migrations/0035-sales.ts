import type { Kysely, Migration } from 'kysely';

/**
 * Point-of-sale sales (decision 0054). A sales file is kept by its bytes' SHA-256, so the same
 * file twice is recognised; its lines are kept per day and POS item as the file said them. A POS
 * item is matched once per restaurant (by its name without case or extra spaces) to a format as a
 * bottle sale, to a format's by-the-glass listing as a pour, or to nothing (not wine or spirits);
 * an item with no match is listed, never dropped. A file whose columns were mapped by hand keeps
 * the mapping under its shape (its header row), for the next file of the same shape.
 */
export const salesMigration: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .createTable('sales_files')
      .addColumn('restaurant_id', 'text', (c) => c.notNull().references('restaurants.id'))
      .addColumn('id', 'text', (c) => c.notNull())
      .addColumn('file_name', 'text', (c) => c.notNull())
      .addColumn('file_hash', 'text', (c) => c.notNull())
      .addColumn('source', 'text', (c) => c.notNull())
      .addColumn('first_day', 'text', (c) => c.notNull())
      .addColumn('last_day', 'text', (c) => c.notNull())
      .addColumn('line_count', 'integer', (c) => c.notNull())
      .addColumn('imported_at', 'text', (c) => c.notNull())
      .addColumn('imported_by_user_id', 'text', (c) => c.notNull())
      .addColumn('change_batch_id', 'text')
      .addPrimaryKeyConstraint('sales_files_pk', ['restaurant_id', 'id'])
      .addUniqueConstraint('sales_files_hash', ['restaurant_id', 'file_hash'])
      .execute();
    await db.schema
      .createTable('sales_lines')
      .addColumn('restaurant_id', 'text', (c) => c.notNull())
      .addColumn('file_id', 'text', (c) => c.notNull())
      .addColumn('position', 'integer', (c) => c.notNull())
      .addColumn('day', 'text', (c) => c.notNull())
      .addColumn('item_key', 'text', (c) => c.notNull())
      .addColumn('item', 'text', (c) => c.notNull())
      .addColumn('quantity', 'real', (c) => c.notNull())
      .addColumn('amount_cents', 'integer')
      .addColumn('location', 'text', (c) => c.notNull().defaultTo(''))
      .addPrimaryKeyConstraint('sales_lines_pk', ['restaurant_id', 'file_id', 'position'])
      .addForeignKeyConstraint(
        'sales_lines_file',
        ['restaurant_id', 'file_id'],
        'sales_files',
        ['restaurant_id', 'id'],
        (c) => c.onDelete('cascade'),
      )
      .execute();
    await db.schema
      .createIndex('sales_lines_day')
      .on('sales_lines')
      .columns(['restaurant_id', 'day'])
      .execute();
    await db.schema
      .createIndex('sales_lines_item')
      .on('sales_lines')
      .columns(['restaurant_id', 'item_key'])
      .execute();
    await db.schema
      .createTable('pos_items')
      .addColumn('restaurant_id', 'text', (c) => c.notNull().references('restaurants.id'))
      .addColumn('item_key', 'text', (c) => c.notNull())
      .addColumn('item', 'text', (c) => c.notNull())
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('format_id', 'text')
      .addColumn('pour', 'text')
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .addColumn('updated_by_user_id', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('pos_items_pk', ['restaurant_id', 'item_key'])
      .execute();
    await db.schema
      .createTable('sales_shapes')
      .addColumn('restaurant_id', 'text', (c) => c.notNull().references('restaurants.id'))
      .addColumn('shape_key', 'text', (c) => c.notNull())
      .addColumn('mapping', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('sales_shapes_pk', ['restaurant_id', 'shape_key'])
      .execute();
    await db.schema
      .createTable('sales_settings')
      .addColumn('restaurant_id', 'text', (c) =>
        c.notNull().primaryKey().references('restaurants.id'),
      )
      .addColumn('deplete', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('location_id', 'text')
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute();
  },
  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.dropTable('sales_settings').execute();
    await db.schema.dropTable('sales_shapes').execute();
    await db.schema.dropTable('pos_items').execute();
    await db.schema.dropIndex('sales_lines_item').execute();
    await db.schema.dropIndex('sales_lines_day').execute();
    await db.schema.dropTable('sales_lines').execute();
    await db.schema.dropTable('sales_files').execute();
  },
};
