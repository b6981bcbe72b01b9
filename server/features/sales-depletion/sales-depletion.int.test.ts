import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Format } from '../../../domain/inventory.js';
import type { SalesDepletion } from '../../../domain/sales-depletion.js';
import type { VarianceReport } from '../../../domain/variance.js';
import type { Db } from '../../db/database.js';
import { productRequest } from '../../test/fixtures.js';
import { sendFile } from '../../test/send-file.js';
import {
  openTestDatabase,
  type SignedUp,
  startTestServer,
  type TestServer,
} from '../../test/test-server.js';
import { depleteSalesFile, undoSalesDepletion } from './index.js';

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

const today = new Date().toISOString().slice(0, 10);

async function location(owner: SignedUp, name: string): Promise<string> {
  const made = await owner.client.post('/api/locations', { name });
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  return (made.body as { id: string }).id;
}

async function wine(owner: SignedUp, name: string, ids: string[], where: string | null) {
  const request = productRequest({ name });
  const saved = await owner.client.post('/api/products', {
    ...request,
    format: { ...request.format, cost: 18, price: 60 },
    bottles: { ids, locationId: where },
  });
  expect(saved.status, JSON.stringify(saved.body)).toBe(201);
  return (saved.body as { format: Format }).format.id;
}

/** A sales file as the import writes it, with the server's own handle (the import is elsewhere). */
async function salesFile(
  owner: SignedUp,
  items: Array<{ item: string; kind: 'bottle' | 'glass'; formatId: string; quantity: number }>,
): Promise<string> {
  const db = database.db.kysely;
  const id = `file-${Math.random().toString(36).slice(2)}`;
  const at = new Date().toISOString();
  await db
    .insertInto('sales_files')
    .values({
      restaurant_id: owner.restaurantId,
      id,
      file_name: 'sales.csv',
      file_hash: id,
      source: 'mapped',
      first_day: today,
      last_day: today,
      line_count: items.length,
      imported_at: at,
      imported_by_user_id: owner.userId,
      change_batch_id: null,
    })
    .execute();
  for (const [position, line] of items.entries()) {
    await db
      .insertInto('pos_items')
      .values({
        restaurant_id: owner.restaurantId,
        item_key: line.item.toLowerCase(),
        item: line.item,
        kind: line.kind,
        format_id: line.formatId,
        pour: line.kind === 'glass' ? '5oz' : null,
        updated_at: at,
        updated_by_user_id: owner.userId,
      })
      .onConflict((conflict) => conflict.columns(['restaurant_id', 'item_key']).doNothing())
      .execute();
    await db
      .insertInto('sales_lines')
      .values({
        restaurant_id: owner.restaurantId,
        file_id: id,
        position,
        day: today,
        item_key: line.item.toLowerCase(),
        item: line.item,
        quantity: line.quantity,
        amount_cents: null,
      })
      .execute();
  }
  return id;
}

/** As the import of sales calls it: in its own write, the file's and the bottles' one batch. */
function deplete(owner: SignedUp, fileId: string): Promise<SalesDepletion> {
  const { writer } = server.services;
  return writer.write(owner, (tx, record, historyId) =>
    depleteSalesFile({ tx, dialect: writer.dialect, record, historyId }, owner, fileId),
  );
}

function undo(owner: SignedUp, fileId: string): Promise<{ bottles: number }> {
  const { writer } = server.services;
  return writer.write(owner, (tx, record, historyId) =>
    undoSalesDepletion({ tx, dialect: writer.dialect, record, historyId }, owner, fileId),
  );
}

async function bottleIds(owner: SignedUp, formatId: string): Promise<string[]> {
  const rows = await database.db.kysely
    .selectFrom('bottles')
    .select('id')
    .where('restaurant_id', '=', owner.restaurantId)
    .where('format_id', '=', formatId)
    .orderBy('id')
    .execute();
  return rows.map((row) => row.id);
}

