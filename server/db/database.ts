import fs from 'node:fs';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import type { Database } from './schema.js';
import { CheckpointScheduler } from './sqlite-checkpoints.js';

export type DialectName = 'sqlite' | 'postgres';

export interface Db {
  readonly kysely: Kysely<Database>;
  readonly dialect: DialectName;
  /** PostgreSQL only: the connection string, for the LISTEN/NOTIFY bridge. */
  readonly postgresUrl?: string;
  /**
   * SQLite only: the connection itself, for the few hot paths that use a prepared statement
   * (server/live/change-repo.ts). Kysely's SQLite driver runs one transaction at a time on this
   * one connection, so a statement run from inside a Kysely transaction is part of it.
   */
  readonly sqlite?: SqliteDatabase.Database;
  /** Called after a write commits (SQLite: schedules the WAL checkpoint for after the answer). */
  committed(): void;
  close(): Promise<void>;
}

export interface DatabaseConfig {
  databaseUrl?: string | undefined;
  sqliteFile: string;
}

export function openDatabase(config: DatabaseConfig): Db {
  return config.databaseUrl ? openPostgres(config.databaseUrl) : openSqlite(config.sqliteFile);
}

function openSqlite(file: string): Db {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const database = new SqliteDatabase(file);
  // WAL lets readers (snapshots, live replays) run beside the one writer.
  database.pragma('journal_mode = WAL');
  // FULL syncs the WAL at every commit: an acknowledged write survives a crash or power loss.
  // NORMAL would be faster but may lose the last commits on power loss (docs/decisions/0003).
  database.pragma('synchronous = FULL');
  database.pragma('foreign_keys = ON');
  database.pragma('busy_timeout = 5000');
  const checkpoints = new CheckpointScheduler(database);
  const kysely = new Kysely<Database>({ dialect: new SqliteDialect({ database }) });
  return {
    kysely,
    dialect: 'sqlite',
    sqlite: database,
    committed: () => checkpoints.committed(),
    close: async () => {
      checkpoints.stop();
      await kysely.destroy();
    },
  };
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

function openPostgres(url: string): Db {
  const pool = new pg.Pool({
    connectionString: url,
    max: POSTGRES_POOL_SIZE,
    min: POSTGRES_KEPT_OPEN,
    types: { getTypeParser: postgresTypeParser as typeof pg.types.getTypeParser },
  });
  // An idle pooled connection that dies (PostgreSQL restarted, the connection terminated by an
  // administrator or a proxy) is reported here and dropped from the pool; the next query opens a
  // new one. Unheard, the pool's 'error' event would end the whole server process.
  pool.on('error', (error) => {
    console.error(
      `PostgreSQL: an idle connection was lost (${error.message}); it will be replaced.`,
    );
  });
  openConnections(pool, POSTGRES_KEPT_OPEN);
  const kysely = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return {
    kysely,
    dialect: 'postgres',
    postgresUrl: url,
    committed: () => undefined,
    close: () => kysely.destroy(),
  };
}
