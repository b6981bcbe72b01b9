import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRandom, type Random } from '../../bench/random.js';
import type { Snapshot } from '../../domain/snapshot.js';
import { productRequest } from '../test/fixtures.js';
import { SseClient } from '../test/sse-client.js';
import { type SignedUp, startTestServer, type TestServer } from '../test/test-server.js';

/**
 * Over the live feed, 10,000 random changes across several restaurants: none delivered to the
 * wrong one. A change is one row of the change log, i.e. one entity put or
 * deleted: a batch of N bottles is N changes in one revision. Four restaurants write at the same
 * time (batch add, move, remove, and single-bottle edits, from a seeded random source), each with
 * two open streams; every stream must receive exactly its own restaurant's acknowledged changes.
 */

const RESTAURANTS = 4;
const STREAMS_PER_RESTAURANT = 2;
const TARGET_CHANGES = 10_000;
const SEED = 20_260_701;

interface Kitchen {
  who: SignedUp;
  tag: string;
  formatId: string;
  places: Array<{ locationId: string; bin: string }>;
  /** Bottles it has now, as acknowledged. */
  bottles: string[];
  /** Every id this restaurant ever wrote: bottles, locations, the wine. */
  ownIds: Set<string>;
  /** Changes and revisions acknowledged by its requests. */
  changes: number;
  revisions: number;
  streams: SseClient[];
  random: Random;
}

let server: TestServer;
const kitchens: Kitchen[] = [];
let total = 0;
let requests = 0;
let elapsedMs = 0;

async function openKitchen(index: number): Promise<Kitchen> {
  const who = await server.signUp();
  const tag = `k${index}${randomBytes(3).toString('hex')}`;
  const ownIds = new Set<string>();
  const places: Kitchen['places'] = [];
  for (const name of ['Cellar', 'Bar']) {
    const location = await who.client.post('/api/locations', { name: `${tag} ${name}` });
    expect(location.status).toBe(201);
    const locationId = (location.body as { id: string }).id;
    ownIds.add(locationId);
    await who.client.post(`/api/locations/${locationId}/bins`, { name: `${tag}-A` });
    places.push({ locationId, bin: '' }, { locationId, bin: `${tag}-A` });
  }
  const wine = await who.client.post('/api/products', productRequest({ name: `${tag} Cuvée` }));
  expect(wine.status).toBe(201);
  const { product, format } = wine.body as { product: { id: string }; format: { id: string } };
  ownIds.add(product.id).add(format.id);
  const since = ((await who.client.get('/api/snapshot')).body as Snapshot).revision;
  const streams = await Promise.all(
    Array.from({ length: STREAMS_PER_RESTAURANT }, () =>
      SseClient.open(who.client, `?since=${since}`),
    ),
  );
  for (const stream of streams) expect(stream.status).toBe(200);
  return {
    who,
    tag,
    formatId: format.id,
    places,
    bottles: [],
    ownIds,
    changes: 0,
    revisions: 0,
    streams,
    random: createRandom(SEED + index),
  };
}

/** Draws `count` different bottles (partial Fisher–Yates over a copy). */
function someBottles(kitchen: Kitchen, count: number): string[] {
  const pool = [...kitchen.bottles];
  for (let i = 0; i < count; i++) {
    const j = kitchen.random.int(i, pool.length - 1);
    [pool[i], pool[j]] = [pool[j] as string, pool[i] as string];
  }
  return pool.slice(0, count);
}

/** One random write; returns how many changes it was acknowledged with (0 if refused). */
async function oneWrite(kitchen: Kitchen, serial: number): Promise<number> {
  const { client } = kitchen.who;
  const random = kitchen.random;
  const have = kitchen.bottles.length;
  const roll = random.next();
  if (have < 20 || roll < 0.4) {
    const ids = Array.from(
      { length: random.int(1, 60) },
      (_, i) => `${kitchen.tag}-${serial}-${i}`,
    );
    const place = random.pick(kitchen.places);
    const response = await client.post('/api/batches/add', {
      ids,
      formatId: kitchen.formatId,
      ...place,
    });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    kitchen.bottles.push(...ids);
    for (const id of ids) kitchen.ownIds.add(id);
    return ids.length;
  }
  if (roll < 0.75) {
    const ids = someBottles(kitchen, random.int(1, Math.min(60, have)));
    const response = await client.post('/api/batches/move', {
      ids,
      ...random.pick(kitchen.places),
    });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    return ids.length;
  }
  if (roll < 0.9) {
    const ids = someBottles(kitchen, random.int(1, Math.min(30, have)));
    const response = await client.post('/api/batches/remove', { ids });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    const gone = new Set(ids);
    kitchen.bottles = kitchen.bottles.filter((id) => !gone.has(id));
    return ids.length;
  }
  const [id] = someBottles(kitchen, 1);
  const response = await client.patch(`/api/bottles/${id}`, { notes: `note ${serial}` });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return 1;
}

