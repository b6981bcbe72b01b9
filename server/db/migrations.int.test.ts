import { describe, expect, it } from 'vitest';
import type { Bottle, Format, Product } from '../../domain/inventory.js';
import { addLocation, productRequest } from '../test/fixtures.js';
import { SseClient } from '../test/sse-client.js';
import type { TestClient } from '../test/test-client.js';
import { openTestDatabase, startTestServer } from '../test/test-server.js';
import { migrateTo, migrateToLatest } from './migrate.js';

interface Saved {
  product: Product;
  format: Format;
  bottles: Bottle[];
}

/** Every batch of the restaurant's change log, as the live feed replays it from revision 0. */
async function replayedBatches(client: TestClient, count: number): Promise<unknown[]> {
  const stream = await SseClient.open(client, '?since=0');
  try {
    await stream.until(
      (events) => events.filter((event) => event.event === 'changes').length >= count,
    );
    return stream.changeBatches();
  } finally {
    stream.close();
  }
}

async function historyActions(client: TestClient, id: string): Promise<string[]> {
  const response = await client.get(`/api/bottles/${id}/history`);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return (response.body as { history: Array<{ action: string; revision: number }> }).history.map(
    (entry) => `${entry.revision} ${entry.action}`,
  );
}

describe('0003-bottle-history and 0005-change-batches', () => {
  it('rebuild the bottle histories from the change log, which keeps every batch when it moves to one row per batch', async () => {
    const database = await openTestDatabase();
    try {
      const first = await startTestServer({}, database);
      const owner = await first.signUp();
      const cellar = await addLocation(first.services.writer, owner, 'Cellar', ['1']);
      const bar = await addLocation(first.services.writer, owner, 'Bar', []);
      const created = await owner.client.post('/api/products', {
        ...productRequest(),
        bottles: { ids: ['A', 'B', 'C'], locationId: cellar, bin: '1' },
      });
      expect(created.status).toBe(201);
      const saved = created.body as Saved;
      const other = await owner.client.post(`/api/products/${saved.product.id}/formats`, {
        format: { vintage: '2019', bottleSize: 1500 },
      });
      expect(other.status, JSON.stringify(other.body)).toBe(201);
      const otherFormat = (other.body as { format: Format }).format;
      // One after the other: each is a user's action on what the one before left.
      const steps = [
        () => owner.client.post('/api/batches/move', { ids: ['A', 'B'], locationId: bar, bin: '' }),
        () => owner.client.put('/api/bottles/A/qr', { newId: 'A2' }),
        () =>
          owner.client.post('/api/batches/change-format', {
            ids: ['A2', 'C'],
            formatId: otherFormat.id,
          }),
        () => owner.client.post('/api/batches/remove', { ids: ['B'] }),
        // New bottles under the ids that were re-keyed and removed: other bottles, own histories.
        () => owner.client.post('/api/batches/add', { ids: ['A', 'B'], formatId: saved.format.id }),
        () =>
          owner.client.post('/api/batches/move', {
            ids: ['A', 'A2', 'B'],
            locationId: cellar,
            bin: '1',
          }),
        () => owner.client.patch('/api/bottles/A2', { notes: 'corked?' }),
      ];
      for (const step of steps) {
        const response = await step();
        expect(response.status, JSON.stringify(response.body)).toBeLessThan(300);
      }

      const ids = ['A', 'A2', 'B', 'C'];
      const before = new Map<string, string[]>();
      for (const id of ids) before.set(id, await historyActions(owner.client, id));
      expect(before.get('A2')?.map((entry) => entry.split(' ')[1])).toEqual([
        'bottle.add',
        'bottle.move',
        'bottle.rekey',
        'bottle.reprofile',
        'bottle.move',
        'bottle.update',
      ]);
      expect(before.get('A')?.map((entry) => entry.split(' ')[1])).toEqual([
        'bottle.add',
        'bottle.move',
      ]);
      expect(before.get('B')?.map((entry) => entry.split(' ')[1])).toEqual([
        'bottle.add',
        'bottle.move',
      ]);
      const revision = (await owner.client.get('/api/snapshot')).body as { revision: number };
      const batches = await replayedBatches(owner.client, revision.revision);
      expect(batches.length).toBe(revision.revision);
      await first.close();

      // Back to one row per change (and on SQLite, no history lists), then up again.
      await migrateTo(database.db, '0002-catalog-and-labels');
      await migrateToLatest(database.db);

      const second = await startTestServer({}, database);
      try {
        const client = second.client();
        const login = await client.post('/api/auth/login', {
          email: owner.email,
          password: owner.password,
        });
        expect(login.status).toBe(200);
        for (const id of ids) expect(await historyActions(client, id)).toEqual(before.get(id));
        expect(await replayedBatches(client, revision.revision)).toEqual(batches);
      } finally {
        await second.close();
      }
    } finally {
      await database.dispose();
    }
  });
});
