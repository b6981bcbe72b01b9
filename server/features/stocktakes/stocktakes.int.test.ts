import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  ScanRequest,
  StartStocktakeRequest,
  Stocktake,
  StocktakeList,
  StocktakePreview,
  StocktakeScanChange,
  StocktakeScanResult,
} from '../../../domain/stocktakes.js';
import { addLocation, productRequest } from '../../test/fixtures.js';
import { SseClient } from '../../test/sse-client.js';
import type { TestClient } from '../../test/test-client.js';
import { type SignedUp, startTestServer, type TestServer } from '../../test/test-server.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

const reasonOf = (body: unknown) => (body as { error: { reason: string } }).error.reason;

interface Cellar {
  owner: SignedUp;
  cave: string;
  bar: string;
  formatId: string;
}

/** A restaurant with a Cave (bins A1, A2) and a Bar, and bottles placed as asked. */
async function cellar(
  bottles: Record<string, { location: 'cave' | 'bar'; bin?: string }>,
): Promise<Cellar> {
  const owner = await server.signUp();
  const cave = await addLocation(server.services.writer, owner, 'Cave', ['A1', 'A2']);
  const bar = await addLocation(server.services.writer, owner, 'Bar');
  const created = await owner.client.post('/api/products', {
    ...productRequest({ name: 'Barolo' }),
    format: { vintage: '2015', bottleSize: 750, cost: 40 },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const formatId = (created.body as { format: { id: string } }).format.id;
  for (const [id, place] of Object.entries(bottles)) {
    const added = await owner.client.post('/api/bottles', {
      formatId,
      ids: [id],
      locationId: place.location === 'cave' ? cave : bar,
      bin: place.bin ?? '',
    });
    expect(added.status, JSON.stringify(added.body)).toBeLessThan(300);
  }
  return { owner, cave, bar, formatId };
}

async function start(
  client: TestClient,
  places: StartStocktakeRequest['places'] = [],
): Promise<Stocktake> {
  const request: StartStocktakeRequest = { places };
  const response = await client.post('/api/stocktakes', request);
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body as Stocktake;
}

async function scan(
  client: TestClient,
  id: string,
  code: string,
  locationId: string,
  bin = '',
): Promise<StocktakeScanResult> {
  const request: ScanRequest = { code, locationId, bin };
  const response = await client.post(`/api/stocktakes/${id}/scans`, request);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body as StocktakeScanResult;
}

async function preview(client: TestClient, id: string): Promise<StocktakePreview> {
  const response = await client.get(`/api/stocktakes/${id}/preview`);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body as StocktakePreview;
}

async function bottlePlaces(client: TestClient): Promise<Record<string, string>> {
  const snapshot = (await client.get('/api/snapshot')).body as {
    bottles: { id: string; locationId: string | null; bin: string }[];
  };
  return Object.fromEntries(
    snapshot.bottles.map((bottle) => [bottle.id, `${bottle.locationId ?? '-'}/${bottle.bin}`]),
  );
}

/** What a refused scan must leave as it was: the counts, and the restaurant's revision. */
async function unchanged(client: TestClient, ids: readonly string[]) {
  const revision = ((await client.get('/api/snapshot')).body as { revision: number }).revision;
  const counts = await Promise.all(
    ids.map(async (id) => (await client.get(`/api/stocktakes/${id}`)).body),
  );
  return { revision, counts };
}

describe('starting a stock count', () => {
  it('expects every placed bottle of the cellar, per location and bin', async () => {
    const { owner, cave, bar } = await cellar({
      Q1: { location: 'cave', bin: 'A1' },
      Q2: { location: 'cave', bin: 'A1' },
      Q3: { location: 'cave', bin: 'A2' },
      Q4: { location: 'bar' },
    });
    const stocktake = await start(owner.client);
    expect(stocktake).toMatchObject({ status: 'open', places: [], expected: 4, counted: 0 });
    expect(stocktake.startedBy).toBe('Sam Sommelier');
    expect(stocktake.progress).toEqual(
      [
        { locationId: cave, bin: 'A1', expected: 2, counted: 0, found: 0 },
        { locationId: cave, bin: 'A2', expected: 1, counted: 0, found: 0 },
        { locationId: bar, bin: '', expected: 1, counted: 0, found: 0 },
      ].sort((a, b) => a.locationId.localeCompare(b.locationId) || a.bin.localeCompare(b.bin)),
    );
  });

  it('expects only the chosen locations and bins, and refuses a place that does not exist', async () => {
    const { owner, cave, bar } = await cellar({
      Q1: { location: 'cave', bin: 'A1' },
      Q2: { location: 'cave', bin: 'A2' },
      Q3: { location: 'bar' },
    });
    const stocktake = await start(owner.client, [
      { locationId: cave, bin: 'A1' },
      { locationId: bar },
    ]);
    expect(stocktake.expected).toBe(2);
    expect(stocktake.places).toEqual([{ locationId: cave, bin: 'A1' }, { locationId: bar }]);
    const refused = await owner.client.post('/api/stocktakes', {
      places: [{ locationId: cave, bin: 'Z9' }],
    });
    expect(refused.status).toBe(400);
    expect(reasonOf(refused.body)).toBe('bin-unknown');
    const list = (await owner.client.get('/api/stocktakes')).body as StocktakeList;
    expect(list.current.map((item) => item.id)).toEqual([stocktake.id]);
    expect(list.past).toEqual([]);
  });
});

describe('scanning', () => {
  it('says counted, already counted, found elsewhere and unknown, and keeps the progress', async () => {
    const { owner, cave, bar } = await cellar({
      Q1: { location: 'cave', bin: 'A1' },
      Q2: { location: 'cave', bin: 'A2' },
      Q3: { location: 'bar' },
    });
    const { id } = await start(owner.client);
    expect(await scan(owner.client, id, 'Q1', cave, 'A1')).toEqual({
      outcome: 'counted',
      code: 'Q1',
    });
    expect(await scan(owner.client, id, 'Q1', cave, 'A1')).toEqual({
      outcome: 'already-counted',
      code: 'Q1',
    });
    // Already counted anywhere in the count: the second place does not count it again.
    expect((await scan(owner.client, id, 'Q1', bar)).outcome).toBe('already-counted');
    expect(await scan(owner.client, id, 'Q2', cave, 'A1')).toEqual({
      outcome: 'found-elsewhere',
      code: 'Q2',
      recordedIn: { locationId: cave, bin: 'A2' },
    });
    expect(await scan(owner.client, id, 'NOPE-1', bar)).toEqual({
      outcome: 'unknown',
      code: 'NOPE-1',
    });
    expect((await scan(owner.client, id, 'NOPE-1', bar)).outcome).toBe('unknown');
    const stocktake = (await owner.client.get(`/api/stocktakes/${id}`)).body as Stocktake;
    // Counted of expected: the bottle A2 expects, found in A1, is counted apart.
    expect(stocktake).toMatchObject({ expected: 3, counted: 1, found: 1 });
    expect(stocktake.progress.find((p) => p.locationId === cave && p.bin === 'A1')).toEqual({
      locationId: cave,
      bin: 'A1',
      expected: 1,
      counted: 1,
      found: 1,
    });
    expect(stocktake.counters).toEqual([
      { userId: owner.userId, name: 'Sam Sommelier', counted: 2 },
    ]);
    const ids = await owner.client.get(`/api/stocktakes/${id}/scans?locationId=${cave}&bin=A1`);
    expect(ids.body).toEqual({ ids: ['Q1', 'Q2'] });
  });

  it('refuses a place outside the count or that does not exist, and changes nothing', async () => {
    const { owner, cave, bar } = await cellar({
      Q1: { location: 'cave', bin: 'A1' },
      Q2: { location: 'bar' },
    });
    const { id } = await start(owner.client, [
      { locationId: cave, bin: 'A1' },
      { locationId: bar },
    ]);
    const whole = await start(owner.client);
    const before = await unchanged(owner.client, [id, whole.id]);
    const refusals: [string, ScanRequest, string][] = [
      [id, { code: 'Q1', locationId: cave, bin: 'A2' }, 'stocktake-place-outside'],
      [id, { code: 'Q1', locationId: cave, bin: '' }, 'stocktake-place-outside'],
      [id, { code: 'Q2', locationId: bar, bin: 'B9' }, 'bin-unknown'],
      [whole.id, { code: 'Q1', locationId: cave, bin: 'Z9' }, 'bin-unknown'],
      [whole.id, { code: 'Q1', locationId: 'no-such-place', bin: '' }, 'location-unknown'],
    ];
    for (const [stocktakeId, request, reason] of refusals) {
      const refused = await owner.client.post(`/api/stocktakes/${stocktakeId}/scans`, request);
      expect(refused.status, JSON.stringify(request)).toBe(400);
      expect(reasonOf(refused.body), JSON.stringify(request)).toBe(reason);
    }
    expect(await unchanged(owner.client, [id, whole.id])).toEqual(before);
    // The places it covers: the chosen bin, and every bin of a location chosen whole.
    expect((await scan(owner.client, id, 'Q1', cave, 'A1')).outcome).toBe('counted');
    expect((await scan(owner.client, id, 'Q2', bar)).outcome).toBe('counted');
  });

  it('sends each scan to the other phones as a stocktake change with the place totals, and keeps it in the log', async () => {
    const { owner, cave } = await cellar({
      Q1: { location: 'cave', bin: 'A1' },
      Q2: { location: 'cave', bin: 'A2' },
    });
    const { id } = await start(owner.client);
    const other = await server.addMember(owner, 'staff');
    const revision = ((await owner.client.get('/api/snapshot')).body as { revision: number })
      .revision;
    const tab = await SseClient.open(other.client, `?since=${revision}`);
    await scan(owner.client, id, 'Q1', cave, 'A1');
    await scan(owner.client, id, 'Q2', cave, 'A1');
    await scan(owner.client, id, 'NOPE-1', cave, 'A1');
    await tab.until((events) => events.length >= 3);
    const changes = tab.changeBatches().flatMap((batch) => batch.changes);
    tab.close();
    // A phone that comes back later reads the same changes from the log.
    const later = await SseClient.open(other.client, `?since=${revision}`);
    await later.until((events) => events.length >= 3);
    const replayed = later.changeBatches().flatMap((batch) => batch.changes);
    later.close();
    expect(replayed).toEqual(changes);
    const place = { locationId: cave, bin: 'A1' };
    expect(changes.map((change) => change.data)).toEqual([
      {
        stocktakeId: id,
        code: 'Q1',
        outcome: 'counted',
        place,
        userId: owner.userId,
        totals: { expected: 1, counted: 1, found: 0 },
        stocktake: { counted: 1 },
        counter: { counted: 1 },
      },
      {
        stocktakeId: id,
        code: 'Q2',
        outcome: 'found-elsewhere',
        place,
        userId: owner.userId,
        totals: { expected: 1, counted: 1, found: 1 },
        stocktake: { counted: 1 },
        counter: { counted: 2 },
      },
      {
        stocktakeId: id,
        code: 'NOPE-1',
        outcome: 'unknown',
        place,
        userId: owner.userId,
        totals: { expected: 1, counted: 1, found: 1 },
        stocktake: { counted: 1 },
        counter: { counted: 2 },
      },
    ]);
    expect(changes[0]).toMatchObject({ entity: 'stocktake', id, action: 'stocktake.scan' });
  });

  it('counts a bottle scanned by two phones at once once', async () => {
    const { owner, cave } = await cellar({ Q1: { location: 'cave', bin: 'A1' } });
    const other = await server.addMember(owner, 'staff');
    const { id } = await start(owner.client);
    const results = await Promise.all(
      [owner, other, owner, other].map((who) => scan(who.client, id, 'Q1', cave, 'A1')),
    );
    expect(results.map((r) => r.outcome).sort()).toEqual([
      'already-counted',
      'already-counted',
      'already-counted',
      'counted',
    ]);
    expect(((await owner.client.get(`/api/stocktakes/${id}`)).body as Stocktake).counted).toBe(1);
  });

  it("tells the other phones the count's bottles counted after each scan, in the log's order, with four phones scanning two bins at once", async () => {
    const codes = Array.from({ length: 12 }, (_, index) => `Q${index + 1}`);
    const { owner, cave } = await cellar(
      Object.fromEntries(
        codes.map((code, index) => [code, { location: 'cave', bin: `A${1 + (index % 2)}` }]),
      ),
    );
    const phones = [
      owner,
      ...(await Promise.all([1, 2, 3].map(() => server.addMember(owner, 'staff')))),
    ];
    const { id } = await start(owner.client);
    const revision = ((await owner.client.get('/api/snapshot')).body as { revision: number })
      .revision;
    const tab = await SseClient.open(owner.client, `?since=${revision}`);
    // Each phone scans three bottles where they are and one in the other bin (found elsewhere).
    await Promise.all(
      phones.map(async (phone, p) => {
        for (const [index, code] of codes.entries()) {
          if (index % 4 !== p) continue;
          const bin = index === p ? `A${2 - (index % 2)}` : `A${1 + (index % 2)}`;
          await scan(phone.client, id, code, cave, bin);
        }
      }),
    );
    await tab.until((events) => events.length >= codes.length);
    const scans = tab
      .changeBatches()
      .flatMap((batch) => batch.changes.map((change) => change.data as StocktakeScanChange));
    tab.close();
    // In the order the log gives them, each scan's total is the one before it, plus one if counted.
    let total = 0;
    for (const change of scans) {
      total += change.outcome === 'counted' ? 1 : 0;
      expect(change.stocktake).toEqual({ counted: total });
    }
    expect(total).toBe(8);
    const list = (await owner.client.get('/api/stocktakes')).body as StocktakeList;
    expect(list.current.find((summary) => summary.id === id)).toMatchObject({
      expected: 12,
      counted: 8,
    });
  });

  it('answers each scan of a burst from three phones on its own, and sends each as its own change by its scanner', async () => {
    const { owner, cave, bar } = await cellar({
      Q1: { location: 'cave', bin: 'A1' },
      Q2: { location: 'cave', bin: 'A1' },
      Q3: { location: 'cave', bin: 'A2' },
      Q4: { location: 'bar' },
    });
    const phones = [
      owner,
      await server.addMember(owner, 'staff'),
      await server.addMember(owner, 'manager'),
    ];
    const { id } = await start(owner.client, [{ locationId: cave }]);
    const revision = ((await owner.client.get('/api/snapshot')).body as { revision: number })
      .revision;
    const tab = await SseClient.open(owner.client, `?since=${revision}`);
    // Sent all at once: on PostgreSQL they are written in groups (decision 0016).
    const burst: [number, ScanRequest][] = [
      [0, { code: 'Q1', locationId: cave, bin: 'A1' }],
      [1, { code: 'Q2', locationId: cave, bin: 'A1' }],
      [2, { code: 'Q3', locationId: cave, bin: 'A1' }],
      [0, { code: 'Q1', locationId: cave, bin: 'A1' }],
      [1, { code: 'NOPE-1', locationId: cave, bin: 'A2' }],
      [2, { code: 'Q4', locationId: cave, bin: 'A2' }],
      [0, { code: 'Q2', locationId: bar, bin: '' }],
      [1, { code: 'Q3', locationId: cave, bin: 'Z9' }],
    ];
    const answers = await Promise.all(
      burst.map(([phone, request]) =>
        phones[phone]?.client.post(`/api/stocktakes/${id}/scans`, request),
      ),
    );
    const said = answers.map((answer) =>
      answer?.status === 200
        ? (answer.body as StocktakeScanResult).outcome
        : `${answer?.status} ${reasonOf(answer?.body)}`,
    );
    expect(said.slice(1, 3)).toEqual(['counted', 'found-elsewhere']);
    expect([said[0], said[3]].sort()).toEqual(['already-counted', 'counted']);
    expect(said.slice(4)).toEqual([
      'unknown',
      'found-elsewhere',
      '400 stocktake-place-outside',
      '400 bin-unknown',
    ]);

    // One change per scan recorded, each under its own revision, by the phone that scanned it,
    // with its place's totals as they were just after it.
    await tab.until((events) => events.length >= 5);
    await new Promise((resolve) => setTimeout(resolve, 100));
    const batches = tab.changeBatches();
    tab.close();
    expect(batches.map((batch) => batch.revision)).toEqual(
      [1, 2, 3, 4, 5].map((n) => revision + n),
    );
    // Who scanned each code recorded (the last two scans of the burst were refused).
    const scanner = new Map(
      burst.slice(0, 6).map(([phone, request]) => [request.code, phones[phone]?.userId]),
    );
    const counted = new Map<string, number>();
    const found = new Map<string, number>();
    const byScanner = new Map<string, number>();
    const scannedCodes: string[] = [];
    for (const batch of batches) {
      expect(batch.changes).toHaveLength(1);
      const data = batch.changes[0]?.data as StocktakeScanChange;
      scannedCodes.push(data.code);
      expect(batch.actorId).toBe(scanner.get(data.code));
      expect(data.userId).toBe(scanner.get(data.code));
      const place = data.place.bin;
      counted.set(place, (counted.get(place) ?? 0) + (data.outcome === 'counted' ? 1 : 0));
      found.set(place, (found.get(place) ?? 0) + (data.outcome === 'found-elsewhere' ? 1 : 0));
      expect(data.totals).toEqual({
        expected: place === 'A1' ? 2 : 1,
        counted: counted.get(place),
        found: found.get(place),
      });
      // And its scanner's bottles counted just after it (an unknown code is not a bottle).
      const mine = (byScanner.get(data.userId) ?? 0) + (data.outcome === 'unknown' ? 0 : 1);
      byScanner.set(data.userId, mine);
      expect(data.counter).toEqual({ counted: mine });
    }
    expect([...scannedCodes].sort()).toEqual(['NOPE-1', 'Q1', 'Q2', 'Q3', 'Q4']);
    const stocktake = (await owner.client.get(`/api/stocktakes/${id}`)).body as Stocktake;
    expect(stocktake.progress.filter((place) => place.bin !== '')).toEqual([
      { locationId: cave, bin: 'A1', expected: 2, counted: 2, found: 1 },
      { locationId: cave, bin: 'A2', expected: 1, counted: 0, found: 1 },
    ]);
    expect(Object.fromEntries(stocktake.counters.map((c) => [c.userId, c.counted]))).toEqual({
      [owner.userId]: 1,
      [phones[1]?.userId ?? '']: 1,
      [phones[2]?.userId ?? '']: 2,
    });
  });

  it('pauses and resumes; a paused, applied or cancelled count refuses scans and changes nothing', async () => {
    const { owner, cave } = await cellar({
      Q1: { location: 'cave', bin: 'A1' },
      Q2: { location: 'cave', bin: 'A1' },
    });
    const { id } = await start(owner.client);
    expect(
      ((await owner.client.post(`/api/stocktakes/${id}/pause`)).body as Stocktake).status,
    ).toBe('paused');
    const pausedBefore = await unchanged(owner.client, [id]);
    const paused = await owner.client.post(`/api/stocktakes/${id}/scans`, {
      code: 'Q1',
      locationId: cave,
      bin: 'A1',
    });
    expect(paused.status).toBe(409);
    expect(reasonOf(paused.body)).toBe('stocktake-paused');
    expect(await unchanged(owner.client, [id])).toEqual(pausedBefore);
    expect(
      ((await owner.client.post(`/api/stocktakes/${id}/resume`)).body as Stocktake).status,
    ).toBe('open');
    await scan(owner.client, id, 'Q1', cave, 'A1');
    const { token } = await preview(owner.client, id);
    expect((await owner.client.post(`/api/stocktakes/${id}/apply`, { token })).status).toBe(200);
    const before = (await owner.client.get(`/api/stocktakes/${id}`)).body as Stocktake;
    const late = await owner.client.post(`/api/stocktakes/${id}/scans`, {
      code: 'Q2',
      locationId: cave,
      bin: 'A1',
    });
    expect(late.status).toBe(409);
    expect(reasonOf(late.body)).toBe('stocktake-finished');
    expect((await owner.client.get(`/api/stocktakes/${id}`)).body).toEqual(before);

    const second = await start(owner.client);
    expect((await owner.client.post(`/api/stocktakes/${second.id}/cancel`)).status).toBe(200);
    const cancelled = await owner.client.post(`/api/stocktakes/${second.id}/scans`, {
      code: 'Q1',
      locationId: cave,
      bin: 'A1',
    });
    expect(reasonOf(cancelled.body)).toBe('stocktake-finished');
    expect((await owner.client.post(`/api/stocktakes/${second.id}/resume`)).status).toBe(409);
  });
});

describe('the preview and Apply', () => {
  it('accounts for bottles moved or removed by others during the count', async () => {
    const { owner, cave, bar } = await cellar({
      MISS: { location: 'cave', bin: 'A1' },
      MOVED: { location: 'cave', bin: 'A1' },
      GONE: { location: 'cave', bin: 'A1' },
      SEEN: { location: 'cave', bin: 'A1' },
      WRONG: { location: 'cave', bin: 'A2' },
      AWAY: { location: 'bar' },
      LATER: { location: 'bar' },
    });
    const { id } = await start(owner.client, [{ locationId: cave }]);
    // During the count: one bottle moved out, one removed, one moved in (never scanned).
    await owner.client.post('/api/batches/move', { ids: ['MOVED'], locationId: bar });
    await owner.client.post('/api/batches/remove', { ids: ['GONE'], reason: 'sold' });
    await owner.client.post('/api/batches/move', { ids: ['LATER'], locationId: cave, bin: 'A2' });
    await scan(owner.client, id, 'SEEN', cave, 'A1');
    await scan(owner.client, id, 'WRONG', cave, 'A1');
    await scan(owner.client, id, 'AWAY', cave, 'A2');
    await scan(owner.client, id, 'WHAT-IS-THIS', cave, 'A2');
    const result = await preview(owner.client, id);
    expect(result.missing.map((b) => b.id)).toEqual(['MISS']);
    const byId = [...result.foundElsewhere].sort((a, b) => a.bottle.id.localeCompare(b.bottle.id));
    expect(byId).toEqual([
      {
        bottle: { id: 'AWAY', formatId: expect.any(String), locationId: bar, bin: '' },
        scannedIn: { locationId: cave, bin: 'A2' },
      },
      {
        bottle: { id: 'WRONG', formatId: expect.any(String), locationId: cave, bin: 'A2' },
        scannedIn: { locationId: cave, bin: 'A1' },
      },
    ]);
    expect(result.unknownCodes).toEqual(['WHAT-IS-THIS']);
    // Counted of expected: WRONG and AWAY, found elsewhere, are listed apart.
    expect(result).toMatchObject({ expected: 5, counted: 1 });
    expect(result.missingValue).toEqual({ cost: 4000, withoutCost: 0 });
    expect(result.perLocation.find((l) => l.locationId === cave)).toEqual({
      locationId: cave,
      expected: 5,
      counted: 1,
      missing: 1,
      cost: 4000,
    });

    const applied = await owner.client.post(`/api/stocktakes/${id}/apply`, { token: result.token });
    expect(applied.status, JSON.stringify(applied.body)).toBe(200);
    expect((applied.body as Stocktake).status).toBe('applied');
    const places = await bottlePlaces(owner.client);
    expect(places.MISS).toBeUndefined();
    expect(places.WRONG).toBe(`${cave}/A1`);
    expect(places.AWAY).toBe(`${cave}/A2`);
    expect(places.MOVED).toBe(`${bar}/`);
    expect(places.LATER).toBe(`${cave}/A2`);
    const removal = await server.services.db.kysely
      .selectFrom('removed_bottles')
      .select(['reason', 'removed_by_user_id'])
      .where('restaurant_id', '=', owner.restaurantId)
      .where('id', '=', 'MISS')
      .executeTakeFirst();
    expect(removal).toEqual({ reason: 'lost-in-count', removed_by_user_id: owner.userId });

    const list = (await owner.client.get('/api/stocktakes')).body as StocktakeList;
    expect(list.current).toEqual([]);
    expect(list.past).toEqual([
      expect.objectContaining({
        id,
        status: 'applied',
        expected: 5,
        counted: 1,
        finishedBy: 'Sam Sommelier',
        totals: { missing: 1, foundElsewhere: 2, unknownCodes: 1 },
      }),
    ]);
    // The record stays what Apply did, whatever happens to the cellar after.
    expect(await preview(owner.client, id)).toEqual(result);
    const csv = await owner.client.get(`/api/stocktakes/${id}/export.csv`);
    expect(csv.status).toBe(200);
    const text = String(csv.body);
    expect(text).toContain('list,bottle_id,wine');
    expect(text).toContain('missing,MISS,Barolo,2015,750,Cave,A1,,');
    expect(text).toContain('found-elsewhere,AWAY,Barolo,2015,750,Bar,,Cave,A2');
    expect(text).toContain('unknown,WHAT-IS-THIS');
  });

  it('refuses the whole Apply when a place a bottle was found in is gone, changing nothing', async () => {
    const { owner, cave, bar } = await cellar({
      MISS: { location: 'cave', bin: 'A1' },
      HERE: { location: 'bar' },
      THERE: { location: 'bar' },
    });
    const { id } = await start(owner.client);
    await scan(owner.client, id, 'HERE', cave, 'A1');
    await scan(owner.client, id, 'THERE', cave, 'A2');
    // Nothing is recorded in A2, so it can be deleted while a bottle found there waits for Apply.
    const deleted = await owner.client.delete(`/api/locations/${cave}/bins/A2`);
    expect(deleted.status, JSON.stringify(deleted.body)).toBe(200);
    const before = await bottlePlaces(owner.client);
    const result = await preview(owner.client, id);
    expect(result.foundElsewhere).toHaveLength(2);

    const applied = await owner.client.post(`/api/stocktakes/${id}/apply`, { token: result.token });
    expect(applied.status).toBe(400);
    expect(reasonOf(applied.body)).toBe('bin-unknown');
    expect(await bottlePlaces(owner.client)).toEqual(before);
    expect(before).toMatchObject({ MISS: `${cave}/A1`, HERE: `${bar}/`, THERE: `${bar}/` });
    const list = (await owner.client.get('/api/stocktakes')).body as StocktakeList;
    expect(list.current).toEqual([expect.objectContaining({ id, status: 'open' })]);
  });

  it('refuses a stale Apply with the new preview, changing nothing', async () => {
    const { owner, cave } = await cellar({
      Q1: { location: 'cave', bin: 'A1' },
      Q2: { location: 'cave', bin: 'A1' },
    });
    const { id } = await start(owner.client);
    const seen = await preview(owner.client, id);
    expect(seen.missing.map((b) => b.id)).toEqual(['Q1', 'Q2']);
    await scan(owner.client, id, 'Q2', cave, 'A1');
    const stale = await owner.client.post(`/api/stocktakes/${id}/apply`, { token: seen.token });
    expect(stale.status).toBe(409);
    expect(reasonOf(stale.body)).toBe('stocktake-changed');
    const fresh = (stale.body as { error: { details: { preview: StocktakePreview } } }).error
      .details.preview;
    expect(fresh.missing.map((b) => b.id)).toEqual(['Q1']);
    expect(fresh.token).not.toBe(seen.token);
    expect(((await owner.client.get(`/api/stocktakes/${id}`)).body as Stocktake).status).toBe(
      'open',
    );
    expect(Object.keys(await bottlePlaces(owner.client)).sort()).toEqual(['Q1', 'Q2']);
    const applied = await owner.client.post(`/api/stocktakes/${id}/apply`, { token: fresh.token });
    expect(applied.status).toBe(200);
    expect(Object.keys(await bottlePlaces(owner.client))).toEqual(['Q2']);
  });

  it('applies once when two people press Apply at once', async () => {
    const { owner } = await cellar({
      Q1: { location: 'cave', bin: 'A1' },
      Q2: { location: 'bar' },
    });
    const manager = await server.addMember(owner, 'manager');
    const { id } = await start(owner.client);
    const { token } = await preview(owner.client, id);
    const answers = await Promise.all([
      owner.client.post(`/api/stocktakes/${id}/apply`, { token }),
      manager.client.post(`/api/stocktakes/${id}/apply`, { token }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const refused = answers.find((a) => a.status === 409);
    expect(reasonOf(refused?.body)).toBe('stocktake-finished');
    expect(await bottlePlaces(owner.client)).toEqual({});
    const removed = await owner.client.get('/api/activity?kind=bottles-removed');
    expect(removed.status).toBe(200);
  });

  it('lets staff scan and see the preview without costs, but not apply or cancel', async () => {
    const { owner, cave } = await cellar({
      Q1: { location: 'cave', bin: 'A1' },
      Q2: { location: 'bar' },
    });
    const staff = await server.addMember(owner, 'staff');
    const { id } = await start(staff.client);
    expect((await scan(staff.client, id, 'Q1', cave, 'A1')).outcome).toBe('counted');
    const seen = await preview(staff.client, id);
    expect(JSON.stringify(seen)).not.toContain('"cost"');
    expect(seen.missingValue).toEqual({ withoutCost: 0 });
    const apply = await staff.client.post(`/api/stocktakes/${id}/apply`, { token: seen.token });
    expect(apply.status).toBe(403);
    expect((await staff.client.post(`/api/stocktakes/${id}/cancel`)).status).toBe(403);
    expect(((await staff.client.get(`/api/stocktakes/${id}`)).body as Stocktake).status).toBe(
      'open',
    );
  });

  it("answers another restaurant's stocktake as one that does not exist", async () => {
    const { owner, cave } = await cellar({ Q1: { location: 'cave', bin: 'A1' } });
    const { id } = await start(owner.client);
    const stranger = await server.signUp();
    for (const [method, path, body] of [
      ['GET', `/api/stocktakes/${id}`, undefined],
      ['GET', `/api/stocktakes/${id}/preview`, undefined],
      ['GET', `/api/stocktakes/${id}/export.csv`, undefined],
      ['POST', `/api/stocktakes/${id}/scans`, { code: 'Q1', locationId: cave, bin: 'A1' }],
      ['POST', `/api/stocktakes/${id}/pause`, undefined],
      ['POST', `/api/stocktakes/${id}/apply`, { token: 'x' }],
      ['POST', `/api/stocktakes/${id}/cancel`, undefined],
    ] as const) {
      const answer =
        method === 'GET' ? await stranger.client.get(path) : await stranger.client.post(path, body);
      expect(answer.status, `${method} ${path}`).toBe(404);
    }
    expect(((await stranger.client.get('/api/stocktakes')).body as StocktakeList).current).toEqual(
      [],
    );
  });
});

describe('counting at scale', () => {
  it('acknowledges every scan of 8 phones at once while others move bottles, with exact totals', async () => {
    const { owner, cave, bar, formatId } = await cellar({});
    const counted = Array.from({ length: 400 }, (_, index) => `C${index}`);
    const moving = Array.from({ length: 60 }, (_, index) => `M${index}`);
    for (const [ids, locationId, bin] of [
      [counted, cave, 'A1'],
      [moving, bar, ''],
    ] as const) {
      const added = await owner.client.post('/api/batches/add', { formatId, ids, locationId, bin });
      expect(added.status, JSON.stringify(added.body)).toBe(200);
    }
    const phones = [owner];
    for (let index = 1; index < 8; index++) phones.push(await server.addMember(owner, 'staff'));
    const { id } = await start(owner.client);
    // Each phone scans its eighth, and the first 40 bottles too (scanned by all eight).
    const outcomes: string[] = [];
    const scanning = phones.map(async (phone, index) => {
      const mine = counted.filter((_, n) => n % 8 === index || n < 40);
      for (const code of mine) {
        outcomes.push((await scan(phone.client, id, code, cave, 'A1')).outcome);
      }
    });
    // Two others move bottles back and forth meanwhile, ending where they started.
    const moves = [moving.slice(0, 30), moving.slice(30)].map(async (ids) => {
      for (let round = 0; round < 6; round++) {
        const to = round % 2 === 0 ? { locationId: cave, bin: 'A2' } : { locationId: bar, bin: '' };
        const moved = await owner.client.post('/api/batches/move', { ids, ...to });
        expect(moved.status).toBe(200);
      }
    });
    await Promise.all([...scanning, ...moves]);
    expect(outcomes.filter((outcome) => outcome === 'counted')).toHaveLength(400);
    expect(outcomes.filter((outcome) => outcome === 'already-counted')).toHaveLength(40 * 7);
    const stocktake = (await owner.client.get(`/api/stocktakes/${id}`)).body as Stocktake;
    expect(stocktake).toMatchObject({ expected: 460, counted: 400 });
    expect(stocktake.progress.find((p) => p.bin === 'A1')).toMatchObject({
      expected: 400,
      counted: 400,
    });
    expect(stocktake.counters.reduce((sum, counter) => sum + counter.counted, 0)).toBe(400);
    const result = await preview(owner.client, id);
    expect(result.missing.map((bottle) => bottle.id).sort()).toEqual([...moving].sort());
    expect(result.foundElsewhere).toEqual([]);
  });
});
