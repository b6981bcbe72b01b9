import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CostChangesReport } from '../../../domain/reports.js';
import type { Db } from '../../db/database.js';
import { saveWine } from '../../test/fixtures.js';
import {
  openTestDatabase,
  type SignedUp,
  startTestServer,
  type TestServer,
} from '../../test/test-server.js';

let database: { db: Db; dispose(): Promise<void> };
let server: TestServer;
beforeAll(async () => {
  database = await openTestDatabase();
  server = await startTestServer({}, database);
});
afterAll(async () => {
  await server.close();
  await database.dispose();
});

function wine(owner: SignedUp, name: string, ids: string[]): Promise<string> {
  return saveWine(owner.client, name, ids, { cost: 18 });
}

/** Bottles here given the time they came and what they cost, as a year of use would leave them. */
async function arrived(
  owner: SignedUp,
  ids: string[],
  at: string,
  costCents: number | null,
  deliveryId: string | null = null,
) {
  await database.db.kysely
    .updateTable('bottles')
    .set({ added_at: at, cost_cents: costCents, delivery_id: deliveryId })
    .where('restaurant_id', '=', owner.restaurantId)
    .where('id', 'in', ids)
    .execute();
}

async function report(owner: SignedUp, from: string, to: string) {
  const answer = await owner.client.get(`/api/reports/cost-changes?from=${from}&to=${to}`);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  const body = answer.body as CostChangesReport;
  return body.rows.map((row) => [
    row.name,
    row.at,
    row.supplier,
    row.bottles,
    row.beforeCents,
    row.afterCents,
    row.changePercent,
    row.rise,
  ]);
}

describe('Cost changes', () => {
  it('gives each arrival of the period at another cost than its format’s last, here or gone, with a delivery or a day', async () => {
    const owner = await server.signUp();
    const chablis = await wine(owner, 'Chablis', ['A1', 'A2', 'B1', 'C1', 'C2', 'C3', 'E1', 'E2']);
    await wine(owner, 'Sancerre', ['S1', 'S2', 'S3']);
    await arrived(owner, ['A1', 'A2'], '2026-09-10T09:00:00.000Z', 1800);
    // No cost: no arrival to compare with.
    await arrived(owner, ['B1'], '2026-10-05T09:00:00.000Z', null);
    await arrived(owner, ['C1', 'C2', 'C3'], '2026-10-12T09:00:00.000Z', 2000);
    await arrived(owner, ['E1', 'E2'], '2026-10-20T09:00:00.000Z', 2000);
    await arrived(owner, ['S1'], '2026-10-15T09:00:00.000Z', 1000);
    // One of the 12 October bottles gone since, and one that came the 25th.
    const gone = (id: string, added: string, cost: number) => ({
      restaurant_id: owner.restaurantId,
      id,
      format_id: chablis,
      location_id: null,
      bin: '',
      reason: 'sold' as const,
      cost_cents: cost,
      removed_at: '2026-11-20T09:00:00.000Z',
      added_at: added,
      removed_by_user_id: null,
      history_id: 1,
    });
    await database.db.kysely
      .insertInto('removed_bottles')
      .values([
        gone('D1', '2026-10-12T15:00:00.000Z', 2000),
        gone('F1', '2026-10-25T09:00:00.000Z', 1900),
        gone('G1', '2026-11-03T09:00:00.000Z', 2500),
      ])
      .execute();
    // Sancerre's delivery: its time and supplier, not its bottles'.
    await database.db.kysely
      .insertInto('deliveries')
      .values({
        restaurant_id: owner.restaurantId,
        id: 'delivery-1',
        supplier: 'Vins du Sud',
        received_at: '2026-11-05T08:00:00.000Z',
      })
      .execute();
    await arrived(owner, ['S2', 'S3'], '2026-11-05T08:00:01.000Z', 1200, 'delivery-1');

    expect(await report(owner, '2026-10-01T00:00:00.000Z', '2026-11-01T00:00:00.000Z')).toEqual([
      ['Chablis', '2026-10-12T09:00:00.000Z', '', 4, 1800, 2000, 11.1, true],
      ['Chablis', '2026-10-25T09:00:00.000Z', '', 1, 2000, 1900, -5, false],
    ]);
    expect(await report(owner, '2026-11-01T00:00:00.000Z', '2026-12-01T00:00:00.000Z')).toEqual([
      ['Chablis', '2026-11-03T09:00:00.000Z', '', 1, 1900, 2500, 31.6, true],
      ['Sancerre', '2026-11-05T08:00:00.000Z', 'Vins du Sud', 2, 1000, 1200, 20, true],
    ]);
    // Before any arrival with a cost: nothing to compare.
    expect(await report(owner, '2026-09-01T00:00:00.000Z', '2026-10-01T00:00:00.000Z')).toEqual([]);
  });

  it('finds a change between a cost only here and one only gone, and none where every bottle cost the same', async () => {
    const owner = await server.signUp();
    const margaux = await wine(owner, 'Margaux', ['M1', 'M2']);
    const pomerol = await wine(owner, 'Pomerol', ['P1']);
    await arrived(owner, ['M1', 'M2'], '2026-10-20T09:00:00.000Z', 3000);
    await arrived(owner, ['P1'], '2026-10-20T09:00:00.000Z', 4000);
    const gone = (id: string, formatId: string, cost: number) => ({
      restaurant_id: owner.restaurantId,
      id,
      format_id: formatId,
      location_id: null,
      bin: '',
      reason: 'sold' as const,
      cost_cents: cost,
      removed_at: '2026-10-01T09:00:00.000Z',
      added_at: '2026-08-02T09:00:00.000Z',
      removed_by_user_id: null,
      history_id: 1,
    });
    await database.db.kysely
      .insertInto('removed_bottles')
      .values([gone('M0', margaux, 2500), gone('P0', pomerol, 4000)])
      .execute();

    expect(await report(owner, '2026-10-01T00:00:00.000Z', '2026-11-01T00:00:00.000Z')).toEqual([
      ['Margaux', '2026-10-20T09:00:00.000Z', '', 2, 2500, 3000, 20, true],
    ]);
  });
});
