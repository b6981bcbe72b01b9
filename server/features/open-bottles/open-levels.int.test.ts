import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Format } from '../../../domain/inventory.js';
import type { OutReport, ValueReport } from '../../../domain/reports.js';
import { productRequest } from '../../test/fixtures.js';
import { type SignedUp, startTestServer, type TestServer } from '../../test/test-server.js';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  await server.close();
});

const OCTOBER = 'from=2026-10-01T00:00:00.000Z&to=2026-11-01T00:00:00.000Z';
const EARLY_NOVEMBER = 'from=2026-11-01T00:00:00.000Z&to=2026-11-10T00:00:00.000Z';

async function get<T>(who: SignedUp, path: string): Promise<T> {
  const response = await who.client.get(path);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body as T;
}

/** The level the bottle was just given, moved to `at` (the API sets levels now). */
async function levelAt(owner: SignedUp, id: string, remaining: number, at: string) {
  await server.services.db.kysely
    .updateTable('bottle_levels')
    .set({ at })
    .where('restaurant_id', '=', owner.restaurantId)
    .where('bottle_id', '=', id)
    .where('remaining_permille', '=', remaining)
    .execute();
}

describe('an open bottle in a past period', () => {
  it('counts the level it had then: 30.00 at October’s close, 12.00 at 4/10 in November, whatever came later', async () => {
    const owner = await server.signUp();
    const request = productRequest({ name: 'Chablis du mois' });
    const saved = await owner.client.post('/api/products', {
      ...request,
      format: { ...request.format, bottleSize: 750, cost: 30 },
      bottles: { ids: ['LVL-1'], count: 0 },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(201);
    expect((saved.body as { format: Format }).format.bottleSize).toBe(750);
    const db = server.services.db.kysely;
    await db
      .updateTable('bottles')
      .set({ added_at: '2026-10-01T12:00:00.000Z' })
      .where('restaurant_id', '=', owner.restaurantId)
      .execute();

    // Opened 10/10 on 10 October, recorded at 4/10 on 4 November.
    expect((await owner.client.post('/api/bottles/LVL-1/open', {})).status).toBe(200);
    await db
      .updateTable('bottles')
      .set({ opened_at: '2026-10-10T12:00:00.000Z' })
      .where('restaurant_id', '=', owner.restaurantId)
      .execute();
    await levelAt(owner, 'LVL-1', 1000, '2026-10-10T12:00:00.000Z');
    expect((await owner.client.put('/api/bottles/LVL-1/level', { tenths: 4 })).status).toBe(200);
    await levelAt(owner, 'LVL-1', 400, '2026-11-04T12:00:00.000Z');

    const check = async () => {
      const october = await get<ValueReport>(owner, `/api/reports/value?${OCTOBER}&group=country`);
      expect(october.total.costCents).toBe(3000);
      const november = await get<ValueReport>(
        owner,
        `/api/reports/value?${EARLY_NOVEMBER}&group=country`,
      );
      expect(november.total.costCents).toBe(1200);
      const out = await get<OutReport>(owner, `/api/reports/out?${EARLY_NOVEMBER}`);
      expect(out.opening.costCents).toBe(3000);
      expect(out.closing.costCents).toBe(1200);
      expect(out.costOfGoodsCents).toBe(1800);
    };
    await check();

    // A later level, then the bottle finished: the closed periods do not move.
    expect((await owner.client.put('/api/bottles/LVL-1/level', { tenths: 2 })).status).toBe(200);
    await levelAt(owner, 'LVL-1', 200, '2026-11-20T12:00:00.000Z');
    await check();
    expect((await owner.client.post('/api/bottles/LVL-1/finish', {})).status).toBe(204);
    await db
      .updateTable('removed_bottles')
      .set({ removed_at: '2026-11-25T12:00:00.000Z' })
      .where('restaurant_id', '=', owner.restaurantId)
      .execute();
    await check();
  });
});

describe('a re-keyed open bottle', () => {
  it('keeps its levels under its new id: 30.00 at October’s close, 12.00 at 4/10 in November', async () => {
    const owner = await server.signUp();
    const request = productRequest({ name: 'Chablis relabelled' });
    const saved = await owner.client.post('/api/products', {
      ...request,
      format: { ...request.format, bottleSize: 750, cost: 30 },
      bottles: { ids: ['OLD-1'], count: 0 },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(201);
    const db = server.services.db.kysely;
    await db
      .updateTable('bottles')
      .set({ added_at: '2026-10-01T12:00:00.000Z' })
      .where('restaurant_id', '=', owner.restaurantId)
      .execute();
    expect((await owner.client.post('/api/bottles/OLD-1/open', {})).status).toBe(200);
    await db
      .updateTable('bottles')
      .set({ opened_at: '2026-10-10T12:00:00.000Z' })
      .where('restaurant_id', '=', owner.restaurantId)
      .execute();
    await levelAt(owner, 'OLD-1', 1000, '2026-10-10T12:00:00.000Z');
    expect((await owner.client.put('/api/bottles/OLD-1/level', { tenths: 4 })).status).toBe(200);
    await levelAt(owner, 'OLD-1', 400, '2026-11-04T12:00:00.000Z');
    // Measured at 2/10 today: a bottle without its levels would count that in every period.
    expect((await owner.client.put('/api/bottles/OLD-1/level', { tenths: 2 })).status).toBe(200);

    const rekeyed = await owner.client.put('/api/bottles/OLD-1/qr', { newId: 'NEW-1' });
    expect(rekeyed.status, JSON.stringify(rekeyed.body)).toBe(200);

    const levels = await db
      .selectFrom('bottle_levels')
      .select(['bottle_id', 'remaining_permille'])
      .where('restaurant_id', '=', owner.restaurantId)
      .orderBy('at')
      .execute();
    expect(levels.map((level) => [level.bottle_id, level.remaining_permille])).toEqual([
      ['NEW-1', 1000],
      ['NEW-1', 400],
      ['NEW-1', 200],
    ]);
    const october = await get<ValueReport>(owner, `/api/reports/value?${OCTOBER}&group=country`);
    expect(october.total.costCents).toBe(3000);
    const november = await get<ValueReport>(
      owner,
      `/api/reports/value?${EARLY_NOVEMBER}&group=country`,
    );
    expect(november.total.costCents).toBe(1200);
  });
});

describe('what went out with open bottles', () => {
  it('counts a removed open bottle at what remained of it, and the glasses poured from those still open: the reasons add up to the cost of goods', async () => {
    const owner = await server.signUp();
    const request = productRequest({ name: 'Chablis au verre' });
    const saved = await owner.client.post('/api/products', {
      ...request,
      format: { ...request.format, bottleSize: 750, cost: 30 },
      bottles: { ids: ['OUT-1', 'OUT-2'], count: 0 },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(201);
    const db = server.services.db.kysely;
    const set = (table: 'bottles' | 'removed_bottles', id: string, times: object) =>
      db
        .updateTable(table)
        .set(times)
        .where('restaurant_id', '=', owner.restaurantId)
        .where('id', '=', id)
        .execute();
    // OUT-1: in on 1 October, opened on the 10th, at 4/10 on 4 November, finished on the 25th.
    await set('bottles', 'OUT-1', { added_at: '2026-10-01T12:00:00.000Z' });
    expect((await owner.client.post('/api/bottles/OUT-1/open', {})).status).toBe(200);
    await set('bottles', 'OUT-1', { opened_at: '2026-10-10T12:00:00.000Z' });
    await levelAt(owner, 'OUT-1', 1000, '2026-10-10T12:00:00.000Z');
    expect((await owner.client.put('/api/bottles/OUT-1/level', { tenths: 4 })).status).toBe(200);
    await levelAt(owner, 'OUT-1', 400, '2026-11-04T12:00:00.000Z');
    expect((await owner.client.post('/api/bottles/OUT-1/finish', {})).status).toBe(204);
    await set('removed_bottles', 'OUT-1', { removed_at: '2026-11-25T12:00:00.000Z' });
    // OUT-2: in on 12 November, opened on the 13th, poured down to 6/10 by the 20th, still open.
    await set('bottles', 'OUT-2', { added_at: '2026-11-12T12:00:00.000Z' });
    expect((await owner.client.post('/api/bottles/OUT-2/open', {})).status).toBe(200);
    await set('bottles', 'OUT-2', { opened_at: '2026-11-13T12:00:00.000Z' });
    await levelAt(owner, 'OUT-2', 1000, '2026-11-13T12:00:00.000Z');
    expect((await owner.client.put('/api/bottles/OUT-2/level', { tenths: 6 })).status).toBe(200);
    await levelAt(owner, 'OUT-2', 600, '2026-11-20T12:00:00.000Z');

    const out = async (from: string) => {
      const report = await get<OutReport>(
        owner,
        `/api/reports/out?from=${from}&to=2026-11-27T00:00:00.000Z`,
      );
      const poured = report.reasons.find((row) => row.reason === 'poured');
      return {
        opening: report.opening.costCents,
        received: report.received.costCents,
        closing: report.closing.costCents,
        costOfGoods: report.costOfGoodsCents,
        poured: [poured?.bottles, poured?.costCents],
        total: report.total.costCents,
      };
    };
    // From 10 November OUT-1 was worth 12.00 (4/10), not its 30.00 again; OUT-2 poured 12.00.
    expect(await out('2026-11-10T00:00:00.000Z')).toEqual({
      opening: 1200,
      received: 3000,
      closing: 1800,
      costOfGoods: 2400,
      poured: [1, 2400],
      total: 2400,
    });
    // From 1 November OUT-1 was still full: all of it went out in the period.
    expect(await out('2026-11-01T00:00:00.000Z')).toEqual({
      opening: 3000,
      received: 3000,
      closing: 1800,
      costOfGoods: 4200,
      poured: [1, 4200],
      total: 4200,
    });
  });
});
