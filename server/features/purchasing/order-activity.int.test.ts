import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ActivityEntry, ActivityPage } from '../../../domain/activity.js';
import type { Format } from '../../../domain/inventory.js';
import type { PurchaseOrderList, Supplier } from '../../../domain/purchasing.js';
import type { Snapshot } from '../../../domain/snapshot.js';
import { productRequest } from '../../test/fixtures.js';
import { SseClient } from '../../test/sse-client.js';
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

async function activity(who: SignedUp, query = ''): Promise<ActivityEntry[]> {
  return (await ok<ActivityPage>(who.client.get(`/api/activity${query}`))).entries;
}

/** Two wines of two suppliers below par: Reorder makes two drafts. */
async function twoDrafts(owner: SignedUp) {
  const formats: Format[] = [];
  for (const [name, supplier] of [
    ['Chablis', 'Vins Dupont'],
    ['Rioja', 'Iberia'],
  ] as const) {
    const request = productRequest({ name, supplier });
    const { format } = await ok<{ format: Format }>(
      owner.client.post('/api/products', { ...request, format: { ...request.format, cost: 18 } }),
      201,
    );
    formats.push(format);
  }
  await ok(
    owner.client.put('/api/par-levels', {
      levels: formats.map((format) => ({ formatId: format.id, par: 6 })),
    }),
  );
  const { orders } = await ok<PurchaseOrderList>(owner.client.post('/api/purchase-orders'), 201);
  const byName = new Map(orders.map((order) => [order.supplierName, order.id]));
  return { formats, dupont: byName.get('Vins Dupont') ?? '', iberia: byName.get('Iberia') ?? '' };
}

