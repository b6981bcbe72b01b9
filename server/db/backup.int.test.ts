import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { wineRequest } from '../test/fixtures.js';
import { startTestServer, testDatabase } from '../test/test-server.js';
import { backupSqlite } from './backup.js';
import { openDatabase } from './database.js';

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
      await owner.client.post('/api/products', { ...wineRequest(), bottles: { count: 5 } });
      // Keep writing while the backup runs.
      const writes = Promise.all(
        Array.from({ length: 10 }, (_, i) =>
          owner.client.post('/api/products', {
            ...wineRequest({ name: `Wine ${i}` }),
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
