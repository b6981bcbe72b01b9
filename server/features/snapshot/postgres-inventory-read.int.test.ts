import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inventoryRows } from '../../../domain/inventory-columns.js';
import { addLocation, productRequest } from '../../test/fixtures.js';
import {
  type SignedUp,
  startTestServer,
  type TestServer,
  testDatabase,
} from '../../test/test-server.js';
import { readInventoryByColumns } from './postgres-inventory-read.js';
import { loadSnapshot, readInventoryRows } from './snapshot-service.js';

const byId = <T extends { id: string }>(items: readonly T[]) =>
  [...items].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));

describe.runIf(testDatabase() === 'postgres')('the snapshot read by columns (PostgreSQL)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server.close();
  });

  /** A restaurant with every kind of value: nulls, decimals, flags, accents, empty text. */
  async function stockedRestaurant(): Promise<SignedUp> {
    const owner = await server.signUp();
    const cellar = await addLocation(server.services.writer, owner, 'Cave', ['A1']);
    const requests = [
      {
        ...productRequest({
          alcoholPercentage: 13.5,
          barcode: '3012345678907',
          isPrivateImport: true,
        }),
        bottles: { count: 2, locationId: cellar, bin: 'A1' },
      },
      {
        ...productRequest({ name: 'Clos de Bèze « Réserve »', showOnMenu: false, grains: [] }),
        format: { vintage: 'NV', bottleSize: 1500, cost: null, price: 99.99, tastingNotes: '' },
        bottles: { count: 1 },
      },
      {
        ...productRequest({ name: 'Empty format', producer: '' }),
        format: { vintage: '', bottleSize: 375, cost: 0.1, price: null },
      },
    ];
    for (const request of requests) {
      const response = await owner.client.post('/api/products', request);
      expect(response.status, JSON.stringify(response.body)).toBe(201);
    }
    return owner;
  }

  const read = (restaurantId: string) =>
    server.services.db.kysely.transaction().execute(async (tx) => ({
      columns: await readInventoryByColumns(tx, restaurantId),
      rows: await readInventoryRows(tx, restaurantId),
    }));

  it('gives exactly what the row-by-row read gives', async () => {
    const owner = await stockedRestaurant();
    const { columns, rows } = await read(owner.restaurantId);
    if (!columns) throw new Error('expected the columns read');
    expect(rows.products).toHaveLength(3);
    expect(rows.bottles).toHaveLength(3);
    const fromColumns = inventoryRows(columns);
    expect(byId(fromColumns.products)).toEqual(byId(rows.products));
    expect(byId(fromColumns.formats)).toEqual(byId(rows.formats));
    expect(byId(fromColumns.bottles)).toEqual(byId(rows.bottles));
  });

  it('reads an empty restaurant as empty', async () => {
    const owner = await server.signUp();
    const { columns } = await read(owner.restaurantId);
    expect(columns && inventoryRows(columns)).toEqual({ products: [], formats: [], bottles: [] });
    expect(columns?.bottles.id).toEqual([]);
  });

  it('gives way to the rows when a value holds its separator, and the snapshot keeps it whole', async () => {
    const owner = await stockedRestaurant();
    const bottleId = (await read(owner.restaurantId)).rows.bottles[0]?.id ?? '';
    const note = 'shelf\u001fB, behind the magnums';
    const patched = await owner.client.patch(`/api/bottles/${encodeURIComponent(bottleId)}`, {
      notes: note,
    });
    expect(patched.status, JSON.stringify(patched.body)).toBe(200);

    expect((await read(owner.restaurantId)).columns).toBeUndefined();
    // What a snapshot's first build reads.
    const snapshot = await loadSnapshot(server.services.db, owner.restaurantId);
    expect(snapshot.bottles).toHaveLength(3);
    expect(snapshot.bottles.find((bottle) => bottle.id === bottleId)?.notes).toBe(note);
  });
});
