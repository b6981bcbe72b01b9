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

async function snapshot(client: TestClient): Promise<Snapshot> {
  return (await client.get('/api/snapshot')).body as Snapshot;
}

function errorOf(body: unknown) {
  return (body as { error: { code: string; message: string; details?: unknown } }).error;
}

async function createProduct(owner: SignedUp, body = productRequest()): Promise<Saved> {
  const response = await owner.client.post('/api/products', body);
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body as Saved;
}

describe('profiles, formats and bottles', () => {
  it('saves a profile with three bottles in one change that open tabs receive', async () => {
    const owner = await server.signUp();
    const cellar = await addLocation(server.services.writer, owner, 'Cellar', ['A1', 'A2']);
    const before = await snapshot(owner.client);
    const tab = await SseClient.open(owner.client, `?since=${before.revision}`);

    const saved = await createProduct(owner, {
      ...productRequest(),
      bottles: { count: 3, locationId: cellar, bin: 'A2' },
    });
    expect(saved.bottles).toHaveLength(3);
    for (const bottle of saved.bottles) {
      expect(bottle.id).toMatch(/^MAN\d{13}-\d{3}$/);
      expect(bottle).toMatchObject({
        formatId: saved.format.id,
        locationId: cellar,
        bin: 'A2',
      });
    }
    expect(saved.format).toMatchObject({
      vintage: '2019',
      bottleSize: 750,
      cost: 42.5,
      price: 128,
    });

    await tab.until((events) => events.some((event) => event.event === 'changes'));
    const [batch] = tab.changeBatches();
    expect(batch?.changes.map((change) => change.entity)).toEqual([
      'product',
      'format',
      'bottle',
      'bottle',
      'bottle',
      'count',
    ]);
    tab.close();

    const after = await snapshot(owner.client);
    expect(after.products.map((product) => product.name)).toEqual([
      'Gevrey-Chambertin Vieilles Vignes',
    ]);
    expect(after.bottles).toHaveLength(3);
  });

  it('reuses the same profile and format when the same wine is saved again', async () => {
    const owner = await server.signUp();
    const first = await createProduct(owner);
    const again = await createProduct(owner, {
      ...productRequest({
        name: '  gevrey-chambertin VIEILLES vignes',
        subregion: 'Cote de Nuits',
      }),
      format: { vintage: ' 2019 ', bottleSize: 750 },
      bottles: { count: 2 },
    });
    expect(again.product.id).toBe(first.product.id);
    expect(again.format.id).toBe(first.format.id);
    const other = await createProduct(owner, {
      ...productRequest(),
      format: { vintage: '2019', bottleSize: 1500 },
    });
    expect(other.product.id).toBe(first.product.id);
    expect(other.format.id).not.toBe(first.format.id);
    expect((await snapshot(owner.client)).products).toHaveLength(1);
  });

  it('refuses a profile without name or category, with the message of the form', async () => {
    const owner = await server.signUp();
    for (const product of [{ name: '   ' }, { mainCategory: '' }, { subCategory: '' }]) {
      const response = await owner.client.post('/api/products', productRequest(product));
      expect(response.status).toBe(400);
      expect(errorOf(response.body).message).toContain(
        'Missing Information, Please fill in at least Name and Vintage.',
      );
    }
    const unknownCategory = await owner.client.post(
      '/api/products',
      productRequest({ subCategory: 'subcat_lager' }),
    );
    expect(unknownCategory.status).toBe(400);
    expect((await snapshot(owner.client)).products).toHaveLength(0);
  });

  it('refuses a vintage that is not a year or NV and a bottle size out of range, on create and edit', async () => {
    const owner = await server.signUp();
    const refused = async (format: Record<string, unknown>, reason: string) => {
      const response = await owner.client.post('/api/products', {
        ...productRequest(),
        format: { ...productRequest().format, ...format },
      });
      expect(response.status, JSON.stringify(format)).toBe(400);
      expect(errorOf(response.body).details).toEqual([expect.objectContaining({ reason })]);
    };
    await refused({ vintage: '1' }, 'vintage-invalid');
    await refused({ vintage: '1799' }, 'vintage-invalid');
    await refused({ vintage: String(new Date().getFullYear() + 2) }, 'vintage-invalid');
    await refused({ bottleSize: 0 }, 'bottle-size-invalid');
    await refused({ bottleSize: 30_001 }, 'bottle-size-invalid');
    await refused({ bottleSize: 750.5 }, 'bottle-size-invalid');
    expect((await snapshot(owner.client)).products).toHaveLength(0);

    const saved = await createProduct(owner, {
      ...productRequest(),
      format: { vintage: ' nv ', bottleSize: 1500 },
    });
    expect(saved.format).toMatchObject({ vintage: 'NV', bottleSize: 1500 });
    const edit = await owner.client.patch(`/api/formats/${saved.format.id}`, {
      vintage: '1',
      bottleSize: 0,
    });
    expect(edit.status).toBe(400);
    expect((await snapshot(owner.client)).formats[0]).toMatchObject({
      vintage: 'NV',
      bottleSize: 1500,
    });
  });

  it('checks barcodes and asks before taking one from another wine', async () => {
    const owner = await server.signUp();
    const bad = await owner.client.post('/api/products', productRequest({ barcode: '12345' }));
    expect(bad.status).toBe(400);
    expect(errorOf(bad.body).message).toContain('8, 12, 13 or 14 digits');

    const first = await createProduct(owner, productRequest({ barcode: '3760123450012' }));
    const second = productRequest({ name: 'Chambertin Grand Cru', barcode: '3760123450012' });
    const refused = await owner.client.post('/api/products', second);
    expect(refused.status).toBe(409);
    expect(errorOf(refused.body).message).toBe(
      'Barcode In Use: This barcode is already assigned to Gevrey-Chambertin Vieilles Vignes. Do you want to reassign it to this wine when you save?',
    );
    expect((await snapshot(owner.client)).products).toHaveLength(1);

    const taken = await owner.client.post('/api/products', { ...second, reassignBarcode: true });
    expect(taken.status).toBe(201);
    const products = (await snapshot(owner.client)).products;
    expect(products.find((product) => product.id === first.product.id)?.barcode).toBeNull();
    expect(products.find((product) => product.name === 'Chambertin Grand Cru')?.barcode).toBe(
      '3760123450012',
    );
  });

  it('blocks an edit that would duplicate another profile', async () => {
    const owner = await server.signUp();
    await createProduct(owner);
    const other = await createProduct(owner, productRequest({ name: 'Chambertin Grand Cru' }));
    const response = await owner.client.put(`/api/products/${other.product.id}`, {
      product: productRequest().product,
    });
    expect(response.status).toBe(409);
    expect(errorOf(response.body).message).toBe(
      'Duplicate Product: A product with this exact general information already exists.',
    );
    const renamed = await owner.client.put(`/api/products/${other.product.id}`, {
      product: productRequest({ name: 'Chambertin Grand Cru', producer: 'Armand Rousseau' })
        .product,
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toMatchObject({ producer: 'Armand Rousseau' });
  });

  it('blocks deleting a format or profile with bottles; the last format takes the profile', async () => {
    const owner = await server.signUp();
    const saved = await createProduct(owner, { ...productRequest(), bottles: { count: 1 } });
    const blocked = await owner.client.delete(`/api/formats/${saved.format.id}`);
    expect(blocked.status).toBe(409);
    expect(errorOf(blocked.body)).toEqual({
      code: 'aborted',
      reason: 'format-has-bottles',
      message: 'Deletion Blocked: Cannot delete this format because it is linked to bottles.',
    });
    expect((await owner.client.delete(`/api/products/${saved.product.id}`)).status).toBe(409);

    const bottleId = saved.bottles[0]?.id ?? '';
    expect((await owner.client.delete(`/api/bottles/${bottleId}`)).status).toBe(204);
    const removed = await owner.client.delete(`/api/formats/${saved.format.id}`);
    expect(removed.body).toEqual({ productRemoved: true });
    const after = await snapshot(owner.client);
    expect(after.products).toHaveLength(0);
    expect(after.formats).toHaveLength(0);
  });

  it("sets the default format, only to one of the wine's own formats", async () => {
    const owner = await server.signUp();
    const saved = await createProduct(owner);
    const other = await createProduct(owner, productRequest({ name: 'Chambertin Grand Cru' }));
    const ok = await owner.client.put(`/api/products/${saved.product.id}/default-format`, {
      formatId: saved.format.id,
    });
    expect(ok.body).toMatchObject({ defaultFormatId: saved.format.id });
    const wrong = await owner.client.put(`/api/products/${saved.product.id}/default-format`, {
      formatId: other.format.id,
    });
    expect(wrong.status).toBe(404);
  });

  it('toggles menu visibility of a format', async () => {
    const owner = await server.signUp();
    const saved = await createProduct(owner);
    const hidden = await owner.client.patch(`/api/formats/${saved.format.id}`, {
      showOnMenu: false,
    });
    expect(hidden.body).toMatchObject({ showOnMenu: false, price: 128 });
    const shown = await owner.client.patch(`/api/formats/${saved.format.id}`, { showOnMenu: true });
    expect(shown.body).toMatchObject({ showOnMenu: true });
  });
});

describe('bottles', () => {
  it('adds scanned QR ids, refusing ids already in use and changing nothing', async () => {
    const owner = await server.signUp();
    const saved = await createProduct(owner);
    const added = await owner.client.post('/api/bottles', {
      formatId: saved.format.id,
      ids: ['QR-0001', 'QR-0002'],
    });
    expect(added.status).toBe(201);
    const clash = await owner.client.post('/api/bottles', {
      formatId: saved.format.id,
      ids: ['QR-0003', 'QR-0002'],
    });
    expect(clash.status).toBe(409);
    expect(errorOf(clash.body)).toMatchObject({
      message: 'QR Code already in use.',
      details: { ids: ['QR-0002'] },
    });
    const ids = (await snapshot(owner.client)).bottles.map((bottle) => bottle.id).sort();
    expect(ids).toEqual(['QR-0001', 'QR-0002']);

    const none = await owner.client.post('/api/bottles', { formatId: saved.format.id, count: 0 });
    expect(none.status).toBe(400);
  });

  it('creates a bottle exactly once when two devices add the same QR id at once', async () => {
    const owner = await server.signUp();
    const saved = await createProduct(owner);
    const second = server.client();
    await second.post('/api/auth/login', { email: owner.email, password: owner.password });
    const responses = await Promise.all(
      [owner.client, second, owner.client, second].map((client) =>
        client.post('/api/bottles', { formatId: saved.format.id, ids: ['QR-RACE-1'] }),
      ),
    );
    const statuses = responses.map((response) => response.status).sort();
    expect(statuses).toEqual([201, 409, 409, 409]);
    for (const response of responses.filter((r) => r.status === 409)) {
      expect(errorOf(response.body).details).toEqual({ ids: ['QR-RACE-1'] });
    }
    expect(
      (await snapshot(owner.client)).bottles.filter((bottle) => bottle.id === 'QR-RACE-1'),
    ).toHaveLength(1);
  });

  it("moves a bottle within its location's bins and keeps its history", async () => {
    const owner = await server.signUp();
    const cellar = await addLocation(server.services.writer, owner, 'Cellar', ['1', '2']);
    const bar = await addLocation(server.services.writer, owner, 'Bar', []);
    const saved = await createProduct(owner, {
      ...productRequest(),
      bottles: { count: 1, locationId: cellar, bin: '1' },
    });
    const id = saved.bottles[0]?.id ?? '';

    const badBin = await owner.client.patch(`/api/bottles/${id}`, { locationId: bar, bin: '1' });
    expect(badBin.status).toBe(400);
    const moved = await owner.client.patch(`/api/bottles/${id}`, {
      locationId: bar,
      notes: 'for Friday',
    });
    expect(moved.body).toMatchObject({ locationId: bar, bin: '', notes: 'for Friday' });
    const unassigned = await owner.client.patch(`/api/bottles/${id}`, { locationId: null });
    expect(unassigned.body).toMatchObject({ locationId: null, bin: '' });

    const history = (await owner.client.get(`/api/bottles/${id}/history`)).body as {
      history: Array<{ action: string; actorName: string }>;
    };
    expect(history.history.map((entry) => entry.action)).toEqual([
      'bottle.add',
      'bottle.move',
      'bottle.move',
    ]);
    expect(history.history[0]?.actorName).toBe('Sam Sommelier');
  });
});

describe("another restaurant's ids", () => {
  it('are answered exactly like ids that do not exist, and change nothing', async () => {
    const owner = await server.signUp();
    const intruder = await server.signUp();
    const saved = await createProduct(owner, { ...productRequest(), bottles: { count: 1 } });
    const bottleId = saved.bottles[0]?.id ?? '';
    const attempts: Array<[string, string, unknown]> = [
      [
        'PUT',
        `/api/products/${saved.product.id}`,
        { product: productRequest({ name: 'Stolen' }).product },
      ],
      ['DELETE', `/api/products/${saved.product.id}`, undefined],
      ['PUT', `/api/products/${saved.product.id}/default-format`, { formatId: saved.format.id }],
      ['POST', `/api/products/${saved.product.id}/formats`, { format: { vintage: '2020' } }],
      ['PATCH', `/api/formats/${saved.format.id}`, { price: 1 }],
      ['DELETE', `/api/formats/${saved.format.id}`, undefined],
      ['POST', '/api/bottles', { formatId: saved.format.id, count: 1 }],
      ['PATCH', `/api/bottles/${bottleId}`, { notes: 'mine now' }],
      ['DELETE', `/api/bottles/${bottleId}`, undefined],
      ['GET', `/api/bottles/${bottleId}/history`, undefined],
    ];
    for (const [method, path, body] of attempts) {
      const foreign = await intruder.client.request(method, path, body);
      const missing = await intruder.client.request(
        method,
        path.replace(/[0-9a-f-]{36}|MAN[\d-]+/g, 'does-not-exist'),
        body,
      );
      expect(foreign.status, `${method} ${path}`).toBe(404);
      expect(foreign.body, `${method} ${path}`).toEqual(missing.body);
    }
    const after = await snapshot(owner.client);
    expect(after.products[0]?.name).toBe('Gevrey-Chambertin Vieilles Vignes');
    expect(after.formats[0]?.price).toBe(128);
    expect(after.bottles.map((bottle) => bottle.notes)).toEqual(['']);
    expect((await snapshot(intruder.client)).bottles).toHaveLength(0);
  });
});
