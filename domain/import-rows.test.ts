import { describe, expect, it } from 'vitest';
import { proposeCategory, resolveCategory } from './import-category.js';
import {
  parseAddedDate,
  parseAlcohol,
  parseAmount,
  parseBottleSize,
  parseVarieties,
  parseYesNo,
  unneutralize,
} from './import-cells.js';
import { readImportRow } from './import-rows.js';
import { guessMapping, recogniseShape } from './import-shapes.js';
import { BACKUP_COLUMNS, CSV_COLUMNS, neutralizeFormula } from './inventory-csv.js';
import { DEFAULT_CATEGORIES } from './restaurant.js';

const categories = DEFAULT_CATEGORIES.map((category, position) => ({ ...category, position }));

describe('reading cells', () => {
  it('reads amounts written the French, English and Excel ways', () => {
    expect(parseAmount('12,50 €')).toBe(12.5);
    expect(parseAmount('$1,234.50')).toBe(1234.5);
    expect(parseAmount('1 234,50')).toBe(1234.5);
    expect(parseAmount('1.234,5')).toBe(1234.5);
    expect(parseAmount('1,234')).toBe(1234);
    expect(parseAmount('ten')).toBeNull();
    expect(parseAmount('-5')).toBeNull();
    expect(parseAmount('1.2.3')).toBeNull();
  });

  it('reads bottle sizes in ml, cl, l and by name', () => {
    expect(parseBottleSize('750')).toBe(750);
    expect(parseBottleSize('75cl')).toBe(750);
    expect(parseBottleSize('1,5 L')).toBe(1500);
    expect(parseBottleSize('1.5')).toBe(1500);
    expect(parseBottleSize('Magnum')).toBe(1500);
    expect(parseBottleSize('big')).toBeNull();
    expect(parseBottleSize('99999')).toBeNull();
  });

  it('keeps an ISO time to the character, and reads days either way round', () => {
    expect(parseAddedDate('2024-05-01T10:00:00.000Z', false)).toBe('2024-05-01T10:00:00.000Z');
    expect(parseAddedDate('31/12/2023', false)).toBe('2023-12-31T00:00:00.000Z');
    expect(parseAddedDate('12/31/2023', true)).toBe('2023-12-31T00:00:00.000Z');
    expect(parseAddedDate('31/12/2023', true)).toBeNull();
    expect(parseAddedDate('soon', false)).toBeNull();
  });

  it('reads blends with and without percentages', () => {
    expect(parseVarieties('Merlot (60%) | Cabernet Franc (40%)')).toEqual([
      { name: 'Merlot', pct: 60 },
      { name: 'Cabernet Franc', pct: 40 },
    ]);
    expect(parseVarieties('Syrah, Grenache')).toEqual([
      { name: 'Syrah', pct: null },
      { name: 'Grenache', pct: null },
    ]);
  });

  it('takes off exactly the quote the export put before a formula', () => {
    for (const text of ['=SUM(A1)', '+33 6', '-dry', '@me', 'a;=b', "it's", "'quoted"]) {
      expect(unneutralize(neutralizeFormula(text))).toBe(text);
    }
  });

  it('finds categories by key or name in either language, and proposes one for other words', () => {
    expect(resolveCategory('Vin / Effervescent', categories)).toEqual({
      mainCategory: 'cat_wine',
      subCategory: 'subcat_sparkling',
    });
    // A category alone names no sub-category: the import infers it (import-category.test.ts).
    expect(resolveCategory('whisky', categories)).toEqual({
      mainCategory: 'cat_whisky',
      subCategory: '',
    });
    expect(resolveCategory('Bourbon', categories)).toEqual({
      mainCategory: 'cat_whisky',
      subCategory: 'subcat_bourbon',
    });
    expect(resolveCategory('', categories)).toEqual({ mainCategory: '', subCategory: '' });
    expect(resolveCategory('Champagne Brut', categories)).toBeNull();
    expect(proposeCategory('Champagne Brut', categories)).toBe('cat_wine/subcat_sparkling');
    expect(proposeCategory('Sake', categories)).toBeUndefined();
  });
});

