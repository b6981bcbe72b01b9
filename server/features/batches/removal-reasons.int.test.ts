import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ActivityPage } from '../../../domain/activity.js';
import type { ScanResult } from '../../../domain/catalog.js';
import type { Bottle, Format, Product } from '../../../domain/inventory.js';
import type { BottleHistoryEntry } from '../../../domain/inventory-commands.js';
import type { Change } from '../../../domain/live.js';
import { removalReasons } from '../../../domain/removal-reasons.js';
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

interface Saved {
  product: Product;
  format: Format;
  bottles: Bottle[];
}

async function wineWith(owner: SignedUp, ids: string[]): Promise<Saved> {
  const response = await owner.client.post('/api/products', {
    ...productRequest({ name: 'Barolo Cannubi' }),
    bottles: { ids },
  });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body as Saved;
}

const bottleIds = async (who: SignedUp) =>
  ((await who.client.get('/api/snapshot')).body as Snapshot).bottles.map((bottle) => bottle.id);

function removedRows(who: SignedUp) {
  return server.services.db.kysely
    .selectFrom('removed_bottles')
    .selectAll()
    .where('restaurant_id', '=', who.restaurantId)
    .orderBy('id')
    .execute();
}

/** The changes of the restaurant's newest batch of the change log. */
async function lastChanges(who: SignedUp): Promise<Change[]> {
  const row = await server.services.db.kysely
    .selectFrom('change_batches')
    .select('changes')
    .where('restaurant_id', '=', who.restaurantId)
    .orderBy('revision', 'desc')
    .executeTakeFirstOrThrow();
  return JSON.parse(row.changes) as Change[];
}

async function historyOf(who: SignedUp, id: string): Promise<BottleHistoryEntry[]> {
  const response = await who.client.get(`/api/bottles/${encodeURIComponent(id)}/history`);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return (response.body as { history: BottleHistoryEntry[] }).history;
}

async function scan(who: SignedUp, code: string): Promise<ScanResult> {
  const response = await who.client.post('/api/scan', { code });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body as ScanResult;
}

