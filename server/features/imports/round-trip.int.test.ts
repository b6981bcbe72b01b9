import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ImportPreview } from '../../../domain/import-api.js';
import { BACKUP_COLUMNS } from '../../../domain/inventory-csv.js';
import type { Snapshot } from '../../../domain/snapshot.js';
import { inventoryOf } from '../../test/backup-view.js';
import { addLocation, productRequest } from '../../test/fixtures.js';
import { type SignedUp, startTestServer, type TestServer } from '../../test/test-server.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

async function snapshotOf(who: SignedUp): Promise<Snapshot> {
  const response = await who.client.get('/api/snapshot');
  expect(response.status).toBe(200);
  return response.body as Snapshot;
}

async function post(who: SignedUp, path: string, body: Uint8Array): Promise<unknown> {
  const response = await fetch(`${who.client.baseUrl}${path}`, {
    method: 'POST',
    headers: { cookie: who.client.cookieHeader, 'content-type': 'text/csv' },
    body: Buffer.from(body),
  });
  const answer: unknown = await response.json();
  expect(response.status, JSON.stringify(answer)).toBe(200);
  return answer;
}

describe('the CSV backup, imported into an empty restaurant', () => {
  it('gives back the same inventory: every field of every profile, format, bottle and place, held or empty', async () => {
    const owner = await server.signUp();
    const cave = await addLocation(server.services.writer, owner, 'Cave Sud', ['B 2']);
    const bar = await addLocation(server.services.writer, owner, 'Bar, "front"', ['Shelf;1']);
    const wines = [
      productRequest({
        name: 'Château "Essai", Grand Vin',
        varieties: [
          { name: 'Merlot', pct: 60 },
          { name: 'Cabernet Franc', pct: 40 },
        ],
        barcode: '3259354102060',
        supplier: '=HYPERLINK("x")',
      }),
      productRequest({
        name: 'Crémant de Loire',
        color: 'White',
        varieties: [{ name: 'Chenin', pct: null }],
      }),
      productRequest({
        name: 'Whisky des Îles',
        mainCategory: 'cat_whisky',
        subCategory: 'subcat_single_malt',
      }),
    ];
    const formats = [
      {
        vintage: '2015',
        bottleSize: 750,
        cost: 42.5,
        price: 128,
        tastingNotes: 'Cassis,\nlong "finish"',
      },
      { vintage: 'NV', bottleSize: 1500, cost: null, price: 39.9, tastingNotes: '-dry' },
      { vintage: '2001', bottleSize: 700, cost: 80, price: null, tastingNotes: '' },
    ];
    for (const [index, wine] of wines.entries()) {
      const saved = await owner.client.post('/api/products', {
        ...wine,
        format: formats[index],
        bottles: {
          ids: [`QR-${index}-a`, `QR-${index}-b`],
          count: 2,
          locationId: index === 1 ? bar : cave,
          bin: index === 1 ? 'Shelf;1' : 'B 2',
        },
      });
      expect(saved.status, JSON.stringify(saved.body)).toBe(201);
      const { product } = saved.body as { product: { id: string } };
      const second = await owner.client.post(`/api/products/${product.id}/formats`, {
        format: { vintage: '2020', bottleSize: 375, cost: 9.99, price: 19 },
        bottles: { ids: [`QR-${index}-half`], count: 0 },
      });
      expect(second.status, JSON.stringify(second.body)).toBe(201);
    }
    // Decision 0020: what SPEC's 21 columns cannot carry comes back too. A profile with every
    // field, a blank vintage beside NV, hidden and private formats, a default format, bottle
    // notes; formats and a profile without bottles; an empty location and an empty bin.
    const full = await owner.client.post('/api/products', {
      ...productRequest({
        name: 'Crémant de Loire',
        color: 'White',
        style: 'Brut',
        classification: 'Grand Cru',
        regulatedDesignation: 'AOC',
        grains: [{ name: 'Barley', pct: 80 }],
        alcoholPercentage: 12.5,
        isPrivateImport: true,
        showOnMenu: false,
        mainCategory: 'cat_wine',
        subCategory: 'subcat_sparkling',
      }),
      format: {
        vintage: '',
        bottleSize: 1500,
        price: 55,
        isPrivateImport: true,
        showOnMenu: false,
      },
      bottles: { ids: ['QR-blank'], count: 0 },
    });
    expect(full.status, JSON.stringify(full.body)).toBe(201);
    const fullId = (full.body as { product: { id: string } }).product.id;
    const unheld = await owner.client.post(`/api/products/${fullId}/formats`, {
      format: { vintage: '2018', bottleSize: 750, price: 30 },
    });
    expect(unheld.status, JSON.stringify(unheld.body)).toBe(201);
    const unheldId = (unheld.body as { format: { id: string } }).format.id;
    const defaulted = await owner.client.put(`/api/products/${fullId}/default-format`, {
      formatId: unheldId,
    });
    expect(defaulted.status, JSON.stringify(defaulted.body)).toBe(200);
    const noted = await owner.client.patch('/api/bottles/QR-blank', { notes: 'Gift, =keep' });
    expect(noted.status, JSON.stringify(noted.body)).toBe(200);
    const alone = await owner.client.post('/api/products', {
      ...productRequest({ name: 'No bottles left' }),
      format: { vintage: '2010', bottleSize: 750 },
    });
    expect(alone.status, JSON.stringify(alone.body)).toBe(201);
    await addLocation(server.services.writer, owner, 'Empty room');
    await addLocation(server.services.writer, owner, 'Cave Nord', ['Spare bin']);

    const original = await snapshotOf(owner);
    expect(original.bottles).toHaveLength(16);
    expect(original.products.some((product) => product.name === 'No bottles left')).toBe(true);

    const backup = await fetch(`${owner.client.baseUrl}/api/exports/bottles.csv`, {
      headers: { cookie: owner.client.cookieHeader },
    });
    const file = new Uint8Array(await backup.arrayBuffer());

    const empty = await server.signUp();
    const preview = (await post(empty, '/api/imports/preview', file)) as ImportPreview;
    expect(preview).toMatchObject({
      shape: 'backup',
      bottles: 16,
      products: { created: 5, matched: 0 },
      formats: { created: 9, matched: 0 },
      errorCount: 0,
      existingBottleCount: 0,
    });
    await post(empty, '/api/imports', file);
    expect(inventoryOf(await snapshotOf(empty))).toEqual(inventoryOf(original));
  });

  it('keeps open bottles and a format’s weights, and a backup without those columns still imports, all closed', async () => {
    const owner = await server.signUp();
    const saved = await owner.client.post('/api/products', {
      ...productRequest({ name: 'Chablis ouvert' }),
      format: { vintage: '2021', bottleSize: 750, cost: 30, price: 90 },
      bottles: { ids: ['OPEN-T', 'OPEN-G', 'SHUT-1'], count: 0 },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(201);
    const formatId = (saved.body as { format: { id: string } }).format.id;
    const weighed = await owner.client.patch(`/api/formats/${formatId}`, {
      fullWeightGrams: 1250,
      emptyWeightGrams: 500,
    });
    expect(weighed.status, JSON.stringify(weighed.body)).toBe(200);
    for (const id of ['OPEN-T', 'OPEN-G']) {
      expect((await owner.client.post(`/api/bottles/${id}/open`, {})).status).toBe(200);
    }
    await owner.client.put('/api/bottles/OPEN-T/level', { tenths: 6 });
    await owner.client.post('/api/bottles/OPEN-T/pours', { size: '3oz' });
    await owner.client.put('/api/bottles/OPEN-G/level', { grams: 800 });

    const original = await snapshotOf(owner);
    const open = Object.fromEntries(original.bottles.map((bottle) => [bottle.id, bottle.open]));
    expect(open).toEqual({
      'OPEN-T': { openedAt: expect.any(String), levelTenths: 6, levelGrams: null, remaining: 481 },
      'OPEN-G': {
        openedAt: expect.any(String),
        levelTenths: null,
        levelGrams: 800,
        remaining: 400,
      },
      'SHUT-1': undefined,
    });
    expect(original.formats[0]).toMatchObject({ fullWeightGrams: 1250, emptyWeightGrams: 500 });

    const backup = await fetch(`${owner.client.baseUrl}/api/exports/bottles.csv`, {
      headers: { cookie: owner.client.cookieHeader },
    });
    const text = await backup.text();
    const file = new TextEncoder().encode(text);
    const restored = await server.signUp();
    await post(restored, '/api/imports', file);
    expect(inventoryOf(await snapshotOf(restored))).toEqual(inventoryOf(original));

    // A backup written before these columns: the same file without them.
    const table = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), { skipEmptyLines: true }).data;
    const kept = BACKUP_COLUMNS.length - 6;
    expect(table[0]?.slice(kept)).toEqual([
      'openedAt',
      'levelTenths',
      'levelGrams',
      'remainingPermille',
      'fullWeightGrams',
      'emptyWeightGrams',
    ]);
    const older = Papa.unparse(
      table.map((row) => row.slice(0, kept)),
      { newline: '\r\n' },
    );
    const old = await server.signUp();
    const preview = (await post(
      old,
      '/api/imports/preview',
      new TextEncoder().encode(older),
    )) as ImportPreview;
    expect(preview).toMatchObject({ shape: 'backup', bottles: 3, errorCount: 0 });
    await post(old, '/api/imports', new TextEncoder().encode(older));
    const closed = inventoryOf(await snapshotOf(old));
    const expected = inventoryOf(original);
    expect(closed.bottles).toEqual(expected.bottles.map(({ open: _open, ...bottle }) => bottle));
    expect(closed.formats).toEqual(
      expected.formats.map(({ fullWeightGrams: _f, emptyWeightGrams: _e, ...format }) => format),
    );

    // Open columns on no bottle, or that say no level, are refused by row, nothing imported.
    const bad = table.map((row, index) => {
      if (index === 0) return row;
      const copy = [...row];
      if (row[0] === 'SHUT-1') copy[kept + 1] = '4';
      if (row[0] === 'OPEN-T') copy[kept + 3] = '1200';
      return copy;
    });
    const refused = (await post(
      await server.signUp(),
      '/api/imports/preview',
      new TextEncoder().encode(Papa.unparse(bad, { newline: '\r\n' })),
    )) as ImportPreview;
    expect(refused.errors).toEqual([
      expect.objectContaining({
        reason: 'bad-open-state',
        field: 'remainingPermille',
        value: '1200',
      }),
      expect.objectContaining({ reason: 'bad-open-state', field: 'levelTenths', value: '4' }),
    ]);
  });
});
