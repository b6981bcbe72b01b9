import type { Kysely, Migration } from 'kysely';

/**
 * The same file imported twice doubles the stock: each import keeps the SHA-256 of its file's
 * bytes, so the preview can say when the same content was already imported, when and by whom
 * (decision 0022). Imports made before this have none (null), and are never matched.
 */
export const importFileHashMigration: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema.alterTable('imports').addColumn('file_hash', 'text').execute();
    await db.schema
      .createIndex('imports_by_file_hash')
      .on('imports')
      .columns(['restaurant_id', 'file_hash'])
      .execute();
  },
  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.dropIndex('imports_by_file_hash').execute();
    await db.schema.alterTable('imports').dropColumn('file_hash').execute();
  },
};