describe('Imported bottle sales remove bottles', () => {
  it('is a setting of owners and managers, with a location of the restaurant or none', async () => {
    const owner = await server.signUp();
    const manager = await server.addMember(owner, 'manager');
    const staff = await server.addMember(owner, 'staff');
    const bar = await location(owner, 'Bar');
    expect((await owner.client.get('/api/sales-depletion')).body).toEqual({
      deplete: false,
      locationId: null,
    });
    const saved = await manager.client.put('/api/sales-depletion', {
      deplete: true,
      locationId: bar,
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body).toEqual({ deplete: true, locationId: bar });
    const unknown = await owner.client.put('/api/sales-depletion', {
      deplete: false,
      locationId: 'nowhere',
    });
    expect(unknown.status).toBe(400);
    expect((unknown.body as { error: { reason: string } }).error.reason).toBe('location-unknown');
    expect((await owner.client.get('/api/sales-depletion')).body).toEqual({
      deplete: true,
      locationId: bar,
    });
    for (const answer of [
      await staff.client.get('/api/sales-depletion'),
      await staff.client.put('/api/sales-depletion', { deplete: false, locationId: null }),
    ]) {
      expect(answer.status).toBe(403);
      expect((answer.body as { error: { reason: string } }).error.reason).toBe('permission-denied');
    }
  });

  it('removes the oldest bottles of the location as Sold, says how many were short, pours the glasses, and undoes', async () => {
    const owner = await server.signUp();
    const bar = await location(owner, 'Bar');
    const barIds = ['B1', 'B2', 'B3', 'B4', 'B5', 'B6'];
    const chablis = await wine(owner, 'Chablis', barIds, bar);
    const added = await owner.client.post('/api/batches/add', {
      formatId: chablis,
      locationId: null,
      bin: '',
      ids: ['C1', 'C2'],
    });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    const margaux = await wine(owner, 'Margaux', ['M1'], bar);
    // B6 came first, then B5...: the oldest go first.
    for (const [index, id] of barIds.entries()) {
      await database.db.kysely
        .updateTable('bottles')
        .set({ added_at: `2026-0${9 - Math.floor(index / 3)}-1${5 - (index % 3)}` })
        .where('restaurant_id', '=', owner.restaurantId)
        .where('id', '=', id)
        .execute();
    }
    const sancerre = await wine(owner, 'Sancerre', ['S1', 'S2'], null);
    const off = await salesFile(owner, [
      { item: 'Chablis btl', kind: 'bottle', formatId: chablis, quantity: 2 },
    ]);
    // Off (as it starts): nothing removed.
    expect(await deplete(owner, off)).toMatchObject({ batch: null, removed: 0 });
    expect(await bottleIds(owner, chablis)).toHaveLength(8);

    expect(
      (await owner.client.put('/api/sales-depletion', { deplete: true, locationId: bar })).status,
    ).toBe(200);
    const file = await salesFile(owner, [
      { item: 'Chablis btl', kind: 'bottle', formatId: chablis, quantity: 3 },
      { item: 'Chablis bottle', kind: 'bottle', formatId: chablis, quantity: 2 },
      { item: 'Margaux btl', kind: 'bottle', formatId: margaux, quantity: 3 },
      { item: 'Sancerre 5oz', kind: 'glass', formatId: sancerre, quantity: 2 },
    ]);
    const answer = await deplete(owner, file);
    expect(answer).toMatchObject({
      removed: 6,
      glasses: { poured: 2, short: 0 },
    });
    expect(answer.formats).toEqual(
      expect.arrayContaining([
        { formatId: chablis, sold: 5, removed: 5, short: 0 },
        { formatId: margaux, sold: 3, removed: 1, short: 2 },
      ]),
    );
    // The five oldest of the Bar went; the newest and the two unassigned stayed.
    expect(await bottleIds(owner, chablis)).toEqual(['B1', 'C1', 'C2']);
    const kept = await database.db.kysely
      .selectFrom('sales_files')
      .select('change_batch_id')
      .where('id', '=', file)
      .executeTakeFirstOrThrow();
    expect(kept.change_batch_id).toBe(answer.batch);
    // The report sees them Sold (the file before sold 2 more); two 5 oz glasses poured from S1
    // as two pours on the phone leave it (803, then 606 thousandths).
    const from = `${today}T00:00:00.000Z`;
    const to = new Date(Date.parse(from) + 86_400_000).toISOString();
    const report = await owner.client.get(`/api/reports/variance?from=${from}&to=${to}`);
    const rows = (report.body as VarianceReport).rows;
    expect(rows.find((row) => row.formatId === chablis)).toMatchObject({ removed: 5, sold: 7 });
    const opened = await database.db.kysely
      .selectFrom('bottles')
      .select(['id', 'remaining_permille'])
      .where('restaurant_id', '=', owner.restaurantId)
      .where('format_id', '=', sancerre)
      .where('opened_at', 'is not', null)
      .execute();
    expect(opened).toEqual([{ id: 'S1', remaining_permille: 606 }]);

    const again = await server.services.writer
      .write(owner, (tx, record, historyId) =>
        depleteSalesFile(
          { tx, dialect: server.services.writer.dialect, record, historyId },
          owner,
          file,
        ),
      )
      .catch((error: { reason?: string }) => error.reason);
    expect(again).toBe('sales-already-depleted');

    expect(await undo(owner, file)).toEqual({ bottles: 6, glasses: 2 });
    expect(await bottleIds(owner, margaux)).toEqual(['M1']);
    expect(await bottleIds(owner, chablis)).toEqual([
      'B1',
      'B2',
      'B3',
      'B4',
      'B5',
      'B6',
      'C1',
      'C2',
    ]);
    const back = await owner.client.get(`/api/reports/variance?from=${from}&to=${to}`);
    expect(
      (back.body as VarianceReport).rows.find((row) => row.formatId === chablis),
    ).toMatchObject({ removed: 0, sold: 7 });
    const placed = await database.db.kysely
      .selectFrom('bottles')
      .select(['location_id', 'cost_cents'])
      .where('restaurant_id', '=', owner.restaurantId)
      .where('id', '=', 'B6')
      .executeTakeFirstOrThrow();
    expect(placed).toEqual({ location_id: bar, cost_cents: 1800 });
  });
  it('takes the bottles an imported sales file sold, in the import, when the setting is on', {
    timeout: 120_000,
  }, async () => {
    const owner = await server.signUp();
    const bar = await location(owner, 'Bar');
    const chablis = await wine(owner, 'Chablis Montmains', ['S1', 'S2', 'S3'], bar);
    const matched = await owner.client.put('/api/sales/items', {
      item: 'Chablis Montmains BTL',
      kind: 'bottle',
      formatId: chablis,
    });
    expect(matched.status, JSON.stringify(matched.body)).toBe(200);
    const header =
      'Date,Time,Time Zone,Category,Item,Qty,Price Point Name,SKU,Modifiers Applied,Gross Sales,Discounts,Net Sales,Tax,Transaction ID,Payment ID,Device Name,Notes,Details,Event Type,Location,Dining Option,Customer ID,Customer Name,Customer Reference ID,Unit,Count,Itemization Type';
    const line = (day: string, quantity: number) =>
      `${day},19:00:00,UTC,Wine,Chablis Montmains BTL,${quantity},Regular,,,$68.00,$0.00,$68.00,$0.00,T${day},P${day},Bar,,,Payment,Bar,For Here,,,,,,Physical Item`;
    // Off: the file is imported and no bottle leaves.
    const off = await sendFile(
      owner.client,
      '/api/sales?name=a.csv',
      `${header}\n${line(today, 1)}\n`,
    );
    expect(off.status, JSON.stringify(off.body)).toBe(200);
    expect(off.body).toMatchObject({ depletion: { removed: 0, short: 0 } });
    const on = await owner.client.put('/api/sales-depletion', { deplete: true, locationId: bar });
    expect(on.status).toBe(200);
    // On: four sold, three on hand: three removed as Sold in the import's batch, one short.
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    const imported = await sendFile(
      owner.client,
      '/api/sales?name=b.csv',
      `${header}\n${line(tomorrow, 4)}\n`,
    );
    expect(imported.status, JSON.stringify(imported.body)).toBe(200);
    expect(imported.body).toMatchObject({ depletion: { removed: 3, short: 1 } });
    const left = await owner.client.get(`/api/bottles?format=${chablis}`);
    expect(left.status).toBe(200);
    expect((left.body as { bottles: unknown[] }).bottles).toHaveLength(0);
  });
});
