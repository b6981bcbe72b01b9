import type { Kysely, Migration } from 'kysely';
import type { DialectName } from '../database.js';

/**
 * stored_snapshots: each restaurant's last compact snapshot, brotli-compressed, at its revision
 * (decision 0006). A server that has just started, or that dropped a restaurant from its memory,
 * serves it instead of reading every bottle again; the web app follows the live feed from its
 * revision. `format` names the code that wrote it, so a copy from other code is never served.
 */
export function storedSnapshotsMigration(dialect: DialectName): Migration {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createTable('stored_snapshots')
        .addColumn('restaurant_id', 'text', (c) =>
          c.primaryKey().references('restaurants.id').onDelete('cascade'),
        )
        .addColumn('revision', 'integer', (c) => c.notNull())
        .addColumn('format', 'text', (c) => c.notNull())
        .addColumn('body', dialect === 'postgres' ? 'bytea' : 'blob', (c) => c.notNull())
        .addColumn('stored_at', 'text', (c) => c.notNull())
        .execute();
    },
    async down(db: Kysely<unknown>): Promise<void> {
      await db.schema.dropTable('stored_snapshots').execute();
    },
  };
}
