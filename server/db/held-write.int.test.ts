import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer, testDatabase } from '../test/test-server.js';

describe('a write transaction held open (an import writing its rows)', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server.close();
  });

  it('leaves every restaurant’s reads answered at the last commit; writes take their turn after it', async () => {
    const importing = await server.signUp();
    const other = await server.signUp();
    let release = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const holding = server.services.db.kysely.transaction().execute(async (tx) => {
      await tx
        .insertInto('locations')
        .values({ restaurant_id: importing.restaurantId, id: 'held-room', name: 'Held room' })
        .execute();
      await gate;
    });

    // On SQLite these waited for the one connection, held by the transaction until its commit.
    const othersInventory = await other.client.get('/api/snapshot');
    expect(othersInventory.status).toBe(200);
    const ownInventory = await importing.client.get('/api/snapshot');
    expect(ownInventory.status).toBe(200);
    expect(JSON.stringify(ownInventory.body)).not.toContain('Held room');
    expect((await server.client().get('/api/health')).status).toBe(200);

    let added = false;
    const adding = other.client.post('/api/locations', { name: 'Terrace' }).then((response) => {
      added = true;
      return response;
    });
    expect((await other.client.get('/api/snapshot')).status).toBe(200);
    // SQLite writes one transaction at a time; PostgreSQL's rows of another restaurant are free.
    if (testDatabase() === 'sqlite') expect(added).toBe(false);

    release();
    await holding;
    expect((await adding).status).toBe(201);
    const after = await importing.client.get('/api/snapshot');
    expect(JSON.stringify(after.body)).toContain('Held room');
    const othersAfter = await other.client.get('/api/snapshot');
    expect(JSON.stringify(othersAfter.body)).toContain('Terrace');
    expect(JSON.stringify(othersAfter.body)).not.toContain('Held room');
  });
});