describe('purchase orders in the Activity and the live feed', () => {
  it('lists creating, sending, cancelling and receiving, by kind, with the supplier', async () => {
    const owner = await server.signUp();
    const staff = await server.addMember(owner, 'staff');
    const { formats, dupont, iberia } = await twoDrafts(owner);
    await ok(owner.client.post(`/api/purchase-orders/${dupont}/send`, { via: 'print' }));
    await ok(owner.client.post(`/api/purchase-orders/${iberia}/cancel`));
    await ok(
      staff.client.post(`/api/deliveries/orders/${dupont}/receipts`, {
        lines: [{ formatId: formats[0]?.id, ids: ['PA-1', 'PA-2'], count: 2 }],
      }),
    );

    const entries = await activity(owner);
    const orderEntries = entries.filter((entry) => entry.kind.startsWith('orders-'));
    expect(
      orderEntries.map((entry) => [entry.kind, entry.count, entry.name, entry.actor?.id]),
    ).toEqual([
      ['orders-received', 4, 'Vins Dupont', staff.userId],
      ['orders-cancelled', 1, 'Iberia', owner.userId],
      ['orders-sent', 1, 'Vins Dupont', owner.userId],
      ['orders-created', 2, null, owner.userId],
    ]);
    // A receipt is the order's, not also a bottles-added entry.
    expect(entries.filter((entry) => entry.kind === 'bottles-added')).toEqual([]);
    const sent = await activity(owner, '?kind=orders-sent');
    expect(sent.map((entry) => entry.name)).toEqual(['Vins Dupont']);
  });

  it('lists a draft saved and drafts brought up to date by Reorder as edited, by whom', async () => {
    const owner = await server.signUp();
    const manager = await server.addMember(owner, 'manager');
    const { formats, dupont } = await twoDrafts(owner);
    await ok(
      manager.client.put(`/api/purchase-orders/${dupont}`, {
        note: 'Before Friday',
        lines: [{ formatId: formats[0]?.id, quantity: 8, costCents: 1800 }],
      }),
    );
    // Par raised: pressed again, both suppliers' drafts are brought up to date, none made.
    await ok(
      owner.client.put('/api/par-levels', {
        levels: formats.map((format) => ({ formatId: format.id, par: 12 })),
      }),
    );
    const again = await ok<{ created: number; updated: number }>(
      owner.client.post('/api/purchase-orders'),
      201,
    );
    expect([again.created, again.updated]).toEqual([0, 2]);

    const entries = await activity(owner);
    expect(
      entries
        .filter((entry) => entry.kind.startsWith('orders-'))
        .map((entry) => [entry.kind, entry.count, entry.name, entry.actor?.id]),
    ).toEqual([
      ['orders-edited', 2, null, owner.userId],
      ['orders-edited', 1, 'Vins Dupont', manager.userId],
      ['orders-created', 2, null, owner.userId],
    ]);
    const edited = await activity(owner, '?kind=orders-edited');
    expect(edited.map((entry) => entry.actor?.id)).toEqual([owner.userId, manager.userId]);
  });

  it('sends each order change to the open tabs, without its costs, staff’s included', async () => {
    const owner = await server.signUp();
    const staff = await server.addMember(owner, 'staff');
    const since = ((await owner.client.get('/api/snapshot')).body as Snapshot).revision;
    const streams = [
      await SseClient.open(owner.client, `?since=${since}`),
      await SseClient.open(staff.client, `?since=${since}`),
    ];
    const { dupont } = await twoDrafts(owner);
    await ok(owner.client.post(`/api/purchase-orders/${dupont}/send`, { via: 'print' }));
    for (const stream of streams) {
      await stream.until(() =>
        stream
          .changeBatches()
          .some((batch) => batch.changes.some((change) => change.action === 'purchase-order.send')),
      );
      stream.close();
      const orders = stream
        .changeBatches()
        .flatMap((batch) => batch.changes)
        .filter((change) => change.entity === 'purchase-order');
      expect(orders.map((change) => change.action)).toEqual([
        'purchase-order.create',
        'purchase-order.create',
        'purchase-order.send',
      ]);
      expect(orders.at(-1)?.data).toMatchObject({
        id: dupont,
        status: 'sent',
        name: 'Vins Dupont',
      });
      expect(JSON.stringify(orders)).not.toMatch(/cost|total/i);
    }
  });

  it('lists a supplier edited, by whom, and sends its name to the open tabs, never its contacts', async () => {
    const owner = await server.signUp();
    const manager = await server.addMember(owner, 'manager');
    const staff = await server.addMember(owner, 'staff');
    await twoDrafts(owner);
    const since = ((await owner.client.get('/api/snapshot')).body as Snapshot).revision;
    const stream = await SseClient.open(staff.client, `?since=${since}`);
    const { suppliers } = await ok<{ suppliers: Supplier[] }>(owner.client.get('/api/suppliers'));
    const dupont = suppliers.find((supplier) => supplier.name === 'Vins Dupont');
    await ok(
      manager.client.put(`/api/suppliers/${dupont?.id}`, {
        email: 'commandes@vins-dupont.test',
        phone: '+33 1 23 45 67 89',
        minimumOrderCents: 30000,
        deliveryDays: 'Tuesday',
      }),
    );
    // Refused (a wrong e-mail): nothing changed, nothing listed.
    const refused = await manager.client.put(`/api/suppliers/${dupont?.id}`, { email: 'nope' });
    expect(refused.status).toBe(400);

    const edited = await activity(owner, '?kind=suppliers-edited');
    expect(edited.map((entry) => [entry.kind, entry.count, entry.name, entry.actor?.id])).toEqual([
      ['suppliers-edited', 1, 'Vins Dupont', manager.userId],
    ]);
    await stream.until(() =>
      stream
        .changeBatches()
        .some((batch) => batch.changes.some((change) => change.action === 'supplier.edit')),
    );
    stream.close();
    const changes = stream
      .changeBatches()
      .flatMap((batch) => batch.changes)
      .filter((change) => change.entity === 'supplier');
    expect(changes.map((change) => change.data)).toEqual([{ id: dupont?.id, name: 'Vins Dupont' }]);
    expect(JSON.stringify(changes)).not.toMatch(/vins-dupont\.test|45 67|30000|Tuesday/);
  });
});
