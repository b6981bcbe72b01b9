import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Format } from '../../../domain/inventory.js';
import type {
  DeadStockReport,
  GlassReport,
  MovementReport,
  OutReport,
  ParLevels,
  ReorderReport,
  ValueReport,
} from '../../../domain/reports.js';
import { addLocation, productRequest } from '../../test/fixtures.js';
import { type SignedUp, startTestServer, type TestServer } from '../../test/test-server.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

async function ok<T>(
  response: Promise<{ status: number; body: unknown }>,
  status = 200,
): Promise<T> {
  const answer = await response;
  expect(answer.status, JSON.stringify(answer.body)).toBe(status);
  return answer.body as T;
}

async function wine(
  owner: SignedUp,
  product: Parameters<typeof productRequest>[0],
  format: { bottleSize: number; cost: number | null; price: number | null },
  ids: string[],
): Promise<Format> {
  const request = productRequest(product);
  const body = await ok<{ format: Format }>(
    owner.client.post('/api/products', {
      ...request,
      format: { ...request.format, ...format },
      bottles: { ids },
    }),
    201,
  );
  return body.format;
}

/** Puts a bottle's add (and removal) where the story needs it in time: a fixture, not a mock. */
async function dated(owner: SignedUp, id: string, addedAt: string, removedAt?: string) {
  const db = server.services.db.kysely;
  await db
    .updateTable('bottles')
    .set({ added_at: addedAt })
    .where('restaurant_id', '=', owner.restaurantId)
    .where('id', '=', id)
    .execute();
  await db
    .updateTable('removed_bottles')
    .set(removedAt ? { added_at: addedAt, removed_at: removedAt } : { added_at: addedAt })
    .where('restaurant_id', '=', owner.restaurantId)
    .where('id', '=', id)
    .execute();
}

/** When a format's bottles last moved, set where the story needs it (see `dated`). */
async function movedAt(owner: SignedUp, formatId: string, at: string) {
  await server.services.db.kysely
    .updateTable('format_moves')
    .set({ moved_at: at })
    .where('restaurant_id', '=', owner.restaurantId)
    .where('format_id', '=', formatId)
    .execute();
}

const remove = (owner: SignedUp, ids: string[], reason: string) =>
  ok(owner.client.post('/api/batches/remove', { ids, reason }));

const MARCH = 'from=2026-03-01T00:00:00.000Z&to=2026-04-01T00:00:00.000Z';

/**
 * The known cellar (decision 0017's example), costs in cents:
 * - Chablis 750 ml, cost 10.00 then 12.00, price 30.00, supplier Vins Dupont: A1 and A3 came at
 *   10.00, A2, A4 and A5 at 12.00 (each bottle keeps its own cost, decision 0042): A1 added
 *   Feb 10, sold Mar 5; A2 added Feb 10, here; A3 added Mar 10, broken Mar 20; A4 added Mar 15,
 *   here; A5 added Apr 5, here.
 * - Rioja 750 ml, no cost, price 40.00, Iberia: B1 added Feb 1, given Mar 12; B2 added Feb 1, here.
 * - Champagne 1500 ml, cost 30.00, no price, no supplier: C1 added Jan 1, sold Apr 10;
 *   C2 added Mar 2, here.
 */
async function knownCellar() {
  const owner = await server.signUp();
  const a = await wine(
    owner,
    { name: 'Chablis', color: 'White', country: 'France', supplier: 'Vins Dupont' },
    { bottleSize: 750, cost: 10, price: 30 },
    ['A1', 'A3'],
  );
  // The cost went up: the bottles that come next cost the new one, those here keep theirs.
  await ok(owner.client.patch(`/api/formats/${a.id}`, { cost: 12 }));
  await ok(
    owner.client.post('/api/bottles', { formatId: a.id, count: 0, ids: ['A2', 'A4', 'A5'] }),
    201,
  );
  const b = await wine(
    owner,
    { name: 'Rioja', color: 'Red', country: 'Spain', supplier: 'Iberia' },
    { bottleSize: 750, cost: null, price: 40 },
    ['B1', 'B2'],
  );
  const c = await wine(
    owner,
    { name: 'Champagne', color: 'Sparkling', country: 'France', supplier: '' },
    { bottleSize: 1500, cost: 30, price: null },
    ['C1', 'C2'],
  );
  await remove(owner, ['A1'], 'sold');
  await remove(owner, ['A3'], 'broken');
  await remove(owner, ['B1'], 'gift');
  await remove(owner, ['C1'], 'sold');
  await dated(owner, 'A1', '2026-02-10T12:00:00.000Z', '2026-03-05T12:00:00.000Z');
  await dated(owner, 'A2', '2026-02-10T12:00:00.000Z');
  await dated(owner, 'A3', '2026-03-10T12:00:00.000Z', '2026-03-20T12:00:00.000Z');
  await dated(owner, 'A4', '2026-03-15T12:00:00.000Z');
  await dated(owner, 'A5', '2026-04-05T12:00:00.000Z');
  await dated(owner, 'B1', '2026-02-01T12:00:00.000Z', '2026-03-12T12:00:00.000Z');
  await dated(owner, 'B2', '2026-02-01T12:00:00.000Z');
  await dated(owner, 'C1', '2026-01-01T12:00:00.000Z', '2026-04-10T12:00:00.000Z');
  await dated(owner, 'C2', '2026-03-02T12:00:00.000Z');
  return { owner, a, b, c };
}

