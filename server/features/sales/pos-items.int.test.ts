import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Format } from '../../../domain/inventory.js';
import type { PosItem, PosItems, PosSuggestion } from '../../../domain/sales-api.js';
import { productRequest } from '../../test/fixtures.js';
import { type SignedUp, startTestServer, type TestServer } from '../../test/test-server.js';
import { fixture, ok, reasonOf, sendFile } from './sales-test-kit.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

async function wine(owner: SignedUp, name: string, producer: string, vintage: string) {
  const request = productRequest({ name, producer });
  const body = await ok<{ format: Format }>(
    owner.client.post('/api/products', { ...request, format: { ...request.format, vintage } }),
    201,
  );
  return body.format;
}

/** Toast's sample sold into a cellar of three wines, the Sancerre listed by the glass. */
async function cellar() {
  const owner = await server.signUp();
  const montmains = await wine(owner, 'Chablis 1er Cru Montmains', 'Domaine Laroche', '2021');
  const chablis = await wine(owner, 'Chablis', 'William Fèvre', '2022');
  const sancerre = await wine(owner, 'Sancerre Les Baronnes', 'Henri Bourgeois', '2022');
  await ok(owner.client.put('/api/listings', { formatId: sancerre.id, price5oz: 14 }));
  await ok(sendFile(owner.client, '/api/sales', fixture('toast-item-selection-details.csv')));
  return { owner, montmains, chablis, sancerre };
}

const list = (owner: SignedUp) => ok<PosItems>(owner.client.get('/api/sales/items'));

// Each sales file is read in a worker thread, which starts with TypeScript compiled on the fly here.
describe('POS items', { timeout: 120_000 }, () => {
  it('lists every item sold, unmatched, with its quantity and the best formats first', async () => {
    const { owner, montmains, chablis, sancerre } = await cellar();
    const items = await list(owner);
    expect(items.unmatched).toEqual({ count: 3, quantity: 7 });
    expect(items.items.map((item) => [item.item, item.quantity, item.match])).toEqual([
      ['Sancerre Baronnes GLS', 5, null],
      ['Chablis Montmains 2021 BTL', 1, null],
      ['Steak Frites', 1, null],
    ]);
    const [glass, bottle, steak] = items.items as [PosItem, PosItem, PosItem];
    // The vintage and the cru make the Montmains a better match than the plain Chablis.
    expect(bottle.suggestions.map((s) => s.formatId)).toEqual([montmains.id, chablis.id]);
    expect(bottle.suggestions[0]).toMatchObject({ kind: 'bottle', pour: null });
    expect(bottle.suggestions[0]?.confidence).toBeGreaterThan(
      bottle.suggestions[1]?.confidence ?? 1,
    );
    // GLS: a glass, and the Sancerre is listed by the glass.
    expect(glass.suggestions[0]).toMatchObject({
      formatId: sancerre.id,
      kind: 'glass',
      pour: '5oz',
      byTheGlass: true,
    });
    expect(steak.suggestions).toEqual([]);
  });

  it('keeps a match, changes it and clears it; a match is remembered for later files', async () => {
    const { owner, montmains, chablis, sancerre } = await cellar();
    const matched = await ok<PosItem>(
      owner.client.put('/api/sales/items', {
        item: 'Chablis Montmains 2021 BTL',
        kind: 'bottle',
        formatId: chablis.id,
      }),
    );
    expect(matched).toMatchObject({ quantity: 1, match: { kind: 'bottle', formatId: chablis.id } });
    await ok(
      owner.client.put('/api/sales/items', {
        item: 'chablis  montmains 2021 btl',
        kind: 'bottle',
        formatId: montmains.id,
      }),
    );
    await ok(
      owner.client.put('/api/sales/items', {
        item: 'Sancerre Baronnes GLS',
        kind: 'glass',
        formatId: sancerre.id,
        pour: '3oz',
      }),
    );
    await ok(owner.client.put('/api/sales/items', { item: 'Steak Frites', kind: 'none' }));
    let items = await list(owner);
    expect(items.unmatched).toEqual({ count: 0, quantity: 0 });
    const byName = new Map(items.items.map((item) => [item.itemKey, item.match]));
    expect(byName.get('chablis montmains 2021 btl')).toMatchObject({
      kind: 'bottle',
      formatId: montmains.id,
      pour: null,
    });
    expect(byName.get('sancerre baronnes gls')).toMatchObject({ kind: 'glass', pour: '3oz' });
    expect(byName.get('steak frites')).toMatchObject({ kind: 'none', formatId: null });
    // A later file's items are matched already.
    await ok(sendFile(owner.client, '/api/sales', fixture('square-item-sales.csv')));
    items = await list(owner);
    expect(items.unmatched.count).toBe(0);
    expect(items.items.find((item) => item.itemKey === 'sancerre baronnes gls')?.quantity).toBe(10);
    // Cleared: listed as unmatched again, with its quantity.
    await ok(owner.client.post('/api/sales/items/clear', { item: 'Steak Frites' }), 204);
    items = await list(owner);
    expect(items.unmatched).toEqual({ count: 1, quantity: 2 });
    expect(items.items[0]).toMatchObject({ item: 'Steak Frites', match: null });
  });

  it('refuses a glass of a wine not listed by the glass, and a format it does not have', async () => {
    const { owner, chablis } = await cellar();
    const glass = await owner.client.put('/api/sales/items', {
      item: 'Chablis Montmains 2021 BTL',
      kind: 'glass',
      formatId: chablis.id,
      pour: '5oz',
    });
    expect(glass.status).toBe(400);
    expect(reasonOf(glass)).toBe('pos-item-no-glass');
    const other = await cellar();
    const foreign = await owner.client.put('/api/sales/items', {
      item: 'Chablis Montmains 2021 BTL',
      kind: 'bottle',
      formatId: other.chablis.id,
    });
    expect(foreign.status).toBe(404);
    const noFormat = await owner.client.put('/api/sales/items', {
      item: 'Chablis Montmains 2021 BTL',
      kind: 'bottle',
    });
    expect(reasonOf(noFormat)).toBe('pos-item-format-needed');
    expect((await list(owner)).unmatched.count).toBe(3);
  });

  it('suggests formats for any words, the clearest first', async () => {
    const { owner, montmains, chablis } = await cellar();
    const answer = await ok<{ suggestions: PosSuggestion[] }>(
      owner.client.get('/api/sales/suggestions?q=Fevre%20Chablis%2022'),
    );
    expect(answer.suggestions.map((s) => s.formatId).slice(0, 2)).toEqual([
      chablis.id,
      montmains.id,
    ]);
  });
});
