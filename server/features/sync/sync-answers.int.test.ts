import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operationsByName } from '../../../domain/operations/index.js';
import type { Stocktake } from '../../../domain/stocktakes.js';
import type { QueuedChange } from '../../../domain/sync.js';
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

/** A change as the phone sends it online: the moment it is made, marked so. */
const online = (change: QueuedChange): QueuedChange => ({ ...change, online: true });

describe('a change sent online through the replay', () => {
  it('applies once when its answer is lost and it is sent again, and answers the same', async () => {
    const owner = await server.signUp();
    const bar = await addLocation(server.services.writer, owner, 'Bar');
    await wineWithBottles(owner.client, ['L1', 'L2']);
    const device = newDevice();
    const [move] = queue([
      { operation: 'moveBottles', input: { body: { ids: ['L1', 'L2'], locationId: bar } } },
    ]).map(online);
    if (!move) throw new Error('no change');
    const first = await sync(owner.client, device, [move]);
    // The phone never heard this answer: it sends the same change, same id and number, again.
    const again = await sync(owner.client, device, [move]);
    expect(first.outcomes[0]).toMatchObject({
      outcome: 'applied',
      replayed: false,
      answer: { count: 2, ids: ['L1', 'L2'] },
    });
    expect(again.outcomes[0]).toEqual({ ...first.outcomes[0], replayed: true });
    expect(again.lastSeq).toBe(1);
    const batches = await server.services.db.kysely
      .selectFrom('change_batches')
      .select(['kind', 'made_at'])
      .where('restaurant_id', '=', owner.restaurantId)
      .where('kind', '=', 'bottles-moved')
      .execute();
    // Moved once, and saved as made: no phone time beside it, as a move made by its route.
    expect(batches).toEqual([{ kind: 'bottles-moved', made_at: null }]);
    expect((await bottlesOf(owner.client)).map((b) => b.locationId)).toEqual([bar, bar]);
  });

  it("answers each operation's own answer, and a refusal as its route would", async () => {
    const owner = await server.signUp();
    const cellar = await addLocation(server.services.writer, owner, 'Cellar', ['A1']);
    const format = await wineWithBottles(owner.client, ['Q1', 'Q2', 'Q3', 'Q4']);
    const moved = await owner.client.post('/api/batches/move', {
      ids: ['Q1', 'Q2', 'Q3', 'Q4'],
      locationId: cellar,
      bin: 'A1',
    });
    expect(moved.body).toEqual({ count: 4, ids: ['Q1', 'Q2', 'Q3', 'Q4'] });
    const count = (await owner.client.post('/api/stocktakes', { places: [{ locationId: cellar }] }))
      .body as Stocktake;
    const place = { locationId: cellar, bin: 'A1' };
    const changes = queue([
      { operation: 'moveBottles', input: { body: { ids: ['Q1'], ...place } } },
      { operation: 'updateBottle', input: { params: { id: 'Q2' }, body: { notes: 'chipped' } } },
      { operation: 'removeBottle', input: { params: { id: 'Q3' }, query: { reason: 'sold' } } },
      {
        operation: 'scanIntoStocktake',
        input: { params: { id: count.id }, body: { code: 'Q4', ...place } },
      },
      {
        operation: 'setStocktakeQuantity',
        input: { params: { id: count.id }, body: { formatId: format.id, ...place, quantity: 3 } },
      },
      { operation: 'moveBottles', input: { body: { ids: ['Q1', 'NOPE'], ...place } } },
    ]).map(online);
    const result = await sync(owner.client, newDevice(), changes);
    expect(said(result.outcomes)).toEqual([
      '1 applied',
      '2 applied',
      '3 applied',
      '4 applied',
      '5 applied',
      '6 refused bottle-not-found',
    ]);
    // Each answer is what the operation's route answers, by its own response schema.
    for (const [index, change] of changes.entries()) {
      const { response } = operationsByName[change.operation];
      const outcome = result.outcomes[index];
      if (outcome?.outcome !== 'applied') continue;
      if (response) expect(response.safeParse(outcome.answer).success, change.operation).toBe(true);
      else expect(outcome.answer, change.operation).toBeUndefined();
    }
    const [move, edit, , scan, quantity, refused] = result.outcomes;
    expect(move?.answer).toEqual({ count: 1, ids: ['Q1'] });
    expect(edit?.answer).toMatchObject({ id: 'Q2', notes: 'chipped' });
    const routeScan = await owner.client.post(`/api/stocktakes/${count.id}/scans`, {
      code: 'Q4',
      ...place,
    });
    expect(scan?.answer).toEqual({ ...(routeScan.body as object), outcome: 'counted' });
    expect(quantity?.answer).toMatchObject({ formatId: format.id, quantity: 3 });
    // The route's own refusal: the ids not found as a list, as the batch dialog marks them.
    const routeRefusal = await owner.client.post('/api/batches/move', {
      ids: ['Q1', 'NOPE'],
      ...place,
    });
    const routeError = (routeRefusal.body as { error: { reason: string; details: unknown } }).error;
    expect(refused?.error).toEqual({ reason: routeError.reason, details: routeError.details });
    expect(refused?.error?.details).toEqual({ ids: ['NOPE'] });
  });
});

