import { describe, expect, it } from 'vitest';
import {
  parseAddedDate,
  parseAmount,
  parseBottleSize,
  parseVarieties,
  proposeCategory,
  resolveCategory,
  unneutralize,
} from './import-rows.js';
import { guessMapping, recogniseShape } from './import-shapes.js';
import { CSV_COLUMNS, neutralizeFormula } from './inventory-csv.js';
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
    expect(resolveCategory('whisky', categories)).toEqual({
      mainCategory: 'cat_whisky',
      subCategory: 'subcat_single_malt',
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
