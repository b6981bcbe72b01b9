import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Format } from '../../../domain/inventory.js';
import type { SalesOverview } from '../../../domain/sales-api.js';
import { productRequest } from '../../test/fixtures.js';
import { sendFile } from '../../test/send-file.js';
import { type SignedUp, startTestServer, type TestServer } from '../../test/test-server.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

const header = 'Date,Item,Qty,Gross Sales';

function reasonOf(body: unknown): string | undefined {
  return (body as { error?: { reason?: string } }).error?.reason;
}

/** A restaurant selling Chablis by the bottle from its Bar, depletion on; three bottles there. */
async function restaurant(): Promise<{ owner: SignedUp; bar: string; chablis: string }> {
  const owner = await server.signUp();
  const made = await owner.client.post('/api/locations', { name: 'Bar' });
  const bar = (made.body as { id: string }).id;
  const request = productRequest({ name: 'Chablis' });
  const saved = await owner.client.post('/api/products', {
    ...request,
    format: { ...request.format, cost: 18, price: 60 },
    bottles: { ids: ['C1', 'C2', 'C3'], locationId: bar },
  });
  expect(saved.status, JSON.stringify(saved.body)).toBe(201);
  const chablis = (saved.body as { format: Format }).format.id;
  const matched = await owner.client.put('/api/sales/items', {
    item: 'Chablis BTL',
    kind: 'bottle',
    formatId: chablis,
  });
  expect(matched.status).toBe(200);
  const on = await owner.client.put('/api/sales-depletion', { deplete: true, locationId: bar });
  expect(on.status).toBe(200);
  return { owner, bar, chablis };
}

async function importSold(owner: SignedUp, day: string, quantity: number): Promise<string> {
  const imported = await sendFile(
    owner.client,
    `/api/sales?name=${day}.csv`,
    `${header}\n${day},Chablis BTL,${quantity},$120.00\n`,
  );
  expect(imported.status, JSON.stringify(imported.body)).toBe(200);
  return (imported.body as { fileId: string }).fileId;
}

async function onHand(owner: SignedUp, formatId: string) {
  const answer = await owner.client.get(`/api/bottles?format=${formatId}`);
  const bottles = (answer.body as { bottles: Array<{ id: string; locationId: string | null }> })
    .bottles;
  return bottles.map((bottle) => `${bottle.id}@${bottle.locationId}`).sort();
}

async function fileListed(owner: SignedUp, fileId: string) {
  const listed = await owner.client.get('/api/sales');
  expect(listed.status).toBe(200);
  return (listed.body as SalesOverview).files.find((file) => file.id === fileId);
}

