import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ImportPreview, ImportResult } from '../../../domain/import-api.js';
import type { DeadStockReport, MovementReport } from '../../../domain/reports.js';
import type { Snapshot } from '../../../domain/snapshot.js';
import type { TestClient } from '../../test/test-client.js';
import { type SignedUp, startTestServer, type TestServer } from '../../test/test-server.js';

/**
 * What an import checks before it writes, and what it says of what it wrote: a quote never
 * closed, a file imported twice, the category each row gets, and when its bottles arrived.
 */

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

interface Answer {
  status: number;
  body: unknown;
}

async function send(client: TestClient, path: string, file: string): Promise<Answer> {
  const response = await fetch(`${client.baseUrl}${path}`, {
    method: 'POST',
    headers: { cookie: client.cookieHeader, 'content-type': 'application/octet-stream' },
    body: file,
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : null };
}

async function ok<T>(answer: Promise<Answer>): Promise<T> {
  const { status, body } = await answer;
  expect(status, JSON.stringify(body)).toBe(200);
  return body as T;
}

const preview = (who: SignedUp, file: string, query = '') =>
  ok<ImportPreview>(send(who.client, `/api/imports/preview${query}`, file));
const importFile = (who: SignedUp, file: string, query = '') =>
  ok<ImportResult>(send(who.client, `/api/imports${query}`, file));

async function bottleCount(who: SignedUp): Promise<number> {
  const response = await who.client.get('/api/snapshot');
  return (response.body as Snapshot).bottles.length;
}

const error = (body: unknown) => (body as { error: { reason: string; details?: unknown } }).error;

describe('a CSV whose quote is never closed', () => {
  it('is refused with the row the quote opens on, and nothing is imported', async () => {
    const owner = await server.signUp();
    const file = 'Name;Vintage\r\nChablis;2019\r\n"Morgon;2020\r\nFleurie;2021\r\n';
    const previewed = await send(owner.client, '/api/imports/preview', file);
    expect(previewed.status).toBe(400);
    expect(error(previewed.body)).toMatchObject({
      reason: 'import-unclosed-quote',
      details: { row: 3 },
    });
    const imported = await send(owner.client, '/api/imports', file);
    expect(error(imported.body).reason).toBe('import-unclosed-quote');
    expect(await bottleCount(owner)).toBe(0);
  });
});

describe('a file imported twice', () => {
  const file = 'name,vintage\nTwice Chablis,2019\nTwice Morgon,2020\n';

  it('is named in the preview, refused unless asked again, and counts no more once undone', async () => {
    const owner = await server.signUp();
    expect((await preview(owner, file)).alreadyImported).toBeNull();
    const first = await importFile(owner, file, '?name=cave.csv');

    const again = await preview(owner, file, '?name=copy.csv');
    expect(again.alreadyImported).toMatchObject({ by: 'Sam Sommelier', fileName: 'cave.csv' });
    expect(Date.parse(again.alreadyImported?.at ?? '')).not.toBeNaN();
    // Another file's content, or another restaurant's import of this one, says nothing.
    expect((await preview(owner, `${file}Third,2021\n`)).alreadyImported).toBeNull();
    expect((await preview(await server.signUp(), file)).alreadyImported).toBeNull();

    const refused = await send(owner.client, '/api/imports', file);
    expect(refused.status).toBe(409);
    expect(error(refused.body)).toMatchObject({
      reason: 'import-already-imported',
      details: { by: 'Sam Sommelier', fileName: 'cave.csv' },
    });
    expect(await bottleCount(owner)).toBe(2);

    const second = await importFile(owner, file, '?again=1');
    expect(await bottleCount(owner)).toBe(4);
    for (const { importId } of [second, first]) {
      expect((await send(owner.client, `/api/imports/${importId}/undo`, '')).status).toBe(200);
    }
    expect((await preview(owner, file)).alreadyImported).toBeNull();
    await importFile(owner, file);
    expect(await bottleCount(owner)).toBe(2);
  });
});

describe('the category each row gets', () => {
  it('is inferred when the file has no category, counted per group, and changed per group', async () => {
    const owner = await server.signUp();
    const file = [
      'Name,Colour,Region',
      'Morgon,Red,Beaujolais',
      'Chablis,White,Bourgogne',
      'Crémant de Loire,White,Loire',
      "Taylor's Port,Red,Douro",
      'Mystery bottle,,',
    ].join('\n');
    const checked = await preview(owner, file);
    expect(checked.errorCount).toBe(0);
    expect(checked.categoryGroups).toEqual(
      expect.arrayContaining([
        { category: 'cat_wine/subcat_still', rows: 2 },
        { category: 'cat_wine/subcat_sparkling', rows: 1 },
        { category: 'cat_wine/subcat_fortified', rows: 1 },
        { category: '/', rows: 1 },
      ]),
    );
    expect(checked.categoryGroups).toHaveLength(4);

    const groups = encodeURIComponent(
      JSON.stringify({ 'cat_wine/subcat_still': 'cat_wine/subcat_dessert', '/': 'cat_beer/x' }),
    );
    const refused = await preview(owner, file, `?groups=${groups}`);
    // A group given a sub-category this restaurant does not have: its row is refused.
    expect(refused.errors).toEqual([
      { row: 6, reason: 'unknown-category', field: 'category', value: 'cat_beer/x' },
    ]);
    const chosen = encodeURIComponent(
      JSON.stringify({ 'cat_wine/subcat_still': 'cat_wine/subcat_dessert' }),
    );
    await importFile(owner, file, `?groups=${chosen}`);
    const snapshot = (await owner.client.get('/api/snapshot')).body as Snapshot;
    const byName = new Map(
      snapshot.products.map((product) => [
        product.name,
        `${product.mainCategory}/${product.subCategory}`,
      ]),
    );
    expect(Object.fromEntries(byName)).toEqual({
      Morgon: 'cat_wine/subcat_dessert',
      Chablis: 'cat_wine/subcat_dessert',
      'Crémant de Loire': 'cat_wine/subcat_sparkling',
      "Taylor's Port": 'cat_wine/subcat_fortified',
      'Mystery bottle': '/',
    });
  });
});

describe('when imported bottles arrived', () => {
  it('is the file’s added date: dead stock lists them, the movement report counts them then', async () => {
    const owner = await server.signUp();
    const file = [
      'name,vintage,addedDate,quantity',
      'Old Chablis,2015,2025-01-06,2',
      'Old Chablis,2015,2025-01-08,1',
      'Old Rioja,2010,2025-01-15,1',
    ].join('\n');
    await importFile(owner, file);
    const report = await ok<DeadStockReport>(owner.client.get('/api/reports/dead-stock?days=90'));
    expect(
      report.rows.map((row) => [row.name, row.bottles, row.lastMovement?.slice(0, 10)]),
    ).toEqual([
      ['Old Chablis', 3, '2025-01-08'],
      ['Old Rioja', 1, '2025-01-15'],
    ]);

    // A bottle of the same wine added today is a movement of it.
    const today = new Date().toISOString().slice(0, 10);
    await importFile(owner, `name,vintage,addedDate\nOld Chablis,2015,${today}\n`);
    const after = await ok<DeadStockReport>(owner.client.get('/api/reports/dead-stock?days=90'));
    expect(after.rows.map((row) => row.name)).toEqual(['Old Rioja']);

    const period = 'from=2025-01-01T00:00:00.000Z&to=2025-02-01T00:00:00.000Z';
    const movement = await ok<MovementReport>(owner.client.get(`/api/reports/movement?${period}`));
    expect(movement.weeks.filter((week) => week.in > 0)).toEqual([
      { week: '2025-01-06', in: 3, out: 0 },
      { week: '2025-01-13', in: 1, out: 0 },
    ]);
  });
});
