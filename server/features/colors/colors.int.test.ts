import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '../../../domain/inventory.js';
import type { Color } from '../../../domain/restaurant.js';
import type { Snapshot } from '../../../domain/snapshot.js';
import { productRequest } from '../../test/fixtures.js';
import { SseClient } from '../../test/sse-client.js';
import type { TestClient } from '../../test/test-client.js';
import { startTestServer, type TestServer } from '../../test/test-server.js';

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

describe('colors', () => {
  it('starts with Red, White, Rosé, Sparkling and adds a new name after them', async () => {
    const owner = await server.signUp();
    const before = (await snapshot(owner.client)).restaurant.colors;
    expect(before.map((color) => color.name)).toEqual(['Red', 'White', 'Rosé', 'Sparkling']);
    const added = await owner.client.post('/api/colors', { name: ' Orange ' });
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({ name: 'Orange', position: 4 });

    for (const [name, status] of [
      ['', 400],
      ['Red', 409],
    ] as const) {
      const refused = await owner.client.post('/api/colors', { name });
      expect(refused.status, name).toBe(status);
      expect(errorOf(refused.body).message).toBe('Color name is empty or already exists.');
    }
    expect((await snapshot(owner.client)).restaurant.colors).toHaveLength(5);
  });

  it('renames a color and its products in one change that open tabs receive', async () => {
    const owner = await server.signUp();
    const red = (await snapshot(owner.client)).restaurant.colors[0] as Color;
    const saved = await owner.client.post('/api/products', productRequest());
    const product = (saved.body as { product: Product }).product;
    await owner.client.post('/api/products', productRequest({ name: 'Chablis', color: 'White' }));
    const tab = await SseClient.open(
      owner.client,
      `?since=${(await snapshot(owner.client)).revision}`,
    );

    const renamed = await owner.client.patch(`/api/colors/${red.id}`, {
      name: 'Rouge',
      from: 'Red',
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toEqual({ ...red, name: 'Rouge' });

    await tab.until(() => tab.changeBatches().length === 1);
    const [batch] = tab.changeBatches();
    expect(batch?.changes.map((change) => [change.entity, change.id])).toEqual([
      ['color', red.id],
      ['product', product.id],
    ]);
    tab.close();
    const after = await snapshot(owner.client);
    expect(after.products.map((p) => [p.name, p.color]).sort()).toEqual([
      ['Chablis', 'White'],
      ['Gevrey-Chambertin Vieilles Vignes', 'Rouge'],
    ]);
    // The product still saves with its (renamed) color.
    const edited = await owner.client.put(`/api/products/${product.id}`, {
      product: productRequest({ color: 'Rouge', producer: 'Other' }).product,
    });
    expect(edited.status).toBe(200);
  });

  it('refuses an empty, unchanged, taken or stale rename', async () => {
    const owner = await server.signUp();
    const [red] = (await snapshot(owner.client)).restaurant.colors as [Color];
    for (const [body, status] of [
      [{ name: '' }, 400],
      [{ name: 'Red' }, 400],
      [{ name: 'White' }, 409],
      [{ name: 'Rouge', from: 'Crimson' }, 409],
    ] as const) {
      const refused = await owner.client.patch(`/api/colors/${red.id}`, body);
      expect(refused.status, JSON.stringify(body)).toBe(status);
    }
    const stale = await owner.client.patch(`/api/colors/${red.id}`, { name: 'Rouge', from: 'X' });
    expect(errorOf(stale.body)).toMatchObject({ code: 'aborted' });
    expect(errorOf(stale.body).message).toMatch(/retry/i);
    expect((await snapshot(owner.client)).restaurant.colors[0]?.name).toBe('Red');
  });

  it('keeps the products consistent when two people rename the same color at once', async () => {
    const owner = await server.signUp();
    const second = server.client();
    await second.post('/api/auth/login', { email: owner.email, password: owner.password });
    const [red] = (await snapshot(owner.client)).restaurant.colors as [Color];
    await owner.client.post('/api/products', productRequest());
    const responses = await Promise.all([
      owner.client.patch(`/api/colors/${red.id}`, { name: 'Rouge', from: 'Red' }),
      second.patch(`/api/colors/${red.id}`, { name: 'Crimson', from: 'Red' }),
    ]);
    expect(responses.map((response) => response.status).sort()).toEqual([200, 409]);
    const after = await snapshot(owner.client);
    expect(after.products[0]?.color).toBe(after.restaurant.colors[0]?.name);
  });

  it("answers another restaurant's color exactly like a missing one", async () => {
    const owner = await server.signUp();
    const intruder = await server.signUp();
    const [red] = (await snapshot(owner.client)).restaurant.colors as [Color];
    const foreign = await intruder.client.patch(`/api/colors/${red.id}`, { name: 'Mine' });
    const missing = await intruder.client.patch('/api/colors/does-not-exist', { name: 'Mine' });
    expect(foreign.status).toBe(404);
    expect(foreign.body).toEqual(missing.body);
    expect((await snapshot(owner.client)).restaurant.colors[0]?.name).toBe('Red');
  });
});
