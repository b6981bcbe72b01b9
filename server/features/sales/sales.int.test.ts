import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SalesOverview, SalesPreview } from '../../../domain/sales-api.js';
import { startTestServer, type TestServer } from '../../test/test-server.js';
import { xlsxFile } from '../../test/xlsx-file.js';
import { fixture, ok, reasonOf, sendFile } from './sales-test-kit.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

const FIXTURES = [
  ['toast', 'toast-item-selection-details.csv', ['2026-11-02', '2026-11-03'], 4, 5],
  ['square', 'square-item-sales.csv', ['2026-11-04', '2026-11-05'], 4, 5],
  ['lightspeed', 'lightspeed-receipts.csv', ['2026-11-06'], 4, 5],
  ['clover', 'clover-line-items.csv', ['2026-11-07', '2026-11-08'], 5, 3],
] as const;

// Each file is read in a worker thread, which starts with TypeScript compiled on the fly here.
describe('sales import', { timeout: 120_000 }, () => {
  it('recognises each POS export by its columns and imports its days, items and quantities', async () => {
    const owner = await server.signUp({ displayName: 'Camille Owner' });
    for (const [source, file, days, lines, sancerre] of FIXTURES) {
      const preview = await ok<SalesPreview>(
        sendFile(owner.client, `/api/sales/preview?name=${file}`, fixture(file)),
      );
      expect(preview.source).toBe(source);
      expect(preview.mapped).toBe(true);
      expect(preview.days).toEqual(days);
      expect(preview.lines).toBe(lines);
      expect(preview.errorCount).toBe(0);
      expect(preview.itemCount).toBe(3);
      expect(preview.items).toContainEqual({ item: 'Sancerre Baronnes GLS', quantity: sancerre });
      expect(preview.items).toContainEqual({ item: 'Chablis Montmains 2021 BTL', quantity: 1 });
      const result = await ok<{ lines: number; days: string[] }>(
        sendFile(owner.client, `/api/sales?name=${file}`, fixture(file)),
      );
      expect(result).toMatchObject({ lines, days });
    }
    // Toast's voided Chablis and Clover's refunded one are left out, and said so.
    for (const [, file] of [FIXTURES[0], FIXTURES[3]]) {
      const preview = await ok<SalesPreview>(
        sendFile(owner.client, '/api/sales/preview', fixture(file)),
      );
      expect(preview.skipped).toBe(1);
    }
    const overview = await ok<SalesOverview>(owner.client.get('/api/sales'));
    expect(overview.files.map((file) => [file.source, file.lines, file.days])).toEqual([
      ['clover', 5, 2],
      ['lightspeed', 4, 1],
      ['square', 4, 2],
      ['toast', 4, 2],
    ]);
    expect(overview.files[0]).toMatchObject({
      fileName: 'clover-line-items.csv',
      by: 'Camille Owner',
    });
    expect(overview.days.map((day) => day.day)).toEqual([
      '2026-11-08',
      '2026-11-07',
      '2026-11-06',
      '2026-11-05',
      '2026-11-04',
      '2026-11-03',
      '2026-11-02',
    ]);
    expect(overview.days[0]).toMatchObject({ lines: 2, quantity: 2 });
  });

  it('reads an XLSX export as its CSV', async () => {
    const owner = await server.signUp();
    const rows = fixture('square-item-sales.csv')
      .trim()
      .split('\n')
      .slice(0, 3)
      .map((line) => line.split(','));
    const preview = await ok<SalesPreview>(
      sendFile(owner.client, '/api/sales/preview', xlsxFile(rows)),
    );
    expect(preview).toMatchObject({ source: 'square', days: ['2026-11-04'], lines: 2 });
  });

  it('reads a file mapped by hand, and offers its mapping again for the next of its shape', async () => {
    const owner = await server.signUp();
    const first =
      'Jour;Article;Vendus;Caisse\n25/11/2026;Chablis BTL;2;Bar\n26/11/2026;Chablis BTL;1;Bar\n';
    const guessed = await ok<SalesPreview>(sendFile(owner.client, '/api/sales/preview', first));
    expect(guessed).toMatchObject({ source: 'mapped', mapped: false, remembered: false });
    expect(reasonOf(await sendFile(owner.client, '/api/sales', first))).toBe('sales-not-mapped');
    const mapping = encodeURIComponent(
      JSON.stringify({ day: 0, item: 1, quantity: 2, location: 3 }),
    );
    const preview = await ok<SalesPreview>(
      sendFile(owner.client, `/api/sales/preview?mapping=${mapping}`, first),
    );
    // A day past 12 first: the file's slashed dates are read day first.
    expect(preview).toMatchObject({
      mapped: true,
      days: ['2026-11-25', '2026-11-26'],
      quantity: 3,
    });
    await ok(sendFile(owner.client, `/api/sales?mapping=${mapping}`, first));
    const next = 'Jour;Article;Vendus;Caisse\n27/11/2026;Chablis BTL;4;Bar\n';
    const remembered = await ok<SalesPreview>(sendFile(owner.client, '/api/sales/preview', next));
    expect(remembered).toMatchObject({
      source: 'mapped',
      remembered: true,
      mapped: true,
      mapping: { day: 0, item: 1, quantity: 2, location: 3 },
      days: ['2026-11-27'],
      quantity: 4,
    });
    await ok(sendFile(owner.client, '/api/sales', next));
    // Another restaurant has no mapping of this shape.
    const other = await server.signUp();
    const theirs = await ok<SalesPreview>(sendFile(other.client, '/api/sales/preview', next));
    expect(theirs.remembered).toBe(false);
  });

  it('refuses the same file twice, saying when and by whom', async () => {
    const owner = await server.signUp({ displayName: 'Camille Owner' });
    const file = fixture('square-item-sales.csv');
    await ok(sendFile(owner.client, '/api/sales?name=items.csv', file));
    const preview = await ok<SalesPreview>(sendFile(owner.client, '/api/sales/preview', file));
    expect(preview.alreadyImported).toMatchObject({ by: 'Camille Owner', fileName: 'items.csv' });
    const again = await sendFile(owner.client, '/api/sales?name=again.csv&replace=1', file);
    expect(again.status).toBe(409);
    expect(reasonOf(again)).toBe('sales-already-imported');
    expect((again.body as { error: { details: { by: string } } }).error.details.by).toBe(
      'Camille Owner',
    );
    const overview = await ok<SalesOverview>(owner.client.get('/api/sales'));
    expect(overview.files).toHaveLength(1);
  });

  it('refuses a day already imported from another file, and replaces it only when confirmed', async () => {
    const owner = await server.signUp();
    const header = 'Date,Item,Qty,Gross Sales\n';
    await ok(
      sendFile(
        owner.client,
        '/api/sales?name=a.csv',
        `${header}2026-11-04,Chablis,1,$10\n2026-11-05,Chablis,2,$20\n`,
      ),
    );
    const later = `${header}2026-11-05,Chablis,5,$50\n2026-11-06,Chablis,6,$60\n`;
    const preview = await ok<SalesPreview>(sendFile(owner.client, '/api/sales/preview', later));
    expect(preview.importedDays).toEqual(['2026-11-05']);
    const refused = await sendFile(owner.client, '/api/sales?name=b.csv', later);
    expect(refused.status).toBe(409);
    expect(reasonOf(refused)).toBe('sales-days-imported');
    expect((refused.body as { error: { details: { days: string[] } } }).error.details.days).toEqual(
      ['2026-11-05'],
    );
    let overview = await ok<SalesOverview>(owner.client.get('/api/sales'));
    expect(overview.files).toHaveLength(1);
    const replaced = await ok<{ replacedDays: string[] }>(
      sendFile(owner.client, '/api/sales?name=b.csv&replace=1', later),
    );
    expect(replaced.replacedDays).toEqual(['2026-11-05']);
    overview = await ok<SalesOverview>(owner.client.get('/api/sales'));
    expect(overview.days).toEqual([
      { day: '2026-11-06', lines: 1, quantity: 6, fileName: 'b.csv' },
      { day: '2026-11-05', lines: 1, quantity: 5, fileName: 'b.csv' },
      { day: '2026-11-04', lines: 1, quantity: 1, fileName: 'a.csv' },
    ]);
    expect(overview.files.map((file) => [file.fileName, file.lines, file.days])).toEqual([
      ['b.csv', 2, 2],
      ['a.csv', 1, 1],
    ]);
  });

  it('refuses a whole file for one unreadable row, listing the row and its reason', async () => {
    const owner = await server.signUp();
    const file =
      'Date,Item,Qty,Gross Sales\n2026-11-04,Chablis,1,$10\n2026-13-40,Chablis,1,$10\n2026-11-04,Sancerre,two,$10\n2026-11-04,,1,$10\n';
    const preview = await ok<SalesPreview>(sendFile(owner.client, '/api/sales/preview', file));
    expect(preview.errors).toEqual([
      { row: 3, reason: 'bad-date', value: '2026-13-40' },
      { row: 4, reason: 'bad-quantity', value: 'two' },
      { row: 5, reason: 'no-item', value: '' },
    ]);
    const refused = await sendFile(owner.client, '/api/sales', file);
    expect(reasonOf(refused)).toBe('sales-has-errors');
    const overview = await ok<SalesOverview>(owner.client.get('/api/sales'));
    expect(overview).toEqual({ files: [], days: [] });
  });

  it('refuses staff every sales operation', async () => {
    const owner = await server.signUp();
    const staff = await server.addMember(owner, 'staff');
    const file = fixture('square-item-sales.csv');
    const answers = await Promise.all([
      staff.client.get('/api/sales'),
      sendFile(staff.client, '/api/sales/preview', file),
      sendFile(staff.client, '/api/sales', file),
      staff.client.get('/api/sales/items'),
      staff.client.put('/api/sales/items', { item: 'Chablis', kind: 'none' }),
      staff.client.post('/api/sales/items/clear', { item: 'Chablis' }),
      staff.client.get('/api/sales/suggestions?q=Chablis'),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([403, 403, 403, 403, 403, 403, 403]);
    const overview = await ok<SalesOverview>(owner.client.get('/api/sales'));
    expect(overview.files).toEqual([]);
  });
});
