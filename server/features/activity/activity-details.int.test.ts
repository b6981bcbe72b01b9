import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ActivityEntry, ActivityPage } from '../../../domain/activity.js';
import type { ImportResult } from '../../../domain/import-api.js';
import type { Format, Product } from '../../../domain/inventory.js';
import type { Stocktake, StocktakePreview } from '../../../domain/stocktakes.js';
import { addLocation, productRequest } from '../../test/fixtures.js';
import { type SignedUp, startTestServer, type TestServer } from '../../test/test-server.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

async function activity(who: SignedUp, query = ''): Promise<ActivityEntry[]> {
  const response = await who.client.get(`/api/activity${query}`);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return (response.body as ActivityPage).entries;
}

async function wine(owner: SignedUp, bottles: string[] = []) {
  const created = await owner.client.post('/api/products', {
    ...productRequest({ name: 'Barolo' }),
    format: { vintage: '2015', bottleSize: 750, cost: 30, price: 45 },
    ...(bottles.length > 0 ? { bottles: { ids: bottles } } : {}),
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return created.body as { product: Product; format: Format };
}

describe('what an edit changed', () => {
  it('names each field before and after, the cost only to roles that see costs', async () => {
    const owner = await server.signUp();
    const manager = await server.addMember(owner, 'manager');
    const staff = await server.addMember(owner, 'staff');
    const { product, format } = await wine(owner);

    const renamed = await owner.client.put(`/api/products/${product.id}`, {
      product: { ...productRequest({ name: 'Barolo Riserva' }).product, producer: 'Vietti' },
    });
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
    const repriced = await manager.client.patch(`/api/formats/${format.id}`, {
      price: 48,
      cost: 32.5,
    });
    expect(repriced.status, JSON.stringify(repriced.body)).toBe(200);

    const [formatEdit, productEdit] = await activity(owner, '?kind=products-edited');
    expect(productEdit).toMatchObject({
      product: 'Barolo Riserva',
      edits: {
        name: { from: 'Barolo', to: 'Barolo Riserva' },
        producer: { from: 'Domaine Rossignol-Trapet', to: 'Vietti' },
      },
    });
    expect(Object.keys(productEdit?.edits ?? {})).toEqual(['name', 'producer']);
    expect(formatEdit).toMatchObject({
      actor: { id: manager.userId },
      product: 'Barolo Riserva 2015',
      edits: { price: { from: 45, to: 48 }, cost: { from: 30, to: 32.5 } },
    });
    // A manager sees costs: the same answer.
    expect((await activity(manager, '?kind=products-edited'))[0]?.edits).toEqual(formatEdit?.edits);
    // Staff never reach the Activity: the refusal holds no cost.
    const refused = await staff.client.get('/api/activity?kind=products-edited');
    expect(refused.status).toBe(403);
    expect(JSON.stringify(refused.body)).not.toMatch(/cost|32\.5/);
    expect((await staff.client.get('/api/activity.csv')).status).toBe(403);
    // The CSV says it too, by field key.
    const csv = String((await owner.client.get('/api/activity.csv')).body);
    expect(csv).toContain(',cost: 30 → 32.5; price: 45 → 48,');
    expect(csv).toContain(
      ',name: Barolo → Barolo Riserva; producer: Domaine Rossignol-Trapet → Vietti,',
    );
  });

  it("says what a bottle's notes were and became", async () => {
    const owner = await server.signUp();
    await wine(owner, ['N1']);
    expect((await owner.client.patch('/api/bottles/N1', { notes: 'Label torn' })).status).toBe(200);
    const [edit] = await activity(owner, '?kind=bottles-edited');
    expect(edit).toMatchObject({ count: 1, edits: { notes: { from: '', to: 'Label torn' } } });
  });
});

describe("a stock count's Apply", () => {
  it('is listed under Bottles removed and Bottles moved with how many of each', async () => {
    const owner = await server.signUp();
    const cave = await addLocation(server.services.writer, owner, 'Cave', ['A1']);
    const bar = await addLocation(server.services.writer, owner, 'Bar');
    await wine(owner);
    const { format } = await wine(owner);
    for (const [id, locationId, bin] of [
      ['SEEN', cave, 'A1'],
      ['MISS', cave, 'A1'],
      ['AWAY', bar, ''],
    ] as const) {
      const added = await owner.client.post('/api/bottles', {
        formatId: format.id,
        ids: [id],
        locationId,
        bin,
      });
      expect(added.status).toBeLessThan(300);
    }
    const started = await owner.client.post('/api/stocktakes', { places: [{ locationId: cave }] });
    const { id } = started.body as Stocktake;
    for (const code of ['SEEN', 'AWAY']) {
      const scanned = await owner.client.post(`/api/stocktakes/${id}/scans`, {
        code,
        locationId: cave,
        bin: 'A1',
      });
      expect(scanned.status).toBe(200);
    }
    const { token } = (await owner.client.get(`/api/stocktakes/${id}/preview`))
      .body as StocktakePreview;
    expect((await owner.client.post(`/api/stocktakes/${id}/apply`, { token })).status).toBe(200);

    const [removed] = await activity(owner, '?kind=bottles-removed');
    expect(removed).toMatchObject({ kind: 'stocktakes', stockCount: { removed: 1, moved: 1 } });
    const [moved] = await activity(owner, '?kind=bottles-moved');
    expect(moved?.revision).toBe(removed?.revision);
    // Not every stock count entry: its start is not a removal.
    expect(await activity(owner, '?kind=bottles-removed')).toHaveLength(1);
    expect((await activity(owner, '?kind=stocktakes')).map((entry) => entry.stockCount)).toEqual([
      { removed: 1, moved: 1 },
      null,
    ]);
  });
});

describe('an undone import', () => {
  it('names the file it undid and the bottles it removed', async () => {
    const owner = await server.signUp();
    const imported = await fetch(`${owner.client.baseUrl}/api/imports?name=cellar.csv`, {
      method: 'POST',
      headers: { cookie: owner.client.cookieHeader, 'content-type': 'application/octet-stream' },
      body: 'name,quantity\nMorgon,2\nFleurie,1\n',
    });
    expect(imported.status).toBe(200);
    const { importId } = (await imported.json()) as ImportResult;
    const undone = await owner.client.post(`/api/imports/${importId}/undo`);
    expect(undone.status, JSON.stringify(undone.body)).toBe(200);
    const [entry] = await activity(owner);
    expect(entry).toMatchObject({ undoneImport: { file: 'cellar.csv', bottles: 3 } });
    const csv = String((await owner.client.get('/api/activity.csv')).body)
      .trim()
      .split('\r\n');
    expect(csv[1]).toMatch(/,cellar\.csv$/);
    // The import itself is not an undo.
    expect((await activity(owner)).filter((each) => each.undoneImport !== null)).toHaveLength(1);
  });
});
