import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compareFormatsNewestFirst } from '../../../domain/format-choice.js';
import type { Format } from '../../../domain/inventory.js';
import { FIRST_CARDS_LIMIT, type FirstCards } from '../../../domain/product-cards.js';
import type { Snapshot } from '../../../domain/snapshot.js';
import { addLocation, productRequest } from '../../test/fixtures.js';
import type { TestClient } from '../../test/test-client.js';
import { type SignedUp, startTestServer, type TestServer } from '../../test/test-server.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

async function firstCards(client: TestClient, query = ''): Promise<FirstCards> {
  const response = await client.get(`/api/first-cards${query}`);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body as FirstCards;
}

async function addWine(owner: SignedUp, name: string, bottles: number): Promise<Format> {
  const response = await owner.client.post('/api/products', {
    ...productRequest({ name }),
    bottles: { count: bottles },
  });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return (response.body as { format: Format }).format;
}

const namesOf = (page: FirstCards) => page.cards.map((card) => card.product.name);

describe("the dashboard's first screen, drawn before the model arrives", () => {
  it('holds the first wines in name order with each format and its bottles, and the same counts as the whole model', async () => {
    const owner = await server.signUp();
    const cellar = await addLocation(server.services.writer, owner, 'Cellar', ['A1']);
    // More wines than the first screen holds, named so that a plain string sort would misplace
    // them: numbers, case and accents.
    const names = Array.from({ length: FIRST_CARDS_LIMIT + 5 }, (_, i) => `Cuvée ${i + 1}`);
    for (const [i, name] of names.entries()) await addWine(owner, name, i % 3);
    const older = await addWine(owner, 'abbaye de Lérins', 2);
    const newer = await owner.client.post(`/api/products/${older.productId}/formats`, {
      format: { vintage: '2021', bottleSize: 1500 },
    });
    const magnum = (newer.body as { format: Format }).format;
    await owner.client.post('/api/bottles', {
      formatId: magnum.id,
      count: 3,
      locationId: cellar,
      bin: 'A1',
    });
    await addWine(owner, 'Échezeaux', 1);

    const page = await firstCards(owner.client, '?locale=en');
    expect(page.cards).toHaveLength(FIRST_CARDS_LIMIT);
    expect(namesOf(page).slice(0, 5)).toEqual([
      'abbaye de Lérins',
      'Cuvée 1',
      'Cuvée 2',
      'Cuvée 3',
      'Cuvée 4',
    ]);
    expect(namesOf(page)).toContain('Cuvée 10');
    expect(namesOf(page)).not.toContain('Échezeaux');

    // Each card as the whole model would draw it: formats newest first, bottles counted per format.
    const snapshot = (await owner.client.get('/api/snapshot')).body as Snapshot;
    for (const card of page.cards) {
      const formats = snapshot.formats
        .filter((format) => format.productId === card.product.id)
        .sort(compareFormatsNewestFirst);
      const counted = formats.map((format) => ({
        format,
        count: snapshot.bottles.filter((bottle) => bottle.formatId === format.id).length,
      }));
      expect(card).toEqual({
        product: snapshot.products.find((product) => product.id === card.product.id),
        formats: counted,
        count: counted.reduce((sum, item) => sum + item.count, 0),
      });
    }
    expect(page.cards[0]?.formats.map((item) => item.count)).toEqual([3, 2]);
    expect(page.counts).toEqual({
      products: snapshot.products.length,
      formats: snapshot.formats.length,
      bottles: snapshot.bottles.length,
      locations: snapshot.restaurant.locations.length,
    });
    expect(page.categories).toEqual(snapshot.restaurant.categories);
    // Read at the restaurant's revision: the model the tab asks for next is no older.
    expect(page.revision).toBe(snapshot.revision);
  });

  it("sorts names in the screen's language, and in the server's when the language is unknown", async () => {
    const owner = await server.signUp();
    await addWine(owner, 'Zinfandel', 1);
    await addWine(owner, 'Äpple', 1);
    // German files Ä with A; Swedish after Z.
    expect(namesOf(await firstCards(owner.client, '?locale=de'))).toEqual(['Äpple', 'Zinfandel']);
    expect(namesOf(await firstCards(owner.client, '?locale=sv'))).toEqual(['Zinfandel', 'Äpple']);
    expect(namesOf(await firstCards(owner.client, '?locale=%21%21'))).toHaveLength(2);
    expect(namesOf(await firstCards(owner.client))).toHaveLength(2);
    const unknown = await owner.client.get('/api/first-cards?lang=fr');
    expect(unknown.status).toBe(400);
    expect(unknown.body).toMatchObject({ error: { reason: 'invalid-field' } });
  });

  it("shows only the signed-in restaurant's wines, and nothing to a visitor", async () => {
    const owner = await server.signUp();
    const other = await server.signUp();
    await addWine(owner, 'Ours', 2);
    await addWine(other, 'Theirs', 5);
    const page = await firstCards(owner.client);
    expect(namesOf(page)).toEqual(['Ours']);
    expect(page.counts).toMatchObject({ products: 1, formats: 1, bottles: 2 });

    const empty = await firstCards((await server.signUp()).client);
    expect(empty).toMatchObject({
      cards: [],
      counts: { products: 0, formats: 0, bottles: 0, locations: 0 },
    });

    const visitor = await server.client().get('/api/first-cards');
    expect(visitor.status).toBe(401);
  });
});
