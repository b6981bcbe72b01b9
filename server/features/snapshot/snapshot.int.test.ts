import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { bottlesOfFormat, countsOf, type FormatCounts } from '../../../domain/bottle-counts.js';
import type { RestaurantModel, Snapshot } from '../../../domain/snapshot.js';
import { type CompactModel, expandModel } from '../../../domain/snapshot-codec.js';
import { addLocation, productRequest } from '../../test/fixtures.js';
import { SseClient } from '../../test/sse-client.js';
import type { TestClient, TestResponse } from '../../test/test-client.js';
import { startTestServer, type TestServer } from '../../test/test-server.js';
import { CompactSnapshots } from './compact-snapshots.js';
import { STORED_SNAPSHOT_FORMAT } from './snapshot-store.js';
import { prepareSnapshotsAtStart } from './snapshot-warming.js';

/**
 * How long a check waits for the server's asynchronous work (a build, a store, a batch that reaches
 * the hub after the answer on PostgreSQL). Vitest's default of 1 s was too short on a loaded CI
 * machine: "writes to a restaurant held nowhere in memory" failed there now and then.
 */
const EVENTUALLY = { timeout: 10_000, interval: 50 };

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
      ...productRequest({ name: 'Clos de Bèze' }),
      bottles: { count: 2 },
    });

    const plain = (await owner.client.get('/api/snapshot')).body as Snapshot;
    const response = await compactAt(owner.client, plain.revision);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-encoding')).toBe('gzip');
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

describe('snapshots built ahead of the dashboard', () => {
  it('signing in starts building the restaurant snapshot, so the dashboard does not wait for it', async () => {
    const owner = await server.signUp();
    await owner.client.post('/api/products', { ...productRequest(), bottles: { count: 2 } });
    const { snapshots } = server.services;
    const login = server.client();
    expect(
      (await login.post('/api/auth/login', { email: owner.email, password: owner.password }))
        .status,
    ).toBe(200);
    const current = (await owner.client.get('/api/snapshot')).body as Snapshot;
    // Built in the background once the login has answered; nobody has asked for it.
    await vi.waitFor(
      () => expect(snapshots.cachedRevision(owner.restaurantId)).toBe(current.revision),
      EVENTUALLY,
    );
    const served = (await login.get('/api/snapshot/compact')).body as CompactModel;
    expect(served.revision).toBe(current.revision);
    expect(bottlesOf(expandModel(served))).toBe(2);
  });

  it('at start, signed-in restaurants are held ready, and every recently active one without a current stored copy is built and stored', async () => {
    const { db, hub } = server.services;
    const { kysely } = db;
    const signedIn = await server.signUp();
    // Signed out, with a copy stored by older code (as after a migration).
    const migrated = await server.signUp();
    // Signed out, with a current copy stored.
    const current = await server.signUp();
    // Signed out, created and last seen long ago, nothing stored (nothing written either).
    const dormant = await server.signUp();
    const storedOf = (restaurantId: string) =>
      kysely
        .selectFrom('stored_snapshots')
        .select(['revision', 'format', 'stored_at'])
        .where('restaurant_id', '=', restaurantId)
        .executeTakeFirst();
    for (const owner of [signedIn, migrated, current]) {
      await owner.client.post('/api/products', { ...productRequest(), bottles: { count: 1 } });
    }
    // Each first write has a copy built and stored (none existed); on PostgreSQL the batch may
    // reach the server's listener after the answer, hence the wait.
    await vi.waitFor(async () => {
      for (const owner of [signedIn, migrated, current]) {
        expect(await storedOf(owner.restaurantId)).toBeDefined();
      }
    }, EVENTUALLY);
    await server.services.snapshots.settled();
    const longAgo = new Date(Date.now() - 90 * 24 * 3600_000).toISOString();
    // Signed out (a request's touch of its session may still be on its way: no rows to touch).
    for (const owner of [migrated, current, dormant]) {
      await kysely.deleteFrom('sessions').where('restaurant_id', '=', owner.restaurantId).execute();
    }
    await kysely
      .updateTable('restaurants')
      .set({ created_at: longAgo })
      .where('id', '=', dormant.restaurantId)
      .execute();
    await kysely
      .deleteFrom('stored_snapshots')
      .where('restaurant_id', '=', dormant.restaurantId)
      .execute();
    await kysely
      .updateTable('stored_snapshots')
      .set({ format: '0004-stored-snapshots/compact-v2' })
      .where('restaurant_id', '=', migrated.restaurantId)
      .execute();
    const currentBefore = await storedOf(current.restaurantId);
    expect(currentBefore?.format).toBe(STORED_SNAPSHOT_FORMAT);

    // A server that has just started: nothing cached.
    const restarted = new CompactSnapshots(db, hub, { maxLag: 10 });
    await prepareSnapshotsAtStart(db, restarted, server.env.SESSION_IDLE_MINUTES);
    await restarted.settled();
    const revisionOf = async (owner: { restaurantId: string }) =>
      Number(
        (
          await kysely
            .selectFrom('restaurants')
            .select('revision')
            .where('id', '=', owner.restaurantId)
            .executeTakeFirstOrThrow()
        ).revision,
      );
    expect(restarted.cachedRevision(signedIn.restaurantId)).toBe(await revisionOf(signedIn));
    const rebuilt = await storedOf(migrated.restaurantId);
    expect(rebuilt && { format: rebuilt.format, revision: Number(rebuilt.revision) }).toEqual({
      format: STORED_SNAPSHOT_FORMAT,
      revision: await revisionOf(migrated),
    });
    expect(await storedOf(current.restaurantId)).toEqual(currentBefore);
    expect(restarted.cachedRevision(current.restaurantId)).toBeUndefined();
    expect(await storedOf(dormant.restaurantId)).toBeUndefined();
  });
});

