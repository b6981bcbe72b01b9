import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Format } from '../../../domain/inventory.js';
import type { PurchaseOrderList } from '../../../domain/purchasing.js';
import type { DeliveryOrder, DeliveryOrderList } from '../../../domain/receiving.js';
import { productRequest } from '../../test/fixtures.js';
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

function reasonOf(body: unknown): string {
  return (body as { error: { reason: string } }).error.reason;
}

/** Whether a JSON answer names a cost or an invoice total anywhere. */
function namesCost(body: unknown): boolean {
  return /cost|total/i.test(JSON.stringify(body));
}

/**
 * A sent order for 12 Chablis at 18.00 (the format's cost when it was made), the format's cost
 * edited to 25.00 after it was sent, and a Cellar.
 */
async function sentOrder(owner: SignedUp) {
  const request = productRequest({ name: 'Chablis', supplier: 'Vins Dupont' });
  const { format } = await ok<{ format: Format }>(
    owner.client.post('/api/products', { ...request, format: { ...request.format, cost: 18 } }),
    201,
  );
  await ok(owner.client.put('/api/par-levels', { levels: [{ formatId: format.id, par: 12 }] }));
  const created = await ok<PurchaseOrderList>(owner.client.post('/api/purchase-orders'), 201);
  const id = created.orders[0]?.id ?? '';
  await ok(owner.client.post(`/api/purchase-orders/${id}/send`, { via: 'print' }));
  await ok(owner.client.patch(`/api/formats/${format.id}`, { cost: 25 }));
  const { id: cellar } = await ok<{ id: string }>(
    owner.client.post('/api/locations', { name: 'Cellar' }),
    201,
  );
  return { format, id, cellar };
}

async function bottleCosts(owner: SignedUp) {
  const rows = await server.services.db.kysely
    .selectFrom('bottles')
    .select(['cost_cents', 'delivery_id'])
    .where('restaurant_id', '=', owner.restaurantId)
    .execute();
  return rows;
}

describe('staff receiving against an order', () => {
  it('lists the orders waiting, receives by scan and count at the order’s cost, and never answers a cost', async () => {
    const owner = await server.signUp();
    const { format, id, cellar } = await sentOrder(owner);
    const staff = await server.addMember(owner, 'staff');

    const waiting = await ok<DeliveryOrderList>(staff.client.get('/api/deliveries/orders'));
    expect(waiting.orders.map((order) => [order.supplierName, order.outstanding])).toEqual([
      ['Vins Dupont', 12],
    ]);
    const opened = await ok<{ order: DeliveryOrder }>(
      staff.client.get(`/api/deliveries/orders/${id}`),
    );
    expect(opened.order.lines.map((line) => [line.formatId, line.quantity])).toEqual([
      [format.id, 12],
    ]);

    const received = await ok<{ order: DeliveryOrder }>(
      staff.client.post(`/api/deliveries/orders/${id}/receipts`, {
        locationId: cellar,
        invoiceNumber: 'INV-9',
        lines: [{ formatId: format.id, ids: ['ST-1', 'ST-2', 'ST-3', 'ST-4'], count: 6 }],
      }),
    );
    expect(received.order.status).toBe('partly-received');
    expect(received.order.lines[0]?.received).toBe(10);
    for (const answer of [waiting, opened, received]) expect(namesCost(answer)).toBe(false);

    // The order's 18.00, not the format's cost of now (25.00): the manager priced the order.
    const costs = await bottleCosts(owner);
    expect(costs.map((row) => row.cost_cents)).toEqual(Array(10).fill(1800));
    expect(new Set(costs.map((row) => row.delivery_id)).size).toBe(1);
    const after = await ok<DeliveryOrderList>(staff.client.get('/api/deliveries/orders'));
    expect(after.orders.map((order) => order.outstanding)).toEqual([2]);

    const rest = await ok<{ order: DeliveryOrder }>(
      staff.client.post(`/api/deliveries/orders/${id}/receipts`, {
        locationId: cellar,
        lines: [{ formatId: format.id, count: 2 }],
      }),
    );
    expect(rest.order.status).toBe('received');
    expect(
      (await ok<DeliveryOrderList>(staff.client.get('/api/deliveries/orders'))).orders,
    ).toEqual([]);
  });

  it('refuses a cost or an invoice total from staff, a draft, and a label in use: nothing received', async () => {
    const owner = await server.signUp();
    const { format, id, cellar } = await sentOrder(owner);
    const staff = await server.addMember(owner, 'staff');
    const priced = await staff.client.post(`/api/deliveries/orders/${id}/receipts`, {
      locationId: cellar,
      lines: [{ formatId: format.id, count: 1, costCents: 100 }],
    });
    expect(priced.status).toBe(400);
    const invoiced = await staff.client.post(`/api/deliveries/orders/${id}/receipts`, {
      locationId: cellar,
      invoiceTotalCents: 100,
      lines: [{ formatId: format.id, count: 1 }],
    });
    expect(invoiced.status).toBe(400);
    await ok(owner.client.post('/api/bottles', { formatId: format.id, ids: ['TAKEN-9'] }), 201);
    const taken = await staff.client.post(`/api/deliveries/orders/${id}/receipts`, {
      lines: [{ formatId: format.id, ids: ['NEW-9', 'TAKEN-9'] }],
    });
    expect(reasonOf(taken.body)).toBe('qr-in-use');
    expect(await bottleCosts(owner)).toHaveLength(1);

    await ok(owner.client.put('/api/par-levels', { levels: [{ formatId: format.id, par: 40 }] }));
    const draft = await ok<PurchaseOrderList>(owner.client.post('/api/purchase-orders'), 201);
    const draftId = draft.orders[0]?.id ?? '';
    expect((await staff.client.get(`/api/deliveries/orders/${draftId}`)).status).toBe(404);
    const early = await staff.client.post(`/api/deliveries/orders/${draftId}/receipts`, {
      lines: [{ formatId: format.id, count: 1 }],
    });
    expect(reasonOf(early.body)).toBe('order-not-receivable');
    const waiting = await ok<DeliveryOrderList>(staff.client.get('/api/deliveries/orders'));
    expect(waiting.orders.map((order) => order.id)).toEqual([id]);
  });

  it('refuses staff every order edit and every answer with costs, with permission-denied', async () => {
    const owner = await server.signUp();
    const { format, id } = await sentOrder(owner);
    const staff = await server.addMember(owner, 'staff');
    const attempts = [
      staff.client.get('/api/purchase-orders'),
      staff.client.get(`/api/purchase-orders/${id}`),
      staff.client.get(`/api/purchase-orders/${id}/export.csv`),
      staff.client.post('/api/purchase-orders'),
      staff.client.put(`/api/purchase-orders/${id}`, {
        lines: [{ formatId: format.id, quantity: 1, costCents: null }],
      }),
      staff.client.post(`/api/purchase-orders/${id}/send`, { via: 'print' }),
      staff.client.post(`/api/purchase-orders/${id}/cancel`),
      staff.client.post(`/api/purchase-orders/${id}/receipts`, {
        lines: [{ formatId: format.id, count: 1, costCents: 100 }],
      }),
    ];
    for (const refused of await Promise.all(attempts)) {
      expect(refused.status).toBe(403);
      expect(reasonOf(refused.body)).toBe('permission-denied');
    }
    const order = await ok<{ order: DeliveryOrder }>(
      owner.client.get(`/api/deliveries/orders/${id}`),
    );
    expect([order.order.status, order.order.lines[0]?.received]).toEqual(['sent', 0]);
  });
});
