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

      const after = await owner.client.get('/api/snapshot');
      expect(after.status).toBe(200);
      const moved = await owner.client.post('/api/locations', { name: 'Cave', bins: [] });
      expect(moved.status, JSON.stringify(moved.body)).toBeLessThan(300);
    } finally {
      reported.mockRestore();
    }
  });
});
