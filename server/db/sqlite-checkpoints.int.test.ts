import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { productRequest } from '../test/fixtures.js';
import { startTestServer, testDatabase } from '../test/test-server.js';

describe.runIf(testDatabase() === 'sqlite')('WAL checkpoints (SQLite)', () => {
  it('are not run inside commits, and keep the log small between requests', async () => {
    const server = await startTestServer();
    try {
      const connection = server.services.db.sqlite;
      if (!connection) throw new Error('an SQLite test database has its connection');
      // SQLite's own automatic checkpoint would run inside whichever commit crossed 1,000 pages.
      expect(connection.pragma('wal_autocheckpoint', { simple: true })).toBe(0);

      const owner = await server.signUp();
      // The log starts empty, so what it holds of the migrations and the sign-up (more with each
      // migration) does not count against the writes below.
      connection.pragma('wal_checkpoint(TRUNCATE)');
      const walBytes = () => fs.statSync(`${connection.name}-wal`).size;
      let largest = 0;
      for (let wine = 0; wine < 120; wine++) {
        const response = await owner.client.post('/api/products', {
          ...productRequest({ name: `Cuvée ${wine}` }),
          bottles: { count: 5 },
        });
        expect(response.status).toBe(201);
        // The log file keeps its largest size (it is reused from the start after a checkpoint).
        largest = Math.max(largest, walBytes());
      }
      // Each of these writes adds ~80 kB to the log. Without checkpoints that makes ~10 MB, and
      // SQLite's default lets it reach ~4 MB before each one; checkpointed at least every 16
      // writes, it peaks at ~2 MB.
      expect(largest).toBeLessThan(3_000_000);

      // Everything is still there (the checkpoints moved pages, they did not lose any).
      const snapshot = (await owner.client.get('/api/snapshot')).body as { bottles: unknown[] };
      expect(snapshot.bottles).toHaveLength(600);
      expect(connection.pragma('integrity_check', { simple: true })).toBe('ok');
    } finally {
      await server.close();
    }
  });
});
