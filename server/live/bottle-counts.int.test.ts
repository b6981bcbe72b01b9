import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FormatCounts } from '../../domain/bottle-counts.js';
import type { Bottle, Format } from '../../domain/inventory.js';
import type { Snapshot } from '../../domain/snapshot.js';
import { addLocation, productRequest } from '../test/fixtures.js';
import { SseClient } from '../test/sse-client.js';
import { type SignedUp, startTestServer, type TestServer } from '../test/test-server.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

type Placement = [formatId: string, locationId: string | null, bottles: number];

const byKey = (rows: Placement[]) =>
  rows.sort((a, b) => `${a[0]}|${a[1]}`.localeCompare(`${b[0]}|${b[1]}`));

/** What a count over the bottles themselves says: the truth the table must keep. */
async function countedFromBottles(owner: SignedUp): Promise<Placement[]> {
  const snapshot = (await owner.client.get('/api/snapshot')).body as Snapshot;
  const counts = new Map<string, number>();
  for (const bottle of snapshot.bottles) {
    const key = JSON.stringify([bottle.formatId, bottle.locationId]);
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return byKey(
    [...counts].map(([key, bottles]) => [...(JSON.parse(key) as [string, string | null]), bottles]),
  );
}

/** The table, per format and location, and that it holds no empty row nor a forgotten mark. */
async function countsTable(owner: SignedUp): Promise<Placement[]> {
  const rows = await server.services.db.kysely
    .selectFrom('bottle_counts')
    .select(['format_id', 'location_id', 'bottles', 'touched'])
    .where('restaurant_id', '=', owner.restaurantId)
    .execute();
  for (const row of rows) {
    expect(row.bottles).toBeGreaterThan(0);
    expect(row.touched).toBe(0);
  }
  const perLocation = new Map<string, number>();
  for (const row of rows) {
    const key = JSON.stringify([row.format_id, row.location_id === '' ? null : row.location_id]);
    perLocation.set(key, (perLocation.get(key) ?? 0) + Number(row.bottles));
  }
  return byKey(
    [...perLocation].map(([key, n]) => [...(JSON.parse(key) as [string, string | null]), n]),
  );
}

/** The counts an open tab holds after applying every count change the live feed sent it. */
function countsFromFeed(tab: SseClient, start: Map<string, FormatCounts>): Placement[] {
  const counts = new Map(start);
  for (const batch of tab.changeBatches()) {
    for (const change of batch.changes) {
      if (change.entity === 'count') counts.set(change.id, change.data as FormatCounts);
    }
  }
  return byKey(
    [...counts.values()].flatMap((format) =>
      format.locations.map(
        ({ locationId, bottles }): Placement => [format.formatId, locationId, bottles],
      ),
    ),
  );
}

async function ok(response: Promise<{ status: number; body: unknown }>, status = 200) {
  const answer = await response;
  expect(answer.status, JSON.stringify(answer.body)).toBe(status);
  return answer.body;
}

describe('bottle counts per format and location', () => {
  it('follow every way bottles are added, moved, re-profiled, re-keyed and removed, in the table and in the live feed', async () => {
    const owner = await server.signUp();
    const cellar = await addLocation(server.services.writer, owner, 'Cellar', ['A1', 'A2']);
    const bar = await addLocation(server.services.writer, owner, 'Bar');
    const before = (await owner.client.get('/api/snapshot')).body as Snapshot;
    const tab = await SseClient.open(owner.client, `?since=${before.revision}`);
    let expectedBatches = 0;
    const step = async (write: Promise<{ status: number; body: unknown }>, status = 200) => {
      const body = await ok(write, status);
      expectedBatches += 1;
      await tab.until(() => tab.changeBatches().length === expectedBatches);
      expect(await countsTable(owner)).toEqual(await countedFromBottles(owner));
      expect(countsFromFeed(tab, new Map())).toEqual(await countsTable(owner));
      return body;
    };

    const wine = (await step(
      owner.client.post('/api/products', {
        ...productRequest(),
        bottles: { count: 4, locationId: cellar, bin: 'A1' },
      }),
      201,
    )) as { format: Format; bottles: Bottle[] };
    const [first, second, third, fourth] = wine.bottles.map((bottle) => bottle.id) as string[];
    const magnum = (
      (await step(
        owner.client.post(`/api/products/${wine.format.productId}/formats`, {
          format: { vintage: '2001', bottleSize: 1500 },
        }),
        201,
      )) as { format: Format }
    ).format;

    await step(owner.client.patch(`/api/bottles/${first}`, { bin: 'A2' }));
    // A note alone moves nothing: the batch has no count change.
    await step(owner.client.patch(`/api/bottles/${first}`, { notes: 'corked?' }));
    expect(
      tab
        .changeBatches()
        .at(-1)
        ?.changes.map((change) => change.entity),
    ).toEqual(['bottle']);
    await step(owner.client.post('/api/batches/move', { ids: [second, third], locationId: bar }));
    await step(owner.client.post('/api/batches/reprofile', { ids: [third], formatId: magnum.id }));
    await step(owner.client.put(`/api/bottles/${fourth}/qr`, { newId: 'QR-LABEL-4' }));
    await step(
      owner.client.post('/api/batches/add', { formatId: magnum.id, ids: ['QR-5', 'QR-6'] }),
    );
    await step(
      owner.client.post('/api/intake', {
        locationId: cellar,
        bin: 'A1',
        stagedBottles: [{ qrCodeId: 'QR-7', formatId: wine.format.id }],
      }),
    );
    await step(owner.client.delete(`/api/bottles/${first}`), 204);
    await step(owner.client.post('/api/batches/remove', { ids: ['QR-5', 'QR-6', third] }));

    expect(await countsTable(owner)).toEqual(
      byKey([
        [wine.format.id, bar, 1],
        [wine.format.id, cellar, 2],
      ]),
    );
    // The re-profiled magnum's last bottle is gone: the feed says so with an empty list.
    const last = tab
      .changeBatches()
      .at(-1)
      ?.changes.find((change) => change.id === magnum.id);
    expect(last?.data).toEqual({ formatId: magnum.id, locations: [] });
    tab.close();
  });
});
