import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bottlesOfFormat, countsOf, type FormatCounts } from '../../../domain/bottle-counts.js';
import { readModelText } from '../../../domain/model-text.js';
import type { RestaurantModel, Snapshot } from '../../../domain/snapshot.js';
import { type CompactModel, expandModel } from '../../../domain/snapshot-codec.js';
import { addLocation, productRequest } from '../../test/fixtures.js';
import { SseClient } from '../../test/sse-client.js';
import type { TestClient, TestResponse } from '../../test/test-client.js';
import { startTestServer, type TestServer } from '../../test/test-server.js';
import type { EncodedModel } from './encoded-model.js';
import { ModelCache } from './model-cache.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

const sortById = <T extends { id: string }>(items: T[]) =>
  [...items].sort((a, b) => a.id.localeCompare(b.id));

/** Counts in one order: by format, then place. */
const sortCounts = (counts: readonly FormatCounts[]) =>
  [...counts]
    .map((format) => ({
      ...format,
      places: [...format.places].sort((a, b) =>
        `${a.locationId}|${a.bin}`.localeCompare(`${b.locationId}|${b.bin}`),
      ),
    }))
    .sort((a, b) => a.formatId.localeCompare(b.formatId));

/** Where the bottles of the plain snapshot are, as the model says it. */
const countsIn = (snapshot: Snapshot) => sortCounts([...countsOf(snapshot.bottles).values()]);

/** How many bottles a model counts. */
const bottlesOf = (model: RestaurantModel) =>
  model.counts.reduce((sum, format) => sum + bottlesOfFormat(format), 0);

/**
 * The compact snapshot once it has caught up with `revision`. Right after a write the server may
 * answer with the previous copy while it builds the new one in the background.
 */
