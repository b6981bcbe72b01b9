import type { Kysely, Migration } from 'kysely';

/**
 * Suppliers and purchase orders (decision 0043). A supplier record is found by the wines' free-text
 * supplier, without case (`name_key`, unique per restaurant); an order's lines name formats and
 * say how many bottles were received against each, so a receipt can be partial.
 */
export const purchasingMigration: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .createTable('suppliers')
      .addColumn('restaurant_id', 'text', (c) => c.notNull().references('restaurants.id'))
      .addColumn('id', 'text', (c) => c.notNull())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('name_key', 'text', (c) => c.notNull())
      .addColumn('email', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('phone', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('minimum_order_cents', 'integer')
      .addColumn('delivery_days', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('suppliers_pk', ['restaurant_id', 'id'])
      .addUniqueConstraint('suppliers_name_key', ['restaurant_id', 'name_key'])
      .execute();
    await db.schema
      .createTable('purchase_orders')
      .addColumn('restaurant_id', 'text', (c) => c.notNull().references('restaurants.id'))
      .addColumn('id', 'text', (c) => c.notNull())
      .addColumn('number', 'integer', (c) => c.notNull())
      .addColumn('supplier_id', 'text', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('note', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('created_by_user_id', 'text', (c) => c.notNull())
      .addColumn('sent_at', 'text')
      .addColumn('sent_via', 'text')
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('purchase_orders_pk', ['restaurant_id', 'id'])
      .addUniqueConstraint('purchase_orders_number', ['restaurant_id', 'number'])
      .addForeignKeyConstraint(
        'purchase_orders_supplier',
        ['restaurant_id', 'supplier_id'],
        'suppliers',
        ['restaurant_id', 'id'],
      )
      .execute();
    await db.schema
      .createTable('purchase_order_lines')
      .addColumn('restaurant_id', 'text', (c) => c.notNull())
      .addColumn('order_id', 'text', (c) => c.notNull())
      .addColumn('format_id', 'text', (c) => c.notNull())
      .addColumn('position', 'integer', (c) => c.notNull())
      .addColumn('quantity', 'integer', (c) => c.notNull())
      .addColumn('cost_cents', 'integer')
      .addColumn('received', 'integer', (c) => c.notNull().defaultTo(0))
      .addPrimaryKeyConstraint('purchase_order_lines_pk', [
        'restaurant_id',
        'order_id',
        'format_id',
      ])
      .addForeignKeyConstraint(
        'purchase_order_lines_order',
        ['restaurant_id', 'order_id'],
        'purchase_orders',
        ['restaurant_id', 'id'],
        (c) => c.onDelete('cascade'),
      )
      .execute();
  },
  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.dropTable('purchase_order_lines').execute();
    await db.schema.dropTable('purchase_orders').execute();
    await db.schema.dropTable('suppliers').execute();
  },
};
