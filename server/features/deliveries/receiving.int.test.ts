import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/database.js';
import { addLocation, saveWine } from '../../test/fixtures.js';
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

const errorOf = (body: unknown) => (body as { error: { reason: string } }).error;

function wine(owner: SignedUp, name: string, cost: number | null, ids: string[] = []) {
  return saveWine(owner.client, name, ids, { cost });
}

async function bottleCosts(restaurantId: string) {
  const rows = await database.db.kysely
    .selectFrom('bottles')
    .select(['id', 'cost_cents', 'delivery_id'])
    .where('restaurant_id', '=', restaurantId)
    .orderBy('id')
    .execute();
  return Object.fromEntries(rows.map((row) => [row.id, [row.cost_cents, row.delivery_id]]));
}

async function deliveriesOf(restaurantId: string) {
  return database.db.kysely
    .selectFrom('deliveries')
    .selectAll()
    .where('restaurant_id', '=', restaurantId)
    .execute();
}

describe('a bottle keeps what it cost', () => {
  it('adds bottles at their format’s cost of that moment, by every way in', async () => {
    const owner = await server.signUp();
    const cellar = await addLocation(server.services.writer, owner, 'Cellar');
    const formatId = await wine(owner, 'Chablis', 18, ['P1']);
    expect((await owner.client.patch(`/api/formats/${formatId}`, { cost: 19.5 })).status).toBe(200);
    expect(
      (await owner.client.post('/api/bottles', { formatId, count: 0, ids: ['P2'] })).status,
    ).toBe(201);
    expect(
      (await owner.client.post('/api/batches/add', { formatId, locationId: cellar, ids: ['P3'] }))
        .status,
    ).toBe(200);
    expect((await owner.client.patch(`/api/formats/${formatId}`, { cost: 21 })).status).toBe(200);
    expect(
      (
        await owner.client.post('/api/intake', {
          locationId: cellar,
          stagedBottles: [{ qrCodeId: 'P4', formatId }],
        })
      ).status,
    ).toBe(200);
    expect(await bottleCosts(owner.restaurantId)).toEqual({
      P1: [1800, null],
      P2: [1950, null],
      P3: [1950, null],
      P4: [2100, null],
    });
    // A removal keeps the bottle's own cost, not its format's of the day.
    expect(
      (await owner.client.post('/api/batches/remove', { ids: ['P1'], reason: 'sold' })).status,
    ).toBe(200);
    const removed = await database.db.kysely
      .selectFrom('removed_bottles')
      .select('cost_cents')
      .where('restaurant_id', '=', owner.restaurantId)
      .where('id', '=', 'P1')
      .executeTakeFirstOrThrow();
    expect(removed.cost_cents).toBe(1800);
    expect(await deliveriesOf(owner.restaurantId)).toEqual([]);
  });

  it('receives an intake without an order at its unit costs, as one delivery', async () => {
    const owner = await server.signUp();
    const cellar = await addLocation(server.services.writer, owner, 'Cellar');
    const chablis = await wine(owner, 'Chablis', 18);
    const muscadet = await wine(owner, 'Muscadet', 9);
    const response = await owner.client.post('/api/intake', {
      locationId: cellar,
      stagedBottles: [
        { qrCodeId: 'D1', formatId: chablis },
        { qrCodeId: 'D2', formatId: chablis },
        { qrCodeId: 'D3', formatId: muscadet },
      ],
      delivery: {
        supplier: ' Vins du Sud ',
        invoiceNumber: 'F-2026-118',
        invoiceTotal: 48,
        costs: [{ formatId: chablis, cost: 19.5 }],
      },
    });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    const [delivery, ...others] = await deliveriesOf(owner.restaurantId);
    expect(others).toEqual([]);
    expect(delivery).toMatchObject({
      supplier: 'Vins du Sud',
      invoice_number: 'F-2026-118',
      invoice_total_cents: 4800,
      purchase_order_id: null,
      received_by: owner.userId,
    });
    expect(await bottleCosts(owner.restaurantId)).toEqual({
      D1: [1950, delivery?.id],
      D2: [1950, delivery?.id],
      // No unit cost given: the format's.
      D3: [900, delivery?.id],
    });
  });

  it('refuses a bad delivery and changes nothing', async () => {
    const owner = await server.signUp();
    const cellar = await addLocation(server.services.writer, owner, 'Cellar');
    const chablis = await wine(owner, 'Chablis', 18);
    const muscadet = await wine(owner, 'Muscadet', 9);
    const intake = (delivery: unknown) =>
      owner.client.post('/api/intake', {
        locationId: cellar,
        stagedBottles: [{ qrCodeId: 'X1', formatId: chablis }],
        delivery,
      });
    const cases: Array<[unknown, string]> = [
      [{ costs: [{ formatId: chablis, cost: -1 }] }, 'cost-invalid'],
      [{ costs: [{ formatId: chablis, cost: 1.234 }] }, 'cost-invalid'],
      [{ invoiceTotal: 'lots' }, 'cost-invalid'],
      [{ costs: [{ formatId: muscadet, cost: 9 }] }, 'cost-not-received'],
      [{ supplier: 'x'.repeat(151) }, 'text-too-long'],
    ];
    for (const [delivery, reason] of cases) {
      const refused = await intake(delivery);
      expect(refused.status, JSON.stringify(delivery)).toBe(400);
      expect(errorOf(refused.body).reason).toBe(reason);
    }
    expect(await bottleCosts(owner.restaurantId)).toEqual({});
    expect(await deliveriesOf(owner.restaurantId)).toEqual([]);
  });

  it('lets staff receive, but not with costs', async () => {
    const owner = await server.signUp();
    const staff = await server.addMember(owner, 'staff');
    const cellar = await addLocation(server.services.writer, owner, 'Cellar');
    const chablis = await wine(owner, 'Chablis', 18);
    const withCosts = await staff.client.post('/api/intake', {
      locationId: cellar,
      stagedBottles: [{ qrCodeId: 'S1', formatId: chablis }],
      delivery: { costs: [{ formatId: chablis, cost: 5 }] },
    });
    expect(withCosts.status).toBe(403);
    expect(errorOf(withCosts.body).reason).toBe('permission-denied');
    expect(await bottleCosts(owner.restaurantId)).toEqual({});
    const plain = await staff.client.post('/api/intake', {
      locationId: cellar,
      stagedBottles: [{ qrCodeId: 'S1', formatId: chablis }],
    });
    expect(plain.status).toBe(200);
    expect(await bottleCosts(owner.restaurantId)).toEqual({ S1: [1800, null] });
  });
});