describe('recognising a file by its header', () => {
  it('knows our backup, CellarTracker, and guesses a generic file in English and French', () => {
    expect(recogniseShape([...CSV_COLUMNS]).shape).toBe('backup');
    expect(recogniseShape(['iWine', 'Wine', 'Vintage', 'Size']).mapping).toEqual({
      name: 1,
      vintage: 2,
      bottleSize: 3,
    });
    expect(
      guessMapping(['Nom du vin', 'Nom', 'Millésime', 'Prix de vente', 'Coût', 'Code-barres']),
    ).toEqual({
      name: 1,
      vintage: 2,
      price: 3,
      cost: 4,
      barcode: 5,
    });
  });
});

describe("the backup's columns after SPEC's 21 (decision 0020)", () => {
  const { shape, mapping } = recogniseShape([...BACKUP_COLUMNS]);
  const context = { shape, mapping, categories, categoryChoices: {} };
  const rowOf = (cells: Partial<Record<(typeof BACKUP_COLUMNS)[number], string>>) =>
    BACKUP_COLUMNS.map((column) => cells[column] ?? '');

  it('reads yes/no and alcohol cells in either language', () => {
    expect([parseYesNo('yes'), parseYesNo('Oui'), parseYesNo('0'), parseYesNo('maybe')]).toEqual([
      true,
      true,
      false,
      null,
    ]);
    expect([parseAlcohol('13,5 %'), parseAlcohol('40'), parseAlcohol('101')]).toEqual([
      13.5,
      40,
      null,
    ]);
  });

  it('reads every extra field, and a blank vintage that the vintage column calls NV', () => {
    const result = readImportRow(
      rowOf({
        bottleId: 'QR-1',
        formatId: 'f1',
        wineId: 'w1',
        name: 'Crémant',
        vintage: 'NV',
        mainCategory: 'cat_wine',
        subCategory: 'subcat_sparkling',
        style: 'Brut',
        grains: 'Barley (80%)',
        alcoholPercentage: '12.5',
        privateImport: 'yes',
        showOnMenu: 'no',
        defaultFormatId: 'f1',
        formatShowOnMenu: 'no',
        bottleNotes: 'Gift',
        blankVintage: 'yes',
      }),
      2,
      context,
    );
    expect(result).toMatchObject({
      row: {
        vintage: '',
        product: {
          mainCategory: 'cat_wine',
          subCategory: 'subcat_sparkling',
          style: 'Brut',
          grains: [{ name: 'Barley', pct: 80 }],
          alcoholPercentage: 12.5,
          isPrivateImport: true,
          showOnMenu: false,
          defaultFormatId: 'f1',
        },
        hasFormat: true,
        formatShowOnMenu: false,
        formatPrivateImport: false,
        bottleNotes: 'Gift',
        quantity: 1,
      },
    });
  });

  it('reads rows of no bottle: a format, a profile alone, an empty place', () => {
    const format = readImportRow(
      rowOf({ formatId: 'f2', wineId: 'w1', name: 'Crémant', quantity: '0' }),
      3,
      context,
    );
    expect(format).toMatchObject({ row: { hasFormat: true, quantity: 0 } });
    const profile = readImportRow(
      rowOf({ wineId: 'w2', name: 'Alone', quantity: '0' }),
      4,
      context,
    );
    expect(profile).toMatchObject({ row: { hasFormat: false, quantity: 0 } });
    const place = readImportRow(
      rowOf({ location: 'Cave', binNumber: 'B2', quantity: '0' }),
      5,
      context,
    );
    expect(place).toEqual({ place: { row: 5, location: 'Cave', bin: 'B2' } });
  });

  it('refuses an unknown category key, a bad flag and a bad percentage, naming each', () => {
    const result = readImportRow(
      rowOf({
        name: 'X',
        mainCategory: 'cat_nope',
        subCategory: 'subcat_still',
        privateImport: 'perhaps',
        alcoholPercentage: 'strong',
      }),
      6,
      context,
    );
    expect('errors' in result && result.errors.map((error) => error.reason).sort()).toEqual([
      'bad-alcohol',
      'bad-yes-no',
      'unknown-category',
    ]);
  });
});
