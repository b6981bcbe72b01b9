import { type Migration, type MigrationProvider, Migrator } from 'kysely';
import type { Db } from './database.js';
import * as initial from './migrations/0001-initial.js';
import * as catalogAndLabels from './migrations/0002-catalog-and-labels.js';

/** Listed here rather than read from the folder, so the compiled server needs no file scanning. */
const migrations: Record<string, Migration> = {
  '0001-initial': initial,
  '0002-catalog-and-labels': catalogAndLabels,
};

const provider: MigrationProvider = {
  getMigrations: async () => migrations,
};

/** Runs at every start, on both databases; concurrent starts are serialised by Kysely's lock. */
export async function migrateToLatest(db: Db): Promise<void> {
  const migrator = new Migrator({ db: db.kysely, provider });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    const reason = error instanceof Error ? error.message : String(error ?? failed?.migrationName);
    throw new Error(`Database migration failed: ${reason}`);
  }
}
