import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Format } from '../../../domain/inventory.js';
import type { PosItems, SalesOverview, SalesPreview } from '../../../domain/sales-api.js';
import type { VarianceReport } from '../../../domain/variance.js';
import { productRequest } from '../../test/fixtures.js';
import { TestClient } from '../../test/test-client.js';
import {
  openTestDatabase,
  type SignedUp,
  startTestServer,
  type TestServer,
} from '../../test/test-server.js';
import { ok, reasonOf, sendFile } from './sales-test-kit.js';

let database: Awaited<ReturnType<typeof openTestDatabase>>;
let server: TestServer;
/** A second server process over the same database, as a hosted Cellar runs several. */
let other: TestServer;
beforeAll(async () => {
  database = await openTestDatabase();
  server = await startTestServer({}, database);
  other = await startTestServer({}, { db: database.reopen(), dispose: async () => {} });
});
afterAll(async () => {
  await other.close();
  await other.services.db.close();
  await server.close();
});

const REFUSED_ITEM = 'Refused By The Database';

/** Square item lines over a week; the last one is `last`, the rest four wines. */
function salesFile(lines: number, last: string): string {
  const rows = ['Date,Time,Category,Item,Qty,Gross Sales'];
  for (let line = 0; line < lines; line++) {
    const item = line === lines - 1 ? last : `Cuvée ${line % 4} BTL`;
    rows.push(`2026-10-0${1 + (line % 7)},19:00:00,Wine,${item},1,$24.00`);
  }
  return rows.join('\n');
}

/**
 * The database refuses one line, as a full disk or a lost connection would refuse a slice: the
 * import fails with the slices before it written.
 */
async function refuseItem(on: boolean): Promise<void> {
  const { kysely, dialect } = server.services.db;
  const key = REFUSED_ITEM.toLowerCase();
  if (dialect === 'sqlite') {
    if (!on) return void (await sql`drop trigger refuse_sales_line`.execute(kysely));
    await sql`create trigger refuse_sales_line before insert on sales_lines
      when new.item_key = ${sql.lit(key)} begin select raise(abort, 'refused'); end`.execute(
      kysely,
    );
    return;
  }
  if (!on) return void (await sql`drop trigger refuse_sales_line on sales_lines`.execute(kysely));
  await sql`create or replace function refuse_sales_line() returns trigger language plpgsql as $$
    begin if new.item_key = ${sql.lit(key)} then raise exception 'refused'; end if; return new; end
    $$`.execute(kysely);
  await sql`create trigger refuse_sales_line before insert on sales_lines
    for each row execute function refuse_sales_line()`.execute(kysely);
}

/** PostgreSQL: a file marked imported holds its transaction 1.5 s before it commits. */
async function holdMarkedFile(on: boolean): Promise<void> {
  const { kysely, dialect } = server.services.db;
  if (dialect !== 'postgres') return;
  if (!on) return void (await sql`drop trigger hold_marked_file on sales_files`.execute(kysely));
  await sql`create or replace function hold_marked_file() returns trigger language plpgsql as $$
    begin perform pg_sleep(1.5); return null; end $$`.execute(kysely);
  await sql`create trigger hold_marked_file after update on sales_files for each row
    when (old.state = 'pending' and new.state = 'imported')
    execute function hold_marked_file()`.execute(kysely);
}

