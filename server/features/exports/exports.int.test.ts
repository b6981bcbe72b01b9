import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Bottle, Format } from '../../../domain/inventory.js';
import {
  BACKUP_COLUMNS,
  backupOrder,
  CSV_BOM,
  CSV_COLUMNS,
  CSV_NEWLINE,
  csvText,
  inventoryCsvRows,
} from '../../../domain/inventory-csv.js';
import type { InventoryReport } from '../../../domain/inventory-report.js';
import type { Snapshot } from '../../../domain/snapshot.js';
import { addLocation, productRequest } from '../../test/fixtures.js';
import { type SignedUp, startTestServer, type TestServer } from '../../test/test-server.js';
import { type LocationCountKey, readLocationCounts } from './summary-repo.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

interface Saved {
  format: Format;
  bottles: Bottle[];
}

async function save(who: SignedUp, request: unknown): Promise<Saved> {
  const response = await who.client.post('/api/products', request);
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body as Saved;
}

/** The backup as bytes: a text decoder would drop the byte order mark this checks. */
async function backup(who: SignedUp): Promise<{ response: Response; bytes: Uint8Array }> {
  const response = await fetch(`${who.client.baseUrl}/api/exports/bottles.csv`, {
    headers: { cookie: who.client.cookieHeader },
  });
  return { response, bytes: new Uint8Array(await response.arrayBuffer()) };
}

/** Another restaurant's wine and bottles, which no answer to `owner` may hold. */
async function stranger(): Promise<void> {
  const other = await server.signUp();
  const cave = await addLocation(server.services.writer, other, 'Not Their Cave');
  await save(other, {
    ...productRequest({ name: 'Not Theirs', country: 'Spain' }),
    bottles: { ids: ['QR-STRANGER'], locationId: cave },
  });
}

function reasonOf(body: unknown): string {
  return (body as { error: { reason: string } }).error.reason;
}

