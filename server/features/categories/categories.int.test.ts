import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '../../../domain/inventory.js';
import type { Category } from '../../../domain/restaurant.js';
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

const SUBCATEGORY_RULE =
  "Subcategory Key must be unique, start with 'subcat_', and have both EN and FR names.";

async function snapshot(client: TestClient): Promise<Snapshot> {
  return (await client.get('/api/snapshot')).body as Snapshot;
}

async function categories(client: TestClient): Promise<Category[]> {
  return (await snapshot(client)).restaurant.categories;
}

function errorOf(body: unknown) {
  return (body as { error: { code: string; message: string; details?: unknown } }).error;
}

async function addCider(owner: SignedUp): Promise<Category> {
  const response = await owner.client.post('/api/categories', {
    key: 'cat_cider',
    en: 'Cider',
    fr: 'Cidre',
  });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body as Category;
}

describe('categories', () => {
  it('starts with the five categories and adds one after them, keyed cat_, with both names', async () => {
    const owner = await server.signUp();
    expect((await categories(owner.client)).map((category) => category.key)).toEqual([
      'cat_wine',
      'cat_whisky',
      'cat_beer',
      'cat_brandy_cognac',
      'cat_aperitif',
    ]);
    const cider = await addCider(owner);
    expect(cider).toEqual({
      key: 'cat_cider',
      en: 'Cider',
      fr: 'Cidre',
      position: 5,
      subcategories: [],
    });

    const rule = "Category Key must be unique, start with 'cat_', and have both EN and FR names.";
    for (const body of [
      { key: 'cider', en: 'Cider', fr: 'Cidre' },
      { key: 'cat_', en: 'Cider', fr: 'Cidre' },
      { key: 'cat_sake', en: 'Sake', fr: ' ' },
      { key: 'cat_sa ke', en: 'Sake', fr: 'Saké' },
    ]) {
      const refused = await owner.client.post('/api/categories', body);
      expect(refused.status, body.key).toBe(400);
      expect(errorOf(refused.body).message).toBe(rule);
    }
    const taken = await owner.client.post('/api/categories', {
      key: 'cat_wine',
      en: 'Wine 2',
      fr: 'Vin 2',
    });
    expect(taken.status).toBe(409);
    expect(errorOf(taken.body)).toEqual({
      code: 'already-exists',
      reason: 'category-key-taken',
      message: rule,
    });
    expect(await categories(owner.client)).toHaveLength(6);
  });

  it('renames a category, refusing a missing name or a stale rename', async () => {
    const owner = await server.signUp();
    const renamed = await owner.client.patch('/api/categories/cat_beer', {
      en: 'Beer & Cider',
      fr: 'Bière et cidre',
      from: { en: 'Beer', fr: 'Bière' },
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toMatchObject({
      key: 'cat_beer',
      en: 'Beer & Cider',
      fr: 'Bière et cidre',
    });

    const empty = await owner.client.patch('/api/categories/cat_beer', { en: 'Beer', fr: '' });
    expect(empty.status).toBe(400);
    const stale = await owner.client.patch('/api/categories/cat_beer', {
      en: 'Ales',
      fr: 'Ales',
      from: { en: 'Beer', fr: 'Bière' },
    });
    expect(stale.status).toBe(409);
    expect(errorOf(stale.body).code).toBe('aborted');
    expect(errorOf(stale.body).message).toMatch(/retry/i);
    const beer = (await categories(owner.client)).find((category) => category.key === 'cat_beer');
    expect(beer).toMatchObject({ en: 'Beer & Cider', fr: 'Bière et cidre' });
  });

  it('blocks deleting a category assigned to a product, naming it; deletes it otherwise', async () => {
    const owner = await server.signUp();
    const saved = await owner.client.post('/api/products', productRequest());
    const product = (saved.body as { product: Product }).product;

    const blocked = await owner.client.delete('/api/categories/cat_wine');
    expect(blocked.status).toBe(409);
    expect(errorOf(blocked.body)).toEqual({
      code: 'aborted',
      reason: 'category-in-use',
      message:
        'Cannot delete the Wine category because it is currently assigned to one or more products.',
      details: { title: 'Category in Use', en: 'Wine', fr: 'Vin' },
    });

    expect((await owner.client.delete('/api/categories/cat_beer')).status).toBe(204);
    const left = await categories(owner.client);
    expect(left.map((category) => category.key)).not.toContain('cat_beer');
    expect(left.find((category) => category.key === 'cat_wine')?.subcategories).toHaveLength(5);
    // Its sub-categories went with it: the key is free again.
    const reused = await owner.client.post('/api/categories/cat_whisky/subcategories', {
      key: 'subcat_lager',
      en: 'Lager',
      fr: 'Lager',
    });
    expect(reused.status).toBe(201);

    await owner.client.delete(
      `/api/formats/${(saved.body as { format: { id: string } }).format.id}`,
    );
    expect((await snapshot(owner.client)).products.map((p) => p.id)).not.toContain(product.id);
    expect((await owner.client.delete('/api/categories/cat_wine')).status).toBe(204);
    expect((await owner.client.delete('/api/categories/cat_wine')).status).toBe(404);
  });
});

describe('sub-categories', () => {
  it('adds one only with a subcat_ key longer than 7 characters, unique, with both names', async () => {
    const owner = await server.signUp();
    const added = await owner.client.post('/api/categories/cat_wine/subcategories', {
      key: 'subcat_natural',
      en: 'Natural',
      fr: 'Nature',
    });
    expect(added.status).toBe(201);
    expect((added.body as Category).subcategories.map((sub) => sub.key)).toContain(
      'subcat_natural',
    );

    for (const [body, status] of [
      [{ key: 'subcat_', en: 'X', fr: 'X' }, 400],
      [{ key: 'sub_natural', en: 'Natural', fr: 'Nature' }, 400],
      [{ key: 'subcat_rose', en: 'Rosé', fr: '' }, 400],
      [{ key: 'subcat_rose', en: '', fr: 'Rosé' }, 400],
      [{ key: 'subcat_natural', en: 'Natural', fr: 'Nature' }, 409],
      // Unique in the restaurant, not only in its category.
      [{ key: 'subcat_lager', en: 'Lager', fr: 'Lager' }, 409],
    ] as const) {
      const refused = await owner.client.post('/api/categories/cat_wine/subcategories', body);
      expect(refused.status, body.key).toBe(status);
      expect(errorOf(refused.body).message).toBe(SUBCATEGORY_RULE);
    }
    const missing = await owner.client.post('/api/categories/cat_sake/subcategories', {
      key: 'subcat_junmai',
      en: 'Junmai',
      fr: 'Junmai',
    });
    expect(missing.status).toBe(404);
  });

  it('renames a sub-category and deletes only it, unless a product has it', async () => {
    const owner = await server.signUp();
    await owner.client.post('/api/products', productRequest());
    const renamed = await owner.client.patch(
      '/api/categories/cat_wine/subcategories/subcat_still',
      {
        en: 'Still wine',
        fr: 'Vin tranquille',
        from: { en: 'Still', fr: 'Tranquille' },
      },
    );
    expect(renamed.status).toBe(200);
    expect((renamed.body as Category).subcategories).toContainEqual({
      key: 'subcat_still',
      en: 'Still wine',
      fr: 'Vin tranquille',
    });

    const blocked = await owner.client.delete(
      '/api/categories/cat_wine/subcategories/subcat_still',
    );
    expect(blocked.status).toBe(409);
    expect(errorOf(blocked.body)).toEqual({
      code: 'aborted',
      reason: 'category-in-use',
      message:
        'Cannot delete the Still wine category because it is currently assigned to one or more products.',
      details: { title: 'Category in Use', en: 'Still wine', fr: 'Vin tranquille' },
    });

    const removed = await owner.client.delete(
      '/api/categories/cat_wine/subcategories/subcat_orange',
    );
    expect(removed.status).toBe(200);
    const wine = removed.body as Category;
    expect(wine.subcategories.map((sub) => sub.key)).toEqual([
      'subcat_dessert',
      'subcat_fortified',
      'subcat_sparkling',
      'subcat_still',
    ]);
    // Under another category, the key is not found.
    expect(
      (await owner.client.delete('/api/categories/cat_beer/subcategories/subcat_still')).status,
    ).toBe(404);
  });
});

describe('concurrency and live changes', () => {
  it('keeps both of two edits made at once to different categories, and of one category', async () => {
    const owner = await server.signUp();
    const second = server.client();
    await second.post('/api/auth/login', { email: owner.email, password: owner.password });
    const tab = await SseClient.open(
      owner.client,
      `?since=${(await snapshot(owner.client)).revision}`,
    );

    const responses = await Promise.all([
      owner.client.patch('/api/categories/cat_beer', { en: 'Beers', fr: 'Bières' }),
      second.patch('/api/categories/cat_whisky', { en: 'Whiskies', fr: 'Whiskys' }),
      owner.client.post('/api/categories/cat_wine/subcategories', {
        key: 'subcat_natural',
        en: 'Natural',
        fr: 'Nature',
      }),
      second.post('/api/categories/cat_wine/subcategories', {
        key: 'subcat_amphora',
        en: 'Amphora',
        fr: 'Amphore',
      }),
    ]);
    expect(responses.map((response) => response.status)).toEqual([200, 200, 201, 201]);
    const after = await categories(owner.client);
    expect(after.find((c) => c.key === 'cat_beer')).toMatchObject({ en: 'Beers', fr: 'Bières' });
    expect(after.find((c) => c.key === 'cat_whisky')).toMatchObject({ en: 'Whiskies' });
    const wine = after.find((c) => c.key === 'cat_wine');
    expect(wine?.subcategories.map((sub) => sub.key)).toEqual(
      expect.arrayContaining(['subcat_natural', 'subcat_amphora']),
    );

    // The changes, applied in order, leave a tab with what the database holds.
    await tab.until(() => tab.changeBatches().length === 4);
    const seen = new Map<string, unknown>();
    for (const change of tab.changeBatches().flatMap((batch) => batch.changes)) {
      expect(change.entity).toBe('category');
      seen.set(change.id, (change as unknown as { data: unknown }).data);
    }
    expect(seen.get('cat_wine')).toEqual(wine);
    expect(seen.get('cat_beer')).toEqual(after.find((c) => c.key === 'cat_beer'));
    tab.close();
  });
});

describe("another restaurant's categories", () => {
  it('are answered exactly like categories that do not exist, and change nothing', async () => {
    const owner = await server.signUp();
    const intruder = await server.signUp();
    await addCider(owner);
    await owner.client.post('/api/categories/cat_cider/subcategories', {
      key: 'subcat_perry',
      en: 'Perry',
      fr: 'Poiré',
    });
    const attempts: Array<[string, string, unknown]> = [
      ['PATCH', '/api/categories/cat_cider', { en: 'Mine', fr: 'À moi' }],
      ['DELETE', '/api/categories/cat_cider', undefined],
      [
        'POST',
        '/api/categories/cat_cider/subcategories',
        { key: 'subcat_brut', en: 'Brut', fr: 'Brut' },
      ],
      ['PATCH', '/api/categories/cat_cider/subcategories/subcat_perry', { en: 'X', fr: 'X' }],
      ['DELETE', '/api/categories/cat_cider/subcategories/subcat_perry', undefined],
    ];
    for (const [method, path, body] of attempts) {
      const foreign = await intruder.client.request(method, path, body);
      const missing = await intruder.client.request(
        method,
        path.replace('cat_cider', 'cat_nothing'),
        body,
      );
      expect(foreign.status, `${method} ${path}`).toBe(404);
      expect(foreign.body, `${method} ${path}`).toEqual(missing.body);
    }
    const cider = (await categories(owner.client)).find((c) => c.key === 'cat_cider');
    expect(cider).toMatchObject({ en: 'Cider', subcategories: [{ key: 'subcat_perry' }] });
    // Each restaurant has its own keys: the intruder may add its own cat_cider.
    expect((await addCider(intruder)).key).toBe('cat_cider');
  });
});
