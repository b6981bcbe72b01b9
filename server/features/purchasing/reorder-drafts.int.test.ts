import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Format } from '../../../domain/inventory.js';
import type { CreatedOrders, PurchaseOrderAnswer } from '../../../domain/purchasing.js';
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

async function wine(owner: SignedUp, name: string, supplier: string, cost: number | null) {
  const request = productRequest({ name, supplier });
  const body = await ok<{ format: Format }>(
    owner.client.post('/api/products', { ...request, format: { ...request.format, cost } }),
    201,
  );
  return body.format.id;
}

const setPar = (owner: SignedUp, levels: Array<{ formatId: string; par: number }>) =>
  ok(owner.client.put('/api/par-levels', { levels }));

const create = (owner: SignedUp) =>
  ok<CreatedOrders>(owner.client.post('/api/purchase-orders'), 201);

async function linesOf(owner: SignedUp, id: string) {
  const { order } = await ok<PurchaseOrderAnswer>(owner.client.get(`/api/purchase-orders/${id}`));
  return order.lines.map((line) => [line.name, line.quantity, line.costCents]);
}

describe('Create purchase orders', () => {
  it('prices a new line at the last delivery’s unit cost of its format, else the format’s cost', async () => {
    const owner = await server.signUp();
    const cellar = await addLocation(server.services.writer, owner, 'Cellar');
    const chablis = await wine(owner, 'Chablis', 'Vins Dupont', 18);
    const sancerre = await wine(owner, 'Sancerre', 'Vins Dupont', 14);
    const receive = (ids: string[], cost: number) =>
      ok(
        owner.client.post('/api/intake', {
          locationId: cellar,
          stagedBottles: ids.map((qrCodeId) => ({ qrCodeId, formatId: chablis })),
          delivery: { supplier: 'Vins Dupont', costs: [{ formatId: chablis, cost }] },
        }),
      );
    await receive(['L1'], 19.5);
    await receive(['L2'], 21.25);
    // The format's cost edited after both deliveries is not what they were bought at.
    await ok(owner.client.patch(`/api/formats/${chablis}`, { cost: 25 }));
    await setPar(owner, [
      { formatId: chablis, par: 6 },
      { formatId: sancerre, par: 3 },
    ]);
    const made = await create(owner);
    expect(made.orders).toHaveLength(1);
    expect(await linesOf(owner, made.orders[0]?.id ?? '')).toEqual([
      ['Chablis', 4, 2125],
      ['Sancerre', 3, 1400],
    ]);
  });

  it('pressed again brings each supplier’s draft up to date, makes drafts for the others, and never touches a sent order', async () => {
    const owner = await server.signUp();
    const chablis = await wine(owner, 'Chablis', 'Vins Dupont', 12);
    const sancerre = await wine(owner, 'Sancerre', 'Vins Dupont', 10);
    const rioja = await wine(owner, 'Rioja', 'Iberia', 9.5);
    const barolo = await wine(owner, 'Barolo', 'Piemonte', 30);
    const tokaji = await wine(owner, 'Tokaji', 'Hungaria', 20);
    await setPar(owner, [
      { formatId: chablis, par: 6 },
      { formatId: rioja, par: 4 },
    ]);
    const first = await create(owner);
    expect([first.created, first.updated]).toEqual([2, 0]);
    const dupont = first.orders.find((o) => o.supplierName === 'Vins Dupont')?.id ?? '';
    const iberia = first.orders.find((o) => o.supplierName === 'Iberia')?.id ?? '';

    // The Dupont draft is edited by hand: Chablis's quantity and price, a wine added.
    await ok(
      owner.client.put(`/api/purchase-orders/${dupont}`, {
        note: 'Tuesday',
        lines: [
          { formatId: chablis, quantity: 2, costCents: 1100 },
          { formatId: tokaji, quantity: 1, costCents: 1900 },
        ],
      }),
    );
    // Iberia's is sent: it is the supplier's now.
    await ok(owner.client.post(`/api/purchase-orders/${iberia}/send`, { via: 'print' }));
    await setPar(owner, [
      { formatId: chablis, par: 8 },
      { formatId: sancerre, par: 2 },
      { formatId: barolo, par: 1 },
    ]);

    const second = await create(owner);
    // Dupont updated; Iberia (sent) and Piemonte get new drafts.
    expect([second.created, second.updated]).toEqual([2, 1]);
    expect(second.orders.map((o) => [o.number, o.supplierName, o.status]).sort()).toEqual([
      [2, 'Vins Dupont', 'draft'],
      [3, 'Iberia', 'draft'],
      [4, 'Piemonte', 'draft'],
    ]);
    // Chablis back to what reaches par at the price typed; the added wine kept; Sancerre added.
    expect(await linesOf(owner, dupont)).toEqual([
      ['Chablis', 8, 1100],
      ['Tokaji', 1, 1900],
      ['Sancerre', 2, 1000],
    ]);
    const kept = await ok<PurchaseOrderAnswer>(owner.client.get(`/api/purchase-orders/${dupont}`));
    expect(kept.order.note).toBe('Tuesday');
    const sent = await ok<PurchaseOrderAnswer>(owner.client.get(`/api/purchase-orders/${iberia}`));
    expect(sent.order.status).toBe('sent');
    expect(sent.order.lines.map((l) => [l.name, l.quantity, l.costCents])).toEqual([
      ['Rioja', 4, 950],
    ]);

    // Nothing changed since: pressed a third time, nothing is made or changed.
    const third = await create(owner);
    expect([third.created, third.updated, third.orders.length]).toEqual([0, 0, 3]);
  });
});
