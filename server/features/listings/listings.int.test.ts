import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Format } from '../../../domain/inventory.js';
import type { GlassListing } from '../../../domain/restaurant.js';
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
  return (body as { error: { code: string; message: string } }).error;
}

async function createFormat(owner: SignedUp, name = 'Gevrey-Chambertin'): Promise<Format> {
  const response = await owner.client.post('/api/products', productRequest({ name }));
  expect(response.status).toBe(201);
  return (response.body as { format: Format }).format;
}

describe('glass listings', () => {
  it('lists a format by the glass, and updates that listing when the format is listed again', async () => {
    const owner = await server.signUp();
    const format = await createFormat(owner);
    const tab = await SseClient.open(
      owner.client,
      `?since=${(await snapshot(owner.client)).revision}`,
    );

    const added = await owner.client.put('/api/listings', {
      formatId: format.id,
      price3oz: 9.5,
      price5oz: 14,
    });
    expect(added.status).toBe(200);
    const listing = added.body as GlassListing;
    expect(listing).toMatchObject({ formatId: format.id, price3oz: 9.5, price5oz: 14 });

    const updated = await owner.client.put('/api/listings', {
      formatId: format.id,
      price3oz: null,
      price5oz: 15.25,
    });
    expect(updated.body).toEqual({
      id: listing.id,
      formatId: format.id,
      price3oz: null,
      price5oz: 15.25,
    });
    expect((await snapshot(owner.client)).restaurant.listings).toEqual([updated.body]);

    await tab.until(() => tab.changeBatches().length === 2);
    expect(tab.changeBatches()[1]?.changes).toEqual([
      { entity: 'listing', id: listing.id, op: 'put', action: 'listing.put', data: updated.body },
    ]);

    expect((await owner.client.delete(`/api/listings/${listing.id}`)).status).toBe(204);
    expect((await snapshot(owner.client)).restaurant.listings).toEqual([]);
    expect((await owner.client.delete(`/api/listings/${listing.id}`)).status).toBe(404);
    await tab.until(() => tab.changeBatches().length === 3);
    tab.close();
  });

  it('refuses a listing without any price, or with a bad price', async () => {
    const owner = await server.signUp();
    const format = await createFormat(owner);
    const none = await owner.client.put('/api/listings', { formatId: format.id });
    expect(none.status).toBe(400);
    expect(errorOf(none.body).message).toBe('Choose a wine and enter at least one price.');
    for (const price3oz of [-1, 1.234, 'ten']) {
      const bad = await owner.client.put('/api/listings', { formatId: format.id, price3oz });
      expect(bad.status, String(price3oz)).toBe(400);
    }
    expect((await snapshot(owner.client)).restaurant.listings).toEqual([]);
  });

  it('keeps one listing per format when two people list it at once; other formats both survive', async () => {
    const owner = await server.signUp();
    const second = server.client();
    await second.post('/api/auth/login', { email: owner.email, password: owner.password });
    const first = await createFormat(owner);
    const other = await createFormat(owner, 'Chambertin');
    const responses = await Promise.all([
      owner.client.put('/api/listings', { formatId: first.id, price3oz: 8 }),
      second.put('/api/listings', { formatId: first.id, price3oz: 9 }),
      second.put('/api/listings', { formatId: other.id, price5oz: 20 }),
    ]);
    expect(responses.map((response) => response.status)).toEqual([200, 200, 200]);
    const listings = (await snapshot(owner.client)).restaurant.listings;
    expect(listings).toHaveLength(2);
    expect(listings.find((listing) => listing.formatId === other.id)?.price5oz).toBe(20);
  });

  it("answers another restaurant's format or listing exactly like a missing one", async () => {
    const owner = await server.signUp();
    const intruder = await server.signUp();
    const format = await createFormat(owner);
    const listing = (await owner.client.put('/api/listings', { formatId: format.id, price3oz: 8 }))
      .body as GlassListing;

    const foreignFormat = await intruder.client.put('/api/listings', {
      formatId: format.id,
      price3oz: 1,
    });
    const missingFormat = await intruder.client.put('/api/listings', {
      formatId: 'does-not-exist',
      price3oz: 1,
    });
    expect(foreignFormat.status).toBe(404);
    expect(foreignFormat.body).toEqual(missingFormat.body);
    const foreignListing = await intruder.client.delete(`/api/listings/${listing.id}`);
    const missingListing = await intruder.client.delete('/api/listings/does-not-exist');
    expect(foreignListing.status).toBe(404);
    expect(foreignListing.body).toEqual(missingListing.body);
    expect((await snapshot(owner.client)).restaurant.listings).toEqual([listing]);
    expect((await snapshot(intruder.client)).restaurant.listings).toEqual([]);
  });
});
