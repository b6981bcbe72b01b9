import type { Kysely } from 'kysely';

/**
 * catalog_products: barcode -> product identity, shared by all restaurants. It learns from every
 * restaurant's profiles and from the online provider, and holds only what identifies a product
 * (never cost, price, notes or anything else a restaurant keeps to itself).
 * qr_labels: bottle ids reserved for printed label sheets, so two sheets never repeat an id.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('catalog_products')
    .addColumn('barcode', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('producer', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('country', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('region', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('appellation', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('main_category', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('varieties', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('qr_labels')
    .addColumn('restaurant_id', 'text', (c) => c.notNull().references('restaurants.id'))
    .addColumn('id', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('qr_labels_pk', ['restaurant_id', 'id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('qr_labels').execute();
  await db.schema.dropTable('catalog_products').execute();
}
