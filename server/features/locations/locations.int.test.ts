import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Bottle } from '../../../domain/inventory.js';
import type { Location } from '../../../domain/restaurant.js';
import type { Snapshot } from '../../../domain/snapshot.js';
import { productRequest } from '../../test/fixtures.js';
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

async function snapshot(client: TestClient): Promise<Snapshot> {
  return (await client.get('/api/snapshot')).body as Snapshot;
}

function errorOf(body: unknown) {
  return (body as { error: { code: string; message: string; details?: unknown } }).error;
}

async function addLocation(owner: SignedUp, name: string, bins: string[] = []): Promise<Location> {
  const response = await owner.client.post('/api/locations', { name });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  let location = response.body as Location;
  for (const bin of bins) {
    const added = await owner.client.post(`/api/locations/${location.id}/bins`, { name: bin });
    expect(added.status).toBe(200);
    location = added.body as Location;
  }
  return location;
}

async function addBottles(
  owner: SignedUp,
  locationId: string,
  bin: string,
  count = 2,
): Promise<Bottle[]> {
  const response = await owner.client.post('/api/products', {
    ...productRequest(),
    bottles: { count, locationId, bin },
  });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return (response.body as { bottles: Bottle[] }).bottles;
}

describe('locations', () => {
  it('adds a location, refusing an empty or existing name', async () => {
    const owner = await server.signUp();
    const cellar = await addLocation(owner, '  Cellar ');
    expect(cellar).toMatchObject({ name: 'Cellar', bins: [] });

    const empty = await owner.client.post('/api/locations', { name: '   ' });
    expect(empty.status).toBe(400);
    expect(errorOf(empty.body)).toEqual({
      code: 'invalid-argument',
      reason: 'location-name-empty',
      message: 'Location name is empty or already exists.',
    });
    const again = await owner.client.post('/api/locations', { name: 'Cellar' });
    expect(again.status).toBe(409);
    expect(errorOf(again.body)).toEqual({
      code: 'already-exists',
      reason: 'location-name-taken',
      message: 'Location name is empty or already exists.',
    });
    expect((await snapshot(owner.client)).restaurant.locations).toEqual([cellar]);
  });

  it('renames a location; its bottles follow; empty, unchanged or taken names are refused', async () => {
    const owner = await server.signUp();
    const cellar = await addLocation(owner, 'Cellar', ['A1']);
    await addLocation(owner, 'Bar');
    const bottles = await addBottles(owner, cellar.id, 'A1');

    for (const [name, status] of [
      ['', 400],
      ['Cellar', 400],
      ['Bar', 409],
    ] as const) {
      const refused = await owner.client.patch(`/api/locations/${cellar.id}`, { name });
      expect(refused.status, name).toBe(status);
      expect(errorOf(refused.body).message).toBe('Location name is empty or already exists.');
    }

    const renamed = await owner.client.patch(`/api/locations/${cellar.id}`, {
      name: 'Wine Cave',
      from: 'Cellar',
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toEqual({ id: cellar.id, name: 'Wine Cave', bins: ['A1'] });

    const after = await snapshot(owner.client);
    const cave = after.restaurant.locations.find((location) => location.name === 'Wine Cave');
    expect(cave?.id).toBe(cellar.id);
    expect(after.bottles.map((bottle) => [bottle.id, bottle.locationId, bottle.bin])).toEqual(
      expect.arrayContaining(bottles.map((bottle) => [bottle.id, cellar.id, 'A1'])),
    );
    expect(after.bottles).toHaveLength(2);
  });

  it('refuses a name that differs from another location only in capitals, adding or renaming', async () => {
    const owner = await server.signUp();
    const cellar = await addLocation(owner, 'Cellar');
    const bar = await addLocation(owner, 'Bar');

    const added = await owner.client.post('/api/locations', { name: 'cellar' });
    expect(added.status).toBe(409);
    expect(errorOf(added.body)).toEqual({
      code: 'already-exists',
      reason: 'location-name-case',
      message:
        'A location named Cellar already exists: names that differ only in capitals are the same location.',
      details: { name: 'Cellar' },
    });
    const renamed = await owner.client.patch(`/api/locations/${bar.id}`, { name: 'CELLAR' });
    expect(renamed.status).toBe(409);
    expect(errorOf(renamed.body)).toMatchObject({
      reason: 'location-name-case',
      details: { name: 'Cellar' },
    });
    expect((await snapshot(owner.client)).restaurant.locations.map((l) => l.name).sort()).toEqual([
      'Bar',
      'Cellar',
    ]);

    // A location's own capitals may change, and accents still tell names apart.
    const own = await owner.client.patch(`/api/locations/${cellar.id}`, { name: 'CELLAR' });
    expect(own.status, JSON.stringify(own.body)).toBe(200);
    await addLocation(owner, 'Cellár');
    // Another restaurant's names are its own.
    await addLocation(await server.signUp(), 'cellar');
  });

  it('lets only one of two names differing in capitals, added at once, in', async () => {
    const owner = await server.signUp();
    const answers = await Promise.all(
      ['Cave', 'cave', 'CAVE', 'cAVE'].map((name) => owner.client.post('/api/locations', { name })),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409, 409, 409]);
    expect((await snapshot(owner.client)).restaurant.locations).toHaveLength(1);
  });

  it('refuses a rename made from a name that is no longer current, saying to retry', async () => {
    const owner = await server.signUp();
    const cellar = await addLocation(owner, 'Cellar');
    await owner.client.patch(`/api/locations/${cellar.id}`, { name: 'Cave', from: 'Cellar' });
    const stale = await owner.client.patch(`/api/locations/${cellar.id}`, {
      name: 'Basement',
      from: 'Cellar',
    });
    expect(stale.status).toBe(409);
    expect(errorOf(stale.body)).toMatchObject({ code: 'aborted' });
    expect(errorOf(stale.body).message).toMatch(/retry/i);
    expect((await snapshot(owner.client)).restaurant.locations[0]?.name).toBe('Cave');
  });

  it('blocks deleting a location while a bottle is there, then deletes it with its bins', async () => {
    const owner = await server.signUp();
    const cellar = await addLocation(owner, 'Cellar', ['A1', 'A2']);
    const [bottle] = await addBottles(owner, cellar.id, 'A1', 1);

    const blocked = await owner.client.delete(`/api/locations/${cellar.id}`);
    expect(blocked.status).toBe(409);
    expect(errorOf(blocked.body)).toEqual({
      code: 'aborted',
      reason: 'location-in-use',
      message: 'Cannot delete location. It is in use by one or more bottles.',
      details: { title: 'Location in Use' },
    });
    expect((await snapshot(owner.client)).restaurant.locations).toHaveLength(1);

    await owner.client.delete(`/api/bottles/${bottle?.id}`);
    expect((await owner.client.delete(`/api/locations/${cellar.id}`)).status).toBe(204);
    expect((await snapshot(owner.client)).restaurant.locations).toEqual([]);
    expect((await owner.client.delete(`/api/locations/${cellar.id}`)).status).toBe(404);
  });
});

describe('bins', () => {
  it('keeps bins sorted and ignores an empty or existing bin', async () => {
    const owner = await server.signUp();
    const cellar = await addLocation(owner, 'Cellar', ['10', '2', 'B', 'a']);
    expect(cellar.bins).toEqual(['2', '10', 'a', 'B']);

    const revision = (await snapshot(owner.client)).revision;
    for (const name of ['', '  ', '2']) {
      const ignored = await owner.client.post(`/api/locations/${cellar.id}/bins`, { name });
      expect(ignored.status).toBe(200);
      expect((ignored.body as Location).bins).toEqual(['2', '10', 'a', 'B']);
    }
    // Nothing changed, so nothing was sent to the other tabs.
    expect((await snapshot(owner.client)).revision).toBe(revision);
  });

  it('blocks deleting a bin while a bottle is in it, and only that bin', async () => {
    const owner = await server.signUp();
    const cellar = await addLocation(owner, 'Cellar', ['A1', 'A/2']);
    const other = await addLocation(owner, 'Bar', ['A1']);
    const [bottle] = await addBottles(owner, cellar.id, 'A1', 1);

    const blocked = await owner.client.delete(`/api/locations/${cellar.id}/bins/A1`);
    expect(blocked.status).toBe(409);
    expect(errorOf(blocked.body)).toEqual({
      code: 'aborted',
      reason: 'bin-in-use',
      message: 'Cannot delete bin. It is in use by one or more bottles.',
      details: { title: 'Bin in Use' },
    });
    // The same bin name in another location is free.
    const freed = await owner.client.delete(`/api/locations/${other.id}/bins/A1`);
    expect(freed.status).toBe(200);
    expect(freed.body).toEqual({ id: other.id, name: 'Bar', bins: [] });
    const slash = await owner.client.delete(
      `/api/locations/${cellar.id}/bins/${encodeURIComponent('A/2')}`,
    );
    expect(slash.body).toMatchObject({ bins: ['A1'] });

    await owner.client.patch(`/api/bottles/${bottle?.id}`, { bin: '' });
    const removed = await owner.client.delete(`/api/locations/${cellar.id}/bins/A1`);
    expect(removed.body).toEqual({ id: cellar.id, name: 'Cellar', bins: [] });
    expect((await owner.client.delete(`/api/locations/${cellar.id}/bins/A1`)).status).toBe(404);
  });
});

describe('concurrency and live changes', () => {
  it('keeps both of two edits made at once to different locations, and both bins of one', async () => {
    const owner = await server.signUp();
    const second = server.client();
    await second.post('/api/auth/login', { email: owner.email, password: owner.password });
    const cellar = await addLocation(owner, 'Cellar');
    const bar = await addLocation(owner, 'Bar');
    const tab = await SseClient.open(
      owner.client,
      `?since=${(await snapshot(owner.client)).revision}`,
    );

    const responses = await Promise.all([
      owner.client.patch(`/api/locations/${cellar.id}`, { name: 'Cave', from: 'Cellar' }),
      second.patch(`/api/locations/${bar.id}`, { name: 'Counter', from: 'Bar' }),
      owner.client.post(`/api/locations/${cellar.id}/bins`, { name: '1' }),
      second.post(`/api/locations/${cellar.id}/bins`, { name: '2' }),
      owner.client.post('/api/locations', { name: 'Terrace' }),
    ]);
    expect(responses.map((response) => response.status)).toEqual([200, 200, 200, 200, 201]);
    const locations = (await snapshot(owner.client)).restaurant.locations;
    expect(locations.map((location) => [location.name, location.bins])).toEqual([
      ['Cave', ['1', '2']],
      ['Counter', []],
      ['Terrace', []],
    ]);

    // Each change carries the whole location as it was at its commit, so a tab that applies
    // them in order ends with what the database holds (no bin lost to a concurrent add).
    await tab.until(() => tab.changeBatches().length === 5);
    const seen = new Map<string, unknown>();
    for (const change of tab.changeBatches().flatMap((batch) => batch.changes)) {
      seen.set(change.id, (change as unknown as { data: unknown }).data);
    }
    expect([...seen.values()]).toEqual(expect.arrayContaining(locations));
    expect(seen.size).toBe(3);
    tab.close();
  });

  it('sends each change, with the whole location, to open tabs', async () => {
    const owner = await server.signUp();
    const cellar = await addLocation(owner, 'Cellar');
    const tab = await SseClient.open(
      owner.client,
      `?since=${(await snapshot(owner.client)).revision}`,
    );
    await owner.client.post(`/api/locations/${cellar.id}/bins`, { name: 'A1' });
    await owner.client.patch(`/api/locations/${cellar.id}`, { name: 'Cave' });
    await owner.client.delete(`/api/locations/${cellar.id}`);
    await tab.until(() => tab.changeBatches().length === 3);
    expect(tab.changeBatches().flatMap((batch) => batch.changes)).toEqual([
      {
        entity: 'location',
        id: cellar.id,
        op: 'put',
        action: 'location.bin-add',
        data: { id: cellar.id, name: 'Cellar', bins: ['A1'] },
      },
      {
        entity: 'location',
        id: cellar.id,
        op: 'put',
        action: 'location.rename',
        data: { id: cellar.id, name: 'Cave', bins: ['A1'] },
      },
      { entity: 'location', id: cellar.id, op: 'delete', action: 'location.remove', data: null },
    ]);
    tab.close();
  });
});

describe("another restaurant's locations", () => {
  it('are answered exactly like locations that do not exist, and change nothing', async () => {
    const owner = await server.signUp();
    const intruder = await server.signUp();
    const cellar = await addLocation(owner, 'Cellar', ['A1']);
    const attempts: Array<[string, string, unknown]> = [
      ['PATCH', `/api/locations/${cellar.id}`, { name: 'Mine' }],
      ['DELETE', `/api/locations/${cellar.id}`, undefined],
      ['POST', `/api/locations/${cellar.id}/bins`, { name: 'B1' }],
      ['DELETE', `/api/locations/${cellar.id}/bins/A1`, undefined],
    ];
    for (const [method, path, body] of attempts) {
      const foreign = await intruder.client.request(method, path, body);
      const missing = await intruder.client.request(
        method,
        path.replace(cellar.id, 'does-not-exist'),
        body,
      );
      expect(foreign.status, `${method} ${path}`).toBe(404);
      expect(foreign.body, `${method} ${path}`).toEqual(missing.body);
    }
    // A bottle cannot be put in another restaurant's location either.
    const placed = await intruder.client.post('/api/products', {
      ...productRequest(),
      bottles: { count: 1, locationId: cellar.id },
    });
    expect(placed.status).toBe(400);
    expect((await snapshot(owner.client)).restaurant.locations).toEqual([cellar]);
  });
});
