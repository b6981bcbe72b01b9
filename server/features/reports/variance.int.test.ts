import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PourSize } from '../../../domain/open-bottles.js';
import type { PosItemKind } from '../../../domain/sales.js';
import type { VarianceReport } from '../../../domain/variance.js';
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

const DAY_MS = 86_400_000;
const today = new Date().toISOString().slice(0, 10);
const dayFrom = (offset: number) =>
  new Date(Date.parse(`${today}T00:00:00.000Z`) + offset * DAY_MS).toISOString().slice(0, 10);
const yesterday = dayFrom(-1);

function wine(owner: SignedUp, name: string, ids: string[], price = 60): Promise<string> {
  return saveWine(owner.client, name, ids, { cost: 18, price });
}

async function remove(owner: SignedUp, ids: string[], reason: string) {
  const answer = await owner.client.post('/api/batches/remove', { ids, reason });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
}

/**
 * A sales file as the import leaves it, written with the server's own handle: the import screen
 * is another feature's, and this report reads only its rows.
 */
async function sales(
  owner: SignedUp,
  items: Array<{ item: string; kind: PosItemKind; formatId: string | null; pour?: PourSize }>,
  lines: Array<{ day: string; item: string; quantity: number; location?: string }>,
) {
  const db = database.db.kysely;
  const fileId = `file-${Math.random().toString(36).slice(2)}`;
  const at = new Date().toISOString();
  await db
    .insertInto('sales_files')
    .values({
      restaurant_id: owner.restaurantId,
      id: fileId,
      file_name: 'sales.csv',
      file_hash: fileId,
      source: 'mapped',
      first_day: lines.map((line) => line.day).sort()[0] ?? today,
      last_day:
        lines
          .map((line) => line.day)
          .sort()
          .at(-1) ?? today,
      line_count: lines.length,
      imported_at: at,
      imported_by_user_id: owner.userId,
      change_batch_id: null,
    })
    .execute();
  for (const item of items) {
    await db
      .insertInto('pos_items')
      .values({
        restaurant_id: owner.restaurantId,
        item_key: item.item.toLowerCase(),
        item: item.item,
        kind: item.kind,
        format_id: item.formatId,
        pour: item.pour ?? null,
        updated_at: at,
        updated_by_user_id: owner.userId,
      })
      .execute();
  }
  await db
    .insertInto('sales_lines')
    .values(
      lines.map((line, position) => ({
        restaurant_id: owner.restaurantId,
        file_id: fileId,
        position,
        day: line.day,
        item_key: line.item.toLowerCase(),
        item: line.item,
        quantity: line.quantity,
        amount_cents: null,
        location: line.location ?? '',
      })),
    )
    .execute();
}

async function variance(owner: SignedUp, from: string, to: string): Promise<VarianceReport> {
  const answer = await owner.client.get(
    `/api/reports/variance?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`,
  );
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body as VarianceReport;
}

const period = () => ({ from: `${yesterday}T00:00:00.000Z`, to: `${dayFrom(1)}T00:00:00.000Z` });

