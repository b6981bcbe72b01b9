import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Format } from '../../../domain/inventory.js';
import type {
  CreatedOrders,
  PurchaseOrderAnswer,
  PurchaseOrderList,
  Supplier,
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

async function ok<T>(
  response: Promise<{ status: number; body: unknown }>,
  status = 200,
): Promise<T> {
  const answer = await response;
  expect(answer.status, JSON.stringify(answer.body)).toBe(status);
  return answer.body as T;
}

function reasonOf(body: unknown): string {
  return (body as { error: { reason: string } }).error.reason;
}

async function wine(
  owner: SignedUp,
  name: string,
  supplier: string,
  cost: number | null,
  bottles: number,
): Promise<Format> {
  const request = productRequest({ name, supplier });
  const body = await ok<{ format: Format }>(
    owner.client.post('/api/products', {
      ...request,
      format: { ...request.format, cost },
      bottles: { count: bottles },
    }),
    201,
  );
  return body.format;
}

/**
 * Three wines below par: Chablis (Vins Dupont, 3 of 6 at 12.00), Sancerre (vins dupont, typed
 * otherwise, 0 of 2 without cost) and Rioja (Iberia, 1 of 4 at 9.50); a Barolo without supplier.
 */
async function cellar() {
  const owner = await server.signUp();
  const chablis = await wine(owner, 'Chablis', 'Vins Dupont', 12, 3);
  const sancerre = await wine(owner, 'Sancerre', ' vins dupont ', null, 0);
  const rioja = await wine(owner, 'Rioja', 'Iberia', 9.5, 1);
  const barolo = await wine(owner, 'Barolo', '', 30, 0);
  await ok(
    owner.client.put('/api/par-levels', {
      levels: [
        { formatId: chablis.id, par: 6 },
        { formatId: sancerre.id, par: 2 },
        { formatId: rioja.id, par: 4 },
        { formatId: barolo.id, par: 3 },
      ],
    }),
  );
  return { owner, chablis, sancerre, rioja, barolo };
}

async function order(owner: SignedUp, id: string): Promise<PurchaseOrderAnswer> {
  return ok<PurchaseOrderAnswer>(owner.client.get(`/api/purchase-orders/${id}`));
}

describe('purchase orders', () => {
  it('makes one draft per supplier from the Reorder sheet: quantities to par, last costs', async () => {
    const { owner } = await cellar();
    const created = await ok<PurchaseOrderList>(owner.client.post('/api/purchase-orders'), 201);
    expect(created.orders.map((o) => [o.supplierName, o.status, o.total]).sort()).toEqual([
      ['Iberia', 'draft', { bottles: 3, costCents: 2850, withoutCost: 0 }],
      ['Vins Dupont', 'draft', { bottles: 5, costCents: 3600, withoutCost: 2 }],
    ]);
    const dupont = created.orders.find((o) => o.supplierName === 'Vins Dupont');
    const answer = await order(owner, dupont?.id ?? '');
    expect(answer.canEmail).toBe(false);
    expect(answer.order.lines.map((l) => [l.name, l.quantity, l.costCents, l.received])).toEqual([
      ['Chablis', 3, 1200, 0],
      ['Sancerre', 2, null, 0],
    ]);
    // The records were made by the names, once each whatever their capitals.
    const { suppliers } = await ok<{ suppliers: Supplier[] }>(owner.client.get('/api/suppliers'));
    expect(suppliers.map((s) => s.name)).toEqual(['Iberia', 'Vins Dupont']);

    // A second run finds the same records and their drafts, already up to date: no new order.
    const again = await ok<CreatedOrders>(owner.client.post('/api/purchase-orders'), 201);
    expect(again.orders.map((o) => o.number).sort()).toEqual([1, 2]);
    expect([again.created, again.updated]).toEqual([0, 0]);
    const listed = await ok<PurchaseOrderList>(owner.client.get('/api/purchase-orders'));
    expect(listed.orders.map((o) => o.number)).toEqual([2, 1]);
    expect(
      (await ok<{ suppliers: Supplier[] }>(owner.client.get('/api/suppliers'))).suppliers,
    ).toHaveLength(2);
  });

  it('edits a draft all or nothing, then sends it, after which it no longer changes', async () => {
    const { owner, chablis, rioja, barolo } = await cellar();
    const created = await ok<PurchaseOrderList>(owner.client.post('/api/purchase-orders'), 201);
    const id = created.orders.find((o) => o.supplierName === 'Iberia')?.id ?? '';
    const edited = await ok<PurchaseOrderAnswer>(
      owner.client.put(`/api/purchase-orders/${id}`, {
        note: 'Deliver Tuesday',
        lines: [
          { formatId: rioja.id, quantity: 12, costCents: 900 },
          { formatId: barolo.id, quantity: 2, costCents: null },
        ],
      }),
    );
    expect(edited.order.note).toBe('Deliver Tuesday');
    expect(edited.order.lines.map((l) => [l.name, l.quantity, l.costCents])).toEqual([
      ['Rioja', 12, 900],
      ['Barolo', 2, null],
    ]);
    expect(edited.order.total).toEqual({ bottles: 14, costCents: 10800, withoutCost: 2 });

    const other = await server.signUp();
    const theirs = await wine(other, 'Not yours', 'Elsewhere', 5, 0);
    for (const [body, status, reason] of [
      [{ lines: [{ formatId: theirs.id, quantity: 1, costCents: 100 }] }, 404, 'not-found'],
      [
        { lines: [{ formatId: chablis.id, quantity: 0, costCents: 100 }] },
        400,
        'order-quantity-invalid',
      ],
      [
        { lines: [{ formatId: chablis.id, quantity: 1, costCents: -1 }] },
        400,
        'order-cost-invalid',
      ],
      [
        {
          lines: [
            { formatId: chablis.id, quantity: 1, costCents: 1 },
            { formatId: chablis.id, quantity: 2, costCents: 1 },
          ],
        },
        400,
        'order-line-twice',
      ],
    ] as const) {
      const refused = await owner.client.put(`/api/purchase-orders/${id}`, body);
      expect(refused.status, JSON.stringify(refused.body)).toBe(status);
      expect(reasonOf(refused.body)).toBe(reason);
    }
    expect((await order(owner, id)).order.lines).toHaveLength(2);

    const sent = await ok<PurchaseOrderAnswer>(
      owner.client.post(`/api/purchase-orders/${id}/send`, { via: 'print' }),
    );
    expect(sent.order.status).toBe('sent');
    expect(sent.order.sentVia).toBe('print');
    expect(sent.order.sentAt).not.toBeNull();
    const late = await owner.client.put(`/api/purchase-orders/${id}`, { lines: [] });
    expect(late.status).toBe(409);
    expect(reasonOf(late.body)).toBe('order-not-draft');
    // Sent again as CSV: still sent.
    const csvSent = await ok<PurchaseOrderAnswer>(
      owner.client.post(`/api/purchase-orders/${id}/send`, { via: 'csv' }),
    );
    expect([csvSent.order.status, csvSent.order.sentVia]).toEqual(['sent', 'csv']);
  });

  it('gives an order as CSV with its lines and total', async () => {
    const { owner } = await cellar();
    const created = await ok<PurchaseOrderList>(owner.client.post('/api/purchase-orders'), 201);
    const dupont = created.orders.find((o) => o.supplierName === 'Vins Dupont');
    const csv = await owner.client.get(`/api/purchase-orders/${dupont?.id}/export.csv`);
    expect(csv.status, String(csv.body)).toBe(200);
    expect(csv.headers.get('content-type')).toContain('text/csv');
    expect(csv.headers.get('content-disposition')).toContain(
      `purchase-order-${dupont?.number}.csv`,
    );
    expect(
      String(csv.body)
        .replace(/^\uFEFF/, '')
        .split('\r\n'),
    ).toEqual([
      'order,supplier,wine,producer,vintage,bottle_size_ml,quantity,unit_cost,line_cost',
      `PO-${dupont?.number},Vins Dupont,Chablis,Domaine Rossignol-Trapet,2019,750,3,12.00,36.00`,
      `PO-${dupont?.number},Vins Dupont,Sancerre,Domaine Rossignol-Trapet,2019,750,2,,`,
      `PO-${dupont?.number},Vins Dupont,total,,,,5,,36.00`,
      '',
    ]);
  });

  it('cancels a draft or a sent order, and nothing after', async () => {
    const { owner } = await cellar();
    const created = await ok<PurchaseOrderList>(owner.client.post('/api/purchase-orders'), 201);
    const [first, second] = created.orders;
    const cancelled = await ok<PurchaseOrderAnswer>(
      owner.client.post(`/api/purchase-orders/${first?.id}/cancel`),
    );
    expect(cancelled.order.status).toBe('cancelled');
    const again = await owner.client.post(`/api/purchase-orders/${first?.id}/cancel`);
    expect(again.status).toBe(409);
    expect(reasonOf(again.body)).toBe('order-not-cancellable');
    const send = await owner.client.post(`/api/purchase-orders/${first?.id}/send`, { via: 'csv' });
    expect(send.status).toBe(409);
    expect(reasonOf(send.body)).toBe('order-not-sendable');
    await ok(owner.client.post(`/api/purchase-orders/${second?.id}/send`, { via: 'csv' }));
    const sentCancelled = await ok<PurchaseOrderAnswer>(
      owner.client.post(`/api/purchase-orders/${second?.id}/cancel`),
    );
    expect(sentCancelled.order.status).toBe('cancelled');
  });

  it('refuses to e-mail without an SMTP server, and to send an empty order', async () => {
    const { owner } = await cellar();
    const created = await ok<PurchaseOrderList>(owner.client.post('/api/purchase-orders'), 201);
    const id = created.orders[0]?.id ?? '';
    const mail = await owner.client.post(`/api/purchase-orders/${id}/send`, { via: 'email' });
    expect(mail.status).toBe(503);
    expect(reasonOf(mail.body)).toBe('email-not-configured');
    await ok(owner.client.put(`/api/purchase-orders/${id}`, { lines: [] }));
    const empty = await owner.client.post(`/api/purchase-orders/${id}/send`, { via: 'print' });
    expect(empty.status).toBe(400);
    expect(reasonOf(empty.body)).toBe('order-empty');
    expect((await order(owner, id)).order.status).toBe('draft');
  });

  it('edits a supplier’s record, refusing an address that is not one', async () => {
    const { owner } = await cellar();
    await ok(owner.client.post('/api/purchase-orders'), 201);
    const { suppliers } = await ok<{ suppliers: Supplier[] }>(owner.client.get('/api/suppliers'));
    const iberia = suppliers.find((s) => s.name === 'Iberia');
    const saved = await ok<Supplier>(
      owner.client.put(`/api/suppliers/${iberia?.id}`, {
        email: ' orders@iberia.example ',
        phone: '+34 600 000 000',
        minimumOrderCents: 25000,
        deliveryDays: 'Tue, Fri',
      }),
    );
    expect(saved).toEqual({
      id: iberia?.id,
      name: 'Iberia',
      email: 'orders@iberia.example',
      phone: '+34 600 000 000',
      minimumOrderCents: 25000,
      deliveryDays: 'Tue, Fri',
    });
    const bad = await owner.client.put(`/api/suppliers/${iberia?.id}`, { email: 'not an address' });
    expect(bad.status).toBe(400);
    expect(reasonOf(bad.body)).toBe('supplier-email-invalid');
    const after = await ok<{ suppliers: Supplier[] }>(owner.client.get('/api/suppliers'));
    expect(after.suppliers.find((s) => s.id === iberia?.id)?.email).toBe('orders@iberia.example');
  });

  it('lets a manager order, and refuses staff every purchasing call', async () => {
    const { owner } = await cellar();
    const manager = await server.addMember(owner, 'manager');
    const staff = await server.addMember(owner, 'staff');
    const created = await ok<PurchaseOrderList>(manager.client.post('/api/purchase-orders'), 201);
    const id = created.orders[0]?.id ?? '';
    for (const response of [
      staff.client.get('/api/purchase-orders'),
      staff.client.get(`/api/purchase-orders/${id}`),
      staff.client.get(`/api/purchase-orders/${id}/export.csv`),
      staff.client.get('/api/suppliers'),
      staff.client.post('/api/purchase-orders'),
      staff.client.post(`/api/purchase-orders/${id}/send`, { via: 'print' }),
      staff.client.post(`/api/purchase-orders/${id}/cancel`),
    ]) {
      const refused = await response;
      expect(refused.status).toBe(403);
      expect(reasonOf(refused.body)).toBe('permission-denied');
    }
    expect((await order(owner, id)).order.status).toBe('draft');
  });
});
