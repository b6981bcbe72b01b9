import os from 'node:os';
import {
  type CompiledQuery,
  type DatabaseConnection,
  type DatabaseIntrospector,
  type Dialect,
  type DialectAdapter,
  type Driver,
  type Kysely,
  type QueryCompiler,
  type QueryResult,
  SqliteAdapter,
  SqliteIntrospector,
  SqliteQueryCompiler,
} from 'kysely';
import { AskedWorker } from '../worker-file.js';

/**
 * SQLite's reads that take tens of milliseconds (a report over a year of history), each run on a
 * read-only connection of its own in a worker thread (decision 0082). better-sqlite3 runs a
 * statement synchronously: on the server's thread a 100 ms read held every restaurant's requests
 * for 100 ms, and two reads of one report ran one after the other on its one connection. Here
 * the event loop waits for neither, and a report's reads run side by side, one per thread.
 *
 * A Kysely dialect whose connections are the threads: any select built by Kysely runs here as it
 * would on the server's connection. Each statement reads the last commit when it starts (WAL); a
 * transaction, which would have to stay on one thread, is refused.
 */

export interface ReadRequest {
  id: number;
  sql: string;
  parameters: readonly unknown[];
}

export type ReadAnswer =
  | { id: number; rows: unknown[] }
  | { id: number; error: { message: string; code: string | null } };

/** The database's own error, with its code (SQLITE_BUSY…), as the server's connection gives it. */
class ReadError extends Error {
  constructor(
    message: string,
    readonly code: string | null,
  ) {
    super(message);
  }
}

/** One thread, and how many reads it has been given and not finished. */
class ReadThread {
  private readonly worker: AskedWorker<ReadRequest, ReadAnswer>;

  /** Counted from their connection's lease, before the read is sent. */
  leased = 0;

  constructor(file: string) {
    this.worker = new AskedWorker(import.meta.url, 'read-worker', file);
  }

  /** Starts the thread now rather than at its first read. */
  warm(): void {
    this.worker.start();
  }

  async read(sql: string, parameters: readonly unknown[]): Promise<unknown[]> {
    const answer = await this.worker.ask({ sql, parameters });
    if ('error' in answer) throw new ReadError(answer.error.message, answer.error.code);
    return answer.rows;
  }

  close(): Promise<void> {
    return this.worker.close();
  }
}

class ReadThreadConnection implements DatabaseConnection {
  constructor(readonly thread: ReadThread) {}

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    return { rows: (await this.thread.read(query.sql, query.parameters)) as R[] };
  }

  // biome-ignore lint/correctness/useYield: a read thread answers whole, never in parts.
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('a read thread does not stream');
  }
}

const refuseTransaction = (): Promise<void> =>
  Promise.reject(new Error('a read thread runs single statements, not transactions'));

/** As many threads as the machine has cores, at least two (a report's two longest reads), at most four. */
const READ_THREADS = Math.min(4, Math.max(2, os.availableParallelism()));

class ReadThreadsDriver implements Driver {
  private readonly threads: ReadThread[];

  constructor(file: string, count: number) {
    this.threads = Array.from({ length: count }, () => new ReadThread(file));
  }

  /** Kysely's first read: every thread starts at once, each loading its code beside the others. */
  async init(): Promise<void> {
    for (const thread of this.threads) thread.warm();
  }

  /**
   * The thread with the fewest reads leased: a report's reads, leased together before any is
   * sent, spread over the threads.
   */
  async acquireConnection(): Promise<DatabaseConnection> {
    let idlest = this.threads[0] as ReadThread;
    for (const thread of this.threads) if (thread.leased < idlest.leased) idlest = thread;
    idlest.leased += 1;
    return new ReadThreadConnection(idlest);
  }

  beginTransaction = refuseTransaction;
  commitTransaction = refuseTransaction;
  rollbackTransaction = refuseTransaction;

  async releaseConnection(connection: DatabaseConnection): Promise<void> {
    (connection as ReadThreadConnection).thread.leased -= 1;
  }

  async destroy(): Promise<void> {
    await Promise.all(this.threads.map((thread) => thread.close()));
  }
}

/** The dialect of a SQLite file read by `count` threads (started at their first read). */
export class ReadThreadsDialect implements Dialect {
  constructor(
    private readonly file: string,
    private readonly count = READ_THREADS,
  ) {}

  createDriver(): Driver {
    return new ReadThreadsDriver(this.file, this.count);
  }

  createQueryCompiler(): QueryCompiler {
    return new SqliteQueryCompiler();
  }

  createAdapter(): DialectAdapter {
    return new SqliteAdapter();
  }

  createIntrospector(db: Kysely<unknown>): DatabaseIntrospector {
    return new SqliteIntrospector(db);
  }
}
