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

/** A wine with one bottle in the Cellar's A1, and the Cellar's id. */
async function wineWithBottle(owner: SignedUp, name: string, bottleId: string) {
  const cellar = await addLocation(server.services.writer, owner, `Cellar ${name}`, ['A1', 'A2']);
  const response = await owner.client.post('/api/products', {
    ...productRequest({ name }),
    bottles: { ids: [bottleId], locationId: cellar, bin: 'A1' },
  });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return { saved: response.body as Saved, cellar };
}

/** What a refused save must leave as it was: the revision, the wine, its format, its bottle. */
function state(model: Snapshot) {
  return {
    revision: model.revision,
    products: model.products,
    formats: model.formats,
    bottles: model.bottles,
  };
}

describe("the bottle form's save of an existing product", () => {
  it('changes the profile, the format and the bottle in one revision and one live batch', async () => {
    const owner = await server.signUp();
    const { saved, cellar } = await wineWithBottle(owner, 'Volnay', 'QE-1');
    const before = await snapshot(owner.client);
    const tab = await SseClient.open(owner.client, `?since=${before.revision}`);

    const response = await owner.client.post(`/api/products/${saved.product.id}/edits`, {
      product: { product: productRequest({ name: 'Volnay Santenots' }).product },
      format: { id: saved.format.id, changes: { price: 150, tastingNotes: 'Cherry' } },
      bottle: { id: 'QE-1', changes: { locationId: cellar, bin: 'A2', notes: 'Label torn' } },
    });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(response.body).toMatchObject({
      product: { name: 'Volnay Santenots' },
      format: { id: saved.format.id, price: 150, tastingNotes: 'Cherry' },
      bottles: [{ id: 'QE-1', bin: 'A2', notes: 'Label torn' }],
    });

    await tab.until((events) => events.some((event) => event.event === 'changes'));
    const batches = tab.changeBatches();
    expect(batches).toHaveLength(1);
    expect(batches[0]?.revision).toBe(before.revision + 1);
    expect(batches[0]?.changes.map((change) => `${change.entity} ${change.action}`)).toEqual(
      expect.arrayContaining([
        'product product.update',
        'format format.update',
        'bottle bottle.move',
      ]),
    );
    tab.close();

    const after = await snapshot(owner.client);
    expect(after.revision).toBe(before.revision + 1);
    expect(after.products[0]?.name).toBe('Volnay Santenots');
    expect(after.formats[0]?.price).toBe(150);
    expect(after.bottles[0]).toMatchObject({ id: 'QE-1', bin: 'A2', notes: 'Label torn' });
  });

  it('adds a format with its bottles and edits the profile in one revision', async () => {
    const owner = await server.signUp();
    const { saved, cellar } = await wineWithBottle(owner, 'Pommard', 'QE-2');
    const before = await snapshot(owner.client);

    const response = await owner.client.post(`/api/products/${saved.product.id}/edits`, {
      product: { product: productRequest({ name: 'Pommard Rugiens' }).product },
      newFormat: {
        format: { vintage: '2015', bottleSize: 1500, price: 300 },
        bottles: { ids: ['QE-3'], locationId: cellar, bin: 'A2' },
      },
    });
    expect(response.status, JSON.stringify(response.body)).toBe(200);

    const after = await snapshot(owner.client);
    expect(after.revision).toBe(before.revision + 1);
    expect(after.products.map((product) => product.name)).toEqual(['Pommard Rugiens']);
    expect(after.formats.map((format) => format.bottleSize).sort((a, b) => a - b)).toEqual([
      750, 1500,
    ]);
    expect(after.bottles.find((bottle) => bottle.id === 'QE-3')).toMatchObject({ bin: 'A2' });
  });

  it('changes nothing when one part is refused', async () => {
    const owner = await server.signUp();
    const { saved, cellar } = await wineWithBottle(owner, 'Meursault', 'QE-4');
    const other = await wineWithBottle(owner, 'Chablis', 'QE-5');
    const barcoded = await owner.client.post(
      '/api/products',
      productRequest({ name: 'Barcoded', barcode: '3760123450012' }),
    );
    expect(barcoded.status).toBe(201);
    const before = state(await snapshot(owner.client));
    const edits = {
      product: { product: productRequest({ name: 'Meursault Perrières' }).product },
      format: { id: saved.format.id, changes: { price: 99 } },
      bottle: { id: 'QE-4', changes: { locationId: cellar, bin: 'A2', notes: 'moved' } },
    };
    const save = (body: unknown) =>
      owner.client.post(`/api/products/${saved.product.id}/edits`, body);

    // The bottle's place is refused: a bin the location does not have.
    const badBin = await save({ ...edits, bottle: { id: 'QE-4', changes: { bin: 'Z9' } } });
    expect(badBin.status).toBe(400);
    expect(badBin.body).toMatchObject({ error: { reason: 'bin-unknown' } });

    // The barcode belongs to another wine and the user did not agree to take it.
    const taken = await save({
      ...edits,
      product: {
        product: productRequest({ name: 'Meursault Perrières', barcode: '3760123450012' }).product,
      },
    });
    expect(taken.status).toBe(409);
    expect(taken.body).toMatchObject({ error: { reason: 'barcode-in-use' } });

    // Another wine's format, or another wine's bottle: not this product's.
    const otherFormat = await save({
      ...edits,
      format: { id: other.saved.format.id, changes: { price: 99 } },
    });
    expect(otherFormat.status).toBe(404);
    const otherBottle = await save({ ...edits, bottle: { id: 'QE-5', changes: { notes: 'x' } } });
    expect(otherBottle.status).toBe(404);

    expect(state(await snapshot(owner.client))).toEqual(before);
  });
});
