import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer, testDatabase } from '../test/test-server.js';

/** A read that takes seconds on either database: counting to five million, one row at a time. */
const longRead = sql<{ n: number | string }>`
  with recursive counted(i) as (select 1 union all select i + 1 from counted where i < 5000000)
  select count(*) as n from counted`;

describe('heavy reads', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server.close();
  });

  it('leave the server answering other requests while they read', async () => {
    let finished = false;
    const reading = longRead.execute(server.services.db.heavyReads).then((result) => {
      finished = true;
      return result;
    });
    // On SQLite's one connection, run on the server's thread, this read held every request.
    const health = await server.client().get('/api/health');
    expect(health.status).toBe(200);
    expect(finished).toBe(false);
    expect(Number((await reading).rows[0]?.n)).toBe(5_000_000);
  });

  it("give the database's own error", async () => {
    await expect(
      sql`select * from no_such_table`.execute(server.services.db.heavyReads),
    ).rejects.toThrow(/no_such_table/);
    const after = await sql<{ one: number }>`select 1 as one`.execute(
      server.services.db.heavyReads,
    );
    expect(after.rows).toEqual([{ one: 1 }]);
  });

  it.runIf(testDatabase() === 'sqlite')('on SQLite, change nothing', async () => {
    const heavy = server.services.db.heavyReads;
    const before = await heavy.selectFrom('restaurants').select('id').execute();
    await expect(sql`delete from restaurants`.execute(heavy)).rejects.toThrow(/reads only/);
    await expect(heavy.transaction().execute(async () => {})).rejects.toThrow(/not transactions/);
    expect(await heavy.selectFrom('restaurants').select('id').execute()).toEqual(before);
  });
});
