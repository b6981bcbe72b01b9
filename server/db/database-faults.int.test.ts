import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productRequest } from '../test/fixtures.js';
import {
  openTestDatabase,
  type SignedUp,
  startTestServer,
  type TestServer,
  testDatabase,
} from '../test/test-server.js';

// A full disk answered 500 with "cannot rollback - no transaction is active" in
// the log; a read-only database left /api/health saying ok; a frozen PostgreSQL held every
// request with no timeout.

const health = async (server: TestServer) => {
  const response = await server.client().get('/api/health');
  return { status: response.status, body: response.body as { status: string; reason?: string } };
};

const addBottles = (owner: SignedUp, name: string) =>
  owner.client.post('/api/products', { ...productRequest({ name }), bottles: { count: 300 } });

describe.runIf(testDatabase() === 'sqlite')('SQLite that cannot write', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server.close();
  });

  it('answers 503 storage-full when the file cannot grow, says so in health, and recovers', async () => {
    const owner = await server.signUp();
    const sqlite = server.services.db.sqlite;
    if (!sqlite) throw new Error('no SQLite connection');
    const pages = Number(sqlite.pragma('page_count', { simple: true }));
    // SQLite's size limit gives the same SQLITE_FULL as a full disk, without a disk to fill.
    sqlite.pragma(`max_page_count = ${pages}`);
    try {
      const refused = await addBottles(owner, 'Magnum Impossible');
      expect(refused.status).toBe(503);
      expect(refused.body).toMatchObject({ error: { reason: 'storage-full' } });
      expect(await health(server)).toMatchObject({
        status: 503,
        body: { status: 'degraded', reason: 'storage-full' },
      });
    } finally {
      sqlite.pragma('max_page_count = 4294967294');
    }
    expect((await owner.client.get('/api/snapshot')).body).toMatchObject({ bottles: [] });
    expect((await addBottles(owner, 'Magnum Possible')).status).toBe(201);
    expect(await health(server)).toMatchObject({ status: 200, body: { status: 'ok' } });
  });

  it('answers 503 database-read-only when writes are refused, and health says why', async () => {
    const owner = await server.signUp();
    const sqlite = server.services.db.sqlite;
    if (!sqlite) throw new Error('no SQLite connection');
    sqlite.pragma('query_only = ON');
    try {
      const refused = await owner.client.post('/api/locations', { name: 'Cave' });
      expect(refused.status).toBe(503);
      expect(refused.body).toMatchObject({ error: { reason: 'database-read-only' } });
      expect(await health(server)).toMatchObject({
        status: 503,
        body: { status: 'degraded', reason: 'database-read-only' },
      });
    } finally {
      sqlite.pragma('query_only = OFF');
    }
    expect((await owner.client.post('/api/locations', { name: 'Cave' })).status).toBe(201);
  });
});

describe.runIf(testDatabase() === 'postgres')('PostgreSQL that does not answer', () => {
  let server: TestServer;
  let url = '';
  beforeAll(async () => {
    const database = await openTestDatabase({ statementMs: 700, connectMs: 700 });
    url = database.url ?? '';
    server = await startTestServer({}, database);
  });
  afterAll(async () => {
    await server.close();
  });

  it('gives up on a statement held up past its timeout with 503 database-unavailable', async () => {
    const owner = await server.signUp();
    // Another client holds the table: every statement on it waits, as on a frozen server.
    const holder = new pg.Client({ connectionString: url });
    await holder.connect();
    try {
      await holder.query('BEGIN');
      await holder.query('LOCK TABLE locations IN ACCESS EXCLUSIVE MODE');
      const started = Date.now();
      const refused = await owner.client.post('/api/locations', { name: 'Cave' });
      expect(refused.status).toBe(503);
      expect(refused.body).toMatchObject({ error: { reason: 'database-unavailable' } });
      // Generous: the point is that it ends, not how fast.
      expect(Date.now() - started).toBeLessThan(10_000);
    } finally {
      await holder.query('ROLLBACK');
      await holder.end();
    }
    expect((await owner.client.post('/api/locations', { name: 'Cave' })).status).toBe(201);
  });
});
