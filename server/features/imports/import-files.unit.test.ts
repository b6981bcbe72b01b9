import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readImportRow } from '../../../domain/import-rows.js';
import { recogniseShape } from '../../../domain/import-shapes.js';
import { DEFAULT_CATEGORIES } from '../../../domain/restaurant.js';
import type { AppError } from '../../http/app-error.js';
import { xlsxFile } from '../../test/xlsx-file.js';
import { readTable } from './read-table.js';

/** Small files written for these tests, one per shape. */
const fixture = (name: string) =>
  new Uint8Array(readFileSync(new URL(`./fixtures/${name}`, import.meta.url)));
const categories = DEFAULT_CATEGORIES.map((category, position) => ({ ...category, position }));

async function read(bytes: Uint8Array) {
  const { rows: table } = await readTable(bytes);
  const { shape, mapping } = recogniseShape(table[0] ?? []);
  const context = { shape, mapping, categories, categoryChoices: {} };
  const rows = table.slice(1).map((cells, index) => readImportRow(cells, index + 2, context));
  return { shape, rows: rows.map((result) => ('row' in result ? result.row : result)) };
}

describe('reading cellar files', () => {
  it("reads our own backup, an older one of SPEC's 21 columns too: ids, quoted newlines, blends, formulas", async () => {
    const { shape, rows } = await read(fixture('our-backup.csv'));
    expect(shape).toBe('backup');
    expect(rows[0]).toEqual({
      row: 2,
      product: {
        id: 'w1',
        name: 'Château "Essai", Grand Vin',
        producer: 'Domaine',
        country: 'France',
        region: 'Bordeaux',
        subregion: 'Médoc',
        appellation: 'Margaux',
        color: 'Red',
        supplier: '=HYPERLINK("x")',
        mainCategory: '',
        subCategory: '',
        varieties: [
          { name: 'Merlot', pct: 60 },
          { name: 'Cabernet Franc', pct: 40 },
        ],
        barcode: '3259354102060',
        // SPEC's 21 columns only (a backup from before decision 0020): the defaults.
        style: '',
        classification: '',
        regulatedDesignation: '',
        grains: [],
        alcoholPercentage: null,
        isPrivateImport: false,
        showOnMenu: true,
        defaultFormatId: null,
      },
      hasFormat: true,
      formatId: 'f1',
      formatPrivateImport: false,
      formatShowOnMenu: true,
      bottleNotes: '',
      vintage: '2015',
      bottleSize: 750,
      cost: 42.5,
      price: 128,
      tastingNotes: 'Cassis,\r\nlong',
      bottleId: 'QR-1',
      location: 'Cave Sud',
      bin: 'A1',
      addedDate: '2024-05-01T10:00:00.000Z',
      quantity: 1,
      open: null,
      fullWeightGrams: null,
      emptyWeightGrams: null,
    });
    expect(rows[1]).toMatchObject({
      bottleId: 'MAN1-001',
      vintage: 'NV',
      bottleSize: 1500,
      cost: null,
      tastingNotes: '-dry',
      location: '',
    });
  });

  it('reads a CellarTracker export: sizes, NV as 1001, American dates, UPC, wine categories', async () => {
    const { shape, rows } = await read(fixture('cellartracker.csv'));
    expect(shape).toBe('cellartracker');
    expect(rows[0]).toMatchObject({
      product: {
        name: 'Ridge Monte Bello',
        producer: 'Ridge',
        barcode: '0012345678905',
        mainCategory: 'cat_wine',
        subCategory: 'subcat_still',
        subregion: 'Santa Cruz Mountains',
      },
      vintage: '2016',
      bottleSize: 750,
      cost: 35,
      location: 'Cellar',
      bin: 'R4',
      addedDate: '2020-03-14T00:00:00.000Z',
      bottleId: null,
    });
    expect(rows[1]).toMatchObject({
      product: { name: 'Krug Grande Cuvée', subCategory: 'subcat_sparkling', barcode: null },
      vintage: 'NV',
      bottleSize: 1500,
      addedDate: '2021-12-01T00:00:00.000Z',
    });
  });

  it('reads a French spreadsheet: Windows-1252, `;`, decimal commas, quantities, guessed columns', async () => {
    const { shape, rows } = await read(fixture('french.csv'));
    expect(shape).toBe('generic');
    expect(rows[0]).toMatchObject({
      product: {
        name: 'Château Lézignan',
        producer: 'Domaine Sud',
        varieties: [
          { name: 'Syrah', pct: null },
          { name: 'Grenache', pct: null },
        ],
      },
      vintage: '2018',
      bottleSize: 750,
      price: 1234.5,
      cost: 12,
      location: 'Cave',
      bin: 'A1',
      quantity: 3,
    });
    expect(rows[1]).toMatchObject({
      vintage: 'NV',
      bottleSize: 1500,
      price: 39.9,
      cost: null,
      quantity: 2,
    });
  });

  it('reads an XLSX: numbers as numbers, a formula-looking cell as text', async () => {
    const { shape, rows } = await read(
      xlsxFile([
        ['Name', 'Vintage', 'Price', 'Bottle size'],
        ['=1+1', 2019, 18.5, 375],
      ]),
    );
    expect(shape).toBe('generic');
    expect(rows[0]).toMatchObject({
      product: { name: '=1+1' },
      vintage: '2019',
      price: 18.5,
      bottleSize: 375,
    });
  });
});

describe('a CSV whose quote is never closed', () => {
  const refusal = async (text: string) => {
    try {
      await readTable(new TextEncoder().encode(text));
    } catch (error) {
      return { reason: (error as AppError).reason, details: (error as AppError).details };
    }
    return null;
  };

  it('is refused with the row the quote opens on, wherever on its line the quote is', async () => {
    expect(await refusal('Name;Vintage\r\nA;2019\r\n"B;2020\r\nC;2021\r\n')).toEqual({
      reason: 'import-unclosed-quote',
      details: { row: 3 },
    });
    expect(await refusal('Name,Vintage\nA,2019\n\nB,"2020\nC,2021\nD,2022\n')).toEqual({
      reason: 'import-unclosed-quote',
      details: { row: 4 },
    });
  });

  it('is not confused with a quoted field that holds a newline and closes', async () => {
    expect(await refusal('Name,Notes\nA,"one\ntwo"\nB,three\n')).toBeNull();
  });
});
