import type SqliteDatabase from 'better-sqlite3';
import {
  CompiledQuery,
  type DatabaseConnection,
  type Driver,
  type QueryResult,
  SelectQueryNode,
  SqliteDialect,
  type TransactionSettings,
} from 'kysely';
import { Turns } from '../live/write-turns.js';

/**
 * Read-only transactions (a restaurant's inventory read at one revision) run side by side on
 * this many read-only connections at most; the next waits for one to end.
 */
const SNAPSHOTS_AT_ONCE = 3;

/**
 * The server's SQLite: one connection that writes, which one transaction at a time holds from
 * begin to end, and read-only connections beside it for when it is held (decision 0083): one for
 * the single reads made outside any transaction, and a few for read-only transactions
 * (`transaction().setAccessMode('read only')`). A long write transaction (an import of 20,000
 * wines, seconds with its turns) held every other restaurant's reads behind it, as it held the
 * one connection; with WAL a read on another connection sees the last commit without waiting for
 * the writer, as a read from PostgreSQL's pool does. Without `openReader` (a read-only Kysely),
 * every query runs on `writer`.
 *
 * It also rolls back only a transaction still open: SQLite ends one by itself on some errors
 * (SQLITE_FULL, an I/O error), and Kysely's rollback then failed with "cannot rollback - no
 * transaction is active", an error that replaced the one that said what happened.
 */
export class SqliteConnectionsDialect extends SqliteDialect {
  constructor(
    private readonly writer: SqliteDatabase.Database,
    private readonly openReader?: () => SqliteDatabase.Database,
  ) {
    super({ database: writer });
  }

  override createDriver(): Driver {
    return new SqliteConnectionsDriver(this.writer, this.openReader);
  }
}

class SqliteConnectionsDriver implements Driver {
  private readonly writer: Connection;
  private reader: Connection | undefined;
  /** One transaction (or one write) at a time on the writer; the others wait their turn. */
  private readonly held = new Turns(1);
  private readonly snapshotTurns = new Turns(SNAPSHOTS_AT_ONCE);
  private readonly snapshots: Connection[] = [];
  private readonly snapshotsFree: Connection[] = [];

  constructor(
    writer: SqliteDatabase.Database,
    private readonly openReader?: () => SqliteDatabase.Database,
  ) {
    this.writer = new Connection(writer);
  }

  async init(): Promise<void> {}

  /** A lease takes a connection only when it runs its first query or begins a transaction. */
  async acquireConnection(): Promise<DatabaseConnection> {
    return new Lease(this);
  }

  /**
   * The connection for a lease's query: the reader for a select outside a transaction while the
   * writer is held. Otherwise the writer, whose pages are cached: a read-only connection's cache is
   * dropped at each commit of another, which made a batch move's reads slower.
   */
  async connectionFor(lease: Lease, query: CompiledQuery): Promise<Connection> {
    if (lease.snapshot) return lease.snapshot;
    if (!lease.holds && this.openReader && this.held.taken && readsOnly(query)) {
      this.reader ??= new Connection(this.openReader());
      return this.reader;
    }
    await this.hold(lease);
    return this.writer;
  }

  private async hold(lease: Lease): Promise<void> {
    if (lease.holds) return;
    await this.held.take();
    lease.holds = true;
  }

  async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings) {
    const lease = connection as Lease;
    if (settings.accessMode === 'read only' && this.openReader && this.held.taken) {
      lease.snapshot = await this.takeSnapshot(this.openReader);
    } else {
      await this.hold(lease);
    }
    await connection.executeQuery(CompiledQuery.raw('begin'));
  }

  /** With a turn, a connection is free or fewer than SNAPSHOTS_AT_ONCE are open. */
  private async takeSnapshot(openReader: () => SqliteDatabase.Database): Promise<Connection> {
    await this.snapshotTurns.take();
    const free = this.snapshotsFree.pop();
    if (free) return free;
    const opened = new Connection(openReader());
    this.snapshots.push(opened);
    return opened;
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('commit'));
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    const lease = connection as Lease;
    const database = lease.snapshot?.database ?? this.writer.database;
    if (database.inTransaction) await connection.executeQuery(CompiledQuery.raw('rollback'));
  }

  async savepoint(connection: DatabaseConnection, name: string): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw(`savepoint ${identifier(name)}`));
  }

  async rollbackToSavepoint(connection: DatabaseConnection, name: string): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw(`rollback to ${identifier(name)}`));
  }

  async releaseSavepoint(connection: DatabaseConnection, name: string): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw(`release ${identifier(name)}`));
  }

  async releaseConnection(connection: DatabaseConnection): Promise<void> {
    const lease = connection as Lease;
    const { snapshot } = lease;
    if (snapshot) {
      lease.snapshot = undefined;
      this.snapshotsFree.push(snapshot);
      this.snapshotTurns.give();
    }
    if (!lease.holds) return;
    lease.holds = false;
    this.held.give();
  }

  async destroy(): Promise<void> {
    for (const snapshot of this.snapshots) snapshot.database.close();
    this.reader?.database.close();
    this.writer.database.close();
  }
}

/** A name as SQLite quotes it, as Kysely's compiler does. */
function identifier(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

/** A select, built by Kysely or written out (a hot path's compiled once): it cannot write. */
function readsOnly(query: CompiledQuery): boolean {
  return SelectQueryNode.is(query.query) || /^\s*select\s/i.test(query.sql);
}

/** What Kysely holds between acquiring a connection and releasing it. */
class Lease implements DatabaseConnection {
  /** Holds the writer: a write, or a transaction that may write. */
  holds = false;
  /** A read-only transaction's own connection. */
  snapshot: Connection | undefined;

  constructor(private readonly driver: SqliteConnectionsDriver) {}

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    const connection = await this.driver.connectionFor(this, query);
    return connection.run<R>(query);
  }

  async *streamQuery<R>(query: CompiledQuery): AsyncIterableIterator<QueryResult<R>> {
    if (!SelectQueryNode.is(query.query)) {
      throw new Error('SQLite streams select queries only');
    }
    const connection = await this.driver.connectionFor(this, query);
    const statement = connection.database.prepare(query.sql);
    for (const row of statement.iterate(query.parameters as unknown[])) {
      yield { rows: [row as R] };
    }
  }
}

class Connection {
  constructor(readonly database: SqliteDatabase.Database) {}

  run<R>({ sql, parameters }: CompiledQuery): Promise<QueryResult<R>> {
    const statement = this.database.prepare(sql);
    const values = parameters as unknown[];
    if (statement.reader) return Promise.resolve({ rows: statement.all(values) as R[] });
    const { changes, lastInsertRowid } = statement.run(values);
    return Promise.resolve({
      numAffectedRows: BigInt(changes),
      insertId: BigInt(lastInsertRowid),
      rows: [],
    });
  }
}
