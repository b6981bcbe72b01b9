import fs from 'node:fs';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { FaultLog } from './faults.js';
import { ReadThreadsDialect } from './read-threads.js';
import type { Database } from './schema.js';
import { CheckpointScheduler } from './sqlite-checkpoints.js';
import { SqliteConnectionsDialect } from './sqlite-driver.js';

export type DialectName = 'sqlite' | 'postgres';

export interface Db {
  readonly kysely: Kysely<Database>;
  /**
   * For reads that take many pages (an export of a whole cellar): on SQLite its own read-only
   * connection, whose transaction reads one WAL snapshot without holding `kysely`'s one
   * connection, which every other request's queries wait for; on PostgreSQL `kysely` itself.
   */
  readonly longReads: Kysely<Database>;
  /**
   * For single reads that take tens of milliseconds (a report over a year of history): on SQLite
   * a read-only connection in a worker thread of its own (decision 0082), which neither the event
   * loop nor `kysely`'s one connection waits for, and where a request's reads run side by side;
   * on PostgreSQL `kysely` itself, whose pool does both. No transactions.
   */
  readonly heavyReads: Kysely<Database>;
  readonly dialect: DialectName;
  /** PostgreSQL only: the connection string, for the LISTEN/NOTIFY bridge. */
  readonly postgresUrl?: string;
  /**
   * SQLite only: the connection itself, for the few hot paths that use a prepared statement
   * (server/live/change-repo.ts). Kysely's SQLite driver runs one transaction at a time on this
   * one connection, so a statement run from inside a Kysely transaction is part of it.
   */
  readonly sqlite?: SqliteDatabase.Database;
  /**
   * PostgreSQL only: the pool Kysely runs on, for the few hot statements that run as named
   * prepared statements (server/db/prepared.ts).
   */
  readonly postgresPool?: pg.Pool;
  /** Called after a write commits (SQLite: schedules the WAL checkpoint for after the answer). */
  committed(): void;
  /** The last fault of the database itself (full, read-only, unreachable), until a commit. */
  readonly faults: FaultLog;
  close(): Promise<void>;
}

export interface DatabaseConfig {
  databaseUrl?: string | undefined;
  sqliteFile: string;
  /** PostgreSQL: how long a statement, and a wait for a pooled connection, may take. */
  postgresTimeouts?: PostgresTimeouts;
  /** PostgreSQL: connections of the pool (the guest menus' builder thread needs few). */
  postgresPoolSize?: number;
}

export interface PostgresTimeouts {
  statementMs: number;
  connectMs: number;
}

const DEFAULT_POSTGRES_TIMEOUTS: PostgresTimeouts = { statementMs: 15_000, connectMs: 5_000 };

/** How long one SQLite statement may block the process waiting for another process's lock. */
export const SQLITE_LOCK_WAIT_MS = 20;

/**
 * Starts what the heavy reads run on (SQLite's read threads) before one needs it: a server does so
 * once listening, so that its first report does not wait for threads to load their code.
 */
export async function warmHeavyReads(db: Db): Promise<void> {
  await sql`select 1`.execute(db.heavyReads);
}

export function openDatabase(config: DatabaseConfig): Db {
  return config.databaseUrl
    ? openPostgres(
        config.databaseUrl,
        config.postgresTimeouts ?? DEFAULT_POSTGRES_TIMEOUTS,
        config.postgresPoolSize ?? POSTGRES_POOL_SIZE,
      )
    : openSqlite(config.sqliteFile);
}

function openSqlite(file: string): Db {
  const database = openSqliteFile(file);
  // WAL lets readers (snapshots, live replays) run beside the one writer.
  database.pragma('journal_mode = WAL');
  // FULL syncs the WAL at every commit: an acknowledged write survives a crash or power loss.
  // NORMAL would be faster but may lose the last commits on power loss (docs/decisions/0003).
  database.pragma('synchronous = FULL');
  database.pragma('foreign_keys = ON');
  // better-sqlite3 waits for a lock synchronously: every request of the process would wait with
  // it. So it waits a moment only; a write then retries asynchronously (server/db/writer.ts).
  database.pragma(`busy_timeout = ${SQLITE_LOCK_WAIT_MS}`);
  const checkpoints = new CheckpointScheduler(database);
  // The readers are opened at first use: the file and its WAL exist by then (migrations ran on
  // `database`).
  const kysely = new Kysely<Database>({
    dialect: new SqliteConnectionsDialect(database, () => openSqliteReader(file)),
  });
  let reader: Kysely<Database> | undefined;
  const longReads = () => {
    reader ??= new Kysely<Database>({
      dialect: new SqliteConnectionsDialect(openSqliteReader(file)),
    });
    return reader;
  };
  // Started at the first heavy read: a process that makes none starts no thread.
  let threads: Kysely<Database> | undefined;
  const faults = new FaultLog();
  return {
    kysely,
    get longReads() {
      return longReads();
    },
    get heavyReads() {
      threads ??= new Kysely<Database>({ dialect: new ReadThreadsDialect(file) });
      return threads;
    },
    dialect: 'sqlite',
    sqlite: database,
    faults,
    committed: () => {
      faults.clear();
      checkpoints.committed();
    },
    close: async () => {
      checkpoints.stop();
      await reader?.destroy();
      await threads?.destroy();
      await kysely.destroy();
    },
  };
}