describe('removals carry a reason', () => {
  it('takes Sold when nobody says otherwise, from the drawer and from a batch', async () => {
    const owner = await server.signUp();
    await wineWith(owner, ['D1', 'D2']);
    expect((await owner.client.delete('/api/bottles/D1')).status).toBe(204);
    const batch = await owner.client.post('/api/batches/remove', { ids: ['D2'] });
    expect(batch.status, JSON.stringify(batch.body)).toBe(200);
    expect((await removedRows(owner)).map((row) => [row.id, row.reason])).toEqual([
      ['D1', 'sold'],
      ['D2', 'sold'],
    ]);
  });

  it('keeps each reason with the removal: its row at the cost of the day, its change, the history and the Activity', async () => {
    const owner = await server.signUp();
    const ids = removalReasons.map((reason) => `R-${reason}`);
    const saved = await wineWith(owner, ids);
    for (const [index, reason] of removalReasons.entries()) {
      const id = ids[index] ?? '';
      const response =
        index % 2 === 0
          ? await owner.client.delete(`/api/bottles/${id}?reason=${reason}`)
          : await owner.client.post('/api/batches/remove', { ids: [id], reason });
      expect(response.status, JSON.stringify(response.body)).toBeLessThan(300);
      expect(
        (await lastChanges(owner))
          .filter((change) => change.entity === 'bottle')
          .map((change) => [change.id, change.action, (change.data as { reason?: string }).reason]),
      ).toEqual([[id, 'bottle.remove', reason]]);
      const history = await historyOf(owner, id);
      expect(history.map((entry) => [entry.action, entry.reason, entry.actorName])).toEqual([
        ['bottle.add', null, 'Sam Sommelier'],
        ['bottle.remove', reason, 'Sam Sommelier'],
      ]);
      const activity = (await owner.client.get('/api/activity')).body as ActivityPage;
      expect(activity.entries[0]).toMatchObject({ kind: 'bottles-removed', count: 1, reason });
    }
    // The value of what left is its cost then, whatever the format costs now.
    expect((await owner.client.patch(`/api/formats/${saved.format.id}`, { cost: 99 })).status).toBe(
      200,
    );
    const rows = await removedRows(owner);
    expect(rows.map((row) => row.reason).sort()).toEqual([...removalReasons].sort());
    for (const row of rows) {
      expect(row).toMatchObject({
        format_id: saved.format.id,
        cost_cents: 4250,
        removed_by_user_id: owner.userId,
      });
    }
    const csv = String((await owner.client.get('/api/activity.csv')).body)
      .replace(/^\uFEFF/, '')
      .split('\r\n');
    const reason = csv[0]?.split(',').indexOf('reason') ?? -1;
    expect(reason).toBeGreaterThan(0);
    expect(
      csv
        .filter((line) => line.includes(',bottles-removed,'))
        .map((line) => line.split(',')[reason]),
    ).toEqual([...removalReasons].reverse());
  });

  it('names the reason on an Activity entry only when every bottle of it left for that one', async () => {
    const owner = await server.signUp();
    await wineWith(owner, ['A1', 'A2', 'A3']);
    await owner.client.post('/api/batches/remove', { ids: ['A1', 'A2'], reason: 'gift' });
    const [entry] = ((await owner.client.get('/api/activity')).body as ActivityPage).entries;
    expect(entry).toMatchObject({ kind: 'bottles-removed', count: 2, reason: 'gift' });
    // Anything else names none.
    const entries = ((await owner.client.get('/api/activity')).body as ActivityPage).entries;
    expect(entries.map((item) => [item.kind, item.reason])).toEqual([
      ['bottles-removed', 'gift'],
      ['products-added', null],
    ]);
  });

  it('refuses a reason it does not know with 400, and changes nothing', async () => {
    const owner = await server.signUp();
    await wineWith(owner, ['B1', 'B2']);
    const single = await owner.client.delete('/api/bottles/B1?reason=stolen');
    const batch = await owner.client.post('/api/batches/remove', { ids: ['B2'], reason: 'Sold' });
    expect([single.status, batch.status]).toEqual([400, 400]);
    expect(await bottleIds(owner)).toEqual(['B1', 'B2']);
    expect(await removedRows(owner)).toEqual([]);
  });

  it('removes nothing and remembers nothing when one id of a batch is unknown', async () => {
    const owner = await server.signUp();
    await wineWith(owner, ['C1', 'C2']);
    const response = await owner.client.post('/api/batches/remove', {
      ids: ['C1', 'NEVER-WAS', 'C2'],
      reason: 'broken',
    });
    expect(response.status).toBe(404);
    expect(await bottleIds(owner)).toEqual(['C1', 'C2']);
    expect(await removedRows(owner)).toEqual([]);
    expect(await scan(owner, 'C1')).toMatchObject({ kind: 'bottle' });
  });

  it('says when and why a removed id left when it is scanned, and which wine it was', async () => {
    const owner = await server.signUp();
    const saved = await wineWith(owner, ['S1']);
    await owner.client.delete('/api/bottles/S1?reason=broken');
    const [row] = await removedRows(owner);
    expect(await scan(owner, 'S1')).toEqual({
      kind: 'removed',
      code: 'S1',
      removedAt: row?.removed_at,
      reason: 'broken',
      formatId: saved.format.id,
      productId: saved.product.id,
    });
    // Another restaurant asking for it hears what it hears of a code nobody has.
    const intruder = await server.signUp();
    expect(await scan(intruder, 'S1')).toEqual({ kind: 'unknown', code: 'S1' });
    expect((await intruder.client.get('/api/bottles/S1/history')).status).toBe(404);
  });

  it('scans an id added again as the live bottle, with only its new life in its history', async () => {
    const owner = await server.signUp();
    const saved = await wineWith(owner, ['AGAIN']);
    await owner.client.post('/api/batches/remove', { ids: ['AGAIN'], reason: 'returned' });
    const back = await owner.client.post('/api/bottles', {
      formatId: saved.format.id,
      ids: ['AGAIN'],
    });
    expect(back.status, JSON.stringify(back.body)).toBe(201);
    expect(await scan(owner, 'AGAIN')).toMatchObject({ kind: 'bottle', bottle: { id: 'AGAIN' } });
    expect((await historyOf(owner, 'AGAIN')).map((entry) => entry.action)).toEqual(['bottle.add']);
    // Removed once more, for another reason: that one is what a scan says.
    await owner.client.delete('/api/bottles/AGAIN?reason=poured');
    expect(await scan(owner, 'AGAIN')).toMatchObject({ kind: 'removed', reason: 'poured' });
    expect((await historyOf(owner, 'AGAIN')).map((entry) => entry.reason)).toEqual([
      null,
      'poured',
    ]);
  });
});
