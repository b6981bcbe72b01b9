import { describe, expect, it } from 'vitest';
import type { Bottle, Format, Product } from './inventory.js';
import {
  BACKUP_COLUMNS,
  BACKUP_EXTRA_COLUMNS,
  bottleCsvRow,
  CSV_COLUMNS,
  formatVarieties,
  inventoryCsvRows,
  neutralizeFormula,
  rowsWithoutBottles,
} from './inventory-csv.js';

const product: Product = {
  id: 'w1',
  name: 'Château "Test", Grand Vin',
  producer: 'Domaine Méo',
  country: 'France',
  region: 'Bordeaux',
  subregion: 'Pauillac',
  appellation: 'Pauillac',
  classification: '',
  regulatedDesignation: '',
  style: '',
  color: 'Red',
  supplier: '=HYPERLINK("http://evil")',
  mainCategory: 'cat_wine',
  subCategory: 'subcat_still',
  varieties: [
    { name: 'Cabernet Sauvignon', pct: 60 },
    { name: 'Merlot', pct: 40 },
    { name: ' ', pct: null },
  ],
  grains: [],
  alcoholPercentage: 13.5,
  barcode: '3760000000001',
  isPrivateImport: false,
  showOnMenu: true,
  defaultFormatId: null,
};
const format: Format = {
  id: 'f1',
  productId: 'w1',
  vintage: '2015',
  bottleSize: 1500,
  cost: 40.5,
  price: 120,
  tastingNotes: 'Cassis,\ncedar',
  isPrivateImport: false,
  showOnMenu: true,
};
const bottles: Bottle[] = [
  {
    id: 'QR-1',
    formatId: 'f1',
    locationId: 'loc1',
    bin: 'A1',
    notes: '',
    addedDate: '2024-05-01T10:00:00.000Z',
  },
  {
    id: 'MAN-2',
    formatId: 'f1',
    locationId: null,
    bin: '',
    notes: '',
    addedDate: '2024-05-02T10:00:00.000Z',
  },
  {
    id: 'orphan',
    formatId: 'gone',
    locationId: 'nowhere',
    bin: '',
    notes: '',
    addedDate: '',
  },
];

describe('inventory CSV rows', () => {
  const rows = inventoryCsvRows(
    {
      products: new Map([[product.id, product]]),
      formats: new Map([[format.id, format]]),
      locations: [{ id: 'loc1', name: 'Main Cellar', bins: ['A1'] }],
      locationNames: new Map([['loc1', 'Main Cellar']]),
    },
    bottles,
  );

  it("starts with SPEC's columns of the backup, in order, then decision 0020's", () => {
    expect(rows[0]?.slice(0, CSV_COLUMNS.length)).toEqual([
      'bottleId',
      'formatId',
      'wineId',
      'location',
      'binNumber',
      'addedDate',
      'name',
      'producer',
      'vintage',
      'bottleSize',
      'color',
      'country',
      'region',
      'subregion',
      'appellation',
      'cost',
      'price',
      'supplier',
      'varieties',
      'tastingNotes',
      'barcode',
    ]);
    expect(rows[0]?.slice(CSV_COLUMNS.length)).toEqual([...BACKUP_EXTRA_COLUMNS]);
  });

  it('has one row per bottle, with the location name and every field', () => {
    expect(rows).toHaveLength(4);
    const row = Object.fromEntries(CSV_COLUMNS.map((column, i) => [column, rows[1]?.[i]]));
    expect(row).toEqual({
      bottleId: 'QR-1',
      formatId: 'f1',
      wineId: 'w1',
      location: 'Main Cellar',
      binNumber: 'A1',
      addedDate: '2024-05-01T10:00:00.000Z',
      name: 'Château "Test", Grand Vin',
      producer: 'Domaine Méo',
      vintage: '2015',
      bottleSize: '1500',
      color: 'Red',
      country: 'France',
      region: 'Bordeaux',
      subregion: 'Pauillac',
      appellation: 'Pauillac',
      cost: '40.5',
      price: '120',
      supplier: `'=HYPERLINK("http://evil")`,
      varieties: 'Cabernet Sauvignon (60%) | Merlot (40%)',
      tastingNotes: 'Cassis,\ncedar',
      barcode: '3760000000001',
    });
    expect(rows[2]?.[3]).toBe('');
    const extra = Object.fromEntries(
      BACKUP_COLUMNS.map((column, i) => [column, rows[1]?.[i]]).slice(CSV_COLUMNS.length),
    );
    expect(extra).toEqual({
      mainCategory: 'cat_wine',
      subCategory: 'subcat_still',
      style: '',
      classification: '',
      regulatedDesignation: '',
      grains: '',
      alcoholPercentage: '13.5',
      privateImport: 'no',
      showOnMenu: 'yes',
      defaultFormatId: '',
      formatPrivateImport: 'no',
      formatShowOnMenu: 'yes',
      bottleNotes: '',
      blankVintage: '',
      quantity: '',
      openedAt: '',
      levelTenths: '',
      levelGrams: '',
      remainingPermille: '',
      fullWeightGrams: '',
      emptyWeightGrams: '',
    });
  });

  it('keeps a bottle whose format is gone, with empty fields', () => {
    expect(rows[3]?.slice(0, 7)).toEqual(['orphan', 'gone', '', '', '', '', '']);
    expect(rows[3]).toHaveLength(BACKUP_COLUMNS.length);
  });
});

