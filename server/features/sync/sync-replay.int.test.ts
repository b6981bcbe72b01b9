import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { type Db, openDatabase } from '../../db/database.js';
import { migrateToLatest } from '../../db/migrate.js';
import { addLocation } from '../../test/fixtures.js';
import {
  bottlesOf,
  newDevice,
  queue,
  said,
  sync,
  wineWithBottles,
} from '../../test/sync-fixtures.js';
import { TestClient } from '../../test/test-client.js';
import { openTestDatabase, startTestServer, testDatabase } from '../../test/test-server.js';

/** A database that a second server can open again: the same SQLite file, the same PostgreSQL. */
async function reopenableDatabase(): Promise<{ db: Db; reopen(): Db; remove(): void }> {
  if (testDatabase() === 'postgres') {
    const { db, url } = await openTestDatabase();
    if (!url) throw new Error('no PostgreSQL address');
    return { db, reopen: () => openDatabase({ databaseUrl: url, sqliteFile: '' }), remove() {} };
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cellar-sync-'));
  const sqliteFile = path.join(dir, 'cellar.sqlite');
  const db = openDatabase({ sqliteFile });
  await migrateToLatest(db);
  return {
    db,
    reopen: () => openDatabase({ sqliteFile }),
    remove: () => fs.rmSync(dir, { recursive: true, force: true }),
  };
}

describe('a replay after a lost answer', () => {
  it('applies nothing twice across a server restart', async () => {
    const database = await reopenableDatabase();
    const first = await startTestServer({}, { db: database.db, dispose: async () => {} });
    const owner = await first.signUp();
    const bar = await addLocation(first.services.writer, owner, 'Bar');
    const format = await wineWithBottles(owner.client, ['K1', 'K2']);
    const device = newDevice();
    const changes = queue([
      {
        operation: 'addScannedBottles',
        input: { body: { ids: ['K3'], formatId: format.id, locationId: bar, bin: '' } },
      },
      { operation: 'moveBottles', input: { body: { ids: ['K1'], locationId: bar } } },
      { operation: 'removeBottles', input: { body: { ids: ['K2'], reason: 'sold' } } },
    ]);
    // The first two reach the server; the phone never hears back and keeps all three.
    const sent = await sync(owner.client, device, changes.slice(0, 2));
    expect(said(sent.outcomes)).toEqual(['1 applied', '2 applied']);
    await first.close();
    await database.db.close();

    const db = database.reopen();
    const second = await startTestServer({}, { db, dispose: async () => {} });
    try {
      const client = new TestClient(second.baseUrl);
      const login = await client.post('/api/auth/login', {
        email: owner.email,
        password: owner.password,
      });
      expect(login.status).toBe(200);
      const replay = await sync(client, device, changes);
      expect(said(replay.outcomes)).toEqual(['1 applied', '2 applied', '3 applied']);
      expect(replay.outcomes.map((o) => o.replayed)).toEqual([true, true, false]);
      expect(replay.lastSeq).toBe(3);
      const bottles = await bottlesOf(client);
      expect(bottles.map((b) => `${b.id} ${b.locationId === bar ? 'Bar' : '-'}`)).toEqual([
        'K1 Bar',
        'K3 Bar',
      ]);
      const batches = await db.kysely
        .selectFrom('change_batches')
        .select(['kind', 'made_at'])
        .where('restaurant_id', '=', owner.restaurantId)
        .where('made_at', 'is not', null)
        .execute();
      expect(batches).toHaveLength(3);
      expect(new Set(batches.map((batch) => batch.made_at))).toEqual(new Set([changes[0]?.madeAt]));
    } finally {
      await second.close();
      await db.close();
      database.remove();
    }
  });

  it('applies a change once when two requests replay it at the same time', async () => {
    const server = await startTestServer();
    try {
      const owner = await server.signUp();
      const format = await wineWithBottles(owner.client, ['J1']);
      const device = newDevice();
      const changes = queue([
        {
          operation: 'addScannedBottles',
          input: { body: { ids: ['J2'], formatId: format.id, locationId: null, bin: '' } },
        },
      ]);
      const answers = await Promise.all([
        sync(owner.client, device, changes),
        sync(owner.client, device, changes),
      ]);
      expect(answers.flatMap((answer) => said(answer.outcomes))).toEqual([
        '1 applied',
        '1 applied',
      ]);
      expect(answers.map((answer) => answer.outcomes[0]?.replayed).sort()).toEqual([false, true]);
      expect((await bottlesOf(owner.client)).map((b) => b.id)).toEqual(['J1', 'J2']);
    } finally {
      await server.close();
    }
  });
});
