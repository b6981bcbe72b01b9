import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BottleLabel } from '../../../domain/bottle-labels.js';
import type { Bottle } from '../../../domain/inventory.js';
import type { Snapshot } from '../../../domain/snapshot.js';
import { productRequest } from '../../test/fixtures.js';
import { type SignedUp, startTestServer, type TestServer } from '../../test/test-server.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

const LABEL_ID = /^[0-9A-LN-Z][0-9A-Z]{5}-(0[1-9]|[12]\d|30)$/;

async function location(owner: SignedUp, name: string, bins: string[]): Promise<string> {
  const created = await owner.client.post('/api/locations', { name });
  const { id } = created.body as { id: string };
  for (const bin of bins) await owner.client.post(`/api/locations/${id}/bins`, { name: bin });
  return id;
}

async function bottles(
  owner: SignedUp,
  name: string,
  placed: { count?: number; ids?: string[]; locationId?: string; bin?: string },
): Promise<Bottle[]> {
  const saved = await owner.client.post('/api/products', {
    ...productRequest({ name }),
    bottles: placed,
  });
  expect(saved.status, JSON.stringify(saved.body)).toBe(201);
  return (saved.body as { bottles: Bottle[] }).bottles;
}

async function print(owner: SignedUp, body: object) {
  const answer = await owner.client.post('/api/labels/bottles', body);
  return { ...answer, labels: (answer.body as { labels?: BottleLabel[] }).labels ?? [] };
}

async function bottleIds(owner: SignedUp): Promise<string[]> {
  const snapshot = (await owner.client.get('/api/snapshot')).body as Snapshot;
  return snapshot.bottles.map((bottle) => bottle.id).sort();
}

/** A cellar after an import: manual entries in three bins, and one bottle that has a QR id. */
async function cellar(owner: SignedUp) {
  const cave = await location(owner, 'Cave', ['A1', 'A2', 'A10']);
  const bar = await location(owner, 'Bar', []);
  const [chablis1, chablis2] = await bottles(owner, 'Chablis', {
    count: 2,
    locationId: cave,
    bin: 'A10',
  });
  const [volnay] = await bottles(owner, 'Volnay', { count: 1, locationId: cave, bin: 'A2' });
  await bottles(owner, 'Pommard', { ids: ['QRPOM1-01'], locationId: cave, bin: 'A1' });
  const [barBottle] = await bottles(owner, 'Rully', { count: 1, locationId: bar });
  return { cave, bar, chablis1, chablis2, volnay, barBottle };
}

