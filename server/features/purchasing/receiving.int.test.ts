import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Format } from '../../../domain/inventory.js';
import {
  outstanding,
  type PurchaseOrderAnswer,
  type PurchaseOrderList,
} from '../../../domain/purchasing.js';
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

/** A sent order for 12 Chablis (at 18.00 on the order) to Vins Dupont, none on hand. */
async function sentOrder(owner: SignedUp): Promise<{ format: Format; id: string }> {
  const request = productRequest({ name: 'Chablis', supplier: 'Vins Dupont' });
  const { format } = await ok<{ format: Format }>(
    owner.client.post('/api/products', { ...request, format: { ...request.format, cost: 18 } }),
    201,
  );
  await ok(owner.client.put('/api/par-levels', { levels: [{ formatId: format.id, par: 12 }] }));
  const created = await ok<PurchaseOrderList>(owner.client.post('/api/purchase-orders'), 201);
  const id = created.orders[0]?.id ?? '';
  await ok(owner.client.post(`/api/purchase-orders/${id}/send`, { via: 'print' }));
  return { format, id };
}

async function bottleCosts(owner: SignedUp) {
  return server.services.db.kysely
    .selectFrom('bottles')
    .innerJoin('deliveries', (join) =>
      join
        .onRef('deliveries.restaurant_id', '=', 'bottles.restaurant_id')
        .onRef('deliveries.id', '=', 'bottles.delivery_id'),
    )
    .select([
      'bottles.id',
      'bottles.cost_cents',
      'deliveries.purchase_order_id',
      'deliveries.invoice_number',
      'deliveries.invoice_total_cents',
      'deliveries.supplier',
    ])
    .where('bottles.restaurant_id', '=', owner.restaurantId)
    .orderBy('bottles.id')
    .execute();
}

describe('receiving a purchase order', () => {
  it('receives 10 of 12 (scanned and counted) at this delivery’s cost: 2 outstanding, partly received; the rest later', async () => {
    const owner = await server.signUp();
    const { format, id } = await sentOrder(owner);
    const { id: cellar } = await ok<{ id: string }>(
      owner.client.post('/api/locations', { name: 'Cellar' }),
      201,
    );
    const scanned = ['PO-A1', 'PO-A2', 'PO-A3', 'PO-A4'];
    const first = await ok<PurchaseOrderAnswer>(
      owner.client.post(`/api/purchase-orders/${id}/receipts`, {
        locationId: cellar,
        invoiceNumber: 'INV-881',
        invoiceTotalCents: 19500,
        lines: [{ formatId: format.id, ids: scanned, count: 6, costCents: 1950 }],
      }),
    );
    const line = first.order.lines[0];
    expect([line?.quantity, line?.received, line && outstanding(line)]).toEqual([12, 10, 2]);
    expect(first.order.status).toBe('partly-received');
    const costs = await bottleCosts(owner);
    expect(costs).toHaveLength(10);
    expect(new Set(costs.map((row) => row.cost_cents))).toEqual(new Set([1950]));
    expect(costs.filter((row) => scanned.includes(row.id)).map((row) => row.id)).toEqual(scanned);
    expect(costs[0]).toMatchObject({
      purchase_order_id: id,
      invoice_number: 'INV-881',
      invoice_total_cents: 19500,
      supplier: 'Vins Dupont',
    });

    // The last two, at the order's cost (no cost given: the format's, 18.00).
    const second = await ok<PurchaseOrderAnswer>(
      owner.client.post(`/api/purchase-orders/${id}/receipts`, {
        locationId: cellar,
        lines: [{ formatId: format.id, count: 2 }],
      }),
    );
    expect(second.order.status).toBe('received');
    expect(second.order.lines[0]?.received).toBe(12);
    const after = await bottleCosts(owner);
    expect(after.map((row) => row.cost_cents).sort()).toEqual([
      ...Array(2).fill(1800),
      ...Array(10).fill(1950),
    ]);
    const closed = await owner.client.post(`/api/purchase-orders/${id}/receipts`, {
      lines: [{ formatId: format.id, count: 1 }],
    });
    expect(closed.status).toBe(409);
    expect(reasonOf(closed.body)).toBe('order-not-receivable');
  });

  it('receives nothing when a label is taken, a wine is not on the order, or the order is a draft', async () => {
    const owner = await server.signUp();
    const { format, id } = await sentOrder(owner);
    const request = productRequest({ name: 'Rioja', supplier: 'Iberia' });
    const other = await ok<{ format: Format }>(
      owner.client.post('/api/products', { ...request, bottles: { ids: ['TAKEN-1'] } }),
      201,
    );
    const taken = await owner.client.post(`/api/purchase-orders/${id}/receipts`, {
      lines: [{ formatId: format.id, ids: ['NEW-1', 'TAKEN-1'], count: 3 }],
    });
    expect(taken.status).toBe(409);
    expect(reasonOf(taken.body)).toBe('qr-in-use');
    const notOrdered = await owner.client.post(`/api/purchase-orders/${id}/receipts`, {
      lines: [{ formatId: other.format.id, count: 1 }],
    });
    expect(notOrdered.status).toBe(404);
    const empty = await owner.client.post(`/api/purchase-orders/${id}/receipts`, {
      lines: [{ formatId: format.id }],
    });
    expect(reasonOf(empty.body)).toBe('receipt-empty');
    const twice = await owner.client.post(`/api/purchase-orders/${id}/receipts`, {
      lines: [{ formatId: format.id, ids: ['NEW-2', 'NEW-2'] }],
    });
    expect(reasonOf(twice.body)).toBe('bottle-id-twice');
    const answer = await ok<PurchaseOrderAnswer>(owner.client.get(`/api/purchase-orders/${id}`));
    expect([answer.order.status, answer.order.lines[0]?.received]).toEqual(['sent', 0]);
    expect(await bottleCosts(owner)).toEqual([]);

    const draft = await ok<PurchaseOrderList>(owner.client.post('/api/purchase-orders'), 201);
    const early = await owner.client.post(`/api/purchase-orders/${draft.orders[0]?.id}/receipts`, {
      lines: [{ formatId: format.id, count: 1 }],
    });
    expect(early.status).toBe(409);
    expect(reasonOf(early.body)).toBe('order-not-receivable');
  });

  it('refuses staff', async () => {
    const owner = await server.signUp();
    const { format, id } = await sentOrder(owner);
    const staff = await server.addMember(owner, 'staff');
    const refused = await staff.client.post(`/api/purchase-orders/${id}/receipts`, {
      lines: [{ formatId: format.id, count: 1 }],
    });
    expect(refused.status).toBe(403);
  });
});
