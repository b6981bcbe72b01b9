import { describe, expect, it } from 'vitest';
import type { BottleHistoryEntry } from '../../../domain/inventory-commands.js';
import { addLocation, productRequest } from '../../test/fixtures.js';
import { SseClient } from '../../test/sse-client.js';
import { openTestDatabase, startTestServer } from '../../test/test-server.js';
import { migrateTo, migrateToLatest } from '../migrate.js';

/** The data of every change in the log, by entity, as stored. */
async function loggedData(database: Awaited<ReturnType<typeof openTestDatabase>>) {
  const rows = await database.db.kysely.selectFrom('change_batches').select('changes').execute();
  const changes = rows.flatMap(
    (row) => JSON.parse(row.changes) as Array<{ entity: string; data: object | null }>,
  );
  const of = (entity: string) =>
    changes.filter((change) => change.entity === entity && change.data).map((c) => c.data);
  return { formats: of('format'), bottles: of('bottle') };
}

describe('0009-one-vocabulary', () => {
  it('renames the fields of the logged formats and bottles, so history and the live replay read them', async () => {
    const database = await openTestDatabase();
    try {
      const first = await startTestServer({}, database);
      const owner = await first.signUp();
      const cellar = await addLocation(first.services.writer, owner, 'Cellar', ['A3']);
      const saved = await owner.client.post('/api/products', {
        ...productRequest(),
        bottles: { ids: ['QR-1'] },
      });
      expect(saved.status, JSON.stringify(saved.body)).toBe(201);
      const productId = (saved.body as { product: { id: string } }).product.id;
      const moved = await owner.client.post('/api/batches/move', {
        ids: ['QR-1'],
        locationId: cellar,
        bin: 'A3',
      });
      expect(moved.status).toBe(200);
      await first.close();

      // As the code before stored them.
      await migrateTo(database.db, '0008-canonical-barcodes');
      const before = await loggedData(database);
      expect(before.formats).toContainEqual(expect.objectContaining({ wineId: productId }));
      expect(before.bottles).toContainEqual(expect.objectContaining({ binNumber: 'A3' }));

      await migrateToLatest(database.db);
      const after = await loggedData(database);
      expect(after.formats.length).toBeGreaterThan(0);
      for (const format of after.formats) {
        expect(format).toMatchObject({ productId });
        expect(format).not.toHaveProperty('wineId');
      }
      for (const bottle of after.bottles) expect(bottle).not.toHaveProperty('binNumber');
      expect(after.bottles).toContainEqual(expect.objectContaining({ bin: 'A3' }));

      const second = await startTestServer({}, database);
      try {
        const client = second.client();
        const login = await client.post('/api/auth/login', {
          email: owner.email,
          password: owner.password,
        });
        expect(login.status).toBe(200);
        const history = (await client.get('/api/bottles/QR-1/history')).body as {
          history: BottleHistoryEntry[];
        };
        expect(history.history.at(-1)?.data).toMatchObject({ locationId: cellar, bin: 'A3' });

        const replay = await SseClient.open(client, '?since=0');
        await replay.until((events) => events.length >= 1);
        const formats = replay
          .changeBatches()
          .flatMap((batch) => batch.changes)
          .filter((change) => change.entity === 'format');
        replay.close();
        expect(formats[0]?.data).toMatchObject({ productId });
      } finally {
        await second.close();
      }
    } finally {
      await database.dispose();
    }
  });
});