/** The bottle changes a stream received (each write also says where its format's bottles are now). */
function changeCount(stream: SseClient): number {
  return stream
    .changeBatches()
    .reduce(
      (sum, batch) => sum + batch.changes.filter((change) => change.entity === 'bottle').length,
      0,
    );
}

beforeAll(async () => {
  server = await startTestServer();
  for (let index = 0; index < RESTAURANTS; index++) kitchens.push(await openKitchen(index));
  const started = performance.now();
  // One writer per restaurant, all at once: their commits interleave on the one hub.
  await Promise.all(
    kitchens.map(async (kitchen) => {
      for (let serial = 0; total < TARGET_CHANGES; serial++) {
        const changes = await oneWrite(kitchen, serial);
        kitchen.changes += changes;
        kitchen.revisions += 1;
        total += changes;
        requests += 1;
      }
    }),
  );
  // Then every stream catches up with what its restaurant was told was saved.
  await Promise.all(
    kitchens.flatMap((kitchen) =>
      kitchen.streams.map((stream) =>
        stream.until(() => changeCount(stream) >= kitchen.changes, 30_000),
      ),
    ),
  );
  elapsedMs = performance.now() - started;
  console.log(
    `live isolation: ${total} changes in ${requests} requests over ${RESTAURANTS} restaurants × ${STREAMS_PER_RESTAURANT} streams, ${Math.round(elapsedMs)} ms`,
  );
}, 120_000);

afterAll(async () => {
  for (const kitchen of kitchens) for (const stream of kitchen.streams) stream.close();
  await server?.close();
});

describe('live feed isolation', () => {
  it('made at least 10,000 changes across the restaurants', () => {
    expect(total).toBeGreaterThanOrEqual(TARGET_CHANGES);
    expect(kitchens.every((kitchen) => kitchen.changes > 1000)).toBe(true);
  });

  it('delivers every acknowledged change to each of its restaurant’s streams: 0 lost', () => {
    for (const kitchen of kitchens) {
      for (const stream of kitchen.streams) {
        const batches = stream.changeBatches();
        expect(stream.events.filter((event) => event.event === 'reset')).toEqual([]);
        expect(batches).toHaveLength(kitchen.revisions);
        expect(changeCount(stream)).toBe(kitchen.changes);
        // In order, each revision once.
        const revisions = batches.map((batch) => batch.revision);
        expect(revisions).toEqual([...revisions].sort((x, y) => x - y));
        expect(new Set(revisions).size).toBe(revisions.length);
      }
    }
  });

  it('delivers nothing of one restaurant to another: 0 foreign', () => {
    let checked = 0;
    const foreign: string[] = [];
    for (const kitchen of kitchens) {
      const others = kitchens.filter((other) => other !== kitchen);
      for (const stream of kitchen.streams) {
        for (const batch of stream.changeBatches()) {
          for (const change of batch.changes) {
            if (change.entity === 'bottle') checked += 1;
            if (!kitchen.ownIds.has(change.id)) foreign.push(`${kitchen.tag} got ${change.id}`);
          }
          // Nothing in the payload may name another restaurant: its tag, ids or restaurant id.
          const text = JSON.stringify(batch);
          for (const other of others) {
            if (text.includes(other.tag) || text.includes(other.who.restaurantId)) {
              foreign.push(`${kitchen.tag} got a batch naming ${other.tag}`);
            }
          }
        }
      }
    }
    expect(checked).toBe(STREAMS_PER_RESTAURANT * total);
    expect(foreign).toEqual([]);
  });
});
