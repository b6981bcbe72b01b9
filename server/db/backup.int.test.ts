import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { productRequest } from '../test/fixtures.js';
import { startTestServer, testDatabase } from '../test/test-server.js';
import { backupSqlite } from './backup.js';
import { openDatabase } from './database.js';

/** `npm run backup` from its source, with the given environment; never throws on its exit code. */
async function runBackupCommand(
  env: Record<string, string>,
  args: string[] = [],
): Promise<{ code: number; stdout: string; stderr: string }> {
  const { DATABASE_URL: _ignored, ...inherited } = process.env;
  try {
    const { stdout, stderr } = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', 'server/cli/backup.ts', ...args],
      { env: { ...inherited, ...env } },
    );
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string };
    return { code: failed.code ?? -1, stdout: failed.stdout ?? '', stderr: failed.stderr ?? '' };
  }
}

/** Tables compared row for row between a database and its copy, with the order to read them in. */
const COMPARED_TABLES = {
  restaurants: 'id',
  users: 'id',
  products: 'id',
  formats: 'id',
  bottles: 'id',
  change_batches: 'restaurant_id, revision',
} as const;

describe.runIf(testDatabase() === 'sqlite')('backup and restore (SQLite)', () => {
  it('copies the database while the server writes, and the restored copy serves the same data', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cellar-backup-'));
    const file = path.join(dir, 'cellar.sqlite');
    const live = openDatabase({ sqliteFile: file });
    const { migrateToLatest } = await import('./migrate.js');
    await migrateToLatest(live);
    const server = await startTestServer({}, { db: live, dispose: () => live.close() });
    try {
      const owner = await server.signUp();
      await owner.client.post('/api/products', { ...productRequest(), bottles: { count: 5 } });
      // Keep writing while the backup runs.
      const writes = Promise.all(
        Array.from({ length: 10 }, (_, i) =>
          owner.client.post('/api/products', {
            ...productRequest({ name: `Wine ${i}` }),
            bottles: { count: 2 },
          }),
        ),
      );
      const backupFile = path.join(dir, 'backups', 'copy.sqlite');
      await backupSqlite(file, backupFile);
      await writes;

      const restored = openDatabase({ sqliteFile: backupFile });
      const restoredServer = await startTestServer(
        {},
        { db: restored, dispose: () => restored.close() },
      );
      try {
        const client = restoredServer.client();
        expect(
          (await client.post('/api/auth/login', { email: owner.email, password: owner.password }))
            .status,
        ).toBe(200);
        const snapshot = (await client.get('/api/snapshot')).body as {
          revision: number;
          bottles: unknown[];
          products: Array<{ name: string }>;
        };
        // A consistent moment: every bottle in the copy belongs to a profile in the copy, and the
        // first wine (written before the backup began) is there with its five bottles.
        expect(snapshot.products.map((product) => product.name)).toContain(
          'Gevrey-Chambertin Vieilles Vignes',
        );
        expect(snapshot.bottles.length).toBe(5 + 2 * (snapshot.products.length - 1));
      } finally {
        await restoredServer.close();
      }
    } finally {
      await server.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe.runIf(testDatabase() === 'sqlite')('npm run backup (SQLite)', () => {
  it('writes a checked copy that holds exactly what the database held', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cellar-backup-cli-'));
    const live = openDatabase({ sqliteFile: path.join(dir, 'cellar.sqlite') });
    const { migrateToLatest } = await import('./migrate.js');
    await migrateToLatest(live);
    const server = await startTestServer({}, { db: live, dispose: () => live.close() });
    try {
      const owner = await server.signUp();
      for (let i = 0; i < 3; i++) {
        await owner.client.post('/api/products', {
          ...productRequest({ name: `Backup wine ${i}` }),
          bottles: { count: 4 },
        });
      }
      const file = path.join(dir, 'copies', 'nightly.sqlite');
      const result = await runBackupCommand({ DATA_DIR: dir }, [file]);
      expect(result.stderr).toBe('');
      expect(result.code).toBe(0);
      expect(result.stdout.trim()).toBe(`Backup written and checked: ${file}`);

      const copy = openDatabase({ sqliteFile: file });
      try {
        for (const [table, order] of Object.entries(COMPARED_TABLES)) {
          const rowsOf = async (db: typeof live) =>
            (
              await sql`select * from ${sql.table(table)} order by ${sql.raw(order)}`.execute(
                db.kysely,
              )
            ).rows;
          const original = await rowsOf(live);
          expect(original.length, table).toBeGreaterThan(0);
          expect(await rowsOf(copy), table).toEqual(original);
        }
      } finally {
        await copy.close();
      }
    } finally {
      await server.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe.runIf(testDatabase() === 'postgres')('npm run backup (PostgreSQL)', () => {
  it('writes nothing and prints the pg_dump and pg_restore commands, with a failing status', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cellar-backup-pg-'));
    try {
      const result = await runBackupCommand({
        DATA_DIR: dir,
        DATABASE_URL: 'postgres://cellar:secret@127.0.0.1:5432/cellar',
      });
      expect(result.code).toBe(2);
      expect(result.stderr).toContain('No backup written: this server runs on PostgreSQL.');
      expect(result.stderr).toContain('pg_dump --format=custom --file=cellar.dump "$DATABASE_URL"');
      expect(result.stderr).toContain(
        'pg_restore --no-owner --exit-on-error --dbname="$DATABASE_URL"',
      );
      // The password in the URL is never echoed.
      expect(result.stdout + result.stderr).not.toContain('secret');
      expect(fs.readdirSync(dir)).toEqual([]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
