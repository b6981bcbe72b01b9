import type { Worker } from 'node:worker_threads';
import type { DatabaseConfig, Db } from '../../db/database.js';
import { startWorkerFile } from '../../worker-file.js';
import type { BuildAnswer, BuildRequest } from './menu-build.js';

type Pending = { resolve(answer: BuildAnswer): void; reject(error: Error): void };

/**
 * Builds the menus (guests' and staff's) in one worker thread (decision 0030): reading a
 * 20,000-bottle restaurant, projecting it, rendering two pages and compressing them takes about a
 * second, which on the server's event loop would hold every restaurant's requests. The thread has
 * its own connection (read-only on SQLite), is started on the first build and lives until `close`.
 * If it dies, what it was building fails (the held menus answer) and the next build starts another.
 */
export class MenuBuilder {
  private worker: Worker | undefined;
  private readonly pending = new Map<number, Pending>();
  private nextId = 1;
  private readonly config: DatabaseConfig;

  constructor(db: Db) {
    this.config = db.postgresUrl
      ? { databaseUrl: db.postgresUrl, sqliteFile: '' }
      : { sqliteFile: db.sqlite?.name ?? '' };
  }

  build(request: Omit<BuildRequest, 'id'>): Promise<BuildAnswer> {
    const id = this.nextId++;
    return new Promise<BuildAnswer>((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      this.start().postMessage({ ...request, id } satisfies BuildRequest);
    });
  }

  async close(): Promise<void> {
    const worker = this.worker;
    this.worker = undefined;
    await worker?.terminate();
  }

  private start(): Worker {
    if (this.worker) return this.worker;
    const worker = startWorkerFile(import.meta.url, 'menu-build-worker', {
      workerData: this.config,
    });
    // A server with nothing else to do may end: the builder does not hold it open.
    worker.unref();
    worker.on('message', (answer: BuildAnswer) => {
      const pending = this.pending.get(answer.id);
      this.pending.delete(answer.id);
      pending?.resolve(answer);
    });
    const failed = (error: Error) => {
      if (this.worker === worker) this.worker = undefined;
      for (const pending of this.pending.values()) pending.reject(error);
      this.pending.clear();
    };
    worker.on('error', failed);
    worker.on('exit', (code) => failed(new Error(`the menu builder stopped (${code})`)));
    this.worker = worker;
    return worker;
  }
}
