import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestServer, type TestServer, testDatabase } from '../test/test-server.js';

describe.runIf(testDatabase() === 'postgres')('PostgreSQL connections (PostgreSQL)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server.close();
  });

  it('keeps serving after its idle connections are terminated, as when PostgreSQL restarts', async () => {
    const owner = await server.signUp();
    // Several requests at once, so that the pool holds several idle connections afterwards.
    const before = await Promise.all(
      Array.from({ length: 4 }, () => owner.client.get('/api/snapshot')),
    );
    for (const response of before) expect(response.status).toBe(200);

    const reported = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const admin = new pg.Client({ connectionString: server.databaseUrl });
      await admin.connect();
      const terminated = await admin.query(
        `select pg_terminate_backend(pid) from pg_stat_activity
         where datname = current_database() and pid <> pg_backend_pid()`,
      );
      await admin.end();
      expect(terminated.rowCount).toBeGreaterThan(0);
      await vi.waitFor(() => expect(reported).toHaveBeenCalled());

      // A request that meets a terminated connection before the pool has let it go may answer
      // 503 database-unavailable, as one would while PostgreSQL restarts (the clean-clone CI saw
      // it); the server must answer cleanly, then serve again without a restart of its own.
      const refusals: unknown[] = [];
      await vi.waitFor(
        async () => {
          const after = await owner.client.get('/api/snapshot');
          if (after.status !== 200) refusals.push({ status: after.status, body: after.body });
          expect(after.status).toBe(200);
        },
        { timeout: 10_000, interval: 100 },
      );
      for (const refusal of refusals) {
        expect(refusal).toMatchObject({
          status: 503,
          body: { error: { reason: 'database-unavailable' } },
        });
      }
      const moved = await owner.client.post('/api/locations', { name: 'Cave', bins: [] });
      expect(moved.status, JSON.stringify(moved.body)).toBeLessThan(300);
    } finally {
      reported.mockRestore();
    }
  });
});
