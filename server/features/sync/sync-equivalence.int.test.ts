import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addressOf } from '../../../domain/operation.js';
import { operationsByName } from '../../../domain/operations/index.js';
import type { Stocktake } from '../../../domain/stocktakes.js';
import type { QueuedChange } from '../../../domain/sync.js';
import type { Db } from '../../db/database.js';
import { addLocation } from '../../test/fixtures.js';
import { newDevice, queue, said, sync, wineWithBottles } from '../../test/sync-fixtures.js';
import type { TestClient } from '../../test/test-client.js';
import { type SignedUp, startTestServer, type TestServer } from '../../test/test-server.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

/** The same cellar in each restaurant: bottles E1 to E6 in Cellar, bin A1, counted. */
async function cellar(owner: SignedUp) {
  const cellarId = await addLocation(server.services.writer, owner, 'Cellar', ['A1']);
  const bar = await addLocation(server.services.writer, owner, 'Bar');
  const format = await wineWithBottles(owner.client, ['E1', 'E2', 'E3', 'E4', 'E5', 'E6']);
  const ids = ['E1', 'E2', 'E3', 'E4', 'E5', 'E6'];
  await owner.client.post('/api/batches/move', { ids, locationId: cellarId, bin: 'A1' });
  const count = (await owner.client.post('/api/stocktakes', { places: [{ locationId: cellarId }] }))
    .body as Stocktake;
  return { cellar: cellarId, bar, formatId: format.id, countId: count.id };
}

/** One change of each queueable operation. */
function everyOperation(ids: Awaited<ReturnType<typeof cellar>>): QueuedChange[] {
  const { bar, formatId, countId } = ids;
  return queue([
    {
      operation: 'addScannedBottles',
      input: { body: { ids: ['E7'], formatId, locationId: bar, bin: '' } },
    },
    {
      operation: 'confirmIntake',
      input: { body: { locationId: bar, stagedBottles: [{ qrCodeId: 'E8', formatId }] } },
    },
    { operation: 'moveBottles', input: { body: { ids: ['E1', 'E2'], locationId: bar } } },
    { operation: 'removeBottles', input: { body: { ids: ['E3'], reason: 'broken' } } },
    { operation: 'updateBottle', input: { params: { id: 'E4' }, body: { notes: 'torn label' } } },
    { operation: 'removeBottle', input: { params: { id: 'E5' }, query: { reason: 'sold' } } },
    {
      operation: 'scanIntoStocktake',
      input: { params: { id: countId }, body: { code: 'E6', locationId: ids.cellar, bin: 'A1' } },
    },
    {
      operation: 'setStocktakeQuantity',
      input: {
        params: { id: countId },
        body: { formatId, locationId: ids.cellar, bin: 'A1', quantity: 2 },
      },
    },
  ]);
}

/** Each change sent as its own online request. */
async function online(client: TestClient, changes: readonly QueuedChange[]): Promise<void> {
  for (const change of changes) {
    const op = operationsByName[change.operation];
    const response = await client.request(
      op.method,
      addressOf(op, change.input),
      change.input.body,
    );
    expect(response.status, `${change.operation} ${JSON.stringify(response.body)}`).toBeLessThan(
      300,
    );
  }
}

/** What the restaurant holds, with its own ids named by what they are. */
async function stateOf(db: Db, restaurantId: string) {
  const k = db.kysely;
  const places = new Map(
    (
      await k
        .selectFrom('locations')
        .select(['id', 'name'])
        .where('restaurant_id', '=', restaurantId)
        .execute()
    ).map((row) => [row.id, row.name]),
  );
  const at = (id: string | null) => (id === null ? '-' : (places.get(id) ?? '?'));
  const bottles = await k
    .selectFrom('bottles')
    .select(['id', 'location_id', 'bin', 'notes'])
    .where('restaurant_id', '=', restaurantId)
    .orderBy('id')
    .execute();
  const removed = await k
    .selectFrom('removed_bottles')
    .select(['id', 'reason', 'location_id', 'bin'])
    .where('restaurant_id', '=', restaurantId)
    .orderBy('id')
    .execute();
  const scans = await k
    .selectFrom('stocktake_scans')
    .select(['code', 'outcome', 'location_id', 'bin'])
    .where('restaurant_id', '=', restaurantId)
    .orderBy('code')
    .execute();
  const counted = await k
    .selectFrom('stocktake_places')
    .select(['location_id', 'bin', 'expected', 'counted', 'found'])
    .where('restaurant_id', '=', restaurantId)
    .orderBy('bin')
    .execute();
  const quantities = await k
    .selectFrom('stocktake_quantities')
    .select(['location_id', 'bin', 'expected', 'quantity'])
    .where('restaurant_id', '=', restaurantId)
    .execute();
  const kinds = await k
    .selectFrom('change_batches')
    .select('kind')
    .where('restaurant_id', '=', restaurantId)
    .orderBy('revision')
    .execute();
  return {
    bottles: bottles.map((b) => `${b.id} ${at(b.location_id)} ${b.bin} ${b.notes}`),
    removed: removed.map((b) => `${b.id} ${b.reason} ${at(b.location_id)} ${b.bin}`),
    scans: scans.map((s) => `${s.code} ${s.outcome} ${at(s.location_id)} ${s.bin}`),
    counted: counted.map(
      (p) => `${at(p.location_id)} ${p.bin} ${p.expected} ${p.counted} ${p.found}`,
    ),
    quantities: quantities.map((q) => `${at(q.location_id)} ${q.bin} ${q.expected} ${q.quantity}`),
    kinds: kinds.map((row) => row.kind),
  };
}

describe('a change replayed from a phone', () => {
  it('leaves the database as the same change made online, for every queueable operation', async () => {
    const viaRoutes = await server.signUp();
    const viaSync = await server.signUp();
    const changes = everyOperation(await cellar(viaRoutes));
    const queued = everyOperation(await cellar(viaSync));
    await online(viaRoutes.client, changes);
    const result = await sync(viaSync.client, newDevice(), queued);
    expect(said(result.outcomes)).toEqual(queued.map((change) => `${change.seq} applied`));
    const expected = await stateOf(server.services.db, viaRoutes.restaurantId);
    expect(expected.bottles).toHaveLength(6);
    expect(expected.scans).toHaveLength(1);
    expect(await stateOf(server.services.db, viaSync.restaurantId)).toEqual(expected);
  });
});
