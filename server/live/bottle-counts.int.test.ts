import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FormatCounts } from '../../domain/bottle-counts.js';
import type { Bottle, Format } from '../../domain/inventory.js';
import { countsAsManual } from '../../domain/manual-id.js';
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

type Placement = [
  formatId: string,
  locationId: string | null,
  bin: string,
  bottles: number,
  manual: number,
];

const byKey = (rows: Placement[]) =>
  rows.sort((a, b) => JSON.stringify(a.slice(0, 3)).localeCompare(JSON.stringify(b.slice(0, 3))));

/** Counts per (format, location, bin), from keys made by `keyOf`. */
function tally<T>(items: readonly T[], keyOf: (item: T) => Placement): Placement[] {
  const counts = new Map<string, Placement>();
  for (const item of items) {
    const [formatId, locationId, bin, bottles, manual] = keyOf(item);
    const key = JSON.stringify([formatId, locationId, bin]);
    const known = counts.get(key);
    if (known) {
      known[3] += bottles;
      known[4] += manual;
    } else counts.set(key, [formatId, locationId, bin, bottles, manual]);
  }
  return byKey([...counts.values()]);
}

/** What a count over the bottles themselves says: the truth the table must keep. */
async function countedFromBottles(owner: SignedUp): Promise<Placement[]> {
  const snapshot = (await owner.client.get('/api/snapshot')).body as Snapshot;
  return tally(snapshot.bottles, (bottle) => [
    bottle.formatId,
    bottle.locationId,
    bottle.bin,
    1,
    countsAsManual(bottle.id) ? 1 : 0,
  ]);
}

/** The table, and that it holds no empty row nor a forgotten mark. */
async function countsTable(owner: SignedUp): Promise<Placement[]> {
  const rows = await server.services.db.kysely
    .selectFrom('bottle_counts')
    .select(['format_id', 'location_id', 'bin', 'bottles', 'manual', 'touched'])
    .where('restaurant_id', '=', owner.restaurantId)
    .execute();
  for (const row of rows) {
    expect(row.bottles).toBeGreaterThan(0);
    expect(row.touched).toBe(0);
  }
  return tally(rows, (row) => [
    row.format_id,
    row.location_id === '' ? null : row.location_id,
    row.bin,
    Number(row.bottles),
    Number(row.manual),
  ]);
}

/** The counts an open tab holds after applying every count change the live feed sent it. */
function countsFromFeed(tab: SseClient): Placement[] {
  const counts = new Map<string, FormatCounts>();
  for (const batch of tab.changeBatches()) {
    for (const change of batch.changes) {
      if (change.entity === 'count') counts.set(change.id, change.data as FormatCounts);
    }
  }
  return tally(
    [...counts.values()].flatMap((format) => format.places.map((place) => ({ format, place }))),
    ({ format, place }) => [
      format.formatId,
      place.locationId,
      place.bin,
      place.bottles,
      place.manual,
    ],
  );
}

async function ok(response: Promise<{ status: number; body: unknown }>, status = 200) {
  const answer = await response;
  expect(answer.status, JSON.stringify(answer.body)).toBe(status);
  return answer.body;
}

describe('bottle counts per format, location and bin', () => {
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
      expect(countsFromFeed(tab)).toEqual(await countsTable(owner));
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
    await step(
      owner.client.post('/api/batches/change-format', { ids: [third], formatId: magnum.id }),
    );
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
        [wine.format.id, bar, '', 1, 1],
        [wine.format.id, cellar, 'A1', 2, 0],
      ]),
    );
    // The re-profiled magnum's last bottle is gone: the feed says so with an empty list.
    const last = tab
      .changeBatches()
      .at(-1)
      ?.changes.find((change) => change.id === magnum.id);
    expect(last?.data).toEqual({ formatId: magnum.id, places: [] });
    tab.close();
  });

  it('follow a batch move that takes bottles of several formats from several places (manual entries, unassigned, some already there) in one go, and a refused one changes nothing', async () => {
    const owner = await server.signUp();
    const cellar = await addLocation(server.services.writer, owner, 'Cellar', ['A1', 'A2']);
    const bar = await addLocation(server.services.writer, owner, 'Bar', ['B1']);
    const before = (await owner.client.get('/api/snapshot')).body as Snapshot;
    const tab = await SseClient.open(owner.client, `?since=${before.revision}`);
    let expectedBatches = 0;
    const step = async (write: Promise<{ status: number; body: unknown }>, status = 200) => {
      const body = await ok(write, status);
      expectedBatches += 1;
      await tab.until(() => tab.changeBatches().length === expectedBatches);
      expect(await countsTable(owner)).toEqual(await countedFromBottles(owner));
      expect(countsFromFeed(tab)).toEqual(await countsTable(owner));
      const paused = await server.services.db.kysely
        .selectFrom('bottle_counts_paused')
        .selectAll()
        .execute();
      expect(paused).toEqual([]);
      return body;
    };
    const red = (await step(
      owner.client.post('/api/products', {
        ...productRequest({ name: 'Rouge' }),
        bottles: { count: 3, ids: ['R-1', 'R-2'], locationId: cellar, bin: 'A1' },
      }),
      201,
    )) as { bottles: Bottle[] };
    const white = (await step(
      owner.client.post('/api/products', {
        ...productRequest({ name: 'Blanc' }),
        bottles: { count: 2, ids: ['W-1'], locationId: bar, bin: 'B1' },
      }),
      201,
    )) as { bottles: Bottle[] };
    const loose = (await step(
      owner.client.post('/api/products', {
        ...productRequest({ name: 'Sans place' }),
        bottles: { count: 1, ids: ['L-1'] },
      }),
      201,
    )) as { bottles: Bottle[] };
    const all = [...red.bottles, ...white.bottles, ...loose.bottles].map((bottle) => bottle.id);

    // Everything into the bar's B1, where two of the white bottles already are.
    await step(owner.client.post('/api/batches/move', { ids: all, locationId: bar, bin: 'B1' }));
    expect(await countsTable(owner)).toHaveLength(3);
    // Half of them back to the cellar's A2, then some to no place at all.
    await step(
      owner.client.post('/api/batches/move', {
        ids: all.filter((_, index) => index % 2 === 0),
        locationId: cellar,
        bin: 'A2',
      }),
    );
    await step(owner.client.post('/api/batches/move', { ids: ['R-1', 'W-1', 'L-1'] }));
    // Moved where they already are: no count changes.
    await step(owner.client.post('/api/batches/move', { ids: ['R-1', 'W-1'] }));
    expect(
      tab
        .changeBatches()
        .at(-1)
        ?.changes.filter((change) => change.entity === 'count'),
    ).toEqual([]);

    const counted = await countsTable(owner);
    const refused = await owner.client.post('/api/batches/move', {
      ids: ['R-2', 'NOT-A-BOTTLE'],
      locationId: bar,
    });
    expect(refused.status).toBe(404);
    expect(await countsTable(owner)).toEqual(counted);
    expect(await countsTable(owner)).toEqual(await countedFromBottles(owner));
    const nowhere = await owner.client.post('/api/batches/move', {
      ids: ['R-2'],
      locationId: 'not-a-location',
    });
    expect(nowhere.status).toBeGreaterThanOrEqual(400);
    expect(await countsTable(owner)).toEqual(counted);
    tab.close();
  });
});
