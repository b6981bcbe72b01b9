import { describe, expect, it } from 'vitest';
import type { Bottle, Format, Product } from './inventory.js';
import {
  bottleCsvRow,
  CSV_COLUMNS,
  formatVarieties,
  inventoryCsvRows,
  neutralizeFormula,
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
      locationNames: new Map([['loc1', 'Main Cellar']]),
    },
    bottles,
  );

  it('starts with the columns of the backup, in order', () => {
    expect(rows[0]).toEqual([
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
  });

  it('keeps a bottle whose format is gone, with empty fields', () => {
    expect(rows[3]?.slice(0, 7)).toEqual(['orphan', 'gone', '', '', '', '', '']);
    expect(rows[3]).toHaveLength(CSV_COLUMNS.length);
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
