import SqliteDatabase from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer, testDatabase } from '../test/test-server.js';

// With BEGIN IMMEDIATE held by another process, the write answered 500 after
// 5 s and every other request of the server waited as long, the driver waiting synchronously.
describe.runIf(testDatabase() === 'sqlite')('SQLite locked by another process', () => {
  let server: TestServer;
  let other: SqliteDatabase.Database;

  beforeAll(async () => {
    server = await startTestServer();
    const file = server.services.db.sqlite?.name;
    if (!file) throw new Error('no SQLite file');
    other = new SqliteDatabase(file);
  });
  afterAll(async () => {
    other?.close();
    await server.close();
  });

  it('keeps answering other requests while a write waits for the lock, then makes the write', async () => {
    const owner = await server.signUp();
    const neighbour = await server.signUp();
    other.exec('BEGIN IMMEDIATE');
    let settled = false;
    const write = owner.client.post('/api/locations', { name: 'Cave' }).finally(() => {
      settled = true;
    });
    expect((await server.client().get('/api/health')).status).toBe(200);
    expect((await neighbour.client.get('/api/snapshot')).status).toBe(200);
    expect(settled).toBe(false);
    other.exec('COMMIT');
    expect((await write).status).toBe(201);
  });

  it('a sign-in waits for the lock like a write, then opens its session', async () => {
    const owner = await server.signUp();
    other.exec('BEGIN IMMEDIATE');
    let settled = false;
    const login = server
      .client()
      .post('/api/auth/login', { email: owner.email, password: owner.password })
      .finally(() => {
        settled = true;
      });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(settled).toBe(false);
    other.exec('COMMIT');
    expect((await login).status).toBe(200);
  });

  it('answers 503 database-busy when the lock is not released in time, and writes nothing', async () => {
    const owner = await server.signUp();
    other.exec('BEGIN IMMEDIATE');
    try {
      const refused = await owner.client.post('/api/locations', { name: 'Cave' });
      expect(refused.status).toBe(503);
      expect(refused.body).toMatchObject({ error: { reason: 'database-busy' } });
    } finally {
      other.exec('ROLLBACK');
    }
    const { restaurant } = (await owner.client.get('/api/snapshot')).body as {
      restaurant: { locations: unknown[] };
    };
    expect(restaurant.locations).toEqual([]);
  }, 15_000);
});
