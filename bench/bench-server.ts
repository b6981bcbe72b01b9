import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type BuiltApp, buildApp } from '../server/app.js';
import { type Db, openDatabase, warmHeavyReads } from '../server/db/database.js';
import { migrateToLatest } from '../server/db/migrate.js';
import { readEnv } from '../server/env.js';
import { freePort } from '../server/test/embedded-postgres.js';
import { type Dataset, type DatasetOptions, generateDataset } from './dataset.js';
import { type SeededRestaurant, seedRestaurant } from './seed-restaurant.js';
import { withEmbeddedPostgres } from './with-embedded-postgres.js';

export type BenchDatabase = 'sqlite' | 'postgres';

export interface BenchServer extends BuiltApp {
  baseUrl: string;
  /** The seeded owner's session; '' with `signedIn: false`. */
  cookie: string;
  seeded: SeededRestaurant;
  /**
   * Another server over the same database with nothing in memory, as after a restart (sessions
   * are in the database, so the cookie above works there too). Closed when the bench ends.
   */
  startAnother(): Promise<BuiltApp & { baseUrl: string }>;
}

/**
 * The real server on a loopback port over a real database (a temporary SQLite file, or a durable
 * embedded PostgreSQL), seeded with the bench generator's default restaurant and logged in.
 */
export async function withBenchServer<T>(
  database: BenchDatabase,
  run: (server: BenchServer) => Promise<T>,
  options: {
    /** The restaurant's sizes (the generator's defaults: the bench restaurant of 20,000 bottles). */
    dataset?: DatasetOptions;
    webDistDir?: string;
    /** false: nobody signs in before `run`. */
    signedIn?: boolean;
  } = {},
): Promise<T> {
  const dataset = generateDataset(options.dataset);
  const serveOptions = {
    webDistDir: options.webDistDir ?? '/nonexistent',
    signedIn: options.signedIn ?? true,
  };
  if (database === 'postgres') {
    return withEmbeddedPostgres((url) => serve(url, undefined, dataset, serveOptions, run));
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cellar-bench-'));
  try {
    return await serve(undefined, path.join(dir, 'cellar.sqlite'), dataset, serveOptions, run);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

async function serve<T>(
  databaseUrl: string | undefined,
  sqliteFile: string | undefined,
  dataset: Dataset,
  { webDistDir, signedIn }: { webDistDir: string; signedIn: boolean },
  run: (server: BenchServer) => Promise<T>,
): Promise<T> {
  const db = openDatabase({ databaseUrl, sqliteFile: sqliteFile ?? '' });
  await migrateToLatest(db);
  const seeded = await seedRestaurant(db, dataset, {
    email: 'bench@example.com',
    password: 'bench-password',
  });
  const env = readEnv({
    LOG_LEVEL: 'silent',
    LOGIN_LIMIT_PER_ADDRESS: '100000',
    WRITE_LIMIT_PER_MINUTE: '100000000',
    SIGNUP_LIMIT_PER_ADDRESS: '100000',
    WEB_DIST_DIR: webDistDir,
  });
  const listening = async (app: BuiltApp['app']) => {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    return `http://127.0.0.1:${port}`;
  };
  const built = await buildApp(env, db);
  const others: BuiltApp[] = [];
  const startAnother = async () => {
    const other = await buildApp(env, db);
    others.push(other);
    return { ...other, baseUrl: await listening(other.app) };
  };
  try {
    const baseUrl = await listening(built.app);
    // As the server does once listening (server/main.ts).
    await warmHeavyReads(db);
    return await run({
      ...built,
      baseUrl,
      cookie: signedIn ? await logIn(baseUrl, seeded) : '',
      seeded,
      startAnother,
    });
  } finally {
    for (const other of others) await other.app.close();
    await built.app.close();
    await db.close();
  }
}

/** Logs the seeded owner in; returns the session cookie as `name=value`. */
export async function logIn(baseUrl: string, seeded: SeededRestaurant): Promise<string> {
  const login = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: seeded.email, password: seeded.password }),
  });
  const cookie = login.headers.getSetCookie()[0]?.split(';')[0] ?? '';
  if (!login.ok || !cookie) throw new Error(`bench login failed: ${login.status}`);
  return cookie;
}

export function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)] ?? Number.NaN;
}

export function ms(value: number): string {
  return `${value.toFixed(1)} ms`;
}

export interface ServerProcess {
  baseUrl: string;
  cookie: string;
  seeded: SeededRestaurant;
  /** The server process's id (to read its CPU time). */
  pid: number | undefined;
}

/**
 * Like withBenchServer, but the server is its own process (the built dist/server/main.js, as in
 * production), so its figures are not slowed by the benchmark's own clients in the same event
 * loop. Run `npm run build` first.
 */
export async function withServerProcess<T>(
  database: BenchDatabase,
  run: (server: ServerProcess) => Promise<T>,
  options: {
    webDistDir?: string;
    /** The built server's entry; `npm run build`'s by default. */
    serverMain?: string;
    /** The restaurant's sizes (the generator's defaults: the bench restaurant of 20,000 bottles). */
    dataset?: DatasetOptions;
    /** More of the server's environment. */
    env?: Record<string, string>;
    /** Seeds more (other restaurants) into the database before the server starts. */
    alsoSeed?: (db: Db) => Promise<void>;
  } = {},
): Promise<T> {
  const dataset = generateDataset(options.dataset);
  const start = async (databaseUrl: string | undefined, dataDir: string) => {
    const db = openDatabase({ databaseUrl, sqliteFile: path.join(dataDir, 'cellar.sqlite') });
    await migrateToLatest(db);
    const seeded = await seedRestaurant(db, dataset, {
      email: 'bench@example.com',
      password: 'bench-password',
    });
    await options.alsoSeed?.(db);
    await db.close();
    const port = await freePort();
    // BENCH_SERVER_NODE_ARGS passes flags to the server's node, e.g. "--cpu-prof --cpu-prof-dir=DIR".
    const nodeArgs = process.env.BENCH_SERVER_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
    const child = spawn(
      process.execPath,
      [...nodeArgs, options.serverMain ?? 'dist/server/main.js'],
      {
        env: {
          ...process.env,
          PORT: String(port),
          HOST: '127.0.0.1',
          DATA_DIR: dataDir,
          LOG_LEVEL: 'warn',
          LOGIN_LIMIT_PER_ADDRESS: '100000',
          WRITE_LIMIT_PER_MINUTE: '100000000',
          WEB_DIST_DIR: options.webDistDir ?? '/nonexistent',
          ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
          ...options.env,
        },
        stdio: ['ignore', 'ignore', 'inherit'],
      },
    );
    const baseUrl = `http://127.0.0.1:${port}`;
    try {
      for (let attempt = 0; ; attempt++) {
        try {
          if ((await fetch(`${baseUrl}/api/health`)).ok) break;
        } catch {
          if (attempt > 200) throw new Error('the server did not start');
        }
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      return await run({
        baseUrl,
        cookie: await logIn(baseUrl, seeded),
        seeded,
        pid: child.pid,
      });
    } finally {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    }
  };
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cellar-bench-'));
  try {
    if (database === 'postgres') return await withEmbeddedPostgres((url) => start(url, dir));
    return await start(undefined, dir);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
