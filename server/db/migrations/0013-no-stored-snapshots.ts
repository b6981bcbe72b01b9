import type { Kysely, Migration } from 'kysely';
import type { DialectName } from '../database.js';
import { storedSnapshotsMigration } from './0004-stored-snapshots.js';

/**
 * Drops stored_snapshots (migration 0004): a tab's model is read from the counts table in a few
 * reads (decision 0013), so there is no whole-inventory read left to spare by storing its result.
 */
export function noStoredSnapshotsMigration(dialect: DialectName): Migration {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema.dropTable('stored_snapshots').execute();
    },
    async down(db: Kysely<unknown>): Promise<void> {
      // The empty table as 0004 made it.
      await storedSnapshotsMigration(dialect).up(db);
    },
  };
}
