import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Bottle, Format, Product } from '../../../domain/inventory.js';
import type { Snapshot } from '../../../domain/snapshot.js';
import { addLocation, productRequest } from '../../test/fixtures.js';
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

interface Saved {
  product: Product;
  format: Format;
  bottles: Bottle[];
}

const errorOf = (body: unknown) =>
  (body as { error: { code: string; message: string; details?: unknown } }).error;
const bottlesOf = async (client: TestClient) =>
  ((await client.get('/api/snapshot')).body as Snapshot).bottles;

async function productWithBottles(
  owner: SignedUp,
  ids: string[],
  name = 'Barolo Cannubi',
): Promise<Saved> {
  const response = await owner.client.post('/api/products', {
    ...productRequest({ name }),
    bottles: { ids },
  });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body as Saved;
}

describe('batch move and remove', () => {
  it('moves every scanned bottle in one change', async () => {
    const owner = await server.signUp();
    const bar = await addLocation(server.services.writer, owner, 'Bar', ['Fridge']);
    const formatId = (await productWithBottles(owner, ['Q1', 'Q2', 'Q3'])).format.id;
    const tab = await SseClient.open(
      owner.client,
      `?since=${((await owner.client.get('/api/snapshot')).body as Snapshot).revision}`,
    );
    const moved = await owner.client.post('/api/batches/move', {
      ids: ['Q1', 'Q3'],
      locationId: bar,
      bin: 'Fridge',
    });
    expect(moved.body).toMatchObject({ count: 2 });
    await tab.until((events) => events.length >= 1);
    expect(
      tab
        .changeBatches()[0]
        ?.changes.map((change) => `${change.entity} ${change.id}`)
        .sort(),
    ).toEqual(['bottle Q1', 'bottle Q3', `count ${formatId}`]);
    tab.close();
    const bottles = await bottlesOf(owner.client);
    expect(
      bottles
        .filter((bottle) => bottle.locationId === bar && bottle.bin === 'Fridge')
        .map((b) => b.id)
        .sort(),
    ).toEqual(['Q1', 'Q3']);
  });

  it('moves nothing when one bottle is not found, and names it', async () => {
    const owner = await server.signUp();
    const bar = await addLocation(server.services.writer, owner, 'Bar');
    await productWithBottles(owner, ['Q1', 'Q2']);
    const response = await owner.client.post('/api/batches/move', {
      ids: ['Q1', 'NOPE', 'Q2'],
      locationId: bar,
    });
    expect(response.status).toBe(404);
    expect(errorOf(response.body)).toMatchObject({
      message: 'Bottle not found!',
      details: { ids: ['NOPE'] },
    });
    expect((await bottlesOf(owner.client)).every((bottle) => bottle.locationId === null)).toBe(
      true,
    );
  });

  it("treats another restaurant's bottles exactly like missing ones", async () => {
    const owner = await server.signUp();
    const intruder = await server.signUp();
    await productWithBottles(owner, ['SECRET-1']);
    for (const [path, body] of [
      ['/api/batches/remove', { ids: ['SECRET-1'] }],
      ['/api/batches/move', { ids: ['SECRET-1'], locationId: null }],
    ] as const) {
      const foreign = await intruder.client.post(path, body);
      const missing = await intruder.client.post(path, { ...body, ids: ['NEVER-WAS'] });
      expect(foreign.status).toBe(404);
      expect(errorOf(foreign.body).message).toBe(errorOf(missing.body).message);
    }
    expect((await bottlesOf(owner.client)).map((bottle) => bottle.id)).toEqual(['SECRET-1']);
  });

  it('removes all or nothing, and refuses a list with a duplicate', async () => {
    const owner = await server.signUp();
    await productWithBottles(owner, ['Q1', 'Q2', 'Q3']);
    expect((await owner.client.post('/api/batches/remove', { ids: ['Q1', 'Q1'] })).status).toBe(
      400,
    );
    expect((await owner.client.post('/api/batches/remove', { ids: ['Q1', 'GONE'] })).status).toBe(
      404,
    );
    expect(await bottlesOf(owner.client)).toHaveLength(3);
    const removed = await owner.client.post('/api/batches/remove', { ids: ['Q1', 'Q2'] });
    expect(removed.body).toMatchObject({ count: 2 });
    expect((await bottlesOf(owner.client)).map((bottle) => bottle.id)).toEqual(['Q3']);
  });

  it('re-profiles bottles to another format, only of this restaurant', async () => {
    const owner = await server.signUp();
    const intruder = await server.signUp();
    await productWithBottles(owner, ['Q1', 'Q2']);
    const target = await productWithBottles(owner, [], 'Barbaresco Asili');
    const foreign = await productWithBottles(intruder, [], 'Foreign');
    expect(
      (
        await owner.client.post('/api/batches/change-format', {
          ids: ['Q1'],
          formatId: foreign.format.id,
        })
      ).status,
    ).toBe(404);
    const response = await owner.client.post('/api/batches/change-format', {
      ids: ['Q1', 'Q2'],
      formatId: target.format.id,
    });
    expect(response.body).toMatchObject({ count: 2 });
    expect(
      (await bottlesOf(owner.client)).every((bottle) => bottle.formatId === target.format.id),
    ).toBe(true);
  });
});