/** A second, read-only connection to the same file, which waits for a lock no longer either. */
function openSqliteReader(file: string): SqliteDatabase.Database {
  const reader = new SqliteDatabase(file, { readonly: true });
  reader.pragma(`busy_timeout = ${SQLITE_LOCK_WAIT_MS}`);
  return reader;
}

/**
 * The file, created with its folder when missing. SQLite's own words ("unable to open database
 * file") do not say which file nor what to do: the error does.
 */
function openSqliteFile(file: string): SqliteDatabase.Database {
  try {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    return new SqliteDatabase(file);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(
      `Cannot open the SQLite database ${path.resolve(file)} (${reason}). ` +
        `DATA_DIR (${path.resolve(path.dirname(file))}) must be a folder this user can write to.`,
      { cause: error },
    );
  }
}

// Counts (int8) fit a JS number for any inventory; parse them as numbers like SQLite does.
const INT8_OID = 20;
const NUMERIC_OID = 1700;
function postgresTypeParser(oid: number, format?: 'text' | 'binary'): (value: string) => unknown {
  if (oid === INT8_OID || oid === NUMERIC_OID) return Number;
  return pg.types.getTypeParser(oid, format ?? 'text');
}

/** Connections per server process (the writer keeps some of them for reads). */
export const POSTGRES_POOL_SIZE = 10;
/**
 * Connections opened at start and never closed for idleness. Opening one costs a TCP handshake, a
 * SCRAM exchange and a new backend with cold caches (10–40 ms here), which the first requests after
 * every quiet spell of 10 s would otherwise wait for: a sign-in, its dashboard's request and the
 * snapshot build it started take three at once.
 */
const POSTGRES_KEPT_OPEN = 3;

/** Opens `count` connections in the background and leaves them idle in the pool. */
function openConnections(pool: pg.Pool, count: number): void {
  // Unreachable, or closed meanwhile: queries open their connections when they need them.
  void Promise.allSettled(Array.from({ length: count }, () => pool.connect())).then((opened) => {
    for (const result of opened) if (result.status === 'fulfilled') result.value.release();
  });
}

function openPostgres(url: string, timeouts: PostgresTimeouts, size: number): Db {
  const kept = Math.min(POSTGRES_KEPT_OPEN, size);
  const pool = new pg.Pool({
    connectionString: url,
    max: size,
    min: kept,
    // A frozen or unreachable server must not hold requests forever: the database cancels a
    // statement past this, the driver gives up a little later if the server cannot even answer,
    // and a request that finds every pooled connection busy waits this long for one.
    statement_timeout: timeouts.statementMs,
    query_timeout: timeouts.statementMs + 1_000,
    connectionTimeoutMillis: timeouts.connectMs,
    types: { getTypeParser: postgresTypeParser as typeof pg.types.getTypeParser },
    // One process per statement (decision 0072): parallel workers took cores from the other
    // requests, and made the heavy reads slower on a 2-core machine, not faster.
    options: '-c max_parallel_workers_per_gather=0',
  });
  // An idle pooled connection that dies (PostgreSQL restarted, the connection terminated by an
  // administrator or a proxy) is reported here and dropped from the pool; the next query opens a
  // new one. Unheard, the pool's 'error' event would end the whole server process.
  pool.on('error', (error) => {
    console.error(
      `PostgreSQL: an idle connection was lost (${error.message}); it will be replaced.`,
    );
  });
  openConnections(pool, kept);
  const kysely = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  const faults = new FaultLog();
  return {
    kysely,
    longReads: kysely,
    heavyReads: kysely,
    dialect: 'postgres',
    postgresUrl: url,
    postgresPool: pool,
    faults,
    committed: () => faults.clear(),
    close: () => kysely.destroy(),
  };
}