describe('stored snapshots', () => {
  /** A restaurant with three bottles whose snapshot has been built, served and stored. */
  async function restaurantWithStoredSnapshot() {
    const owner = await server.signUp();
    await owner.client.post('/api/products', { ...productRequest(), bottles: { count: 3 } });
    const revision = ((await owner.client.get('/api/snapshot')).body as Snapshot).revision;
    await compactAt(owner.client, revision);
    await server.services.snapshots.settled();
    return { owner, revision };
  }

  /** Takes a bottle out behind the server's back: no revision, no change, no live event. */
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

  const bottlesIn = async (served: Promise<{ body(encoding: 'gzip'): Promise<Buffer> }>) => {
    const body = await (await served).body('gzip');
    const compact = JSON.parse(gunzipSync(body).toString()) as CompactModel;
    return { revision: compact.revision, bottles: bottlesOf(expandModel(compact)) };
  };

  it('a server that has just started serves the stored copy instead of reading the inventory', async () => {
    const { owner, revision } = await restaurantWithStoredSnapshot();
    const other = await server.signUp();
    // The database now has two bottles at the same revision; only a stored copy still has three.
    await deleteOneBottleUnrecorded(owner.restaurantId);
    const { db, hub } = server.services;
    const restarted = new CompactSnapshots(db, hub, { maxLag: 10 });
    expect(await bottlesIn(restarted.serve(owner.restaurantId, revision))).toEqual({
      revision,
      bottles: 3,
    });
    // Another restaurant, with nothing stored, gets its own snapshot, built.
    const otherRevision = ((await other.client.get('/api/snapshot')).body as Snapshot).revision;
    const ofOther = await (await restarted.serve(other.restaurantId, otherRevision)).body('gzip');
    expect((JSON.parse(gunzipSync(ofOther).toString()) as CompactModel).restaurant.id).toBe(
      other.restaurantId,
    );
    await restarted.settled();
  });

  it('a restaurant that keeps writing with its tabs open has its copy rebuilt and stored before it falls too far behind', async () => {
    const owner = await server.signUp();
    const created = (
      await owner.client.post('/api/products', { ...productRequest(), bottles: { count: 1 } })
    ).body as { format: { id: string } };
    const { db, hub } = server.services;
    // Rebuilt once two revisions behind (half of maxLag).
    const snapshots = new CompactSnapshots(db, hub, { maxLag: 4 });
    const start = ((await owner.client.get('/api/snapshot')).body as Snapshot).revision;
    await snapshots.serve(owner.restaurantId, start);
    await owner.client.post('/api/bottles', { formatId: created.format.id, count: 1 });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(snapshots.cachedRevision(owner.restaurantId)).toBe(start);

    await owner.client.post('/api/bottles', { formatId: created.format.id, count: 1 });
    // Nobody asks for the snapshot: the write itself leads to the rebuild.
    await vi.waitFor(
      () => expect(snapshots.cachedRevision(owner.restaurantId)).toBe(start + 2),
      EVENTUALLY,
    );
    await snapshots.settled();
    const stored = await db.kysely
      .selectFrom('stored_snapshots')
      .select('revision')
      .where('restaurant_id', '=', owner.restaurantId)
      .executeTakeFirstOrThrow();
    expect(Number(stored.revision)).toBe(start + 2);
  });

  it('writes to a restaurant held nowhere in memory lead to its stored copy being built, then kept within reach', async () => {
    const owner = await server.signUp();
    const { db, hub } = server.services;
    const { kysely } = db;
    const storedRevision = async () => {
      const row = await kysely
        .selectFrom('stored_snapshots')
        .select('revision')
        .where('restaurant_id', '=', owner.restaurantId)
        .executeTakeFirst();
      return row && Number(row.revision);
    };
    const created = (
      await owner.client.post('/api/products', { ...productRequest(), bottles: { count: 1 } })
    ).body as { format: { id: string } };
    // The running server builds and stores a copy after that first write too (on PostgreSQL the
    // batch may reach it after the answer). Once it has, it holds the copy in memory and leaves
    // the next writes alone; then nothing is stored.
    await vi.waitFor(async () => expect(await storedRevision()).toBeDefined(), EVENTUALLY);
    await server.services.snapshots.settled();
    await kysely
      .deleteFrom('stored_snapshots')
      .where('restaurant_id', '=', owner.restaurantId)
      .execute();

    // A server that has just started (sharing this one's writer, so its writes reach it), with a
    // lag wide enough that only "nothing stored" leads it to build.
    const snapshots = new CompactSnapshots(db, hub, { maxLag: 1000 });
    await owner.client.post('/api/bottles', { formatId: created.format.id, count: 1 });
    // With nothing stored, its first write has a copy built and stored; nobody asked for it.
    await vi.waitFor(async () => {
      await snapshots.settled();
      expect(snapshots.cachedRevision(owner.restaurantId)).toBeDefined();
    }, EVENTUALLY);
    const first = snapshots.cachedRevision(owner.restaurantId) ?? 0;
    await snapshots.settled();
    expect(await storedRevision()).toBeGreaterThanOrEqual(first);

    // Let go from memory, as by a restart: the next writes compare with the stored copy's revision.
    const restarted = new CompactSnapshots(db, hub, { maxLag: 4 });
    await owner.client.post('/api/bottles', { formatId: created.format.id, count: 1 });
    await restarted.settled();
    expect(restarted.cachedRevision(owner.restaurantId)).toBeUndefined();
    await owner.client.post('/api/bottles', { formatId: created.format.id, count: 1 });
    const latest = ((await owner.client.get('/api/snapshot')).body as Snapshot).revision;
    await vi.waitFor(async () => {
      await restarted.settled();
      expect(restarted.cachedRevision(owner.restaurantId)).toBe(latest);
    }, EVENTUALLY);
    await restarted.settled();
    await snapshots.settled();
    expect(await storedRevision()).toBe(latest);

    // Two writes at once to a server that has not looked the stored copy up yet: the second
    // arrives while the first's lookup runs, and is not lost.
    const again = new CompactSnapshots(db, hub, { maxLag: 4 });
    await Promise.all(
      [1, 2].map(() =>
        owner.client.post('/api/bottles', { formatId: created.format.id, count: 1 }),
      ),
    );
    const newest = ((await owner.client.get('/api/snapshot')).body as Snapshot).revision;
    expect(newest).toBe(latest + 2);
    await vi.waitFor(async () => {
      await again.settled();
      expect(again.cachedRevision(owner.restaurantId)).toBe(newest);
    }, EVENTUALLY);
    await again.settled();
  });

  it('a stored copy written by other code is rebuilt and replaced', async () => {
    const { owner, revision } = await restaurantWithStoredSnapshot();
    await deleteOneBottleUnrecorded(owner.restaurantId);
    const { db, hub } = server.services;
    await db.kysely
      .updateTable('stored_snapshots')
      .set({ format: '0003-bottle-history/compact-v1' })
      .where('restaurant_id', '=', owner.restaurantId)
      .execute();
    const restarted = new CompactSnapshots(db, hub, { maxLag: 10 });
    expect(await bottlesIn(restarted.serve(owner.restaurantId, revision))).toEqual({
      revision,
      bottles: 2,
    });
    await restarted.settled();
    const stored = await db.kysely
      .selectFrom('stored_snapshots')
      .select(['revision', 'format'])
      .where('restaurant_id', '=', owner.restaurantId)
      .executeTakeFirstOrThrow();
    expect({ ...stored, revision: Number(stored.revision) }).toEqual({
      revision,
      format: STORED_SNAPSHOT_FORMAT,
    });
  });

  it('a stored copy too far behind is not served', async () => {
    const { owner, revision } = await restaurantWithStoredSnapshot();
    const formatId = ((await owner.client.get('/api/snapshot')).body as Snapshot).formats[0]?.id;
    await owner.client.post('/api/bottles', { formatId, count: 1 });
    await owner.client.post('/api/bottles', { formatId, count: 1 });
    // Two revisions on, with at most one of lag allowed.
    const restarted = new CompactSnapshots(server.services.db, server.services.hub, { maxLag: 1 });
    expect(await bottlesIn(restarted.serve(owner.restaurantId, revision + 2))).toEqual({
      revision: revision + 2,
      bottles: 5,
    });
    await restarted.settled();
  });
});

describe('the in-memory mirror behind the compact snapshot', () => {
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
    await expectSameAsDatabase(); // builds the mirror

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
    await c.post('/api/batches/reprofile', { ids: ['Q3-NEW'], formatId: second.format.id });
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
