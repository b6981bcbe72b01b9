import { describe, expect, it } from 'vitest';
import type { Product } from '../../../domain/inventory.js';
import { productRequest } from '../../test/fixtures.js';
import type { TestClient } from '../../test/test-client.js';
import { openTestDatabase, type SignedUp, startTestServer } from '../../test/test-server.js';
import { migrateTo, migrateToLatest } from '../migrate.js';

async function createProduct(owner: SignedUp, name: string): Promise<string> {
  const response = await owner.client.post('/api/products', productRequest({ name }));
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return (response.body as { product: Product }).product.id;
}

async function barcodesByName(client: TestClient): Promise<Record<string, string | null>> {
  const snapshot = (await client.get('/api/snapshot')).body as { products: Product[] };
  return Object.fromEntries(snapshot.products.map((product) => [product.name, product.barcode]));
}

async function lookup(client: TestClient, code: string): Promise<unknown> {
  const response = await client.get(`/api/barcodes/${code}`);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body;
}

describe('0008-canonical-barcodes', () => {
  it('stores every barcode in its canonical spelling, so a scan finds profiles and catalog entries saved under any spelling', async () => {
    const database = await openTestDatabase();
    try {
      const first = await startTestServer({}, database);
      const owner = await first.signUp();
      const neighbour = await first.signUp();
      const ids = {
        ean13: await createProduct(owner, 'EAN-13'),
        typedUpc: await createProduct(owner, 'UPC typed'),
        scannedUpc: await createProduct(owner, 'UPC scanned'),
        ean8: await createProduct(owner, 'EAN-8'),
        caseCode: await createProduct(owner, 'Case'),
        neighbours: await createProduct(neighbour, 'Neighbour'),
      };
      await first.close();

      // As the code before this migration stored them: each as it was typed or scanned.
      await migrateTo(database.db, '0005-change-batches');
      const db = database.db.kysely;
      const spell = (id: string, barcode: string, updatedAt: string) =>
        db
          .updateTable('products')
          .set({ barcode, updated_at: updatedAt })
          .where('id', '=', id)
          .execute();
      await spell(ids.ean13, '4006381333931', '2024-01-01T00:00:00.000Z');
      // One code twice in one restaurant: the profile saved last keeps it.
      await spell(ids.typedUpc, '312547701310', '2024-01-02T00:00:00.000Z');
      await spell(ids.scannedUpc, '0312547701310', '2024-01-03T00:00:00.000Z');
      await spell(ids.ean8, '96385074', '2024-01-01T00:00:00.000Z');
      await spell(ids.caseCode, '14006381333938', '2024-01-01T00:00:00.000Z');
      await spell(ids.neighbours, '00312547701310', '2024-01-01T00:00:00.000Z');
      const entry = (barcode: string, name: string, updatedAt: string) => ({
        barcode,
        name,
        producer: '',
        country: '',
        region: '',
        appellation: '',
        main_category: '',
        varieties: '[]',
        source: 'import',
        updated_at: updatedAt,
      });
      await db.deleteFrom('catalog_products').execute();
      await db
        .insertInto('catalog_products')
        .values([
          entry('9780201379624', 'Untouched', '2024-01-01T00:00:00.000Z'),
          entry('070177154127', 'Older import', '2024-01-01T00:00:00.000Z'),
          entry('00070177154127', 'Newer import', '2024-02-01T00:00:00.000Z'),
          entry('96385074', 'Huit', '2024-01-01T00:00:00.000Z'),
        ])
        .execute();

      await migrateToLatest(database.db);
      const second = await startTestServer({}, database);
      try {
        const signIn = async (who: SignedUp): Promise<TestClient> => {
          const client = second.client();
          const login = await client.post('/api/auth/login', {
            email: who.email,
            password: who.password,
          });
          expect(login.status).toBe(200);
          return client;
        };
        const ours = await signIn(owner);
        expect(await barcodesByName(ours)).toEqual({
          'EAN-13': '4006381333931',
          'UPC typed': null,
          'UPC scanned': '0312547701310',
          'EAN-8': '0000096385074',
          Case: '14006381333938',
        });
        for (const spelling of ['312547701310', '0312547701310', '00312547701310']) {
          expect(await lookup(ours, spelling)).toMatchObject({
            match: { source: 'restaurant', productId: ids.scannedUpc },
          });
        }
        expect(await lookup(ours, '96385074')).toMatchObject({ match: { productId: ids.ean8 } });

        const theirs = await signIn(neighbour);
        expect(await barcodesByName(theirs)).toEqual({ Neighbour: '0312547701310' });
        expect(await lookup(theirs, '312547701310')).toMatchObject({
          match: { source: 'restaurant', productId: ids.neighbours },
        });

        const stranger = await second.signUp();
        const catalog = (code: string) => lookup(stranger.client, code);
        expect(await catalog('070177154127')).toMatchObject({
          match: { source: 'catalog', product: { name: 'Newer import', barcode: '0070177154127' } },
        });
        expect(await catalog('00000096385074')).toMatchObject({
          match: { source: 'catalog', product: { name: 'Huit', barcode: '0000096385074' } },
        });
        expect(await catalog('9780201379624')).toMatchObject({
          match: { product: { name: 'Untouched' } },
        });
        const left = await database.db.kysely
          .selectFrom('catalog_products')
          .select('barcode')
          .orderBy('barcode')
          .execute();
        expect(left.map((row) => row.barcode)).toEqual([
          '0000096385074',
          '0070177154127',
          '9780201379624',
        ]);
      } finally {
        await second.close();
      }
    } finally {
      await database.dispose();
    }
  });
});