describe('Undo removals of a sales file', () => {
  it('puts the bottles back where they were, keeps the sales, and refuses a second undo', async () => {
    const { owner, bar, chablis } = await restaurant();
    const fileId = await importSold(owner, '2026-11-02', 2);
    expect(await onHand(owner, chablis)).toEqual([`C3@${bar}`]);
    expect(await fileListed(owner, fileId)).toMatchObject({
      removedBottles: 2,
      pouredGlasses: 0,
      lines: 1,
    });

    const undone = await owner.client.post(`/api/sales/${fileId}/undo-removals`);
    expect(undone.status, JSON.stringify(undone.body)).toBe(200);
    expect(undone.body).toEqual({ bottles: 2, glasses: 0 });
    expect(await onHand(owner, chablis)).toEqual([`C1@${bar}`, `C2@${bar}`, `C3@${bar}`]);
    // The sales stay; only the removals went.
    expect(await fileListed(owner, fileId)).toMatchObject({ removedBottles: 0, lines: 1 });
    const activity = await owner.client.get('/api/activity');
    expect(JSON.stringify(activity.body)).toContain('"kind":"bottles-returned"');
    // A bottle put back keeps its life: added, removed as Sold by the file, then back.
    const history = await owner.client.get('/api/bottles/C1/history');
    expect(history.status).toBe(200);
    const steps = (history.body as { history: Array<{ action: string; reason: string | null }> })
      .history;
    expect(steps.map((step) => [step.action, step.reason])).toEqual([
      ['bottle.add', null],
      ['bottle.remove', 'sold'],
      ['bottle.return', null],
    ]);

    const again = await owner.client.post(`/api/sales/${fileId}/undo-removals`);
    expect(again.status).toBe(409);
    expect(reasonOf(again.body)).toBe('depletion-nothing-to-undo');
    expect(await onHand(owner, chablis)).toHaveLength(3);
  });

  it('refuses a file whose sales removed nothing', async () => {
    const { owner } = await restaurant();
    const off = await owner.client.put('/api/sales-depletion', {
      deplete: false,
      locationId: null,
    });
    expect(off.status).toBe(200);
    const fileId = await importSold(owner, '2026-11-03', 1);
    const undone = await owner.client.post(`/api/sales/${fileId}/undo-removals`);
    expect(reasonOf(undone.body)).toBe('depletion-nothing-to-undo');
  });

  it('puts nothing back when one of the bottles was changed since, naming it', async () => {
    const { owner, bar, chablis } = await restaurant();
    const fileId = await importSold(owner, '2026-11-04', 2);
    // C1 is scanned in again: the file's other bottle stays out too.
    const readded = await owner.client.post('/api/bottles', { formatId: chablis, ids: ['C1'] });
    expect(readded.status, JSON.stringify(readded.body)).toBeLessThan(300);
    const undone = await owner.client.post(`/api/sales/${fileId}/undo-removals`);
    expect(undone.status).toBe(409);
    expect(reasonOf(undone.body)).toBe('depletion-not-undoable');
    expect((undone.body as { error: { details: { ids: string[] } } }).error.details.ids).toEqual([
      'C1',
    ]);
    expect(await onHand(owner, chablis)).toEqual([`C1@null`, `C3@${bar}`]);
    // Removed again, by hand: it left by another change, still not the file's to put back.
    const removed = await owner.client.delete('/api/bottles/C1?reason=broken');
    expect(removed.status, JSON.stringify(removed.body)).toBeLessThan(300);
    const still = await owner.client.post(`/api/sales/${fileId}/undo-removals`);
    expect(reasonOf(still.body)).toBe('depletion-not-undoable');
    expect(await onHand(owner, chablis)).toEqual([`C3@${bar}`]);
  });

  it('is for owners and managers of the restaurant only', async () => {
    const { owner, chablis } = await restaurant();
    const fileId = await importSold(owner, '2026-11-05', 1);
    const staff = await server.addMember(owner, 'staff');
    const refused = await staff.client.post(`/api/sales/${fileId}/undo-removals`);
    expect(refused.status).toBe(403);
    expect(reasonOf(refused.body)).toBe('permission-denied');
    const other = await server.signUp();
    const foreign = await other.client.post(`/api/sales/${fileId}/undo-removals`);
    expect(foreign.status).toBe(404);
    expect(await onHand(owner, chablis)).toHaveLength(2);
    const manager = await server.addMember(owner, 'manager');
    const undone = await manager.client.post(`/api/sales/${fileId}/undo-removals`);
    expect(undone.body).toEqual({ bottles: 1, glasses: 0 });
  });

  it('gives the open bottles the glasses poured from their levels back, and the emptied one', async () => {
    const owner = await server.signUp();
    const request = productRequest({ name: 'Sancerre' });
    const saved = await owner.client.post('/api/products', {
      ...request,
      format: { ...request.format, cost: 16, price: 50 },
      bottles: { ids: ['S1', 'S2'], locationId: null },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(201);
    const sancerre = (saved.body as { format: Format }).format.id;
    const listed = await owner.client.put('/api/listings', {
      formatId: sancerre,
      price3oz: 9,
      price5oz: 14,
    });
    expect(listed.status, JSON.stringify(listed.body)).toBeLessThan(300);
    // One glass poured by hand first: S1 open, 803 thousandths left.
    const byHand = await owner.client.post(`/api/formats/${sancerre}/pours`, { size: '5oz' });
    expect(byHand.status, JSON.stringify(byHand.body)).toBe(200);
    const matched = await owner.client.put('/api/sales/items', {
      item: 'Sancerre GLS',
      kind: 'glass',
      formatId: sancerre,
      pour: '5oz',
    });
    expect(matched.status, JSON.stringify(matched.body)).toBe(200);
    expect(
      (await owner.client.put('/api/sales-depletion', { deplete: true, locationId: null })).status,
    ).toBe(200);
    const levels = async () => {
      const answer = await owner.client.get(`/api/bottles?format=${sancerre}`);
      const bottles = (
        answer.body as { bottles: Array<{ id: string; open?: { remaining: number } }> }
      ).bottles;
      return bottles.map((bottle) => `${bottle.id}:${bottle.open?.remaining ?? 'closed'}`).sort();
    };
    expect(await levels()).toEqual(['S1:803', 'S2:closed']);
    // Five glasses: four from S1, the fifth empties it and opens S2.
    const imported = await sendFile(
      owner.client,
      '/api/sales?name=glasses.csv',
      `${header}\n2026-11-06,Sancerre GLS,5,$70.00\n`,
    );
    expect(imported.status, JSON.stringify(imported.body)).toBe(200);
    const fileId = (imported.body as { fileId: string }).fileId;
    const after = await levels();
    expect(after).toHaveLength(1);
    expect(after[0]).toMatch(/^S2:\d+$/);
    // The Sales screen offers to undo a file whose sales only poured glasses.
    expect(await fileListed(owner, fileId)).toMatchObject({ removedBottles: 0, pouredGlasses: 5 });

    const undone = await owner.client.post(`/api/sales/${fileId}/undo-removals`);
    expect(undone.status, JSON.stringify(undone.body)).toBe(200);
    expect(undone.body).toEqual({ bottles: 0, glasses: 5 });
    expect(await levels()).toEqual(['S1:803', 'S2:closed']);
    expect(await fileListed(owner, fileId)).toMatchObject({ removedBottles: 0, pouredGlasses: 0 });
    const again = await owner.client.post(`/api/sales/${fileId}/undo-removals`);
    expect(reasonOf(again.body)).toBe('depletion-nothing-to-undo');
  });

  it('puts no level back when a bottle the glasses poured from was poured from since', async () => {
    const owner = await server.signUp();
    const request = productRequest({ name: 'Muscadet' });
    const saved = await owner.client.post('/api/products', {
      ...request,
      bottles: { ids: ['M1'], locationId: null },
    });
    const muscadet = (saved.body as { format: Format }).format.id;
    await owner.client.put('/api/listings', { formatId: muscadet, price3oz: 7, price5oz: 11 });
    await owner.client.put('/api/sales/items', {
      item: 'Muscadet GLS',
      kind: 'glass',
      formatId: muscadet,
      pour: '5oz',
    });
    await owner.client.put('/api/sales-depletion', { deplete: true, locationId: null });
    const imported = await sendFile(
      owner.client,
      '/api/sales?name=muscadet.csv',
      `${header}\n2026-11-07,Muscadet GLS,1,$11.00\n`,
    );
    const fileId = (imported.body as { fileId: string }).fileId;
    const byHand = await owner.client.post(`/api/formats/${muscadet}/pours`, { size: '5oz' });
    expect(byHand.status).toBe(200);
    const undone = await owner.client.post(`/api/sales/${fileId}/undo-removals`);
    expect(reasonOf(undone.body)).toBe('depletion-not-undoable');
    expect((undone.body as { error: { details: { ids: string[] } } }).error.details.ids).toEqual([
      'M1',
    ]);
  });
});