async function linesOf(restaurantId: string): Promise<number> {
  const row = await server.services.db.kysely
    .selectFrom('sales_lines')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('restaurant_id', '=', restaurantId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** A file as an import under way leaves it: pending, its lines written, started `at`. */
async function pendingFile(owner: SignedUp, item: string, at: string): Promise<void> {
  const db = server.services.db.kysely;
  await db
    .insertInto('sales_files')
    .values({
      restaurant_id: owner.restaurantId,
      id: 'pending-file',
      file_name: 'pending.csv',
      file_hash: 'pending:pending-file',
      source: 'square',
      first_day: '2026-10-01',
      last_day: '2026-10-02',
      line_count: 2,
      imported_at: at,
      imported_by_user_id: owner.userId,
      change_batch_id: null,
      state: 'pending',
    })
    .execute();
  await db
    .insertInto('sales_lines')
    .values(
      ['2026-10-01', '2026-10-02'].map((day, position) => ({
        restaurant_id: owner.restaurantId,
        file_id: 'pending-file',
        position,
        day,
        item_key: item.toLowerCase(),
        item,
        quantity: 3,
        amount_cents: null,
      })),
    )
    .execute();
}

describe('a sales file written in slices', { timeout: 120_000 }, () => {
  it('leaves nothing when it fails with slices written, and the same file imports again', async () => {
    const owner = await server.signUp();
    // Past the first slices: the refused line is the file's last.
    const file = salesFile(6_000, REFUSED_ITEM);
    await refuseItem(true);
    try {
      const failed = await sendFile(owner.client, '/api/sales?name=week.csv', file);
      expect(failed.status).toBe(500);
    } finally {
      await refuseItem(false);
    }
    expect(await linesOf(owner.restaurantId)).toBe(0);
    const overview = await ok<SalesOverview>(owner.client.get('/api/sales'));
    expect(overview).toMatchObject({ files: [], days: [] });
    expect((await ok<PosItems>(owner.client.get('/api/sales/items'))).items).toEqual([]);

    const again = await ok<{ lines: number }>(sendFile(owner.client, '/api/sales', file));
    expect(again.lines).toBe(6_000);
    expect(await linesOf(owner.restaurantId)).toBe(6_000);
    const listed = await ok<SalesOverview>(owner.client.get('/api/sales'));
    expect(listed.files.map((each) => [each.lines, each.days])).toEqual([[6_000, 7]]);
  });

  it('imports one file sent to two server processes at once once; the other is told why', async () => {
    const owner = await server.signUp();
    const elsewhere = new TestClient(other.baseUrl);
    const login = await elsewhere.post('/api/auth/login', {
      email: owner.email,
      password: owner.password,
    });
    expect(login.status).toBe(200);
    const file = salesFile(3_000, 'Cuvée 9 BTL');
    // On PostgreSQL the last transactions must overlap for the race to be one: the first to mark
    // its file imported holds its transaction open a moment, as a slow depletion would.
    await holdMarkedFile(true);
    let answers: Awaited<ReturnType<typeof sendFile>>[];
    try {
      answers = await Promise.all([
        sendFile(owner.client, '/api/sales?name=week.csv', file),
        sendFile(elsewhere, '/api/sales?name=week.csv', file),
      ]);
    } finally {
      await holdMarkedFile(false);
    }
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses, JSON.stringify(answers.map((answer) => answer.body))).toEqual([200, 409]);
    const refused = answers.find((answer) => answer.status === 409);
    if (refused === undefined) throw new Error('no import was refused');
    expect(reasonOf(refused)).toBe('sales-already-imported');
    expect(await linesOf(owner.restaurantId)).toBe(3_000);
    const listed = await ok<SalesOverview>(owner.client.get('/api/sales'));
    expect(listed.files.map((each) => each.lines)).toEqual([3_000]);
  });

  it('keeps a pending file out of every read, and a server start deletes one left behind', async () => {
    const owner = await server.signUp();
    const request = productRequest({ name: 'Chablis' });
    const saved = await owner.client.post('/api/products', {
      ...request,
      format: { ...request.format, cost: 18, price: 60 },
      bottles: { ids: ['CH1'] },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(201);
    const formatId = (saved.body as { format: Format }).format.id;
    const matched = { item: 'Chablis BTL', kind: 'bottle', formatId };
    expect((await owner.client.put('/api/sales/items', matched)).status).toBe(200);
    // Started two hours ago: on PostgreSQL a younger one may be another process's import.
    await pendingFile(owner, 'Chablis BTL', new Date(Date.now() - 7_200_000).toISOString());

    const overview = await ok<SalesOverview>(owner.client.get('/api/sales'));
    expect(overview).toMatchObject({ files: [], days: [] });
    expect((await ok<PosItems>(owner.client.get('/api/sales/items'))).items).toEqual([]);
    const preview = await ok<SalesPreview>(
      sendFile(owner.client, '/api/sales/preview', salesFile(2, 'Chablis BTL')),
    );
    expect(preview.importedDays).toEqual([]);
    const report = await ok<VarianceReport>(
      owner.client.get('/api/reports/variance?from=2026-09-30T00:00:00Z&to=2026-10-03T00:00:00Z'),
    );
    expect(report.total.sold).toBe(0);

    const restarted = await startTestServer(
      {},
      { db: server.services.db, dispose: async () => undefined },
    );
    await restarted.close();
    expect(await linesOf(owner.restaurantId)).toBe(0);
    const files = await server.services.db.kysely
      .selectFrom('sales_files')
      .select('id')
      .where('restaurant_id', '=', owner.restaurantId)
      .execute();
    expect(files).toEqual([]);
  });
});
