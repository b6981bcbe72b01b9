import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ImportPreview, ImportResult } from '../../../domain/import-api.js';
import type { Snapshot } from '../../../domain/snapshot.js';
import { addLocation, productRequest } from '../../test/fixtures.js';
import type { TestClient } from '../../test/test-client.js';
import { type SignedUp, startTestServer, type TestServer } from '../../test/test-server.js';
import { xlsxFile, zipBomb } from '../../test/xlsx-file.js';

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

async function send(client: TestClient, path: string, file: Uint8Array | string): Promise<Answer> {
  const response = await fetch(`${client.baseUrl}${path}`, {
    method: 'POST',
    headers: { cookie: client.cookieHeader, 'content-type': 'application/octet-stream' },
    body: typeof file === 'string' ? file : Buffer.from(file),
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : null };
}

async function preview(
  who: SignedUp,
  file: Uint8Array | string,
  query = '',
): Promise<ImportPreview> {
  const answer = await send(who.client, `/api/imports/preview${query}`, file);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body as ImportPreview;
}

async function importFile(
  who: SignedUp,
  file: Uint8Array | string,
  query = '',
): Promise<ImportResult> {
  const answer = await send(who.client, `/api/imports${query}`, file);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body as ImportResult;
}

async function snapshotOf(who: SignedUp): Promise<Snapshot> {
  const response = await who.client.get('/api/snapshot');
  expect(response.status).toBe(200);
  return response.body as Snapshot;
}

function reasonOf(body: unknown): string {
  return (body as { error: { reason: string } }).error.reason;
}

/** A French spreadsheet saved as CSV by Excel: `;`, decimal commas, Windows-1252. */
const FRENCH = [
  'Nom;Producteur;Millésime;Contenance;Prix;Coût;Emplacement;Casier;Catégorie;Quantité',
  'Château Lézignan;Domaine Sud;2018;75cl;24,50;12,00;Cave;A1;Vin / Tranquille;3',
  'Crémant du Jura;Maison Est;NV;1,5 L;39,90;;Cave;B2;Effervescent;2',
].join('\r\n');

function windows1252(text: string): Uint8Array {
  const bytes = new Uint8Array(text.length);
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    bytes[index] = code < 256 ? code : 0x3f;
  }
  return bytes;
}