describe('rows without a bottle (decision 0020)', () => {
  const spare: Format = { ...format, id: 'f2', vintage: '', bottleSize: 375 };
  const lonely: Product = { ...product, id: 'w2', name: 'Lonely' };
  const rows = rowsWithoutBottles(
    {
      products: new Map([
        [product.id, product],
        [lonely.id, lonely],
      ]),
      formats: new Map([
        [format.id, format],
        [spare.id, spare],
      ]),
      locations: [
        { id: 'loc1', name: 'Main Cellar', bins: ['A1', 'A2'] },
        { id: 'loc2', name: 'Bar', bins: [] },
      ],
    },
    bottles,
  );
  const cell = (row: string[] | undefined, column: (typeof BACKUP_COLUMNS)[number]) =>
    row?.[BACKUP_COLUMNS.indexOf(column)];

  it('gives a format without bottles, a profile without formats and each empty place a row of quantity 0', () => {
    expect(
      rows.map((row) => [
        cell(row, 'formatId'),
        cell(row, 'wineId'),
        cell(row, 'location'),
        cell(row, 'binNumber'),
      ]),
    ).toEqual([
      ['f2', 'w1', '', ''],
      ['', 'w2', '', ''],
      ['', '', 'Bar', ''],
      ['', '', 'Main Cellar', 'A2'],
    ]);
    expect(rows.every((row) => cell(row, 'quantity') === '0' && cell(row, 'bottleId') === '')).toBe(
      true,
    );
  });

  it('writes a blank vintage NV, as SPEC says, and says it was blank', () => {
    expect(cell(rows[0], 'vintage')).toBe('NV');
    expect(cell(rows[0], 'blankVintage')).toBe('yes');
    expect(cell(rows[1], 'vintage')).toBe('');
  });
});

describe('varieties', () => {
  it('joins name (pct%) with a pipe and leaves out blanks', () => {
    expect(
      formatVarieties([
        { name: 'Syrah', pct: 85 },
        { name: 'Viognier', pct: null },
        { name: '', pct: 5 },
      ]),
    ).toBe('Syrah (85%) | Viognier');
    expect(formatVarieties([])).toBe('');
  });
});

describe('formula cells', () => {
  it('prefixes cells a spreadsheet would evaluate', () => {
    for (const cell of ['=1+1', '+33 1', '-2', '@SUM(A1)', '\tx', '\rx']) {
      expect(neutralizeFormula(cell)).toBe(`'${cell}`);
    }
    for (const cell of ['', 'Merlot', '2019', 'a=b', "'quoted", 'Merlot 60% | Cabernet']) {
      expect(neutralizeFormula(cell)).toBe(cell);
    }
  });

  it('also neutralises what follows any separator a spreadsheet may split the cell on', () => {
    expect(neutralizeFormula('x;=4+4')).toBe("x;'=4+4");
    expect(neutralizeFormula('a,+1;-2')).toBe("a,'+1;'-2");
    expect(neutralizeFormula('notes\n@SUM(A1)')).toBe("notes\n'@SUM(A1)");
    expect(neutralizeFormula('a|=b')).toBe("a|'=b");
    expect(neutralizeFormula('=x;=y')).toBe("'=x;'=y");
  });

  it('neutralises every column, not only text ones', () => {
    const row = bottleCsvRow(
      { ...bottles[0], id: '=cmd' } as Bottle,
      { ...format, vintage: '-1' },
      { ...product, name: '@name' },
      '+loc',
    );
    expect(row[0]).toBe("'=cmd");
    expect(row[3]).toBe("'+loc");
    expect(row[6]).toBe("'@name");
    expect(row[8]).toBe("'-1");
  });
});
