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
