import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Stocktake } from '../../../domain/stocktakes.js';
import { addLocation } from '../../test/fixtures.js';
import {
  bottlesOf,
  newDevice,
  queue,
  said,
  sync,
  wineWithBottles,
} from '../../test/sync-fixtures.js';
import { startTestServer, type TestServer } from '../../test/test-server.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

describe('a queued change that no longer applies', () => {
  it('is refused as removed by whom and when, and the rest of the queue is saved', async () => {
    const owner = await server.signUp({ displayName: 'Ana Martin' });
    const bar = await addLocation(server.services.writer, owner, 'Bar');
    await wineWithBottles(owner.client, ['R1', 'R2']);
    const phone = await server.addMember(owner, 'staff');
    // Online, Ana removes R1 while the phone, offline, moves it and then R2.
    const removed = await owner.client.delete('/api/bottles/R1?reason=broken');
    expect(removed.status).toBe(204);
    const device = newDevice();
    const changes = queue([
      { operation: 'moveBottles', input: { body: { ids: ['R1'], locationId: bar } } },
      { operation: 'updateBottle', input: { params: { id: 'R1' }, body: { notes: 'cold' } } },
      { operation: 'moveBottles', input: { body: { ids: ['R2'], locationId: bar } } },
    ]);
    const result = await sync(phone.client, device, changes);
    expect(said(result.outcomes)).toEqual([
      '1 refused bottle-removed-by',
      '2 refused bottle-removed-by',
      '3 applied',
    ]);
    const removedRow = await server.services.db.kysely
      .selectFrom('removed_bottles')
      .select('removed_at')
      .where('restaurant_id', '=', owner.restaurantId)
      .where('id', '=', 'R1')
      .executeTakeFirstOrThrow();
    expect(result.outcomes[0]?.details).toEqual({
      by: 'Ana Martin',
      at: removedRow.removed_at,
      bottleId: 'R1',
    });
    expect(result.lastSeq).toBe(3);
    expect((await bottlesOf(owner.client)).map((b) => `${b.id} ${b.locationId}`)).toEqual([
      `R2 ${bar}`,
    ]);
    // Sent again, each answer is the one recorded, not a second look.
    const again = await sync(phone.client, device, changes);
    expect(again.outcomes).toEqual(result.outcomes.map((o) => ({ ...o, replayed: true })));
  });

  it('is refused with the count’s or the location’s reason, and a bad input with its schema’s', async () => {
    const owner = await server.signUp();
    const cellar = await addLocation(server.services.writer, owner, 'Cellar', ['A1']);
    const gone = await addLocation(server.services.writer, owner, 'Terrace');
    const format = await wineWithBottles(owner.client, ['C1', 'C2']);
    const placed = await owner.client.post('/api/batches/move', {
      ids: ['C1', 'C2'],
      locationId: cellar,
      bin: 'A1',
    });
    expect(placed.status).toBe(200);
    const started = await owner.client.post('/api/stocktakes', {
      places: [{ locationId: cellar }],
    });
    expect(started.status, JSON.stringify(started.body)).toBe(201);
    const count = started.body as Stocktake;
    expect((await owner.client.post(`/api/stocktakes/${count.id}/cancel`)).status).toBe(200);
    expect((await owner.client.delete(`/api/locations/${gone}`)).status).toBeLessThan(300);
    const before = await bottlesOf(owner.client);
    const result = await sync(
      owner.client,
      newDevice(),
      queue([
        {
          operation: 'scanIntoStocktake',
          input: { params: { id: count.id }, body: { code: 'C1', locationId: cellar, bin: 'A1' } },
        },
        { operation: 'moveBottles', input: { body: { ids: ['C1'], locationId: gone } } },
        { operation: 'removeBottle', input: { params: { id: 'C2' }, query: { reason: 'stolen' } } },
        {
          operation: 'addScannedBottles',
          input: {
            body: { ids: ['4006381333931'], formatId: format.id, locationId: null, bin: '' },
          },
        },
      ]),
    );
    expect(said(result.outcomes)).toEqual([
      '1 refused stocktake-finished',
      '2 refused location-unknown',
      '3 refused invalid-field',
      '4 refused not-a-bottle-id',
    ]);
    expect(await bottlesOf(owner.client)).toEqual(before);
  });
});