describe('the money view', () => {
  it('values the cellar at the end of a past period, by supplier, flagging what has no cost', async () => {
    const { owner } = await knownCellar();
    const report = await ok<ValueReport>(
      owner.client.get(`/api/reports/value?${MARCH}&group=supplier`),
    );
    expect(report.at).toBe('2026-04-01T00:00:00.000Z');
    // On hand Apr 1: A2, A4 (12.00 now), B2 (no cost), C1 (30.00 when it left Apr 10), C2 (30.00).
    expect(report.groups).toEqual([
      {
        label: 'Vins Dupont',
        bottles: 2,
        costCents: 2400,
        withoutCost: 0,
        priceCents: 6000,
        withoutPrice: 0,
      },
      {
        label: 'Iberia',
        bottles: 1,
        costCents: 0,
        withoutCost: 1,
        priceCents: 4000,
        withoutPrice: 0,
      },
      { label: '', bottles: 2, costCents: 6000, withoutCost: 0, priceCents: 0, withoutPrice: 2 },
    ]);
    expect(report.total).toEqual({
      bottles: 5,
      costCents: 8400,
      withoutCost: 1,
      priceCents: 10000,
      withoutPrice: 2,
    });
  });

  it('values the cellar now by country when the period is this month', async () => {
    const { owner } = await knownCellar();
    const report = await ok<ValueReport>(owner.client.get('/api/reports/value?group=country'));
    // Here now: A2, A4, A5 at 12.00, B2 without cost, C2 at 30.00.
    expect(report.groups).toEqual([
      {
        label: 'France',
        bottles: 4,
        costCents: 6600,
        withoutCost: 0,
        priceCents: 9000,
        withoutPrice: 1,
      },
      {
        label: 'Spain',
        bottles: 1,
        costCents: 0,
        withoutCost: 1,
        priceCents: 4000,
        withoutPrice: 0,
      },
    ]);
  });

  it('counts what went out by reason and checks it against opening + received − closing', async () => {
    const { owner } = await knownCellar();
    const report = await ok<OutReport>(owner.client.get(`/api/reports/out?${MARCH}`));
    const reasons = Object.fromEntries(report.reasons.map((row) => [row.reason, row]));
    expect(reasons.sold).toEqual({ reason: 'sold', bottles: 1, costCents: 1000, withoutCost: 0 });
    expect(reasons.broken).toEqual({
      reason: 'broken',
      bottles: 1,
      costCents: 1000,
      withoutCost: 0,
    });
    expect(reasons.gift).toEqual({ reason: 'gift', bottles: 1, costCents: 0, withoutCost: 1 });
    expect(reasons.poured?.bottles).toBe(0);
    expect(report.total).toEqual({ bottles: 3, costCents: 2000, withoutCost: 1 });
    // Opening Mar 1: A1 10.00, A2 12.00, C1 30.00; B1 and B2 without cost.
    expect(report.opening).toEqual({ bottles: 5, costCents: 5200, withoutCost: 2 });
    // Received in March: A3 10.00 (its own cost), A4 12.00, C2 30.00.
    expect(report.received).toEqual({ bottles: 3, costCents: 5200, withoutCost: 0 });
    // Closing Apr 1: A2, A4 12.00, C1, C2 30.00; B2 without cost.
    expect(report.closing).toEqual({ bottles: 5, costCents: 8400, withoutCost: 1 });
    expect(report.costOfGoodsCents).toBe(5200 + 5200 - 8400);
    expect(report.costOfGoodsCents).toBe(report.total.costCents);
  });

  it('adds up this month after a move and removals: the cost of goods is what went out', async () => {
    const owner = await server.signUp();
    await wine(
      owner,
      { name: 'Sancerre', color: 'White', country: 'France', supplier: 'Loire' },
      { bottleSize: 750, cost: 20, price: 50 },
      ['D1', 'D2', 'D3', 'D4'],
    );
    const now = new Date();
    const lastMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 0, 12));
    // D4 came last month; D1 to D3 this month. D1 is moved, then sold; D2 broken.
    await dated(owner, 'D4', lastMonth.toISOString());
    const bar = await addLocation(server.services.writer, owner, 'Bar');
    await ok(owner.client.post('/api/batches/move', { ids: ['D1'], locationId: bar }));
    await remove(owner, ['D1'], 'sold');
    await remove(owner, ['D2'], 'broken');
    const report = await ok<OutReport>(owner.client.get('/api/reports/out'));
    expect(report.total).toEqual({ bottles: 2, costCents: 4000, withoutCost: 0 });
    expect(report.opening).toEqual({ bottles: 1, costCents: 2000, withoutCost: 0 });
    expect(report.received).toEqual({ bottles: 3, costCents: 6000, withoutCost: 0 });
    expect(report.closing).toEqual({ bottles: 2, costCents: 4000, withoutCost: 0 });
    expect(report.costOfGoodsCents).toBe(4000);
  });

  it('prices each glass at 3oz and 5oz against the target the restaurant sets', async () => {
    const { owner, a, c } = await knownCellar();
    await ok(owner.client.put('/api/listings', { formatId: a.id, price3oz: 9, price5oz: 14 }));
    await ok(owner.client.put('/api/listings', { formatId: c.id, price3oz: 20, price5oz: null }));
    const report = await ok<GlassReport>(owner.client.get('/api/reports/glass'));
    expect(report.target).toBe(25);
    const [chablis, champagne] = report.rows;
    // 12.00 / (750 / 88.7205) / 9.00 = 15.772 %; 12.00 / (750 / 147.8675) / 14.00 = 16.899 %.
    expect(chablis?.pourCost3oz).toBeCloseTo(15.7725, 3);
    expect(chablis?.pourCost5oz).toBeCloseTo(16.8991, 3);
    expect(chablis?.above3oz).toBe(false);
    // A magnum: 30.00 / (1500 / 88.7205) / 20.00 = 8.872 %; no 5oz price, no figure.
    expect(champagne?.pourCost3oz).toBeCloseTo(8.8721, 3);
    expect(champagne?.pourCost5oz).toBeNull();

    await ok(owner.client.put('/api/reports/settings', { pourCostTarget: 16 }));
    const stricter = await ok<GlassReport>(owner.client.get('/api/reports/glass'));
    expect(stricter.target).toBe(16);
    expect(stricter.rows.map((row) => [row.name, row.above3oz, row.above5oz])).toEqual([
      ['Chablis', false, true],
      ['Champagne', false, false],
    ]);
  });

  it('lists formats without movement for N days as dead stock, with their value', async () => {
    const { owner, a, b, c } = await knownCellar();
    // When each format's bottles last moved, as the story dates them (the Writer stamps now).
    await movedAt(owner, a.id, '2026-04-05T12:00:00.000Z');
    await movedAt(owner, b.id, '2026-03-12T12:00:00.000Z');
    await movedAt(owner, c.id, '2026-04-10T12:00:00.000Z');
    // Then a Chablis arrives today.
    await ok(owner.client.post('/api/bottles', { formatId: a.id, ids: ['A6'] }), 201);
    const now = Date.now();
    const sinceMarch = Math.ceil((now - Date.parse('2026-02-15T00:00:00.000Z')) / 86_400_000);
    const report = await ok<DeadStockReport>(owner.client.get('/api/reports/dead-stock'));
    // Rioja last moved Mar 12 (B1 given), Champagne Apr 10 (C1 sold): both over 90 days ago.
    expect(
      report.rows.map((row) => [row.name, row.bottles, row.valueCents, row.lastMovement]),
    ).toEqual([
      ['Champagne', 1, 3000, '2026-04-10T12:00:00.000Z'],
      ['Rioja', 1, null, '2026-03-12T12:00:00.000Z'],
    ]);
    expect(report.total).toEqual({ bottles: 2, costCents: 3000, withoutCost: 1 });
    const longer = await ok<DeadStockReport>(
      owner.client.get(`/api/reports/dead-stock?days=${sinceMarch}`),
    );
    expect(longer.rows).toEqual([]);
  });

  it('keeps when bottles last moved: a move or a removal is a movement, a par level is not', async () => {
    const { owner, a, b, c } = await knownCellar();
    for (const format of [a, b, c]) await movedAt(owner, format.id, '2026-01-05T12:00:00.000Z');
    const dead = async () =>
      (await ok<DeadStockReport>(owner.client.get('/api/reports/dead-stock'))).rows.map(
        (row) => row.name,
      );
    expect(await dead()).toEqual(['Chablis', 'Champagne', 'Rioja']);
    const bar = await addLocation(server.services.writer, owner, 'Bar');
    await ok(owner.client.post('/api/batches/move', { ids: ['B2'], locationId: bar }));
    await remove(owner, ['A2'], 'poured');
    await ok(owner.client.put('/api/par-levels', { levels: [{ formatId: c.id, par: 6 }] }));
    expect(await dead()).toEqual(['Champagne']);
  });

  it('counts bottles in and out per week', async () => {
    const { owner } = await knownCellar();
    const report = await ok<MovementReport>(owner.client.get(`/api/reports/movement?${MARCH}`));
    expect(report.weeks).toEqual([
      { week: '2026-02-23', in: 0, out: 0 },
      { week: '2026-03-02', in: 1, out: 1 },
      { week: '2026-03-09', in: 2, out: 1 },
      { week: '2026-03-16', in: 0, out: 1 },
      { week: '2026-03-23', in: 0, out: 0 },
      { week: '2026-03-30', in: 0, out: 0 },
    ]);
  });

  it('sets par levels in bulk and lists what to order by supplier', async () => {
    const { owner, a, b, c } = await knownCellar();
    await ok(
      owner.client.put('/api/par-levels', {
        levels: [
          { formatId: a.id, par: 6 },
          { formatId: b.id, par: 4 },
          { formatId: c.id, par: 1 },
        ],
      }),
    );
    const report = await ok<ReorderReport>(owner.client.get('/api/reports/reorder'));
    // Chablis 3 here, par 6: 3 at 12.00. Rioja 1 here, par 4: 3 without cost. Champagne at par.
    expect(
      report.suppliers.map((group) => [
        group.supplier,
        group.rows.map((row) => [row.name, row.par, row.onHand, row.toOrder, row.lineCents]),
        group.total,
      ]),
    ).toEqual([
      ['Iberia', [['Rioja', 4, 1, 3, null]], { bottles: 3, costCents: 0, withoutCost: 3 }],
      [
        'Vins Dupont',
        [['Chablis', 6, 3, 3, 3600]],
        { bottles: 3, costCents: 3600, withoutCost: 0 },
      ],
    ]);
    expect(report.total).toEqual({ bottles: 6, costCents: 3600, withoutCost: 3 });

    const csv = await owner.client.get('/api/reports/reorder/export.csv');
    expect(csv.status).toBe(200);
    expect(
      String(csv.body)
        .replace(/^\uFEFF/, '')
        .split('\r\n')
        .slice(0, 3),
    ).toEqual([
      'supplier,wine,producer,vintage,bottle_size_ml,par,on_hand,to_order,bottle_cost,line_cost',
      'Iberia,Rioja,Domaine Rossignol-Trapet,2019,750,4,1,3,,',
      'Iberia,total,,,,,,3,,0.00',
    ]);
  });

  it('sets all par levels or none, and refuses a level that is not a whole number', async () => {
    const { owner, a } = await knownCellar();
    const missing = await owner.client.put('/api/par-levels', {
      levels: [
        { formatId: a.id, par: 6 },
        { formatId: 'no-such-format', par: 2 },
      ],
    });
    expect(missing.status).toBe(404);
    const negative = await owner.client.put('/api/par-levels', {
      levels: [{ formatId: a.id, par: -1 }],
    });
    expect(negative.status).toBe(400);
    expect((negative.body as { error: { reason: string } }).error.reason).toBe('par-level-invalid');
    expect(await ok<ParLevels>(owner.client.get('/api/par-levels'))).toEqual({ levels: [] });
  });

  it('refuses a period whose end is not after its start', async () => {
    const { owner } = await knownCellar();
    const response = await owner.client.get(
      '/api/reports/out?from=2026-04-01T00:00:00.000Z&to=2026-03-01T00:00:00.000Z',
    );
    expect(response.status).toBe(400);
    expect((response.body as { error: { reason: string } }).error.reason).toBe(
      'report-period-invalid',
    );
  });

  it('answers a manager, and refuses staff with permission-denied', async () => {
    const { owner } = await knownCellar();
    const manager = await server.addMember(owner, 'manager');
    const staff = await server.addMember(owner, 'staff');
    await ok(manager.client.get('/api/reports/value'));
    for (const path of [
      '/api/reports/value',
      '/api/reports/reorder',
      '/api/reports/out/export.csv',
    ]) {
      const refused = await staff.client.get(path);
      expect(refused.status, path).toBe(403);
      expect((refused.body as { error: { reason: string } }).error.reason).toBe(
        'permission-denied',
      );
    }
    const write = await staff.client.put('/api/par-levels', { levels: [] });
    expect(write.status).toBe(403);
  });
});
