import { type Kysely, type Migration, sql } from 'kysely';

/**
 * An open bottle's levels with their times (decision 0053): each level a bottle had from the
 * moment it was set, so a past period values it at the level it had then, and a removed bottle
 * keeps when it was opened so that it does too. A bottle open before this has only the level it
 * has now, which stands from its opening: the nearest there is to what it had then.
 */
export const openLevelsMigration: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .createTable('bottle_levels')
      .addColumn('restaurant_id', 'text', (c) => c.notNull().references('restaurants.id'))
      .addColumn('bottle_id', 'text', (c) => c.notNull())
      .addColumn('at', 'text', (c) => c.notNull())
      .addColumn('remaining_permille', 'integer', (c) => c.notNull())
      .addPrimaryKeyConstraint('bottle_levels_pk', ['restaurant_id', 'bottle_id', 'at'])
      .execute();
    await db.schema.alterTable('removed_bottles').addColumn('opened_at', 'text').execute();
    await sql`insert into bottle_levels (restaurant_id, bottle_id, at, remaining_permille)
      select restaurant_id, id, opened_at, remaining_permille from bottles
      where opened_at is not null and remaining_permille is not null`.execute(db);
  },
  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.alterTable('removed_bottles').dropColumn('opened_at').execute();
    await db.schema.dropTable('bottle_levels').execute();
  },
};
