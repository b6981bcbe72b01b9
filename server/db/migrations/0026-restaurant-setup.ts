import { type Kysely, type Migration, sql } from 'kysely';
import { DEFAULT_CURRENCY } from '../../../domain/money.js';

/**
 * A restaurant's money has one currency in every language (decision 0023): those that never chose
 * one (null showed euros in French and dollars in English) get the default, what the app's first
 * language showed them. And when the first-run checklist was dismissed, which no table says yet
 * (labels printed are the qr_labels rows). It is for a new restaurant: one that already holds
 * wines never sees it.
 */
export const restaurantSetupMigration: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await sql`update restaurants set currency = ${DEFAULT_CURRENCY} where currency is null`.execute(
      db,
    );
    await db.schema.alterTable('restaurants').addColumn('setup_dismissed_at', 'text').execute();
    await sql`update restaurants set setup_dismissed_at = ${new Date().toISOString()}
      where exists (select 1 from products where products.restaurant_id = restaurants.id)`.execute(
      db,
    );
  },
  async down(db: Kysely<unknown>): Promise<void> {
    // The currencies set stay: null meant one by language, which the app no longer reads.
    await db.schema.alterTable('restaurants').dropColumn('setup_dismissed_at').execute();
  },
};