describe('Variance', () => {
  it('sets the bottles used against the bottles sold per format, explained losses apart', async () => {
    const owner = await server.signUp();
    const ids = Array.from({ length: 10 }, (_, n) => `CH${n + 1}`);
    const chablis = await wine(owner, 'Chablis', ids, 64);
    const sancerre = await wine(owner, 'Sancerre', ['SA1', 'SA2']);
    await remove(owner, ['CH1', 'CH2', 'CH3', 'CH4'], 'sold');
    await remove(owner, ['CH5'], 'broken');
    await sales(
      owner,
      [
        { item: 'Chablis btl', kind: 'bottle', formatId: chablis },
        { item: 'Sancerre 5oz', kind: 'glass', formatId: sancerre, pour: '5oz' },
        { item: 'Burger', kind: 'none', formatId: null },
      ],
      [
        { day: yesterday, item: 'Chablis btl', quantity: 1 },
        { day: today, item: 'Chablis btl', quantity: 2 },
        { day: today, item: 'Sancerre 5oz', quantity: 12 },
        { day: today, item: 'Burger', quantity: 40 },
        // Outside the period: not counted.
        { day: dayFrom(-3), item: 'Chablis btl', quantity: 5 },
      ],
    );

    const report = await variance(owner, period().from, period().to);
    expect(report.firstDay).toBe(yesterday);
    expect(report.lastDay).toBe(today);
    const chablisRow = report.rows.find((row) => row.formatId === chablis);
    expect(chablisRow).toMatchObject({
      removed: 4,
      depleted: 0,
      used: 4,
      sold: 3,
      variance: -1,
      costCents: -1800,
      priceCents: -6400,
      sharePercent: -25,
      explained: { broken: 1, gift: 0, returned: 0 },
    });
    // Twelve 5 oz glasses of a 750 ml wine: 2.37 bottles, nothing used, valued at its bottles'.
    expect(report.rows.find((row) => row.formatId === sancerre)).toMatchObject({
      used: 0,
      sold: 2.37,
      variance: 2.37,
      costCents: 4266,
      sharePercent: null,
    });
    expect(report.total).toMatchObject({ used: 4, sold: 5.37, variance: 1.37, explained: 1 });
    // Yesterday's sale had no bottle removed that day.
    expect(report.salesWithoutBottle).toEqual([
      {
        location: '',
        day: yesterday,
        item: 'Chablis btl',
        quantity: 1,
        formatId: chablis,
        name: 'Chablis',
        vintage: '2019',
      },
    ]);
    expect(report.soldWithoutSale).toEqual([]);

    const csv = await owner.client.get(
      `/api/reports/variance/export.csv?from=${period().from}&to=${period().to}`,
    );
    expect(csv.status).toBe(200);
    expect(csv.body as string).toContain(
      'format,,,,Chablis,Domaine Rossignol-Trapet,2019,750,4,0.00,4.00,3.00,-1.00,-18.00,-64.00,-25.0,1,0,0',
    );
    expect(csv.body as string).toContain(`sale-without-bottle,,${yesterday},Chablis btl,Chablis`);
  });

  it('counts what open bottles lost in the period, once, and names bottles sold with no sale', async () => {
    const owner = await server.signUp();
    const location = await owner.client.post('/api/locations', { name: 'Bar' });
    expect(location.status, JSON.stringify(location.body)).toBe(201);
    const bar = (location.body as { id: string }).id;
    const margaux = await wine(owner, 'Margaux', ['MA1', 'MA2', 'MA3', 'MA4']);
    const moved = await owner.client.post('/api/batches/move', {
      ids: ['MA1', 'MA2', 'MA3', 'MA4'],
      locationId: bar,
      bin: '',
    });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    for (const id of ['MA1', 'MA2']) {
      expect((await owner.client.post(`/api/bottles/${id}/open`, {})).status).toBe(200);
    }
    // MA1 down to 6/10: 0.4 of a bottle. MA2 poured out and removed: one bottle, not 1 + its drop.
    expect((await owner.client.put('/api/bottles/MA1/level', { tenths: 6 })).status).toBe(200);
    expect((await owner.client.put('/api/bottles/MA2/level', { tenths: 3 })).status).toBe(200);
    await remove(owner, ['MA2'], 'poured');
    await remove(owner, ['MA3'], 'sold');

    const report = await variance(owner, period().from, period().to);
    expect(report.rows).toMatchObject([
      { formatId: margaux, removed: 2, depleted: 0.4, used: 2.4, sold: 0, variance: -2.4 },
    ]);
    // 2 bottles at their own 18.00, the 0.4 beyond them at the average of the bottles here.
    expect(report.rows[0]?.costCents).toBe(-4320);
    expect(report.soldWithoutSale).toEqual([
      {
        location: 'Bar',
        day: today,
        bottleId: 'MA3',
        formatId: margaux,
        name: 'Margaux',
        vintage: '2019',
      },
    ]);
  });

  it('puts each bottle removed as sold on the reader’s day, at the period’s offset', async () => {
    /** Removes bottles as sold, then sets when each went (the server stamps now). */
    async function soldAt(owner: SignedUp, times: Record<string, string>) {
      await remove(owner, Object.keys(times), 'sold');
      for (const [id, at] of Object.entries(times)) {
        await database.db.kysely
          .updateTable('removed_bottles')
          .set({ removed_at: at })
          .where('restaurant_id', '=', owner.restaurantId)
          .where('id', '=', id)
          .execute();
      }
    }
    const places: Array<{
      offset: string;
      sold: Record<string, string>;
      saleDay: string;
      alone: { bottleId: string; day: string };
    }> = [
      // Paris: 23:30 UTC is the next day's 00:30, 22:30 UTC still the day's 23:30.
      {
        offset: '+01:00',
        sold: { PA1: `${yesterday}T23:30:00.000Z`, PA2: `${yesterday}T22:30:00.000Z` },
        saleDay: today,
        alone: { bottleId: 'PA2', day: yesterday },
      },
      // New York: 02:00 UTC is the evening before; 23:30 UTC is the same day's 18:30.
      {
        offset: '-05:00',
        sold: { NY1: `${today}T02:00:00.000Z`, NY2: `${today}T23:30:00.000Z` },
        saleDay: yesterday,
        alone: { bottleId: 'NY2', day: today },
      },
    ];
    for (const place of places) {
      const owner = await server.signUp();
      const formatId = await wine(owner, 'Margaux', Object.keys(place.sold));
      await soldAt(owner, place.sold);
      await sales(
        owner,
        [{ item: 'Margaux btl', kind: 'bottle', formatId }],
        [{ day: place.saleDay, item: 'Margaux btl', quantity: 1 }],
      );
      const from = `${yesterday}T00:00:00${place.offset}`;
      const report = await variance(owner, from, `${dayFrom(1)}T00:00:00${place.offset}`);
      expect(report.soldWithoutSale, place.offset).toMatchObject([place.alone]);
      expect(report.salesWithoutBottle, place.offset).toEqual([]);
      expect(report.rows).toMatchObject([{ formatId, used: 2, sold: 1 }]);
    }
  });

  it('takes the sales days whose noon is in a period between two counts', async () => {
    const owner = await server.signUp();
    // A count the evening before, and one this morning at 10:00 in Paris (+01:00).
    const report = await variance(owner, `${yesterday}T22:30:00+01:00`, `${today}T10:00:00+01:00`);
    expect(report.firstDay).toBe(today);
    expect(report.lastDay).toBe(yesterday);
    expect(report.rows).toEqual([]);
    const morning = await variance(owner, `${yesterday}T09:00:00+01:00`, `${today}T21:00:00+01:00`);
    expect([morning.firstDay, morning.lastDay]).toEqual([yesterday, today]);
  });

  it('answers a manager, and refuses staff with permission-denied', async () => {
    const owner = await server.signUp();
    const manager = await server.addMember(owner, 'manager');
    const staff = await server.addMember(owner, 'staff');
    expect((await manager.client.get('/api/reports/variance')).status).toBe(200);
    for (const path of ['/api/reports/variance', '/api/reports/variance/export.csv']) {
      const refused = await staff.client.get(path);
      expect(refused.status, path).toBe(403);
      expect((refused.body as { error: { reason: string } }).error.reason).toBe(
        'permission-denied',
      );
    }
  });
});
