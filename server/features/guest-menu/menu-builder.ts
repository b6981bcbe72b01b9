import type { DatabaseConfig, Db } from '../../db/database.js';
import { AskedWorker } from '../../worker-file.js';
import type { BuildAnswer, BuildRequest } from './menu-build.js';

/**
 * Builds the menus (guests' and staff's) in one worker thread (decision 0030): reading a
 * 20,000-bottle restaurant, projecting it, rendering two pages and compressing them takes about a
 * second, which on the server's event loop would hold every restaurant's requests. The thread has
 * its own connection (read-only on SQLite), is started on the first build and lives until `close`.
 * If it dies, what it was building fails (the held menus answer) and the next build starts another.
 */
export class MenuBuilder {
  private readonly worker: AskedWorker<BuildRequest, BuildAnswer>;

  constructor(db: Db) {
    const config: DatabaseConfig = db.postgresUrl
      ? { databaseUrl: db.postgresUrl, sqliteFile: '' }
      : { sqliteFile: db.sqlite?.name ?? '' };
    this.worker = new AskedWorker(import.meta.url, 'menu-build-worker', config);
  }

  build(request: Omit<BuildRequest, 'id'>): Promise<BuildAnswer> {
    return this.worker.ask(request);
  }

  close(): Promise<void> {
    return this.worker.close();
  }
}
