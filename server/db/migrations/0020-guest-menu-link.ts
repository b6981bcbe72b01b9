import type { Kysely, Migration } from 'kysely';

/**
 * The guest menu's public link (decision 0018). One row per restaurant that ever opened
 * the Guest Menu Link manager's options or published. `token_hash` (SHA-256 of the token,
 * base64url) is what a guest's request is looked up by, through its unique index, so a wrong token
 * costs the same as a right one; `token` is kept for the managers' Copy link and QR code. Both are
 * null while the menu is unpublished; the options stay.
 */
export const guestMenuLinkMigration: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .createTable('guest_menu_links')
      .addColumn('restaurant_id', 'text', (c) => c.primaryKey().references('restaurants.id'))
      .addColumn('token', 'text')
      .addColumn('token_hash', 'text', (c) => c.unique())
      .addColumn('hide_prices', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('show_last_bottle', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('welcome_en', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('welcome_fr', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute();
  },
  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.dropTable('guest_menu_links').execute();
  },
};
