import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GlassPourAnswer } from '../../../domain/glass-pour.js';
import type { Bottle, Format } from '../../../domain/inventory.js';
import type { BottleHistoryEntry } from '../../../domain/inventory-commands.js';
import { addLocation, productRequest } from '../../test/fixtures.js';
import { type SignedUp, startTestServer, type TestServer } from '../../test/test-server.js';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  await server.close();
});

function reasonOf(body: unknown): string {
  return (body as { error: { reason: string } }).error.reason;
}

/** A 750 ml format at 30.00 with no bottle yet. */
async function format(owner: SignedUp): Promise<Format> {
  const request = productRequest({ name: `Chablis ${Math.random()}` });
  const response = await owner.client.post('/api/products', {
    ...request,
    format: { ...request.format, cost: 30 },
    bottles: { count: 0 },
  });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return (response.body as { format: Format }).format;
}

async function add(owner: SignedUp, formatId: string, ids: string[], locationId?: string) {
  const response = await owner.client.post('/api/bottles', { formatId, ids, locationId });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
}

async function pour(who: SignedUp, formatId: string, size: '3oz' | '5oz') {
  return who.client.post(`/api/formats/${formatId}/pours`, { size });
}

async function poured(who: SignedUp, formatId: string, size: '3oz' | '5oz') {
  const response = await pour(who, formatId, size);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body as GlassPourAnswer;
}

async function bottles(owner: SignedUp): Promise<Bottle[]> {
  const page = await owner.client.get('/api/bottles?list=all');
  expect(page.status).toBe(200);
  return (page.body as { bottles: Bottle[] }).bottles;
}

async function actions(owner: SignedUp, id: string): Promise<string[]> {
  const response = await owner.client.get(`/api/bottles/${id}/history`);
  expect(response.status).toBe(200);
  return (response.body as { history: BottleHistoryEntry[] }).history.map((entry) =>
    entry.reason ? `${entry.action}:${entry.reason}` : entry.action,
  );
}