describe('outcomes kept a bounded time', () => {
  it('answers a replay of a pruned change `sync-outcome-expired` and applies nothing', async () => {
    const owner = await server.signUp();
    const bar = await addLocation(server.services.writer, owner, 'Bar');
    await wineWithBottles(owner.client, ['O1', 'O2']);
    const device = newDevice();
    const changes = queue([
      { operation: 'removeBottles', input: { body: { ids: ['O1'], reason: 'sold' } } },
      { operation: 'moveBottles', input: { body: { ids: ['O2'], locationId: bar } } },
      { operation: 'moveBottles', input: { body: { ids: ['O2'], locationId: null } } },
    ]);
    const [old, middle, last] = changes;
    if (!old || !middle || !last) throw new Error('no changes');
    expect(said((await sync(owner.client, device, [old, middle])).outcomes)).toEqual([
      '1 applied',
      '2 applied',
    ]);
    const k = server.services.db.kysely;
    // The first was settled 31 days ago; the second yesterday.
    const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();
    const backdate = (seq: number, at: string) =>
      k
        .updateTable('sync_outcomes')
        .set({ settled_at: at })
        .where('restaurant_id', '=', owner.restaurantId)
        .where('device_id', '=', device)
        .where('seq', '=', seq)
        .execute();
    await backdate(1, daysAgo(31));
    await backdate(2, daysAgo(1));
    // The device's next replay deletes what is older than the bound, and keeps its number.
    expect(said((await sync(owner.client, device, [last])).outcomes)).toEqual(['3 applied']);
    const kept = await k
      .selectFrom('sync_outcomes')
      .select('seq')
      .where('restaurant_id', '=', owner.restaurantId)
      .where('device_id', '=', device)
      .orderBy('seq')
      .execute();
    expect(kept.map((row) => Number(row.seq))).toEqual([2, 3]);
    const replay = await sync(owner.client, device, changes);
    expect(said(replay.outcomes)).toEqual([
      '1 refused sync-outcome-expired',
      '2 applied',
      '3 applied',
    ]);
    expect(replay.outcomes.slice(1).map((o) => o.replayed)).toEqual([true, true]);
    expect(replay.lastSeq).toBe(3);
    const removals = await k
      .selectFrom('change_batches')
      .select('kind')
      .where('restaurant_id', '=', owner.restaurantId)
      .where('kind', 'in', ['bottles-removed', 'bottles-moved'])
      .execute();
    expect(removals.map((row) => row.kind).sort()).toEqual([
      'bottles-moved',
      'bottles-moved',
      'bottles-removed',
    ]);
    expect((await bottlesOf(owner.client)).map((b) => `${b.id} ${b.locationId}`)).toEqual([
      'O2 null',
    ]);
  });
});
