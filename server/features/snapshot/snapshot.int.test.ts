import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Snapshot } from '../../../domain/snapshot.js';
import { type CompactSnapshot, expandSnapshot } from '../../../domain/snapshot-codec.js';
import { addLocation, wineRequest } from '../../test/fixtures.js';
import { startTestServer, type TestServer } from '../../test/test-server.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

const sortById = <T extends { id: string }>(items: T[]) =>
  [...items].sort((a, b) => a.id.localeCompare(b.id));

describe('compact snapshot', () => {
  it('carries exactly the plain snapshot, compressed, and answers 304 while nothing changed', async () => {
    const owner = await server.signUp();
    const cellar = await addLocation(server.services.writer, owner, 'Cellar', ['1']);
    await owner.client.post('/api/products', {
      ...wineRequest(),
      bottles: { count: 3, locationId: cellar, bin: '1' },
    });
    await owner.client.post('/api/products', {
      ...wineRequest({ name: 'Clos de Bèze' }),
      bottles: { count: 2 },
    });

    const plain = (await owner.client.get('/api/snapshot')).body as Snapshot;
    const response = await owner.client.get('/api/snapshot/compact', { 'accept-encoding': 'gzip' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-encoding')).toBe('gzip');
    const expanded = expandSnapshot(response.body as CompactSnapshot);
    expect(expanded.revision).toBe(plain.revision);
    expect(expanded.restaurant).toEqual(plain.restaurant);
    expect(sortById(expanded.products)).toEqual(sortById(plain.products));
    expect(sortById(expanded.formats)).toEqual(sortById(plain.formats));
    expect(sortById(expanded.bottles)).toEqual(sortById(plain.bottles));

    const etag = response.headers.get('etag') ?? '';
    const unchanged = await owner.client.get('/api/snapshot/compact', { 'if-none-match': etag });
    expect(unchanged.status).toBe(304);

    await owner.client.post('/api/bottles', { formatId: plain.formats[0]?.id, count: 1 });
    const changed = await owner.client.get('/api/snapshot/compact', { 'if-none-match': etag });
    expect(changed.status).toBe(200);
    expect(expandSnapshot(changed.body as CompactSnapshot).bottles).toHaveLength(6);
  });

  it("never serves one restaurant's cached snapshot to another", async () => {
    const a = await server.signUp();
    const b = await server.signUp();
    await a.client.post('/api/products', { ...wineRequest(), bottles: { count: 1 } });
    const ofA = (await a.client.get('/api/snapshot/compact')).body as CompactSnapshot;
    const ofB = (await b.client.get('/api/snapshot/compact')).body as CompactSnapshot;
    expect(ofA.products.id).toHaveLength(1);
    expect(ofB.products.id).toHaveLength(0);
    expect(ofB.restaurant.id).toBe(b.restaurantId);
    const etagOfA = (await a.client.get('/api/snapshot/compact')).headers.get('etag') ?? '';
    expect((await b.client.get('/api/snapshot/compact', { 'if-none-match': etagOfA })).status).toBe(
      200,
    );
  });
});
