import { type Kysely, type Migration, sql } from 'kysely';

/**
 * Each bottle keeps what it cost (decision 0042): its own cost, and the delivery it came in, so
 * the money view values it at what was paid for it rather than at its format's cost of today. A
 * removed bottle keeps its delivery beside the cost it already kept. Bottles here before get their
 * format's cost of today, which is what the reports valued them at until now; removed bottles keep
 * the cost they left with. A restaurant's cost history flags a rise above its own percentage.
 */
export const bottleCostsMigration: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema.alterTable('bottles').addColumn('cost_cents', 'integer').execute();
    await db.schema.alterTable('bottles').addColumn('delivery_id', 'text').execute();
    await db.schema.alterTable('removed_bottles').addColumn('delivery_id', 'text').execute();
    await db.schema
      .alterTable('restaurants')
      .addColumn('cost_rise_percent', 'integer', (c) => c.notNull().defaultTo(10))
      .execute();
    await db.schema
      .createTable('deliveries')
      .addColumn('restaurant_id', 'text', (c) => c.notNull().references('restaurants.id'))
      .addColumn('id', 'text', (c) => c.notNull())
      .addColumn('supplier', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('purchase_order_id', 'text')
      .addColumn('invoice_number', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('invoice_total_cents', 'integer')
      .addColumn('received_at', 'text', (c) => c.notNull())
      .addColumn('received_by', 'text')
      .addPrimaryKeyConstraint('deliveries_pk', ['restaurant_id', 'id'])
      .execute();
    await db.schema
      .createIndex('deliveries_by_time')
      .on('deliveries')
      .columns(['restaurant_id', 'received_at'])
      .execute();
    // A format's cost history reads its bottles, here and gone, by delivery.
    await db.schema
      .createIndex('bottles_by_delivery')
      .on('bottles')
      .columns(['restaurant_id', 'delivery_id'])
      .execute();
    await db.schema
      .createIndex('removed_bottles_by_delivery')
      .on('removed_bottles')
      .columns(['restaurant_id', 'delivery_id'])
      .execute();
    await sql`update bottles set cost_cents = (
        select formats.cost_cents from formats
        where formats.restaurant_id = bottles.restaurant_id and formats.id = bottles.format_id)`.execute(
      db,
    );
  },
  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.dropIndex('removed_bottles_by_delivery').execute();
    await db.schema.dropIndex('bottles_by_delivery').execute();
    await db.schema.dropTable('deliveries').execute();
    await db.schema.alterTable('restaurants').dropColumn('cost_rise_percent').execute();
    await db.schema.alterTable('removed_bottles').dropColumn('delivery_id').execute();
    await db.schema.alterTable('bottles').dropColumn('delivery_id').execute();
    await db.schema.alterTable('bottles').dropColumn('cost_cents').execute();
  },
};