describe('batch add and intake', () => {
  it('refuses a product barcode, an id in use, or a duplicate, adding nothing', async () => {
    const owner = await server.signUp();
    const wine = await productWithBottles(owner, ['TAKEN']);
    const barcode = await owner.client.post('/api/batches/add', {
      formatId: wine.format.id,
      ids: ['Q9', '3760123450012'],
    });
    expect(barcode.status).toBe(400);
    expect(errorOf(barcode.body).message).toContain(
      'Invalid QR. Please scan a bottle ID, not a product barcode.',
    );
    const taken = await owner.client.post('/api/batches/add', {
      formatId: wine.format.id,
      ids: ['Q9', 'TAKEN'],
    });
    expect(taken.status).toBe(409);
    expect(errorOf(taken.body)).toMatchObject({
      message: 'QR Code already in use.',
      details: { ids: ['TAKEN'] },
    });
    const duplicate = await owner.client.post('/api/batches/add', {
      formatId: wine.format.id,
      ids: ['Q9', 'Q9'],
    });
    expect(errorOf(duplicate.body).message).toContain('Already in list.');
    expect(await bottlesOf(owner.client)).toHaveLength(1);
  });

  it('refuses ids a URL would rewrite or split, everywhere an id is made', async () => {
    const owner = await server.signUp();
    const wine = await productWithBottles(owner, ['KEEP']);
    for (const id of ['.', '..', 'a/b', 'a\\b', 'a?b', 'a#b']) {
      const added = await owner.client.post('/api/batches/add', {
        formatId: wine.format.id,
        ids: [id],
      });
      expect(added.status, id).toBe(400);
      expect(errorOf(added.body)).toMatchObject({ reason: 'bottle-id-invalid' });
      const rekeyed = await owner.client.put('/api/bottles/KEEP/qr', { newId: id });
      expect(rekeyed.status, id).toBe(400);
    }
    expect((await bottlesOf(owner.client)).map((bottle) => bottle.id)).toEqual(['KEEP']);
  });

  it('creates every staged bottle of an intake in the chosen location and bin', async () => {
    const owner = await server.signUp();
    const cellar = await addLocation(server.services.writer, owner, 'Cellar', ['A1']);
    const first = await productWithBottles(owner, []);
    const second = await productWithBottles(owner, [], 'Dolcetto');
    const noLocation = await owner.client.post('/api/intake', {
      stagedBottles: [{ qrCodeId: 'I1', formatId: first.format.id }],
    });
    expect(errorOf(noLocation.body).message).toContain('Please select a destination location.');
    const response = await owner.client.post('/api/intake', {
      locationId: cellar,
      bin: 'A1',
      stagedBottles: [
        { qrCodeId: 'I1', formatId: first.format.id },
        { qrCodeId: 'I2', formatId: first.format.id },
        { qrCodeId: 'I3', formatId: second.format.id },
      ],
    });
    expect(response.body).toMatchObject({ count: 3 });
    const bottles = await bottlesOf(owner.client);
    expect(bottles.map((bottle) => [bottle.id, bottle.locationId, bottle.bin]).sort()).toEqual([
      ['I1', cellar, 'A1'],
      ['I2', cellar, 'A1'],
      ['I3', cellar, 'A1'],
    ]);
  });

  it('lets exactly one of two devices staging the same QR id create it, and tells the other', async () => {
    const owner = await server.signUp();
    const cellar = await addLocation(server.services.writer, owner, 'Cellar');
    const wine = await productWithBottles(owner, []);
    const phone = server.client();
    await phone.post('/api/auth/login', { email: owner.email, password: owner.password });
    const intake = (client: TestClient, ids: string[]) =>
      client.post('/api/intake', {
        locationId: cellar,
        stagedBottles: ids.map((qrCodeId) => ({ qrCodeId, formatId: wine.format.id })),
      });
    const [a, b] = await Promise.all([
      intake(owner.client, ['SAME', 'A-ONLY']),
      intake(phone, ['B-ONLY', 'SAME']),
    ]);
    const statuses = [a.status, b.status].sort();
    expect(statuses).toEqual([200, 409]);
    const loser = a.status === 409 ? a : b;
    expect(errorOf(loser.body)).toMatchObject({
      message: 'QR Code already in use.',
      details: { ids: ['SAME'] },
    });
    const ids = (await bottlesOf(owner.client)).map((bottle) => bottle.id);
    expect(ids.filter((id) => id === 'SAME')).toHaveLength(1);
    expect(ids).toHaveLength(2);
  });
});

