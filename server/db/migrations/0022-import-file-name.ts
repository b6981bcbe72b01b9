import { type Kysely, type Migration, sql } from 'kysely';

/**
 * The Import screen lists past imports by the name of the file each came from (what
 * the user recognises); imports made before this have none ('').
 */
export const importFileNameMigration: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .alterTable('imports')
      .addColumn('file_name', 'text', (c) => c.notNull().defaultTo(sql`''`))
      .execute();
  },
  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.alterTable('imports').dropColumn('file_name').execute();
  },
};
