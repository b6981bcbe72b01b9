import { type Kysely, type Migration, sql } from 'kysely';
import { DEFAULT_CURRENCY } from '../../../domain/money.js';

/**
 * A restaurant's money has one currency in every language (decision 0023): those that never chose
 * one (null showed euros in French and dollars in English) get the default, what the app's first
 * language showed them.
 */
export const restaurantSetupMigration: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await sql`update restaurants set currency = ${DEFAULT_CURRENCY} where currency is null`.execute(
      db,
    );
  },
  async down(): Promise<void> {
    // The currencies set stay: null meant one by language, which the app no longer reads.
  },
};