describe('QR codes on bottles', () => {
  it('assigns a QR id to a manual bottle, keeping its fields and history', async () => {
    const owner = await server.signUp();
    const cellar = await addLocation(server.services.writer, owner, 'Cellar', ['3']);
    const created = await owner.client.post('/api/products', {
      ...productRequest(),
      bottles: { count: 1, locationId: cellar, bin: '3' },
    });
    const manual = (created.body as Saved).bottles[0] as Bottle;
    await owner.client.patch(`/api/bottles/${manual.id}`, { notes: 'birthday' });
    const assigned = await owner.client.put(`/api/bottles/${manual.id}/qr`, { newId: 'QR-NEW' });
    expect(assigned.body).toMatchObject({
      id: 'QR-NEW',
      locationId: cellar,
      bin: '3',
      notes: 'birthday',
      addedDate: manual.addedDate,
    });
    expect((await bottlesOf(owner.client)).map((bottle) => bottle.id)).toEqual(['QR-NEW']);
    const history = (await owner.client.get('/api/bottles/QR-NEW/history')).body as {
      history: Array<{ action: string }>;
    };
    expect(history.history.map((entry) => entry.action)).toEqual([
      'bottle.add',
      'bottle.update',
      'bottle.rekey',
    ]);

    await productWithBottles(owner, ['OTHER']);
    const clash = await owner.client.put('/api/bottles/QR-NEW/qr', { newId: 'OTHER' });
    expect(clash.status).toBe(409);
    expect(errorOf(clash.body).message).toBe('QR Code already in use.');
  });

  it('removes a QR code, making the bottle a manual entry; not twice', async () => {
    const owner = await server.signUp();
    await productWithBottles(owner, ['QR-1']);
    const removed = await owner.client.delete('/api/bottles/QR-1/qr');
    const id = (removed.body as Bottle).id;
    expect(id).toMatch(/^MAN\d{13}-001$/);
    expect((await owner.client.delete(`/api/bottles/${id}/qr`)).status).toBe(400);
  });
});