describe('the CSV backup, built by the server', () => {
  it('has the exact header and a row per bottle, every field in place and quoted as a spreadsheet reads it', async () => {
    const owner = await server.signUp();
    const cave = await addLocation(server.services.writer, owner, 'Cave Sud', ['A1']);
    const chateau = await save(owner, {
      ...productRequest({
        name: 'Château "Essai", Grand Vin',
        supplier: '=HYPERLINK("http://evil.test")',
        varieties: [
          { name: 'Merlot', pct: 60 },
          { name: 'Cabernet Franc', pct: null },
        ],
        barcode: '3012345678900',
      }),
      format: {
        vintage: '2019',
        bottleSize: 750,
        cost: 42.5,
        price: 128,
        tastingNotes: 'Cassis, violet\nLong finish',
      },
      bottles: { ids: ['QR-EXP-2', 'QR-EXP-1'], locationId: cave, bin: 'A1' },
    });
    const plain = await save(owner, {
      ...productRequest({ name: 'Bière', country: '', region: '', subregion: '', appellation: '' }),
      format: { vintage: '', bottleSize: 330, cost: null, price: null },
      bottles: { ids: ['QR-EXP-0'] },
    });
    await stranger();

    const { response, bytes } = await backup(owner);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/csv');
    expect(response.headers.get('bottle-count')).toBe('3');
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="wine-inventory-full-backup-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    // UTF-8 with a byte order mark, so a spreadsheet keeps the accents.
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder().decode(bytes);
    expect(text.endsWith('\r\n')).toBe(true);
    // Records end with CR LF; a line feed inside a quoted cell is the cell's own.
    const records = text.trimEnd().split('\r\n');
    // SPEC's 21 columns first, word for word and in order, then decision 0020's.
    expect(records[0]?.startsWith(`${CSV_COLUMNS.join(',')},`)).toBe(true);
    expect(records[0]).toBe(BACKUP_COLUMNS.join(','));
    expect(records).toHaveLength(4);

    const added = (saved: Saved, id: string) =>
      saved.bottles.find((bottle) => bottle.id === id)?.addedDate;
    const { format } = chateau;
    // By format, then id: two backups of the same cellar are the same file.
    const chateauFirst = format.id.localeCompare(plain.format.id) < 0;
    const chateauRows = [
      [
        'QR-EXP-1',
        format.id,
        format.productId,
        'Cave Sud',
        'A1',
        added(chateau, 'QR-EXP-1'),
        '"Château ""Essai"", Grand Vin"',
        'Domaine Rossignol-Trapet',
        '2019',
        '750',
        'Red',
        'France',
        'Bourgogne',
        'Côte de Nuits',
        'Gevrey-Chambertin',
        '42.5',
        '128',
        // A formula is neutralised, then quoted.
        `"'=HYPERLINK(""http://evil.test"")"`,
        'Merlot (60%) | Cabernet Franc',
        '"Cassis, violet\nLong finish"',
        '3012345678900',
        // Decision 0020's columns: category keys, style... yes/no flags, bottle notes, a blank
        // vintage (no), quantity (blank: a bottle's row); the open state and weights (blank).
        'cat_wine,subcat_still,,,,,,no,yes,,no,yes,,,,,,,,,',
      ].join(','),
      expect.stringMatching(/^QR-EXP-2,/),
    ];
    const plainRow = [
      'QR-EXP-0',
      plain.format.id,
      plain.format.productId,
      '',
      '',
      added(plain, 'QR-EXP-0'),
      'Bière',
      'Domaine Rossignol-Trapet',
      'NV',
      '330',
      'Red',
      '',
      '',
      '',
      '',
      '',
      '',
      '',
      'Pinot Noir (100%)',
      '',
      '',
      // The vintage was blank, written NV as SPEC says: blankVintage says yes.
      'cat_wine,subcat_still,,,,,,no,yes,,no,yes,,yes,,,,,,,',
    ].join(',');
    expect(records.slice(1)).toEqual(
      chateauFirst ? [...chateauRows, plainRow] : [plainRow, ...chateauRows],
    );
    expect(text).not.toContain('QR-STRANGER');
    expect(text).not.toContain('Not Theirs');
  });

  it('holds every bottle once when they fill several pages of the read', async () => {
    const owner = await server.signUp();
    const wine = await save(owner, { ...productRequest(), bottles: { count: 1000 } });
    for (const count of [1000, 1]) {
      const more = await owner.client.post('/api/bottles', { formatId: wine.format.id, count });
      expect(more.status, JSON.stringify(more.body)).toBe(201);
    }
    const { response, bytes } = await backup(owner);
    expect(response.headers.get('bottle-count')).toBe('2001');
    const ids = new TextDecoder()
      .decode(bytes)
      .trimEnd()
      .split('\r\n')
      .slice(1)
      .map((record) => record.split(',')[0] ?? '');
    expect(ids).toHaveLength(2001);
    expect(ids).toEqual([...new Set(ids)].sort((a, b) => a.localeCompare(b)));
  });

  it('is written in turns byte for byte as the rows built at once, rows without bottles over several turns', async () => {
    const owner = await server.signUp();
    const bins = Array.from({ length: 600 }, (_, index) => `B${String(index).padStart(3, '0')}`);
    const cave = await addLocation(server.services.writer, owner, 'Cave Nord', bins);
    await addLocation(server.services.writer, owner, 'Bar', []);
    const wine = await save(owner, {
      ...productRequest({ name: 'Saumur' }),
      bottles: { count: 300, locationId: cave, bin: 'B007' },
    });
    for (const vintage of ['2015', '2016', '2017']) {
      const format = await owner.client.post(`/api/products/${wine.format.productId}/formats`, {
        format: { vintage, bottleSize: 750 },
      });
      expect(format.status, JSON.stringify(format.body)).toBe(201);
    }
    const snapshot = (await owner.client.get('/api/snapshot')).body as Snapshot;
    const byId = <T extends { id: string }>(items: T[]) => new Map(items.map((i) => [i.id, i]));
    const rows = inventoryCsvRows(
      {
        products: byId(snapshot.products),
        formats: byId(snapshot.formats),
        locations: snapshot.restaurant.locations,
        locationNames: new Map(snapshot.restaurant.locations.map((l) => [l.id, l.name])),
      },
      [...snapshot.bottles].sort(backupOrder),
    );
    // 300 bottles, 3 formats without bottles, 599 empty bins and an empty location.
    expect(rows).toHaveLength(1 + 300 + 3 + 599 + 1);
    const { bytes } = await backup(owner);
    expect(new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes)).toBe(
      CSV_BOM + csvText(rows) + CSV_NEWLINE,
    );
  });

  it('is the header alone for a restaurant without bottles', async () => {
    const owner = await server.signUp();
    const { response, bytes } = await backup(owner);
    expect(response.status).toBe(200);
    expect(response.headers.get('bottle-count')).toBe('0');
    expect(new TextDecoder().decode(bytes)).toBe(`${BACKUP_COLUMNS.join(',')}\r\n`);
  });

  it('is for signed-in users only', async () => {
    const response = await server.client().get('/api/exports/bottles.csv');
    expect(response.status).toBe(401);
    expect(reasonOf(response.body)).toBe('login-required');
  });
});

