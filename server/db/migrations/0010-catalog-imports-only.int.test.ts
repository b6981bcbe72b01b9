import { describe, expect, it } from 'vitest';
import type { Product } from '../../../domain/inventory.js';
import { productRequest } from '../../test/fixtures.js';
import type { TestClient } from '../../test/test-client.js';
import { openTestDatabase, startTestServer } from '../../test/test-server.js';
import { migrateTo, migrateToLatest } from '../migrate.js';

async function lookup(client: TestClient, code: string): Promise<unknown> {
  const response = await client.get(`/api/barcodes/${code}`);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return (response.body as { match: unknown }).match;
}

const entry = (barcode: string, name: string, source: string) => ({
  barcode,
  name,
  producer: '',
  country: '',
  region: '',
  appellation: '',
  main_category: '',
  varieties: '[]',
  source,
  updated_at: '2026-01-01T00:00:00.000Z',
});

describe('0010-catalog-imports-only', () => {
  it('deletes the catalog entries restaurants wrote, and keeps imported ones', async () => {
    const database = await openTestDatabase();
    try {
      const first = await startTestServer({}, database);
      const owner = await first.signUp();
      const saved = await owner.client.post(
        '/api/products',
        productRequest({ name: 'Cuvée Confidentielle', barcode: '8001234567893' }),
      );
      expect(saved.status, JSON.stringify(saved.body)).toBe(201);
      const product = (saved.body as { product: Product }).product;
      await first.close();

      // As the code before this migration left it: the profile's identity in the shared catalog.
      await migrateTo(database.db, '0009-one-vocabulary');
      await database.db.kysely.deleteFrom('catalog_products').execute();
      await database.db.kysely
        .insertInto('catalog_products')
        .values([
          entry('8001234567893', 'Cuvée Confidentielle', 'restaurant'),
          entry('4006381333931', 'Imported', 'import'),
          entry('3011932000829', 'From Open Food Facts', 'openfoodfacts'),
        ])
        .execute();
      await migrateToLatest(database.db);

      const second = await startTestServer({}, database);
      try {
        const stranger = await second.signUp();
        expect(await lookup(stranger.client, '8001234567893')).toBeNull();
        expect(await lookup(stranger.client, '4006381333931')).toMatchObject({
          source: 'catalog',
          product: { name: 'Imported' },
        });
        expect(await lookup(stranger.client, '3011932000829')).toMatchObject({
          source: 'catalog',
          product: { name: 'From Open Food Facts' },
        });
        // The restaurant that typed it still finds its own profile.
        const client = second.client();
        const login = await client.post('/api/auth/login', {
          email: owner.email,
          password: owner.password,
        });
        expect(login.status).toBe(200);
        expect(await lookup(client, '8001234567893')).toMatchObject({
          source: 'restaurant',
          productId: product.id,
        });
      } finally {
        await second.close();
      }
    } finally {
      await database.dispose();
    }
  });
});