describe('labels for existing bottles', () => {
  it("gives a location's manual entries label ids once, in shelf order, keeping their history", async () => {
    const owner = await server.signUp();
    const { cave, chablis1, volnay, barBottle } = await cellar(owner);

    const first = await print(owner, { scope: 'place', locationId: cave });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.labels.map((label) => [label.bin, label.name, label.vintage])).toEqual([
      ['A1', 'Pommard', '2019'],
      ['A2', 'Volnay', '2019'],
      ['A10', 'Chablis', '2019'],
      ['A10', 'Chablis', '2019'],
    ]);
    expect(first.labels[0]).toMatchObject({ id: 'QRPOM1-01', previousId: null, location: 'Cave' });
    const assigned = first.labels.slice(1);
    for (const label of assigned) {
      expect(label.id).toMatch(LABEL_ID);
      expect(label.previousId).toMatch(/^MAN/);
      expect(label.bottleSize).toBe(750);
    }
    expect(assigned.find((label) => label.previousId === volnay?.id)?.name).toBe('Volnay');
    // The bar's manual entry is not in the cave: untouched.
    expect(await bottleIds(owner)).toEqual(
      [barBottle?.id, 'QRPOM1-01', ...assigned.map((label) => label.id)].sort(),
    );

    // Printed again, the same ids: each bottle got its id once.
    const again = await print(owner, { scope: 'place', locationId: cave, bin: 'A10' });
    expect(again.labels.map((label) => [label.id, label.previousId])).toEqual(
      assigned.slice(1).map((label) => [label.id, null]),
    );

    // The bottle keeps its history: its arrival, then its new id.
    const newId = assigned.find((label) => label.previousId === chablis1?.id)?.id;
    const history = await owner.client.get(`/api/bottles/${newId}/history`);
    expect(
      (history.body as { history: Array<{ action: string }> }).history.map((h) => h.action),
    ).toEqual(['bottle.add', 'bottle.rekey']);

    // One change in the Activity, naming the bottles whose QR codes changed.
    const activity = await owner.client.get('/api/activity?kind=qr-codes');
    expect((activity.body as { entries: unknown[] }).entries).toEqual([
      expect.objectContaining({ kind: 'qr-codes', count: 3 }),
    ]);
  });

  it('labels a selection, or every manual entry, and says when there is nothing to label', async () => {
    const owner = await server.signUp();
    const { chablis2, barBottle } = await cellar(owner);

    const chosen = await print(owner, { scope: 'bottles', ids: [barBottle?.id, 'QRPOM1-01'] });
    expect(chosen.status).toBe(200);
    expect(chosen.labels.map((label) => [label.name, label.location])).toEqual([
      ['Rully', 'Bar'],
      ['Pommard', 'Cave'],
    ]);

    const manual = await print(owner, { scope: 'manual' });
    expect(manual.status).toBe(200);
    expect(manual.labels.map((label) => label.name)).toEqual(['Volnay', 'Chablis', 'Chablis']);
    expect(manual.labels.map((label) => label.previousId)).toContain(chablis2?.id);
    expect((await bottleIds(owner)).filter((id) => id.startsWith('M'))).toEqual([]);

    const none = await print(owner, { scope: 'manual' });
    expect(none.status).toBe(400);
    expect(none.body).toMatchObject({ error: { reason: 'labels-none' } });
  });

  it("refuses another restaurant's bottles and location as unknown ones, changing nothing", async () => {
    const owner = await server.signUp();
    const other = await server.signUp();
    const mine = await cellar(owner);
    const theirs = await cellar(other);
    const before = await bottleIds(other);

    const foreign = await print(owner, {
      scope: 'bottles',
      ids: [mine.volnay?.id, theirs.volnay?.id],
    });
    const unknown = await print(owner, { scope: 'bottles', ids: [mine.volnay?.id, 'MAN0-001'] });
    expect(foreign.status).toBe(404);
    expect(unknown.status).toBe(404);
    expect(foreign.body).toMatchObject({
      error: { reason: 'bottle-not-found', details: { ids: [theirs.volnay?.id] } },
    });
    const place = await print(owner, { scope: 'place', locationId: theirs.cave });
    const nowhere = await print(owner, { scope: 'place', locationId: 'no-such-location' });
    expect([place.status, nowhere.status]).toEqual([400, 400]);
    expect(place.body).toEqual(nowhere.body);

    expect(await bottleIds(other)).toEqual(before);
    // All or nothing: the refused selection's own bottle is still a manual entry.
    expect(await bottleIds(owner)).toContain(mine.volnay?.id);
  });

  it('lets staff print labels, as the labels permission says', async () => {
    const owner = await server.signUp();
    const staff = await server.addMember(owner, 'staff');
    const { bar } = await cellar(owner);
    const printed = await print(staff, { scope: 'place', locationId: bar });
    expect(printed.status, JSON.stringify(printed.body)).toBe(200);
    expect(printed.labels).toEqual([expect.objectContaining({ name: 'Rully', location: 'Bar' })]);
  });

  it('refuses a malformed request', async () => {
    const owner = await server.signUp();
    expect((await print(owner, { scope: 'bottles', ids: [] })).status).toBe(400);
    expect((await print(owner, { scope: 'everything' })).status).toBe(400);
  });
});
