import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FormatCosts } from '../../../domain/deliveries.js';
import type { Format } from '../../../domain/inventory.js';
import type { CostChangesReport, OutReport, ValueReport } from '../../../domain/reports.js';
import { addLocation, productRequest } from '../../test/fixtures.js';
import { type SignedUp, startTestServer, type TestServer } from '../../test/test-server.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

async function ok<T>(response: Promise<{ status: number; body: unknown }>, status = 200) {
  const answer = await response;
  expect(answer.status, JSON.stringify(answer.body)).toBe(status);
  return answer.body as T;
}

/** Last month, as the reports' period query. */
function lastMonth(): { query: string; inside: (day: number) => string } {
  const now = new Date();
  const from = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1));
  const to = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  return {
    query: `from=${from.toISOString()}&to=${to.toISOString()}`,
    inside: (day) => new Date(from.getTime() + (day - 1) * 86_400_000 + 43_200_000).toISOString(),
  };
}

/** Puts bottles' arrival (and removal) where the story needs it in time: a fixture, not a mock. */
async function dated(owner: SignedUp, ids: string[], addedAt: string, removedAt?: string) {
  const db = server.services.db.kysely;
  await db
    .updateTable('bottles')
    .set({ added_at: addedAt })
    .where('restaurant_id', '=', owner.restaurantId)
    .where('id', 'in', ids)
    .execute();
  await db
    .updateTable('removed_bottles')
    .set(removedAt ? { added_at: addedAt, removed_at: removedAt } : { added_at: addedAt })
    .where('restaurant_id', '=', owner.restaurantId)
    .where('id', 'in', ids)
    .execute();
}

/** The sum of the CSV backup's cost column, in cents: one row per bottle. */
async function backupCost(owner: SignedUp): Promise<number> {
  const response = await owner.client.get('/api/exports/bottles.csv');
  expect(response.status).toBe(200);
  const rows = Papa.parse<Record<string, string>>(String(response.body).replace(/^\uFEFF/, ''), {
    header: true,
    skipEmptyLines: true,
  }).data;
  return rows.reduce((sum, row) => sum + Math.round(Number(row.cost || 0) * 100), 0);
}

describe('a format’s costs', () => {
  it('averages what the bottles on hand cost; a cost edited later changes neither the value nor a closed month', async () => {
    const owner = await server.signUp();
    const cellar = await addLocation(server.services.writer, owner, 'Cellar');
    const request = productRequest({ name: 'Chablis' });
    const ids = ['H1', 'H2', 'H3', 'H4', 'H5', 'H6', 'H7'];
    const { format } = await ok<{ format: Format }>(
      owner.client.post('/api/products', {
        ...request,
        format: { ...request.format, cost: 18 },
        bottles: { ids },
      }),
      201,
    );
    const month = lastMonth();
    await ok(owner.client.post('/api/batches/remove', { ids: ['H6', 'H7'], reason: 'sold' }));
    await dated(owner, ids.slice(0, 5), month.inside(1));
    await dated(owner, ['H6', 'H7'], month.inside(1), month.inside(10));
    const closedMonth = async () =>
      (await ok<OutReport>(owner.client.get(`/api/reports/out?${month.query}`))).costOfGoodsCents;
    expect(await closedMonth()).toBe(3600);

    // 6 bottles at 19.50 on top of 5 on hand at 18.00.
    await ok(
      owner.client.post('/api/intake', {
        locationId: cellar,
        stagedBottles: ['R1', 'R2', 'R3', 'R4', 'R5', 'R6'].map((qrCodeId) => ({
          qrCodeId,
          formatId: format.id,
        })),
        delivery: { supplier: 'Vins du Sud', costs: [{ formatId: format.id, cost: 19.5 }] },
      }),
    );
    const costs = () => ok<FormatCosts>(owner.client.get(`/api/formats/${format.id}/costs`));
    const received = await costs();
    expect(received).toMatchObject({
      defaultCostCents: 1800,
      lastCostCents: 1950,
      averageCostCents: 1882,
      onHand: 11,
      valueCents: 20700,
      withoutCost: 0,
      risePercent: 10,
    });
    expect(
      received.arrivals.map((a) => [a.supplier, a.unitCostCents, a.bottles, a.changePercent]),
    ).toEqual([
      ['Vins du Sud', 1950, 6, 8.3],
      ['', 1800, 7, null],
    ]);
    expect(received.arrivals.map((a) => a.rise)).toEqual([false, false]);
    const value = async () =>
      (await ok<ValueReport>(owner.client.get('/api/reports/value'))).total.costCents;
    expect(await value()).toBe(20700);
    expect(await backupCost(owner)).toBe(20700);

    // The format's cost edited afterwards: the cost of the next arrivals only.
    await ok(owner.client.patch(`/api/formats/${format.id}`, { cost: 25 }));
    expect(await costs()).toMatchObject({ defaultCostCents: 2500, valueCents: 20700 });
    expect(await value()).toBe(20700);
    expect(await backupCost(owner)).toBe(20700);
    expect(await closedMonth()).toBe(3600);
    // The next arrival costs it, and rises above 10 % over the last.
    await ok(owner.client.post('/api/bottles', { formatId: format.id, count: 1, ids: [] }), 201);
    const next = await costs();
    expect(next.arrivals[0]).toMatchObject({
      unitCostCents: 2500,
      changePercent: 28.2,
      rise: true,
    });

    // This month's cost changes: the delivery over last month's arrival, and the bottle after it.
    const changes = await ok<CostChangesReport>(owner.client.get('/api/reports/cost-changes'));
    expect(
      changes.rows.map((row) => [
        row.supplier,
        row.beforeCents,
        row.afterCents,
        row.changePercent,
        row.rise,
      ]),
    ).toEqual([
      ['Vins du Sud', 1800, 1950, 8.3, false],
      ['', 1950, 2500, 28.2, true],
    ]);
    const csv = await owner.client.get('/api/reports/cost-changes/export.csv');
    expect(String(csv.body)).toContain('19.50,25.00,28.2,yes');

    // Re-pricing, asked for: the bottles that came in no delivery take the new cost.
    await ok(owner.client.patch(`/api/formats/${format.id}`, { cost: 20, repriceOnHand: true }));
    expect(await costs()).toMatchObject({ valueCents: 6 * 2000 + 6 * 1950, onHand: 12 });
    expect(await closedMonth()).toBe(3600);
  });

  it('is refused to staff and unknown for another restaurant’s format', async () => {
    const owner = await server.signUp();
    const staff = await server.addMember(owner, 'staff');
    const other = await server.signUp();
    const { format } = await ok<{ format: Format }>(
      owner.client.post('/api/products', productRequest()),
      201,
    );
    expect((await staff.client.get(`/api/formats/${format.id}/costs`)).status).toBe(403);
    expect((await other.client.get(`/api/formats/${format.id}/costs`)).status).toBe(404);
    expect((await owner.client.get(`/api/formats/${format.id}/costs`)).status).toBe(200);
  });
});