async function compactAt(client: TestClient, revision: number): Promise<TestResponse> {
  for (let attempt = 0; ; attempt++) {
    const response = await client.get('/api/snapshot/compact', { 'accept-encoding': 'gzip' });
    const served = (response.body as CompactModel).revision;
    if (served >= revision || attempt === 100) return response;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('compact snapshot', () => {
  it('carries exactly the plain snapshot, compressed, and answers 304 while nothing changed', async () => {
    const owner = await server.signUp();
    const cellar = await addLocation(server.services.writer, owner, 'Cellar', ['1']);
    await owner.client.post('/api/products', {
      ...productRequest(),
      bottles: { count: 3, locationId: cellar, bin: '1' },
    });
    await owner.client.post('/api/products', {
      ...productRequest({ name: 'Clos de Bèze', producer: 'Domaine de l’Œillet 🍷' }),
      bottles: { count: 2 },
    });

    const plain = (await owner.client.get('/api/snapshot')).body as Snapshot;
    const response = await compactAt(owner.client, plain.revision);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-encoding')).toBe('gzip');
    // Its text is ASCII alone (ascii-json.ts), a column a line (domain/model-text.ts), and
    // reads back, a line at a time, as the names were written.
    expect(response.text.match(/[\u0080-\uffff]/g)).toBeNull();
    expect(response.text.split('\n').length).toBeGreaterThan(30);
    const read = await readModelText([response.text], () => Promise.resolve());
    expect(read).toEqual(response.body);
    expect(plain.products.map((product) => product.producer)).toContain('Domaine de l’Œillet 🍷');
    const expanded = expandModel(response.body as CompactModel);
    expect(expanded.revision).toBe(plain.revision);
    expect(expanded.restaurant).toEqual(plain.restaurant);
    expect(sortById(expanded.products)).toEqual(sortById(plain.products));
    expect(sortById(expanded.formats)).toEqual(sortById(plain.formats));
    expect(sortCounts(expanded.counts)).toEqual(countsIn(plain));

    const etag = response.headers.get('etag') ?? '';
    const unchanged = await owner.client.get('/api/snapshot/compact', { 'if-none-match': etag });
    expect(unchanged.status).toBe(304);

    await owner.client.post('/api/bottles', { formatId: plain.formats[0]?.id, count: 1 });
    const changed = await compactAt(owner.client, plain.revision + 1);
    expect(changed.status).toBe(200);
    expect(changed.headers.get('etag')).not.toBe(etag);
    expect(bottlesOf(expandModel(changed.body as CompactModel))).toBe(6);
  });

  it('a copy served while the next is being built, plus the live feed from its revision, is the current state', async () => {
    const owner = await server.signUp();
    const c = owner.client;
    const created = (
      await c.post('/api/products', { ...productRequest(), bottles: { ids: ['S1', 'S2', 'S3'] } })
    ).body as { format: { id: string } };
    const before = (await c.get('/api/snapshot')).body as Snapshot;
    await compactAt(c, before.revision); // the server now holds a copy at this revision

    // Writes right before the dashboard loads: the answer may be that older copy.
    await c.post('/api/batches/remove', { ids: ['S1'] });
    await c.post('/api/bottles', { formatId: created.format.id, count: 2 });
    const served = expandModel((await c.get('/api/snapshot/compact')).body as CompactModel);
    const current = (await c.get('/api/snapshot')).body as Snapshot;
    expect(served.revision).toBeLessThanOrEqual(current.revision);

    // The web app follows the feed from the revision it was given and applies what it missed.
    const live = await SseClient.open(c, `?since=${served.revision}`);
    const missed = current.revision - served.revision;
    const events = await live.until(
      (received) => received.filter((event) => event.event === 'changes').length >= missed,
    );
    live.close();
    const counts = new Map(served.counts.map((format) => [format.formatId, format]));
    for (const event of events.filter((received) => received.event === 'changes')) {
      const batch = event.data as {
        changes: Array<{ entity: string; op: string; id: string; data: unknown }>;
      };
      for (const change of batch.changes) {
        if (change.entity === 'count') counts.set(change.id, change.data as FormatCounts);
      }
    }
    expect(sortCounts([...counts.values()])).toEqual(countsIn(current));
    expect(current.bottles).toHaveLength(4);
  });

  it("never serves one restaurant's cached snapshot to another", async () => {
    const a = await server.signUp();
    const b = await server.signUp();
    await a.client.post('/api/products', { ...productRequest(), bottles: { count: 1 } });
    const ofA = (await a.client.get('/api/snapshot/compact')).body as CompactModel;
    const ofB = (await b.client.get('/api/snapshot/compact')).body as CompactModel;
    expect(ofA.products.id).toHaveLength(1);
    expect(ofB.products.id).toHaveLength(0);
    expect(ofB.restaurant.id).toBe(b.restaurantId);
    const etagOfA = (await a.client.get('/api/snapshot/compact')).headers.get('etag') ?? '';
    expect((await b.client.get('/api/snapshot/compact', { 'if-none-match': etagOfA })).status).toBe(
      200,
    );
  });
});

describe('the models held by the server', () => {
  /** A restaurant with three bottles, at `revision`. */
  async function restaurantWithThreeBottles() {
    const owner = await server.signUp();
    const created = (
      await owner.client.post('/api/products', { ...productRequest(), bottles: { count: 3 } })
    ).body as { format: { id: string } };
    const revision = ((await owner.client.get('/api/snapshot')).body as Snapshot).revision;
    const addBottle = () =>
      owner.client.post('/api/bottles', { formatId: created.format.id, count: 1 });
    return { owner, revision, addBottle };
  }

  /**
   * Takes a bottle out behind the server's back: no revision, no change, no live event. A model
   * held from before still counts it; one read after does not, which tells them apart.
   */
  async function deleteOneBottleUnrecorded(restaurantId: string): Promise<void> {
    const { kysely } = server.services.db;
    const bottle = await kysely
      .selectFrom('bottles')
      .select('id')
      .where('restaurant_id', '=', restaurantId)
      .executeTakeFirstOrThrow();
    await kysely
      .deleteFrom('bottles')
      .where('restaurant_id', '=', restaurantId)
      .where('id', '=', bottle.id)
      .execute();
  }

  const bottlesIn = async (served: Promise<EncodedModel>) => {
    const body = await (await served).body('gzip');
    const compact = JSON.parse(gunzipSync(body).toString()) as CompactModel;
    return { revision: compact.revision, bottles: bottlesOf(expandModel(compact)) };
  };

  const newCache = (maxLag: number) =>
    new ModelCache(server.services.db, {
      maxLag,
      onBuildError: (error) => {
        throw error;
      },
    });

  it('a model a few revisions behind is served at once while the current one is built; one too far behind is not served', async () => {
    const { owner, revision, addBottle } = await restaurantWithThreeBottles();
    const models = newCache(2);
    const id = owner.restaurantId;
    expect(await bottlesIn(models.serve(id, revision, 'with-costs'))).toEqual({
      revision,
      bottles: 3,
    });
    await deleteOneBottleUnrecorded(id);
    // At the same revision the held model is served, not read again.
    expect(await bottlesIn(models.serve(id, revision, 'with-costs'))).toEqual({
      revision,
      bottles: 3,
    });

    await addBottle();
    await addBottle();
    // Two revisions behind: served as it is (the tab replays the two from the live feed)...
    expect(await bottlesIn(models.serve(id, revision + 2, 'with-costs'))).toEqual({
      revision,
      bottles: 3,
    });
    // ...while the current revision is built, and served once built.
    await models.settled();
    expect(await bottlesIn(models.serve(id, revision + 2, 'with-costs'))).toEqual({
      revision: revision + 2,
      bottles: 4,
    });

    await addBottle();
    await addBottle();
    await addBottle();
    // Three behind, more than maxLag: the request waits for the current one.
    expect(await bottlesIn(models.serve(id, revision + 5, 'with-costs'))).toEqual({
      revision: revision + 5,
      bottles: 7,
    });
  });

  it('a tab that shows a revision is never sent an older model, however close', async () => {
    const { owner, revision, addBottle } = await restaurantWithThreeBottles();
    const models = newCache(2);
    const id = owner.restaurantId;
    await models.serve(id, revision, 'with-costs');
    await addBottle();
    // One behind, within maxLag: a tab that already shows revision + 1 waits for it.
    expect(await bottlesIn(models.serve(id, revision + 1, 'with-costs', revision + 1))).toEqual({
      revision: revision + 1,
      bottles: 4,
    });
  });

  it('keeps each view apart: a model without costs is never served with them, or the reverse', async () => {
    const { owner, revision } = await restaurantWithThreeBottles();
    const models = newCache(2);
    const id = owner.restaurantId;
    const withCosts = await models.serve(id, revision, 'with-costs');
    const withoutCosts = await models.serve(id, revision, 'without-costs');
    expect(withoutCosts).not.toBe(withCosts);
    expect(withoutCosts.etag).not.toBe(withCosts.etag);
    const formatsOf = async (served: EncodedModel) =>
      (JSON.parse(gunzipSync(await served.body('gzip')).toString()) as CompactModel).formats;
    expect('cost' in (await formatsOf(withCosts))).toBe(true);
    expect('cost' in (await formatsOf(withoutCosts))).toBe(false);
  });

  it('tabs asking at once share one build', async () => {
    const { owner, revision } = await restaurantWithThreeBottles();
    const models = newCache(2);
    const served = await Promise.all(
      [1, 2, 3].map(() => models.serve(owner.restaurantId, revision, 'with-costs')),
    );
    expect(served[1]).toBe(served[0]);
    expect(served[2]).toBe(served[0]);
  });
});

describe('the model', () => {
  it('matches the database after every kind of write', async () => {
    const owner = await server.signUp();
    const c = owner.client;
    const expectSameAsDatabase = async () => {
      const plain = (await c.get('/api/snapshot')).body as Snapshot;
      const compact = expandModel((await compactAt(c, plain.revision)).body as CompactModel);
      expect(compact.revision).toBe(plain.revision);
      expect(compact.restaurant.locations).toEqual(plain.restaurant.locations);
      expect(compact.restaurant.categories).toEqual(plain.restaurant.categories);
      expect(sortById(compact.restaurant.colors)).toEqual(sortById(plain.restaurant.colors));
      expect(sortById(compact.restaurant.listings)).toEqual(sortById(plain.restaurant.listings));
      expect(sortById(compact.products)).toEqual(sortById(plain.products));
      expect(sortById(compact.formats)).toEqual(sortById(plain.formats));
      expect(sortCounts(compact.counts)).toEqual(countsIn(plain));
    };
    await expectSameAsDatabase();

    const cellar = ((await c.post('/api/locations', { name: 'Cellar' })).body as { id: string }).id;
    await c.post(`/api/locations/${cellar}/bins`, { name: 'A1' });
    const bar = ((await c.post('/api/locations', { name: 'Bar' })).body as { id: string }).id;
    const saved = (
      await c.post('/api/products', {
        ...productRequest({ barcode: '3760123450012' }),
        bottles: { ids: ['Q1', 'Q2', 'Q3'], locationId: cellar, bin: 'A1' },
      })
    ).body as {
      product: { id: string };
      format: { id: string };
    };
    const second = (
      await c.post(`/api/products/${saved.product.id}/formats`, {
        format: { vintage: '2020', bottleSize: 1500 },
        bottles: { count: 2 },
      })
    ).body as {
      format: { id: string };
    };
    await c.put(`/api/products/${saved.product.id}`, {
      product: productRequest({ producer: 'Rossignol-Trapet' }).product,
    });
    await c.put(`/api/products/${saved.product.id}/default-format`, { formatId: second.format.id });
    await c.patch(`/api/formats/${saved.format.id}`, { price: 140.5, showOnMenu: false });
    await c.post('/api/batches/move', { ids: ['Q1', 'Q2'], locationId: bar, bin: '' });
    await c.put('/api/bottles/Q3/qr', { newId: 'Q3-NEW' });
    await c.post('/api/batches/change-format', { ids: ['Q3-NEW'], formatId: second.format.id });
    await c.post('/api/batches/remove', { ids: ['Q2'] });
    await c.patch(`/api/locations/${bar}`, { name: 'Bar Fridge' });
    await c.put('/api/listings', { formatId: saved.format.id, price3oz: 9, price5oz: 14 });
    await c.post('/api/categories/cat_wine/subcategories', {
      key: 'subcat_natural',
      en: 'Natural',
      fr: 'Nature',
    });
    const colors = ((await c.get('/api/snapshot')).body as Snapshot).restaurant.colors;
    await c.patch(`/api/colors/${colors[0]?.id}`, { name: 'Rouge', from: colors[0]?.name });
    await expectSameAsDatabase();

    // Every write above took effect (else this test would compare two unchanged states).
    const state = (await c.get('/api/snapshot')).body as Snapshot;
    expect(state.restaurant.colors.map((color) => color.name)).toContain('Rouge');
    expect(state.restaurant.locations.map((location) => location.name).sort()).toEqual([
      'Bar Fridge',
      'Cellar',
    ]);
    expect(state.restaurant.listings).toHaveLength(1);
    expect(
      state.restaurant.categories
        .find((category) => category.key === 'cat_wine')
        ?.subcategories.map((sub) => sub.key),
    ).toContain('subcat_natural');
    expect(state.bottles.map((bottle) => bottle.id).sort()).toEqual(
      expect.arrayContaining(['Q1', 'Q3-NEW']),
    );
    expect(state.bottles.find((bottle) => bottle.id === 'Q3-NEW')?.formatId).toBe(second.format.id);
    expect(state.bottles.find((bottle) => bottle.id === 'Q2')).toBeUndefined();
    expect(state.products[0]).toMatchObject({
      producer: 'Rossignol-Trapet',
      defaultFormatId: second.format.id,
    });

    expect((await c.delete(`/api/bottles/Q1`)).status).toBe(204);
    expect((await c.delete(`/api/locations/${bar}`)).status).toBe(204);
    await expectSameAsDatabase();
  });
});
