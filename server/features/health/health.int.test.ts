import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  openTestDatabase,
  startTestServer,
  type TestServer,
  testDatabase,
} from '../../test/test-server.js';

const health = async (server: TestServer) => {
  const response = await server.client().get('/api/health');
  return { status: response.status, body: response.body as { status: string; reason?: string } };
};

/**
 * A load balancer takes an instance out while its health is degraded and sends it no writes: the
 * health check's own round trip must be enough to bring it back once the database answers.
 */
describe('health after the database did not answer', () => {
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

  it('is ok again as soon as its own round trip is answered, with no write in between', async () => {
    // What the error handler records when a statement or a connection times out.
    server.services.db.faults.record('database-unavailable');
    expect(await health(server)).toMatchObject({ status: 200, body: { status: 'ok' } });
  });

  it("answers ok while another restaurant's long write holds the writes' connection", async () => {
    const owner = await server.signUp();
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let started = () => {};
    const inside = new Promise<void>((resolve) => {
      started = resolve;
    });
    const write = server.services.writer.write(owner, async () => {
      started();
      await held;
    });
    await inside;
    try {
      expect(await health(server)).toMatchObject({ status: 200, body: { status: 'ok' } });
    } finally {
      release();
      await write;
    }
  });

  it('stays degraded after a full disk until a write commits: a read answering says nothing of it', async () => {
    server.services.db.faults.record('storage-full');
    try {
      expect(await health(server)).toMatchObject({
        status: 503,
        body: { status: 'degraded', reason: 'storage-full' },
      });
    } finally {
      server.services.db.faults.clear();
    }
  });

  it.runIf(testDatabase() === 'postgres')(
    'recovers from a PostgreSQL that held a statement past its timeout, before any write',
    async () => {
      const owner = await server.signUp();
      const holder = new pg.Client({ connectionString: url });
      await holder.connect();
      try {
        await holder.query('BEGIN');
        await holder.query('LOCK TABLE locations IN ACCESS EXCLUSIVE MODE');
        const refused = await owner.client.post('/api/locations', { name: 'Cave' });
        expect(refused.status).toBe(503);
        expect(refused.body).toMatchObject({ error: { reason: 'database-unavailable' } });
      } finally {
        await holder.query('ROLLBACK');
        await holder.end();
      }
      expect(await health(server)).toMatchObject({ status: 200, body: { status: 'ok' } });
    },
  );
});
