import { once } from 'node:events';
import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productRequest } from '../../test/fixtures.js';
import { startTestServer, type TestServer, testDatabase } from '../../test/test-server.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

describe('QR label sheets', () => {
  it('reserves unique ids, sheet by sheet, never repeated', async () => {
    const owner = await server.signUp();
    const sheets = await Promise.all(
      Array.from({ length: 6 }, () => owner.client.post('/api/labels', { count: 60 })),
    );
    const ids = sheets.flatMap((response) => (response.body as { ids: string[] }).ids);
    expect(ids).toHaveLength(360);
    expect(new Set(ids).size).toBe(360);
    for (const id of ids) expect(id).toMatch(/^[0-9A-Z]{6}-(0[1-9]|[12]\d|30)$/);

    const first = ids.slice(0, 60);
    const saved = await owner.client.post('/api/products', {
      ...productRequest(),
      bottles: { ids: first.slice(0, 3) },
    });
    expect(saved.status).toBe(201);
  });

  it.runIf(testDatabase() === 'sqlite')(
    'reserves a sheet while another process writes to the database file',
    async () => {
      const owner = await server.signUp();
      const file = server.services.db.sqlite?.name ?? '';
      // Another connection on its own thread (as the CLI is another process) holds the write lock
      // for 300 ms and commits a write: a transaction that had read before it must not fail.
      const other = new Worker(
        `const { workerData, parentPort } = require('node:worker_threads');
        const db = new (require(workerData.driver))(workerData.file);
        db.pragma('busy_timeout = 5000');
        db.exec('begin immediate');
        db.prepare('update restaurants set name = name where id = ?').run(workerData.restaurantId);
        parentPort.postMessage('locked');
        Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 300);
        db.exec('commit');
        db.close();`,
        {
          eval: true,
          workerData: {
            driver: createRequire(import.meta.url).resolve('better-sqlite3'),
            file,
            restaurantId: owner.restaurantId,
          },
        },
      );
      const exited = once(other, 'exit');
      await once(other, 'message');
      const reserved = await owner.client.post('/api/labels', { count: 30 });
      await exited;
      expect(reserved.status, JSON.stringify(reserved.body)).toBe(200);
      expect((reserved.body as { ids: string[] }).ids).toHaveLength(30);
    },
  );

  it('refuses a count out of range', async () => {
    const owner = await server.signUp();
    expect((await owner.client.post('/api/labels', { count: 0 })).status).toBe(400);
    expect((await owner.client.post('/api/labels', { count: 301 })).status).toBe(400);
  });
});
