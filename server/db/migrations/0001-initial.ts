import type { Kysely } from 'kysely';

/**
 * The whole data model of docs/product.md §3. Types are chosen to read back the same on SQLite and
 * PostgreSQL: text ids, ISO text timestamps, 0/1 integers for booleans, whole cents for money.
 * Every tenant table's key starts with restaurant_id, so a row can only be reached through it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('restaurants')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('revision', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('users')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('restaurant_id', 'text', (c) => c.notNull().references('restaurants.id'))
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('display_name', 'text', (c) => c.notNull())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('disabled_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('users_restaurant').on('users').column('restaurant_id').execute();

  await db.schema
    .createTable('sessions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('restaurant_id', 'text', (c) => c.notNull().references('restaurants.id'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('last_seen_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('sessions_user').on('sessions').column('user_id').execute();

  await db.schema
    .createTable('invite_codes')
    .addColumn('code_hash', 'text', (c) => c.primaryKey())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .addColumn('used_by_user_id', 'text')
    .execute();

  await db.schema
    .createTable('colors')
    .addColumn('restaurant_id', 'text', (c) => c.notNull().references('restaurants.id'))
    .addColumn('id', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('colors_pk', ['restaurant_id', 'id'])
    .addUniqueConstraint('colors_name_unique', ['restaurant_id', 'name'])
    .execute();

  await db.schema
    .createTable('locations')
    .addColumn('restaurant_id', 'text', (c) => c.notNull().references('restaurants.id'))
    .addColumn('id', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('locations_pk', ['restaurant_id', 'id'])
    .addUniqueConstraint('locations_name_unique', ['restaurant_id', 'name'])
    .execute();

  await db.schema
    .createTable('bins')
    .addColumn('restaurant_id', 'text', (c) => c.notNull())
    .addColumn('location_id', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('bins_pk', ['restaurant_id', 'location_id', 'name'])
    .addForeignKeyConstraint(
      'bins_location_fk',
      ['restaurant_id', 'location_id'],
      'locations',
      ['restaurant_id', 'id'],
      (fk) => fk.onDelete('cascade'),
    )
    .execute();

  await db.schema
    .createTable('categories')
    .addColumn('restaurant_id', 'text', (c) => c.notNull().references('restaurants.id'))
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('name_en', 'text', (c) => c.notNull())
    .addColumn('name_fr', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('categories_pk', ['restaurant_id', 'key'])
    .execute();

  await db.schema
    .createTable('subcategories')
    .addColumn('restaurant_id', 'text', (c) => c.notNull())
    .addColumn('category_key', 'text', (c) => c.notNull())
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('name_en', 'text', (c) => c.notNull())
    .addColumn('name_fr', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('subcategories_pk', ['restaurant_id', 'key'])
    .addForeignKeyConstraint(
      'subcategories_category_fk',
      ['restaurant_id', 'category_key'],
      'categories',
      ['restaurant_id', 'key'],
      (fk) => fk.onDelete('cascade'),
    )
    .execute();

  await db.schema
    .createTable('products')
    .addColumn('restaurant_id', 'text', (c) => c.notNull().references('restaurants.id'))
    .addColumn('id', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('producer', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('country', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('region', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('subregion', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('appellation', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('classification', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('regulated_designation', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('style', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('color', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('supplier', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('main_category', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('sub_category', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('varieties', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('grains', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('alcohol_percentage', 'double precision')
    .addColumn('barcode', 'text')
    .addColumn('is_private_import', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('show_on_menu', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('default_format_id', 'text')
    // The normalised general information (domain/product-identity.ts): two profiles of one
    // restaurant cannot have the same, whatever races (docs/product.md §5, Duplicate Product).
    .addColumn('identity_key', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('products_pk', ['restaurant_id', 'id'])
    .addUniqueConstraint('products_barcode_unique', ['restaurant_id', 'barcode'])
    .addUniqueConstraint('products_identity_unique', ['restaurant_id', 'identity_key'])
    .execute();

  await db.schema
    .createTable('formats')
    .addColumn('restaurant_id', 'text', (c) => c.notNull())
    .addColumn('id', 'text', (c) => c.notNull())
    .addColumn('product_id', 'text', (c) => c.notNull())
    .addColumn('vintage', 'text', (c) => c.notNull().defaultTo(''))
    // Trimmed, lower-cased vintage: one format per (wine, vintage, size) (docs/product.md §5, reuse).
    .addColumn('vintage_key', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('bottle_size', 'integer', (c) => c.notNull().defaultTo(750))
    .addColumn('cost_cents', 'integer')
    .addColumn('price_cents', 'integer')
    .addColumn('tasting_notes', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('is_private_import', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('show_on_menu', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('formats_pk', ['restaurant_id', 'id'])
    .addForeignKeyConstraint('formats_product_fk', ['restaurant_id', 'product_id'], 'products', [
      'restaurant_id',
      'id',
    ])
    .execute();
  await db.schema
    .createIndex('formats_product')
    .on('formats')
    .columns(['restaurant_id', 'product_id'])
    .execute();

  await db.schema
    .createTable('bottles')
    .addColumn('restaurant_id', 'text', (c) => c.notNull())
    .addColumn('id', 'text', (c) => c.notNull())
    .addColumn('format_id', 'text', (c) => c.notNull())
    .addColumn('location_id', 'text')
    .addColumn('bin', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('notes', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('added_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('bottles_pk', ['restaurant_id', 'id'])
    .addForeignKeyConstraint('bottles_format_fk', ['restaurant_id', 'format_id'], 'formats', [
      'restaurant_id',
      'id',
    ])
    // No cascade: a location holding bottles cannot be deleted (docs/product.md §5, Location in Use).
    .addForeignKeyConstraint('bottles_location_fk', ['restaurant_id', 'location_id'], 'locations', [
      'restaurant_id',
      'id',
    ])
    .execute();
  await db.schema
    .createIndex('bottles_format')
    .on('bottles')
    .columns(['restaurant_id', 'format_id'])
    .execute();
  await db.schema
    .createIndex('bottles_location')
    .on('bottles')
    .columns(['restaurant_id', 'location_id', 'bin'])
    .execute();

  await db.schema
    .createTable('glass_listings')
    .addColumn('restaurant_id', 'text', (c) => c.notNull())
    .addColumn('id', 'text', (c) => c.notNull())
    .addColumn('format_id', 'text', (c) => c.notNull())
    .addColumn('price3oz_cents', 'integer')
    .addColumn('price5oz_cents', 'integer')
    .addPrimaryKeyConstraint('glass_listings_pk', ['restaurant_id', 'id'])
    .addUniqueConstraint('glass_listings_format_unique', ['restaurant_id', 'format_id'])
    .addForeignKeyConstraint(
      'glass_listings_format_fk',
      ['restaurant_id', 'format_id'],
      'formats',
      ['restaurant_id', 'id'],
    )
    .execute();

  await createChangesTable(db);
  await createChangesEntityIndex(db);
}

/** The change log as 0001 to 0004 keep it: a row per change (0005 folds a batch into one row). */
export async function createChangesTable(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('changes')
    .addColumn('restaurant_id', 'text', (c) => c.notNull().references('restaurants.id'))
    .addColumn('revision', 'integer', (c) => c.notNull())
    .addColumn('seq', 'integer', (c) => c.notNull())
    .addColumn('entity', 'text', (c) => c.notNull())
    .addColumn('entity_id', 'text', (c) => c.notNull())
    .addColumn('op', 'text', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('actor_user_id', 'text')
    .addColumn('at', 'text', (c) => c.notNull())
    .addColumn('data', 'text')
    .addPrimaryKeyConstraint('changes_pk', ['restaurant_id', 'revision', 'seq'])
    .execute();
}

/** The history of one bottle (or any entity) in the drawer, until 0003 (SQLite) or 0005. */
export async function createChangesEntityIndex(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('changes_entity')
    .on('changes')
    .columns(['restaurant_id', 'entity', 'entity_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'changes',
    'glass_listings',
    'bottles',
    'formats',
    'products',
    'subcategories',
    'categories',
    'bins',
    'locations',
    'colors',
    'invite_codes',
    'sessions',
    'users',
    'restaurants',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
