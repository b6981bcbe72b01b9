import { parentPort, workerData } from 'node:worker_threads';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import { type DatabaseConfig, type Db, openDatabase } from '../../db/database.js';
import { FaultLog } from '../../db/faults.js';
import type { Database } from '../../db/schema.js';
import { type BuildAnswer, type BuildRequest, buildMenu } from './menu-build.js';

/**
 * The menu builder's thread (menu-builder.ts, decision 0030): its own connection to the database,
 * read-only, and the builds the server asks for, one answer each.
 */

/** SQLite: a second, read-only connection to the file (WAL lets it read beside the writer). */
function openReader(config: DatabaseConfig): Db {
  if (config.databaseUrl) return openDatabase({ ...config, postgresPoolSize: 2 });
  const database = new SqliteDatabase(config.sqliteFile, { readonly: true, fileMustExist: true });
  // Off the event loop: waiting for a lock here keeps no request waiting.
  database.pragma('busy_timeout = 5000');
  const kysely = new Kysely<Database>({ dialect: new SqliteDialect({ database }) });
  return {
    kysely,
    // This connection is a reader of its own already.
    longReads: kysely,
    heavyReads: kysely,
    dialect: 'sqlite',
    sqlite: database,
    faults: new FaultLog(),
    committed: () => {},
    close: () => kysely.destroy(),
  };
}

const db = openReader(workerData as DatabaseConfig);

parentPort?.on('message', async (request: BuildRequest) => {
  let answer: BuildAnswer;
  try {
    answer = await buildMenu(db, request);
  } catch (error) {
    answer = { id: request.id, error: error instanceof Error ? error.message : String(error) };
  }
  parentPort?.postMessage(answer);
});