describe('a glass poured by the glass', () => {
  it('opens the oldest bottle of the format when none is open, then pours from it: 148 ml and 89 ml of 750', async () => {
    const owner = await server.signUp();
    const staff = await server.addMember(owner, 'staff');
    const { id } = await format(owner);
    await add(owner, id, ['GLASS-OLD']);
    await add(owner, id, ['GLASS-NEW']);

    const first = await poured(staff, id, '5oz');
    // 1000 − 148 × 1000 / 750 = 802.7
    expect(first).toMatchObject({
      poured: [{ bottleId: 'GLASS-OLD', openedNow: true, finished: false }],
      bottle: { id: 'GLASS-OLD', open: { levelTenths: 10, remaining: 803 } },
    });
    const second = await poured(staff, id, '3oz');
    // 803 − 89 × 1000 / 750 = 684.3
    expect(second).toMatchObject({
      poured: [{ bottleId: 'GLASS-OLD', openedNow: false, finished: false }],
      bottle: { id: 'GLASS-OLD', open: { remaining: 684 } },
    });
    expect(JSON.stringify(second)).not.toMatch(/cost/i);
    expect(await actions(owner, 'GLASS-OLD')).toEqual([
      'bottle.add',
      'bottle.open',
      'bottle.pour',
      'bottle.pour',
    ]);
    const closed = (await bottles(owner)).find((bottle) => bottle.id === 'GLASS-NEW');
    expect(closed?.open).toBeUndefined();
  });

  it('pours from the bottle opened first when several are open', async () => {
    const owner = await server.signUp();
    const { id } = await format(owner);
    await add(owner, id, ['FIRST-A', 'FIRST-B']);
    await owner.client.post('/api/bottles/FIRST-B/open', {});
    await owner.client.post('/api/bottles/FIRST-A/open', {});
    const answer = await poured(owner, id, '3oz');
    expect(answer.poured).toEqual([{ bottleId: 'FIRST-B', openedNow: false, finished: false }]);
    expect(answer.bottle?.open?.remaining).toBe(881);
  });

  it('a glass that empties the bottle finishes it, Poured by the glass, and takes the rest from the next, opened', async () => {
    const owner = await server.signUp();
    const { id } = await format(owner);
    await add(owner, id, ['CROSS-1']);
    await add(owner, id, ['CROSS-2']);
    await owner.client.post('/api/bottles/CROSS-1/open', {});
    // 1/10 of 750 ml is 75 ml: the 5 oz glass takes those and 73 ml of the next.
    await owner.client.put('/api/bottles/CROSS-1/level', { tenths: 1 });
    const answer = await poured(owner, id, '5oz');
    // 1000 − 73 × 1000 / 750 = 902.7
    expect(answer).toMatchObject({
      poured: [
        { bottleId: 'CROSS-1', openedNow: false, finished: true },
        { bottleId: 'CROSS-2', openedNow: true, finished: false },
      ],
      bottle: { id: 'CROSS-2', open: { remaining: 903 } },
    });
    expect((await actions(owner, 'CROSS-1')).at(-1)).toBe('bottle.remove:poured');
    expect(await actions(owner, 'CROSS-2')).toEqual(['bottle.add', 'bottle.open', 'bottle.pour']);
    expect((await bottles(owner)).map((bottle) => bottle.id)).toEqual(['CROSS-2']);
  });

  it('a glass the last bottle cannot fill is refused, all or nothing', async () => {
    const owner = await server.signUp();
    const { id } = await format(owner);
    await add(owner, id, ['EXACT-1']);
    await owner.client.post('/api/bottles/EXACT-1/open', {});
    // 2/10 is 150 ml: a 5 oz glass (148 ml) leaves 2 ml, 3 thousandths; a 3 oz one then
    // empties it with 87 ml still wanted and no bottle left: refused, nothing poured.
    await owner.client.put('/api/bottles/EXACT-1/level', { tenths: 2 });
    expect((await poured(owner, id, '5oz')).bottle?.open?.remaining).toBe(3);
    const refused = await pour(owner, id, '3oz');
    expect(refused.status).toBe(409);
    expect(reasonOf(refused.body)).toBe('no-bottle-to-pour');
    const [still] = await bottles(owner);
    expect(still?.open?.remaining).toBe(3);
  });

  it('refuses a glass of a format with no bottle on hand, or of another restaurant’s, changing nothing', async () => {
    const owner = await server.signUp();
    const { id } = await format(owner);
    const none = await pour(owner, id, '5oz');
    expect(none.status).toBe(409);
    expect(reasonOf(none.body)).toBe('no-bottle-to-pour');
    const bad = await owner.client.post(`/api/formats/${id}/pours`, { size: '10oz' });
    expect(bad.status).toBe(400);

    await add(owner, id, ['THEIRS-1']);
    const other = await server.signUp();
    const theirs = await pour(other, id, '5oz');
    expect(theirs.status).toBe(404);
    const [untouched] = await bottles(owner);
    expect(untouched?.open).toBeUndefined();
  });

  it('opens the next bottle where the format was last poured, before an older one elsewhere', async () => {
    const owner = await server.signUp();
    const cellar = await addLocation(server.services.writer, owner, 'Cellar');
    const bar = await addLocation(server.services.writer, owner, 'Bar');
    const { id } = await format(owner);
    await add(owner, id, ['BAR-1'], bar);
    await add(owner, id, ['CELLAR-OLD'], cellar);
    await add(owner, id, ['BAR-NEW'], bar);
    await owner.client.post('/api/bottles/BAR-1/open', {});
    await owner.client.post('/api/bottles/BAR-1/finish', {});
    const answer = await poured(owner, id, '3oz');
    expect(answer.poured).toEqual([{ bottleId: 'BAR-NEW', openedNow: true, finished: false }]);
  });
});