describe("the printable summary's groups, built by the server", () => {
  it('counts bottles per wine and location (bins added up), grouped by the key asked, only this restaurant', async () => {
    const owner = await server.signUp({ restaurantName: 'Chez Export' });
    const cave = await addLocation(server.services.writer, owner, 'Cave Sud', ['A1', 'B2']);
    const barolo = await save(owner, {
      ...productRequest({ name: 'Barolo', producer: 'Vietti', country: 'Italy', color: 'Red' }),
      bottles: { count: 2, locationId: cave, bin: 'A1' },
    });
    const more = await owner.client.post('/api/bottles', {
      formatId: barolo.format.id,
      count: 1,
      locationId: cave,
      bin: 'B2',
    });
    expect(more.status, JSON.stringify(more.body)).toBe(201);
    await save(owner, {
      ...productRequest({ name: 'Chablis', producer: '', country: ' France', color: 'White' }),
      format: { vintage: '', bottleSize: 750 },
      bottles: { count: 1 },
    });
    await stranger();

    const response = await owner.client.get('/api/exports/report?groupBy=country&locale=fr');
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    const report = response.body as InventoryReport;
    expect(report.restaurant).toBe('Chez Export');
    expect(report.revision).toBeGreaterThan(0);
    expect(report.groups).toEqual([
      {
        label: 'France',
        total: 1,
        rows: [
          { name: 'Chablis', producer: '', vintage: 'NV', color: 'White', location: '', count: 1 },
        ],
      },
      {
        label: 'Italy',
        total: 3,
        rows: [
          {
            name: 'Barolo',
            producer: 'Vietti',
            vintage: '2019',
            color: 'Red',
            location: 'Cave Sud',
            count: 3,
          },
        ],
      },
    ]);

    const byLocation = await owner.client.get('/api/exports/report?groupBy=location');
    expect(byLocation.status).toBe(200);
    expect(
      (byLocation.body as InventoryReport).groups.map((group) => [group.label, group.total]),
    ).toEqual([
      ['Cave Sud', 3],
      ['', 1],
    ]);
  });

  it('reads the counts a page at a time, each (format, location) once, in both databases', async () => {
    const owner = await server.signUp();
    const places: Array<string | null> = [null];
    for (const name of ['Cave', 'Bar', 'Terrasse']) {
      places.push(await addLocation(server.services.writer, owner, name, ['A', 'B']));
    }
    for (const name of ['One', 'Two', 'Three']) {
      const wine = await save(owner, productRequest({ name }));
      for (const [i, locationId] of places.entries()) {
        for (const bin of i === 0 ? [''] : ['A', 'B']) {
          const added = await owner.client.post('/api/bottles', {
            formatId: wine.format.id,
            count: 1,
            locationId,
            bin,
          });
          expect(added.status, JSON.stringify(added.body)).toBe(201);
        }
      }
    }
    const { kysely } = server.services.db;
    const all = await readLocationCounts(kysely, owner.restaurantId, {
      after: undefined,
      limit: 100,
    });
    expect(all).toHaveLength(12);
    expect(all.every((count) => count.bottles === (count.locationId === '' ? 1 : 2))).toBe(true);
    for (const limit of [1, 5]) {
      const paged = [];
      let after: LocationCountKey | undefined;
      for (;;) {
        const page = await readLocationCounts(kysely, owner.restaurantId, { after, limit });
        paged.push(...page);
        const last = page.at(-1);
        if (!last || page.length < limit) break;
        after = [last.formatId, last.locationId];
      }
      expect(paged, `pages of ${limit}`).toEqual(all);
    }
  });

  it('is empty for a restaurant without bottles', async () => {
    const owner = await server.signUp();
    await save(owner, productRequest());
    const response = await owner.client.get('/api/exports/report?groupBy=name');
    expect(response.status).toBe(200);
    expect((response.body as InventoryReport).groups).toEqual([]);
  });

  it('refuses a grouping it does not know, or none, with its reason; and any other parameter', async () => {
    const owner = await server.signUp();
    for (const query of ['groupBy=cost', 'groupBy=', '']) {
      const response = await owner.client.get(`/api/exports/report?${query}`);
      expect(response.status, query).toBe(400);
      expect(reasonOf(response.body), query).toBe('report-group-invalid');
    }
    const extra = await owner.client.get('/api/exports/report?groupBy=name&sort=desc');
    expect(extra.status).toBe(400);
  });

  it('is for signed-in users only', async () => {
    const response = await server.client().get('/api/exports/report?groupBy=location');
    expect(response.status).toBe(401);
    expect(reasonOf(response.body)).toBe('login-required');
  });
});
