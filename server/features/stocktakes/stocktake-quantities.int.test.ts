import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  QuantityRequest,
  QuantityRow,
  Stocktake,
  StocktakeList,
  StocktakePreview,
  StocktakeQuantityChange,
  StocktakeScanChange,
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
  /** Barolo: three manual bottles in A1 (added on the 1st, 2nd and 3rd), a QR one in A1. */
  barolo: string;
  /** Chablis: two manual bottles in A2. */
  chablis: string;
}

async function wine(owner: SignedUp, name: string): Promise<string> {
  const created = await owner.client.post('/api/products', {
    ...productRequest({ name }),
    format: { vintage: '2015', bottleSize: 750, cost: 40 },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return (created.body as { format: { id: string } }).format.id;
}

async function place(
  owner: SignedUp,
  formatId: string,
  ids: string[],
  locationId: string,
  bin: string,
) {
  const added = await owner.client.post('/api/bottles', { formatId, ids, locationId, bin });
  expect(added.status, JSON.stringify(added.body)).toBeLessThan(300);
}

async function cellar(): Promise<Cellar> {
  const owner = await server.signUp();
  const cave = await addLocation(server.services.writer, owner, 'Cave', ['A1', 'A2']);
  const barolo = await wine(owner, 'Barolo');
  const chablis = await wine(owner, 'Chablis');
  await place(owner, barolo, ['MAN100-003', 'MAN100-001', 'MAN100-002', 'QR-1'], cave, 'A1');
  await place(owner, chablis, ['MAN200-001', 'MAN200-002'], cave, 'A2');
  // Added on different days, not in the order of their ids: the oldest is MAN100-003.
  const added = {
    'MAN100-003': '2026-01-01',
    'MAN100-001': '2026-01-02',
    'MAN100-002': '2026-01-03',
  };
  for (const [id, at] of Object.entries(added)) {
    await server.services.db.kysely
      .updateTable('bottles')
      .set({ added_at: `${at}T10:00:00.000Z` })
      .where('restaurant_id', '=', owner.restaurantId)
      .where('id', '=', id)
      .execute();
  }
  return { owner, cave, barolo, chablis };
}

async function start(client: TestClient, cave: string): Promise<string> {
  const response = await client.post('/api/stocktakes', { places: [{ locationId: cave }] });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return (response.body as Stocktake).id;
}

function count(client: TestClient, id: string, request: QuantityRequest) {
  return client.post(`/api/stocktakes/${id}/quantities`, request);
}

async function counted(client: TestClient, id: string, request: QuantityRequest) {
  const response = await count(client, id, request);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body as QuantityRow;
}

async function rows(client: TestClient, id: string, locationId: string, bin: string) {
  const response = await client.get(
    `/api/stocktakes/${id}/quantities?locationId=${locationId}&bin=${bin}`,
  );
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return (response.body as { rows: QuantityRow[] }).rows;
}

async function stocktake(client: TestClient, id: string): Promise<Stocktake> {
  return (await client.get(`/api/stocktakes/${id}`)).body as Stocktake;
}

async function preview(client: TestClient, id: string): Promise<StocktakePreview> {
  const response = await client.get(`/api/stocktakes/${id}/preview`);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body as StocktakePreview;
}

async function bottleIds(client: TestClient): Promise<string[]> {
  const snapshot = (await client.get('/api/snapshot')).body as { bottles: { id: string }[] };
  return snapshot.bottles.map((bottle) => bottle.id).sort();
}

describe('counting manual bottles by quantity', () => {
  it('lists the manual formats each place expects; a quantity set, then changed by another phone, with who, the place totals and a live change', async () => {
    const { owner, cave, barolo, chablis } = await cellar();
    const id = await start(owner.client, cave);
    expect(await rows(owner.client, id, cave, 'A1')).toEqual([
      { formatId: barolo, expected: 3, quantity: null, countedBy: null, countedAt: null },
    ]);
    expect((await rows(owner.client, id, cave, 'A2')).map((row) => row.expected)).toEqual([2]);
    expect(await rows(owner.client, id, cave, '')).toEqual([]);

    const staff = await server.addMember(owner, 'staff');
    const revision = ((await owner.client.get('/api/snapshot')).body as { revision: number })
      .revision;
    const tab = await SseClient.open(staff.client, `?since=${revision}`);
    const first = await counted(owner.client, id, {
      formatId: barolo,
      locationId: cave,
      bin: 'A1',
      quantity: 2,
    });
    expect(first).toMatchObject({ formatId: barolo, expected: 3, quantity: 2 });
    expect(first.countedBy).toBe('Sam Sommelier');
    expect((await stocktake(owner.client, id)).progress.find((p) => p.bin === 'A1')).toMatchObject({
      expected: 4,
      counted: 2,
      found: 0,
    });
    // The last word is the count: the staff phone says 3, then 5 (two more than expected).
    await counted(staff.client, id, { formatId: barolo, locationId: cave, bin: 'A1', quantity: 3 });
    const last = await counted(staff.client, id, {
      formatId: barolo,
      locationId: cave,
      bin: 'A1',
      quantity: 5,
    });
    expect(last.countedBy).toMatch(/^staff /);
    // Counted of expected: no more than the three expected count in the progress.
    const now = await stocktake(owner.client, id);
    expect(now).toMatchObject({ expected: 6, counted: 3, found: 0 });
    expect(now.progress.find((p) => p.bin === 'A1')).toMatchObject({ expected: 4, counted: 3 });

    await tab.until((events) => events.length >= 3);
    const changes = tab.changeBatches().flatMap((batch) => batch.changes);
    tab.close();
    expect(changes.map((change) => change.action)).toEqual([
      'stocktake.quantity',
      'stocktake.quantity',
      'stocktake.quantity',
    ]);
    expect(changes[2]?.data).toEqual({
      stocktakeId: id,
      formatId: barolo,
      place: { locationId: cave, bin: 'A1' },
      expected: 3,
      quantity: 5,
      userId: staff.userId,
      countedBy: last.countedBy ?? '',
      at: expect.any(String),
      totals: { expected: 4, counted: 3, found: 0 },
      // The whole count's, as the list shows it: only A1 has been counted.
      stocktake: { counted: 3 },
    } satisfies StocktakeQuantityChange);
    const list = (await owner.client.get('/api/stocktakes')).body as StocktakeList;
    expect(list.current.find((summary) => summary.id === id)?.counted).toBe(3);
    // A format none of which was expected in a place can be counted there: all of it is surplus.
    const elsewhere = await counted(owner.client, id, {
      formatId: chablis,
      locationId: cave,
      bin: 'A1',
      quantity: 1,
    });
    expect(elsewhere).toMatchObject({ expected: 0, quantity: 1 });
  });

  it("tells the other phones a scanner's bottles counted with their quantities, as the count lists them", async () => {
    const { owner, cave, barolo } = await cellar();
    const id = await start(owner.client, cave);
    await counted(owner.client, id, { formatId: barolo, locationId: cave, bin: 'A1', quantity: 2 });
    const revision = ((await owner.client.get('/api/snapshot')).body as { revision: number })
      .revision;
    const tab = await SseClient.open(owner.client, `?since=${revision}`);
    const scanned = await owner.client.post(`/api/stocktakes/${id}/scans`, {
      code: 'QR-1',
      locationId: cave,
      bin: 'A1',
    });
    expect(scanned.status, JSON.stringify(scanned.body)).toBe(200);
    await tab.until((events) => events.length >= 1);
    const change = tab.changeBatches()[0]?.changes[0]?.data as StocktakeScanChange;
    tab.close();
    // Two counted by quantity, one scanned.
    expect(change.counter).toEqual({ counted: 3 });
    expect((await stocktake(owner.client, id)).counters).toEqual([
      { userId: owner.userId, name: 'Sam Sommelier', counted: 3 },
    ]);
  });

  it('reconciles on Apply: a short count loses the oldest manual bottles, a surplus is reported, in one transaction', async () => {
    const { owner, cave, barolo, chablis } = await cellar();
    const id = await start(owner.client, cave);
    await counted(owner.client, id, { formatId: barolo, locationId: cave, bin: 'A1', quantity: 1 });
    await counted(owner.client, id, {
      formatId: chablis,
      locationId: cave,
      bin: 'A2',
      quantity: 4,
    });
    const scanned = await owner.client.post(`/api/stocktakes/${id}/scans`, {
      code: 'QR-1',
      locationId: cave,
      bin: 'A1',
    });
    expect(scanned.status).toBe(200);
    const result = await preview(owner.client, id);
    // Barolo: 3 expected, 1 counted: the two added first are missing (not the lowest ids).
    expect(result.missing.map((bottle) => bottle.id)).toEqual(['MAN100-001', 'MAN100-003']);
    expect(result.surplus).toEqual([{ formatId: chablis, locationId: cave, bin: 'A2', count: 2 }]);
    expect(result).toMatchObject({ expected: 6, counted: 4 });
    expect(result.missingValue).toEqual({ cost: 8000, withoutCost: 0 });

    // A count changed after the preview was shown: Apply is refused, and nothing is removed.
    await counted(owner.client, id, { formatId: barolo, locationId: cave, bin: 'A1', quantity: 2 });
    const stale = await owner.client.post(`/api/stocktakes/${id}/apply`, { token: result.token });
    expect(stale.status).toBe(409);
    expect(reasonOf(stale.body)).toBe('stocktake-changed');
    expect(await bottleIds(owner.client)).toHaveLength(6);

    const fresh = await preview(owner.client, id);
    expect(fresh.missing.map((bottle) => bottle.id)).toEqual(['MAN100-003']);
    const applied = await owner.client.post(`/api/stocktakes/${id}/apply`, { token: fresh.token });
    expect(applied.status, JSON.stringify(applied.body)).toBe(200);
    // The oldest Barolo is gone; the surplus is reported, not added.
    expect(await bottleIds(owner.client)).toEqual([
      'MAN100-001',
      'MAN100-002',
      'MAN200-001',
      'MAN200-002',
      'QR-1',
    ]);
    expect((await preview(owner.client, id)).surplus).toEqual(fresh.surplus);
    const csv = await owner.client.get(`/api/stocktakes/${id}/export.csv`);
    expect(String(csv.body).match(/^surplus,/gm)).toHaveLength(2);
  });

  it('refuses a paused or finished count, a place outside it, an unknown format and a bad quantity, changing nothing', async () => {
    const { owner, cave, barolo } = await cellar();
    const id = await start(owner.client, cave);
    const bar = await addLocation(server.services.writer, owner, 'Bar');
    const request = { formatId: barolo, locationId: cave, bin: 'A1', quantity: 2 };
    const before = await stocktake(owner.client, id);
    const refusals: [QuantityRequest, number, string | null][] = [
      [{ ...request, locationId: bar, bin: '' }, 400, 'stocktake-place-outside'],
      [{ ...request, bin: 'Z9' }, 400, 'bin-unknown'],
      [{ ...request, formatId: 'no-such-format' }, 404, 'format-unknown'],
      [{ ...request, quantity: -1 }, 400, null],
      [{ ...request, quantity: 1.5 }, 400, null],
    ];
    for (const [body, status, reason] of refusals) {
      const answer = await count(owner.client, id, body);
      expect(answer.status, JSON.stringify(body)).toBe(status);
      if (reason) expect(reasonOf(answer.body)).toBe(reason);
    }
    expect((await owner.client.post(`/api/stocktakes/${id}/pause`)).status).toBe(200);
    const paused = await count(owner.client, id, request);
    expect(paused.status).toBe(409);
    expect(reasonOf(paused.body)).toBe('stocktake-paused');
    expect((await owner.client.post(`/api/stocktakes/${id}/resume`)).status).toBe(200);
    const token = (await preview(owner.client, id)).token;
    expect((await owner.client.post(`/api/stocktakes/${id}/apply`, { token })).status).toBe(200);
    const finished = await count(owner.client, id, request);
    expect(finished.status).toBe(409);
    expect(reasonOf(finished.body)).toBe('stocktake-finished');
    expect((await rows(owner.client, id, cave, 'A1'))[0]?.quantity).toBeNull();
    expect((await stocktake(owner.client, id)).progress).toEqual(before.progress);
  });

  it("answers another restaurant's count as one that does not exist, and does not take its format", async () => {
    const { owner, cave, barolo } = await cellar();
    const id = await start(owner.client, cave);
    const stranger = await cellar();
    const theirs = await start(stranger.owner.client, stranger.cave);
    const request = { formatId: barolo, locationId: cave, bin: 'A1', quantity: 2 };
    expect((await count(stranger.owner.client, id, request)).status).toBe(404);
    const read = await stranger.owner.client.get(
      `/api/stocktakes/${id}/quantities?locationId=${cave}&bin=A1`,
    );
    expect(read.status).toBe(404);
    // Their own count, with this restaurant's format: a format they do not have.
    const foreign = await count(stranger.owner.client, theirs, {
      ...request,
      locationId: stranger.cave,
    });
    expect(foreign.status).toBe(404);
    expect(reasonOf(foreign.body)).toBe('format-unknown');
    expect((await rows(owner.client, id, cave, 'A1'))[0]?.quantity).toBeNull();
  });
});