describe('scan and barcode lookup', () => {
  it("resolves a known bottle, an own barcode, and nothing, not even another restaurant's barcode", async () => {
    const owner = await server.signUp();
    const other = await server.signUp();
    const wine = await productWithBottles(owner, ['QR-7']);
    const scanned = await owner.client.post('/api/scan', { code: 'QR-7' });
    expect(scanned.body).toMatchObject({
      kind: 'bottle',
      productId: wine.product.id,
      bottle: { id: 'QR-7' },
    });

    await owner.client.post('/api/products', {
      ...productRequest({ name: 'Barbera', barcode: '8001234567893' }),
      format: { vintage: '2021', price: 55, cost: 20 },
    });
    const own = await owner.client.post('/api/scan', { code: '8001234567893' });
    expect(own.body).toMatchObject({
      kind: 'product',
      match: { source: 'restaurant', product: { name: 'Barbera' } },
    });

    // What a restaurant types stays its own: another restaurant is not offered it.
    expect((await other.client.get('/api/barcodes/8001234567893')).body).toEqual({ match: null });

    expect((await other.client.post('/api/scan', { code: '0000000000000' })).body).toEqual({
      kind: 'unknown',
      code: '0000000000000',
    });
    expect((await other.client.post('/api/scan', { code: 'NOT-A-BOTTLE' })).body).toEqual({
      kind: 'unknown',
      code: 'NOT-A-BOTTLE',
    });
    expect((await other.client.get('/api/barcodes/12ab')).status).toBe(400);
  });

  it('finds a profile by any spelling of its barcode: a UPC-A typed in 12 digits, scanned as 13, or given as a GTIN-14', async () => {
    const owner = await server.signUp();
    const saved = await owner.client.post(
      '/api/products',
      productRequest({ name: 'Napa Cabernet', barcode: '312547701310' }),
    );
    expect(saved.status, JSON.stringify(saved.body)).toBe(201);
    const product = (saved.body as { product: Product }).product;
    expect(product.barcode).toBe('0312547701310');
    const own = { source: 'restaurant', productId: product.id };
    expect((await owner.client.post('/api/scan', { code: '0312547701310' })).body).toMatchObject({
      kind: 'product',
      match: own,
    });
    expect((await owner.client.get('/api/barcodes/00312547701310')).body).toMatchObject({
      match: own,
    });
    // The same code in another spelling is the same barcode: Barcode In Use.
    const twice = await owner.client.post(
      '/api/products',
      productRequest({ name: 'Napa Merlot', barcode: '00312547701310' }),
    );
    expect(twice.status).toBe(409);
    expect(errorOf(twice.body).details).toMatchObject({ productId: product.id });
  });

  it('asks Open Food Facts when configured, and remembers the answer', async () => {
    const http = await import('node:http');
    let calls = 0;
    const asked: string[] = [];
    const provider = http.createServer((request, response) => {
      calls += 1;
      asked.push(request.url ?? '');
      if (request.url === '/api/v2/product/3011932000829.json') {
        response.setHeader('content-type', 'application/json');
        response.end(
          JSON.stringify({
            status: 1,
            product: {
              product_name: 'Côtes du Rhône Réserve',
              brands: 'Famille Perrin, Perrin',
              countries: 'France',
              categories_tags: ['en:beverages', 'en:red-wines'],
            },
          }),
        );
      } else {
        response.statusCode = 404;
        response.end(JSON.stringify({ status: 0 }));
      }
    });
    await new Promise<void>((resolve) => provider.listen(0, '127.0.0.1', resolve));
    const address = provider.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const withProvider = await startTestServer({
      CATALOG_PROVIDER: 'openfoodfacts',
      CATALOG_PROVIDER_URL: `http://127.0.0.1:${port}`,
    });
    try {
      const owner = await withProvider.signUp();
      const first = await owner.client.post('/api/scan', { code: '3011932000829' });
      expect(first.body).toMatchObject({
        kind: 'product',
        match: {
          source: 'openfoodfacts',
          product: {
            name: 'Côtes du Rhône Réserve',
            producer: 'Famille Perrin',
            country: 'France',
            mainCategory: 'cat_wine',
          },
        },
      });
      const again = await owner.client.get('/api/barcodes/3011932000829');
      expect(again.body).toMatchObject({ match: { source: 'catalog' } });
      expect(calls).toBe(1);
      expect((await owner.client.get('/api/barcodes/4006381333931')).body).toEqual({ match: null });
      // Asked in the spelling on the label: 13 digits, or 8 for an EAN-8 (however it was typed).
      await owner.client.get('/api/barcodes/070177154127');
      await owner.client.get('/api/barcodes/00000096385074');
      expect(asked.slice(-2)).toEqual([
        '/api/v2/product/0070177154127.json',
        '/api/v2/product/96385074.json',
      ]);
    } finally {
      await withProvider.close();
      provider.close();
    }
  });

  it('says the lookup failed when the provider cannot be reached', async () => {
    const unreachable = await startTestServer({
      CATALOG_PROVIDER: 'openfoodfacts',
      CATALOG_PROVIDER_URL: 'http://127.0.0.1:9',
      CATALOG_PROVIDER_TIMEOUT_MS: '500',
    });
    try {
      const owner = await unreachable.signUp();
      const response = await owner.client.get('/api/barcodes/3011932000829');
      expect(response.status).toBe(503);
      expect(errorOf(response.body).message).toBe(
        'Could not perform lookup. Please check your connection and try again.',
      );
    } finally {
      await unreachable.close();
    }
  });
});