describe('importing a cellar', () => {
  it('documents the cellar file as the body of the preview and the import, in each type it takes', async () => {
    const response = await server.client().get('/api/openapi.json');
    const document = response.body as {
      paths: Record<string, Record<string, { requestBody?: { content: object } }>>;
    };
    for (const path of ['/api/imports/preview', '/api/imports']) {
      expect(document.paths[path]?.post?.requestBody?.content, path).toEqual({
        'application/octet-stream': { schema: { type: 'string', format: 'binary' } },
        'text/csv': { schema: { type: 'string', format: 'binary' } },
        'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': {
          schema: { type: 'string', format: 'binary' },
        },
      });
    }
  });

  it('puts a location named with other capitals in the one the restaurant has, creating none', async () => {
    const owner = await server.signUp();
    const cellar = await owner.client.post('/api/locations', { name: 'Cellar' });
    const { id } = cellar.body as { id: string };
    const file = [
      'Name,Vintage,Location,Bin,Quantity',
      'Chablis,2020,cellar,A1,2',
      'Volnay,2019,CELLAR,A1,1',
      'Rully,2021,Bar,,1',
      'Givry,2021,BAR,,1',
    ].join('\n');
    expect(await preview(owner, file)).toMatchObject({ locations: ['Bar'], bins: 1 });
    await importFile(owner, file);
    const after = await snapshotOf(owner);
    expect(after.restaurant.locations.map((location) => location.name).sort()).toEqual([
      'Bar',
      'Cellar',
    ]);
    expect(after.bottles.filter((bottle) => bottle.locationId === id)).toHaveLength(3);
  });

  it('previews a French spreadsheet, imports it as one batch, and undoes it', async () => {
    const owner = await server.signUp();
    const file = windows1252(FRENCH);
    const seen = await preview(owner, file);
    expect(seen).toMatchObject({
      shape: 'generic',
      rows: 2,
      bottles: 5,
      products: { created: 2, matched: 0 },
      formats: { created: 2, matched: 0 },
      locations: ['Cave'],
      bins: 2,
      errorCount: 0,
    });
    expect((await snapshotOf(owner)).products).toHaveLength(0);

    const result = await importFile(owner, file);
    expect(result).toMatchObject({ bottles: 5, products: 2, formats: 2 });
    const after = await snapshotOf(owner);
    const chateau = after.products.find((product) => product.name === 'Château Lézignan');
    expect(chateau).toMatchObject({
      producer: 'Domaine Sud',
      mainCategory: 'cat_wine',
      subCategory: 'subcat_still',
    });
    const cremant = after.products.find((product) => product.name === 'Crémant du Jura');
    expect(cremant).toMatchObject({ mainCategory: 'cat_wine', subCategory: 'subcat_sparkling' });
    const formats = new Map(after.formats.map((format) => [format.productId, format]));
    expect(formats.get(chateau?.id ?? '')).toMatchObject({
      vintage: '2018',
      bottleSize: 750,
      price: 24.5,
      cost: 12,
    });
    expect(formats.get(cremant?.id ?? '')).toMatchObject({
      vintage: 'NV',
      bottleSize: 1500,
      price: 39.9,
      cost: null,
    });
    expect(after.restaurant.locations).toEqual([
      expect.objectContaining({ name: 'Cave', bins: ['A1', 'B2'] }),
    ]);
    expect(after.bottles).toHaveLength(5);

    // The same file again matches what it created: nothing new but the bottles.
    expect(await preview(owner, file)).toMatchObject({
      products: { created: 0, matched: 2 },
      formats: { created: 0, matched: 2 },
      locations: [],
      bins: 0,
    });

    const undone = await send(owner.client, `/api/imports/${result.importId}/undo`, '');
    expect(undone.status, JSON.stringify(undone.body)).toBe(200);
    const empty = await snapshotOf(owner);
    expect(empty.products).toEqual([]);
    expect(empty.bottles).toEqual([]);
    expect(empty.restaurant.locations).toEqual([]);
    const again = await send(owner.client, `/api/imports/${result.importId}/undo`, '');
    expect(reasonOf(again.body)).toBe('import-undone');
  });

  it('names every row it cannot import, with its number and reason, and imports nothing', async () => {
    const owner = await server.signUp();
    const file = [
      'name,vintage,price,category,barcode,size',
      ',2019,10,Wine,,750',
      'Bad Year,19x9,10,Wine,,750',
      'Bad Price,2019,ten,Wine,,750',
      'Odd Kind,2019,10,Champagne Brut,,750',
      'Short Code,2019,10,Wine,12345,750',
      'No Size,2019,10,Wine,,big',
      'Fine,2019,10,Wine,3259354102060,750',
    ].join('\n');
    const seen = await preview(owner, file);
    expect(seen.errors.map(({ row, reason }) => [row, reason])).toEqual([
      [2, 'missing-name'],
      [3, 'bad-vintage'],
      [4, 'bad-price'],
      [5, 'unknown-category'],
      [6, 'bad-barcode'],
      [7, 'bad-size'],
    ]);
    expect(seen.errors[3]?.proposal).toBe('cat_wine/subcat_sparkling');
    const refused = await send(owner.client, '/api/imports', file);
    expect(refused.status).toBe(400);
    expect(reasonOf(refused.body)).toBe('import-has-errors');
    expect((await snapshotOf(owner)).products).toEqual([]);

    // The user maps the unknown category; the other rows are fixed in the file.
    const fixed = ['name,vintage,price,category', 'Odd Kind,2019,10,Champagne Brut'].join('\n');
    const categories = encodeURIComponent(
      JSON.stringify({ 'champagne brut': 'cat_wine/subcat_sparkling' }),
    );
    expect((await preview(owner, fixed, `?categories=${categories}`)).errorCount).toBe(0);
    await importFile(owner, fixed, `?categories=${categories}`);
    expect((await snapshotOf(owner)).products[0]).toMatchObject({
      subCategory: 'subcat_sparkling',
    });
  });

  it('maps a generic spreadsheet by the columns the user chose', async () => {
    const owner = await server.signUp();
    const file = ['Wine label,Yr,Where', 'Sancerre,2021,Bar'].join('\n');
    const guessed = await preview(owner, file);
    expect(guessed.errors[0]).toMatchObject({ row: 2, reason: 'missing-name' });
    const mapping = encodeURIComponent(JSON.stringify({ name: 0, vintage: 1, location: 2 }));
    const mapped = await preview(owner, file, `?mapping=${mapping}`);
    expect(mapped).toMatchObject({ errorCount: 0, bottles: 1, locations: ['Bar'] });
  });

  it('refuses bottle ids that already exist, naming them', async () => {
    const owner = await server.signUp();
    const saved = await owner.client.post('/api/products', {
      ...productRequest(),
      bottles: { ids: ['QR-TAKEN'] },
    });
    expect(saved.status).toBe(201);
    const backup = await fetch(`${owner.client.baseUrl}/api/exports/bottles.csv`, {
      headers: { cookie: owner.client.cookieHeader },
    });
    const file = new Uint8Array(await backup.arrayBuffer());
    const seen = await preview(owner, file);
    expect(seen).toMatchObject({
      shape: 'backup',
      existingBottleIds: ['QR-TAKEN'],
      existingBottleCount: 1,
    });
    expect(seen.products).toEqual({ created: 0, matched: 1 });
    const refused = await send(owner.client, '/api/imports', file);
    expect(reasonOf(refused.body)).toBe('import-has-errors');
  });

  it('reads an XLSX, keeps formulas as text, and neutralises them again on export', async () => {
    const owner = await server.signUp();
    const file = xlsxFile([
      ['Name', 'Vintage', 'Price', 'Notes'],
      ['=HYPERLINK("http://evil.test")', 2015, 18.5, '@SUM(1)'],
    ]);
    await importFile(owner, file);
    const product = (await snapshotOf(owner)).products[0];
    expect(product?.name).toBe('=HYPERLINK("http://evil.test")');
    const csv = await (
      await fetch(`${owner.client.baseUrl}/api/exports/bottles.csv`, {
        headers: { cookie: owner.client.cookieHeader },
      })
    ).text();
    expect(csv).toContain(`'=HYPERLINK`);
    expect(csv).toContain(`'@SUM(1)`);
  });

  it('names the sheets of an XLSX and reads the one chosen', async () => {
    const owner = await server.signUp();
    const file = xlsxFile({
      'Read me': [['This workbook lists our wines'], ['See the next sheet']],
      Wines: [
        ['Name', 'Vintage'],
        ['Chablis', 2020],
      ],
    });
    const first = await send(owner.client, '/api/imports/preview', file);
    expect(first.body).toMatchObject({ sheets: ['Read me', 'Wines'], shape: 'generic' });
    const second = await send(owner.client, '/api/imports/preview?sheet=2', file);
    expect(second.body).toMatchObject({ headers: ['Name', 'Vintage'], bottles: 1, errorCount: 0 });
    const missing = await send(owner.client, '/api/imports/preview?sheet=3', file);
    expect(reasonOf(missing.body)).toBe('import-sheet-not-found');
    await importFile(owner, file, '?sheet=2');
    expect((await snapshotOf(owner)).products.map((product) => product.name)).toEqual(['Chablis']);
  });

  it('undoes nothing once a bottle of the import has moved', async () => {
    const owner = await server.signUp();
    const result = await importFile(owner, 'name,bottleId\nMoved Wine,QR-MOVES\nStays,QR-STAYS\n');
    const cave = await addLocation(server.services.writer, owner, 'Elsewhere');
    const moved = await owner.client.post('/api/batches/move', {
      ids: ['QR-MOVES'],
      locationId: cave,
    });
    expect(moved.status).toBe(200);
    const refused = await send(owner.client, `/api/imports/${result.importId}/undo`, '');
    expect(refused.status).toBe(409);
    expect(reasonOf(refused.body)).toBe('import-not-undoable');
    expect((await snapshotOf(owner)).bottles).toHaveLength(2);
  });

  it('lists past imports: who, which file, what each created, and whether it can still be undone', async () => {
    const owner = await server.signUp();
    const first = await importFile(owner, 'name,bottleId\nMoved Wine,QR-L1\n', '?name=cave.csv');
    const second = await importFile(owner, 'name\nKept\nKept 2\n', '?name=bar.xlsx');
    const third = await importFile(owner, 'name\nGone\n');
    const cave = await addLocation(server.services.writer, owner, 'Elsewhere');
    const moved = await owner.client.post('/api/batches/move', {
      ids: ['QR-L1'],
      locationId: cave,
    });
    expect(moved.status).toBe(200);
    expect((await send(owner.client, `/api/imports/${third.importId}/undo`, '')).status).toBe(200);

    const listed = await owner.client.get('/api/imports');
    expect(listed.status).toBe(200);
    const { imports } = listed.body as { imports: Array<Record<string, unknown>> };
    const byId = new Map(imports.map((item) => [item.id, item]));
    expect(imports).toHaveLength(3);
    expect(byId.get(first.importId)).toMatchObject({
      fileName: 'cave.csv',
      bottles: 1,
      products: 1,
      formats: 1,
      undoneAt: null,
      notUndoable: 'import-not-undoable',
    });
    expect(byId.get(second.importId)).toMatchObject({
      fileName: 'bar.xlsx',
      bottles: 2,
      notUndoable: null,
    });
    expect(byId.get(third.importId)).toMatchObject({ fileName: '', notUndoable: 'import-undone' });
    expect(typeof byId.get(third.importId)?.undoneAt).toBe('string');
    expect(imports.every((item) => item.by !== '')).toBe(true);
    // Another restaurant sees none of them.
    const other = await server.signUp();
    expect((await other.client.get('/api/imports')).body).toEqual({ imports: [] });
  });

  it('is for owners and managers only', async () => {
    const owner = await server.signUp();
    const staff = await server.addMember(owner, 'staff');
    const manager = await server.addMember(owner, 'manager');
    expect((await send(staff.client, '/api/imports/preview', 'name\nX\n')).status).toBe(403);
    expect((await send(manager.client, '/api/imports/preview', 'name\nX\n')).status).toBe(200);
  });
});

