import { describe, expect, it } from 'vitest';
import { type CategoryClues, inferCategory } from './import-category.js';
import { readImportRow } from './import-rows.js';
import { guessMapping } from './import-shapes.js';
import { DEFAULT_CATEGORIES } from './restaurant.js';

// The sub-categories in key order, as the database reads them: Dessert is the first of Wine,
// Blended the first of Whisky (what every spreadsheet's wine and whisky became).
const categories = DEFAULT_CATEGORIES.map((category, position) => ({
  ...category,
  position,
  subcategories: [...category.subcategories].sort((a, b) => a.key.localeCompare(b.key)),
}));

const none: CategoryClues = {
  category: '',
  type: '',
  name: '',
  color: '',
  region: '',
  subregion: '',
  appellation: '',
};
const infer = (clues: Partial<CategoryClues>) => {
  const keys = inferCategory({ ...none, ...clues }, categories);
  return keys && `${keys.mainCategory}/${keys.subCategory}`;
};

describe('the category an imported row gets', () => {
  it('takes what the category cell names, and infers only what it leaves out', () => {
    expect(infer({ category: 'Vin / Effervescent' })).toBe('cat_wine/subcat_sparkling');
    expect(infer({ category: 'Fortified' })).toBe('cat_wine/subcat_fortified');
    // A category alone is never given its first sub-category.
    expect(infer({ category: 'Wine', name: 'Chablis' })).toBe('cat_wine/subcat_still');
    expect(infer({ category: 'Whisky', name: 'Lagavulin 16' })).toBe('cat_whisky/');
    expect(infer({ category: 'Whisky', name: 'Four Roses Bourbon' })).toBe(
      'cat_whisky/subcat_bourbon',
    );
    expect(infer({ category: 'Bière', name: 'Guinness Stout' })).toBe('cat_beer/subcat_stout');
    expect(infer({ category: 'Sake' })).toBeNull();
  });

  it('reads a Type column as a sub-category, or as words to infer it from', () => {
    expect(infer({ type: 'Sparkling', name: 'Anything' })).toBe('cat_wine/subcat_sparkling');
    expect(infer({ category: 'Whisky', type: 'Rye' })).toBe('cat_whisky/subcat_rye');
    expect(infer({ type: 'Red' })).toBe('cat_wine/subcat_still');
    expect(infer({ type: 'Port', name: "Graham's 20" })).toBe('cat_wine/subcat_fortified');
  });

  it('makes a wine of a row with a colour, region or appellation, and says which kind', () => {
    expect(infer({ name: 'Château Margaux', color: 'Red' })).toBe('cat_wine/subcat_still');
    expect(infer({ name: 'Sancerre', region: 'Loire' })).toBe('cat_wine/subcat_still');
    expect(infer({ name: 'Dom Pérignon', appellation: 'Champagne' })).toBe(
      'cat_wine/subcat_sparkling',
    );
    for (const name of ['Crémant de Loire', 'Cava Brut', 'Prosecco DOC', 'Franciacorta Satèn']) {
      expect(infer({ name, color: 'White' }), name).toBe('cat_wine/subcat_sparkling');
    }
    expect(infer({ name: 'Cuvée X', color: 'Sparkling' })).toBe('cat_wine/subcat_sparkling');
    for (const name of ['Taylor’s Port', 'Tio Pepe Sherry', 'Blandy’s Madeira']) {
      expect(infer({ name, region: 'Portugal' }), name).toBe('cat_wine/subcat_fortified');
    }
    for (const name of ['Château d’Yquem', 'Tokaji Aszú 5', 'Riesling Late Harvest']) {
      const appellation = name.startsWith('Château') ? 'Sauternes' : '';
      expect(infer({ name, appellation, color: 'White' }), name).toBe('cat_wine/subcat_dessert');
    }
    expect(infer({ name: 'Gewurztraminer Vendanges Tardives', region: 'Alsace' })).toBe(
      'cat_wine/subcat_dessert',
    );
    expect(infer({ name: 'Zero Skin', color: 'Orange' })).toBe('cat_wine/subcat_orange');
    // Words inside other words say nothing: Portugal is no Port, Newport no Port.
    expect(infer({ name: 'Newport Red', region: 'Portugal' })).toBe('cat_wine/subcat_still');
  });

  it('knows spirits and beer by name, and leaves a row that says nothing without a category', () => {
    expect(infer({ name: 'Glenfiddich 12 Single Malt' })).toBe('cat_whisky/subcat_single_malt');
    expect(infer({ name: 'Hennessy VS Cognac' })).toBe('cat_brandy_cognac/subcat_cognac');
    expect(infer({ name: 'Champagne Brut Réserve' })).toBe('cat_wine/subcat_sparkling');
    expect(infer({ name: 'Mystery bottle' })).toBe('/');
  });

  it('is what a generic spreadsheet row gets, Type read as the colour when no column is', () => {
    const headers = ['Name', 'Type', 'Region'];
    const context = {
      shape: 'generic' as const,
      mapping: guessMapping(headers),
      categories,
      categoryChoices: {},
    };
    expect(context.mapping).toEqual({ name: 0, type: 1, region: 2 });
    const result = readImportRow(['Morgon', 'Red', 'Beaujolais'], 2, context);
    expect(result).toMatchObject({
      row: { product: { mainCategory: 'cat_wine', subCategory: 'subcat_still', color: 'Red' } },
    });
  });
});
