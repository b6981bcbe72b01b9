import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BottlePage } from '../../../domain/bottle-page.js';
import type { Bottle, Format } from '../../../domain/inventory.js';
import type { Snapshot } from '../../../domain/snapshot.js';
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

interface Saved {
  format: Format;
  bottles: Bottle[];
}

async function save(owner: SignedUp, request: ReturnType<typeof productRequest>): Promise<Saved> {
  const response = await owner.client.post('/api/products', request);
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body as Saved;
}

async function page(client: TestClient, query: string): Promise<BottlePage> {
  const response = await client.get(`/api/bottles?${query}`);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body as BottlePage;
}

/** Every page of a query, following `next` to the end. */
async function allPages(client: TestClient, query: string): Promise<BottlePage[]> {
  const pages = [await page(client, query)];
  for (let next = pages[0]?.next; next; next = pages.at(-1)?.next) {
    pages.push(await page(client, `${query}&after=${encodeURIComponent(next)}`));
  }
  return pages;
}

const idsOf = (bottles: readonly Bottle[]) => bottles.map((bottle) => bottle.id);
const sorted = (ids: readonly string[]) => [...ids].sort();

function reasonOf(body: unknown): string {
  return (body as { error: { reason: string } }).error.reason;
}

describe('pages of bottles, fetched when a screen opens', () => {
  it("pages through a format's bottles, each once and in order, at a revision the live feed continues from", async () => {
    const owner = await server.signUp();
    const cellar = await addLocation(server.services.writer, owner, 'Cellar', ['A1', 'A2']);
    const wine = await save(owner, {
      ...productRequest(),
      bottles: { count: 7, locationId: cellar, bin: 'A1' },
    });
    // Another format of the same wine: none of its bottles belong to the first one's pages.
    const other = await owner.client.post(`/api/products/${wine.format.productId}/formats`, {
      format: { vintage: '2001', bottleSize: 1500 },
    });
    const otherFormat = (other.body as { format: Format }).format;
    await owner.client.post('/api/bottles', { formatId: otherFormat.id, count: 2 });

    const pages = await allPages(owner.client, `format=${wine.format.id}&limit=3`);
    expect(pages.map((one) => one.bottles.length)).toEqual([3, 3, 1]);
    expect(pages.at(-1)?.next).toBeNull();
    const ids = pages.flatMap((one) => idsOf(one.bottles));
    expect(ids).toEqual(sorted(idsOf(wine.bottles)));
    for (const bottle of pages.flatMap((one) => one.bottles)) {
      expect(bottle).toMatchObject({ formatId: wine.format.id, locationId: cellar, bin: 'A1' });
    }

    // The page's revision is the restaurant's: the live feed from there brings what changed since.
    const first = pages[0] as BottlePage;
    const current = (await owner.client.get('/api/snapshot')).body as Snapshot;
    expect(first.revision).toBe(current.revision);
    const tab = await SseClient.open(owner.client, `?since=${first.revision}`);
    const moved = ids[0] as string;
    const move = await owner.client.patch(`/api/bottles/${encodeURIComponent(moved)}`, {
      bin: 'A2',
    });
    expect(move.status).toBe(200);
    await tab.until((events) => events.some((event) => event.event === 'changes'));
    const [batch] = tab.changeBatches();
    expect(batch?.revision).toBe(first.revision + 1);
    expect(batch?.changes.map((change) => change.id)).toEqual([moved, wine.format.id]);
    tab.close();

    const inA2 = await page(owner.client, `location=${cellar}&bin=A2`);
    expect(idsOf(inA2.bottles)).toEqual([moved]);
    expect(inA2.revision).toBe(first.revision + 1);
  });

  it('lists a bin, the unassigned bottles and the manual entries', async () => {
    const owner = await server.signUp();
    const cellar = await addLocation(server.services.writer, owner, 'Cellar', ['A1']);
    const placed = await save(owner, {
      ...productRequest(),
      bottles: { count: 2, locationId: cellar, bin: 'A1' },
    });
    // QR labels, unassigned; one starts with a lowercase m, which is not a manual entry.
    const labelled = await owner.client.post('/api/bottles', {
      formatId: placed.format.id,
      ids: ['QR-0001', 'QR-0002', 'mq-0003'],
    });
    expect(labelled.status, JSON.stringify(labelled.body)).toBe(201);
    const manualIds = sorted(idsOf(placed.bottles));

    expect(idsOf((await page(owner.client, `location=${cellar}&bin=A1`)).bottles)).toEqual(
      manualIds,
    );
    expect(idsOf((await page(owner.client, `location=${cellar}`)).bottles)).toEqual(manualIds);
    expect((await page(owner.client, `location=${cellar}&bin=`)).bottles).toEqual([]);
    expect(idsOf((await page(owner.client, 'list=unassigned')).bottles)).toEqual(
      sorted(['QR-0001', 'QR-0002', 'mq-0003']),
    );
    expect(idsOf((await page(owner.client, 'list=manual')).bottles)).toEqual(manualIds);
    // Every bottle, asked for by name: the unbounded list is never what a missing criterion means.
    const all = await allPages(owner.client, 'list=all&limit=2');
    expect(all.flatMap((one) => idsOf(one.bottles))).toEqual(
      sorted([...manualIds, 'QR-0001', 'QR-0002', 'mq-0003']),
    );
    // Criteria combine.
    expect(
      (await page(owner.client, `list=unassigned&format=${placed.format.id}&limit=2`)).next,
    ).not.toBeNull();
  });

  it('refuses a query it cannot answer with a reason, and finds nothing of another restaurant', async () => {
    const owner = await server.signUp();
    const cellar = await addLocation(server.services.writer, owner, 'Cellar', ['A1']);
    const mine = await save(owner, { ...productRequest(), bottles: { count: 1 } });
    const stranger = await server.signUp();
    const theirCellar = await addLocation(server.services.writer, stranger, 'Cave', ['Z9']);
    const theirs = await save(stranger, {
      ...productRequest(),
      bottles: { count: 1, locationId: theirCellar, bin: 'Z9' },
    });

    const refused = async (query: string, status: number, reason: string) => {
      const response = await owner.client.get(`/api/bottles${query}`);
      expect(response.status, query).toBe(status);
      expect(reasonOf(response.body), query).toBe(reason);
    };
    await refused('', 400, 'bottle-page-unbounded');
    await refused('?bin=A1', 400, 'bottle-page-unbounded');
    // A misspelt parameter is refused, not ignored (a manager's whole list instead of a format's).
    await refused(`?list=manual&formatId=${mine.format.id}`, 400, 'invalid-field');
    for (const limit of ['0', '501', 'ten', '2.5']) {
      await refused(`?list=manual&limit=${limit}`, 400, 'page-size-invalid');
    }
    const forged = Buffer.from(JSON.stringify(['bottle-id'])).toString('base64url');
    for (const after of ['not a cursor', forged, encodeURIComponent('{"id":1}')]) {
      await refused(`?list=manual&after=${after}`, 400, 'cursor-invalid');
    }
    await refused('?format=no-such-format', 404, 'not-found');
    await refused(`?format=${theirs.format.id}`, 404, 'not-found');
    await refused(`?location=${theirCellar}`, 404, 'not-found');
    await refused(`?location=${cellar}&bin=Z9`, 404, 'not-found');
    // Their bottles are not in any of the owner's lists either.
    expect(idsOf((await page(owner.client, 'list=manual')).bottles)).toEqual(idsOf(mine.bottles));
    expect(idsOf((await page(owner.client, 'list=all')).bottles)).toEqual(idsOf(mine.bottles));
  });
});