describe('bad files', () => {
  let owner: SignedUp;
  beforeAll(async () => {
    owner = await server.signUp();
  });

  async function refusal(file: Uint8Array | string): Promise<[number, string]> {
    const answer = await send(owner.client, '/api/imports/preview', file);
    return [answer.status, reasonOf(answer.body)];
  }

  it('refuses binary junk, with a reason', async () => {
    const junk = new Uint8Array(4096).map((_, index) => (index * 7919) % 256);
    expect(await refusal(junk)).toEqual([400, 'import-unreadable']);
    expect(await refusal(new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3]))).toEqual([
      400,
      'import-unreadable',
    ]);
  });

  it('refuses a row of a million columns, and reads a million empty ones as nothing', async () => {
    expect(await refusal(`name\n${'x,'.repeat(1_000_000)}x\n`)).toEqual([
      400,
      'import-too-many-columns',
    ]);
    const seen = await preview(
      owner,
      `name${','.repeat(1_000_000)}\nQuiet Wine${','.repeat(1_000_000)}\n`,
    );
    expect(seen).toMatchObject({ bottles: 1, errorCount: 0 });
  });

  it('refuses a ZIP bomb dressed as an XLSX', async () => {
    expect(await refusal(zipBomb(210))).toEqual([400, 'import-too-large-inflated']);
  });

  it('answers a file over 50 MB with 413 and a reason', async () => {
    expect(await refusal(new Uint8Array(50 * 1024 * 1024 + 1).fill(0x41))).toEqual([
      413,
      'request-too-large',
    ]);
  });

  it('gives a 100,000-character cell a row error, and an empty file a reason', async () => {
    const seen = await preview(owner, `name,tastingNotes\nLong,${'y'.repeat(100_000)}\n`);
    expect(seen.errors).toEqual([
      expect.objectContaining({ row: 2, reason: 'text-too-long', field: 'tastingNotes' }),
    ]);
    expect(await refusal('name\n')).toEqual([400, 'import-empty']);
  });

  it('reads a file of mixed encodings as Windows-1252 rather than failing', async () => {
    const mixed = new Uint8Array([...new TextEncoder().encode('name\nCrème '), 0xe9, 0x0a]);
    expect((await preview(owner, mixed)).bottles).toBe(1);
  });
});
