import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '../../../domain/inventory.js';
import { productRequest } from '../../test/fixtures.js';
import type { TestClient } from '../../test/test-client.js';
import { startTestServer, type TestServer } from '../../test/test-server.js';
import { upsertCatalogEntry } from './catalog-repo.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

async function lookup(client: TestClient, code: string): Promise<unknown> {
  const response = await client.get(`/api/barcodes/${code}`);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return (response.body as { match: unknown }).match;
}

async function saveProfile(
  client: TestClient,
  fields: Partial<Product> & { barcode: string },
): Promise<Product> {
  const saved = await client.post('/api/products', productRequest(fields));
  expect(saved.status, JSON.stringify(saved.body)).toBe(201);
  return (saved.body as { product: Product }).product;
}

const imported = {
  barcode: '4006381333931',
  name: 'Riesling Kabinett',
  producer: 'Weingut Beispiel',
  country: 'Germany',
  region: 'Mosel',
  appellation: '',
  mainCategory: 'cat_wine',
  varieties: [{ name: 'Riesling', pct: null }],
};

// Only imported data (catalog:import, Open Food Facts) is shared.
describe('the shared barcode catalog', () => {
  it('never offers one restaurant what another typed into a profile, private import or not', async () => {
    const a = await server.signUp();
    const b = await server.signUp();
    const privateImport = await saveProfile(b.client, {
      name: 'Cuvée Confidentielle',
      producer: 'Maison B',
      varieties: [{ name: 'Syrah', pct: 100 }],
      isPrivateImport: true,
      barcode: '8001234567893',
    });
    const typed = await saveProfile(b.client, { name: 'Barbera', barcode: '3011932000829' });

    for (const product of [privateImport, typed]) {
      const code = product.barcode ?? '';
      expect(await lookup(b.client, code)).toMatchObject({
        source: 'restaurant',
        productId: product.id,
      });
      expect(await lookup(a.client, code)).toBeNull();
      expect((await a.client.post('/api/scan', { code })).body).toEqual({ kind: 'unknown', code });
    }
  });

  it('keeps an imported entry for every restaurant, whatever one saves or edits under its barcode', async () => {
    await upsertCatalogEntry(server.services.db.kysely, imported, 'import', '2026-01-01T00:00:00Z');
    const a = await server.signUp();
    const b = await server.signUp();
    const offered = { source: 'catalog', productId: null, product: imported };
    expect(await lookup(a.client, imported.barcode)).toEqual(offered);
    expect(await lookup(b.client, imported.barcode)).toEqual(offered);

    const poisoned = await saveProfile(b.client, {
      name: 'POISONED <img src=x onerror=alert(1)>',
      producer: '=HYPERLINK("http://evil.example","x")',
      barcode: imported.barcode,
    });
    const edited = await b.client.put(`/api/products/${poisoned.id}`, {
      product: productRequest({ name: 'POISONED again', barcode: imported.barcode }).product,
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);

    expect(await lookup(b.client, imported.barcode)).toMatchObject({
      source: 'restaurant',
      productId: poisoned.id,
      product: { name: 'POISONED again' },
    });
    expect(await lookup(a.client, imported.barcode)).toEqual(offered);
  });
});
