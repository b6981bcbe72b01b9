import { describe, expect, it } from 'vitest';
import { fieldVisibility, filterExtras, missingRequiredFields } from './field-visibility.js';

describe('fieldVisibility', () => {
  it('shows origin and vintage for wine, brandy/cognac and aperitif', () => {
    for (const category of ['cat_wine', 'cat_brandy_cognac', 'cat_aperitif']) {
      expect(fieldVisibility(category)).toMatchObject({
        vintage: true,
        country: true,
        region: true,
        subregion: true,
        appellation: true,
        regulatedDesignation: true,
      });
    }
    expect(fieldVisibility('cat_wine').varieties).toBe(true);
    expect(fieldVisibility('cat_aperitif').varieties).toBe(false);
  });

  it('shows country, region, subregion, style and grains for whisky', () => {
    expect(fieldVisibility('cat_whisky')).toEqual({
      vintage: false,
      country: true,
      region: true,
      subregion: true,
      appellation: false,
      regulatedDesignation: false,
      style: true,
      varieties: false,
      grains: true,
    });
  });

  it('shows style only for beer, country only for others', () => {
    expect(
      Object.entries(fieldVisibility('cat_beer'))
        .filter(([, shown]) => shown)
        .map(([field]) => field),
    ).toEqual(['style']);
    expect(
      Object.entries(fieldVisibility('cat_sake'))
        .filter(([, shown]) => shown)
        .map(([field]) => field),
    ).toEqual(['country']);
  });
});

describe('filterExtras', () => {
  it('offers the extras of the chosen main category', () => {
    expect(filterExtras(null)).toEqual({
      subCategory: false,
      variety: false,
      grains: false,
      appellation: false,
      style: false,
    });
    expect(filterExtras('cat_wine')).toEqual({
      subCategory: true,
      variety: true,
      grains: false,
      appellation: true,
      style: true,
    });
    expect(filterExtras('cat_whisky')).toMatchObject({
      grains: true,
      variety: false,
      appellation: false,
      style: true,
    });
    expect(filterExtras('cat_brandy_cognac')).toMatchObject({ appellation: true, style: false });
  });
});

describe('missingRequiredFields', () => {
  const wine = {
    name: 'Barolo',
    mainCategory: 'cat_wine',
    subCategory: 'subcat_still',
    vintage: '2016',
  };
  it('names what is missing of name, categories, and a vintage where shown', () => {
    expect(missingRequiredFields(wine)).toEqual([]);
    expect(missingRequiredFields({ ...wine, name: '  ' })).toEqual(['name']);
    expect(missingRequiredFields({ ...wine, vintage: '' })).toEqual(['vintage']);
    expect(missingRequiredFields({ ...wine, subCategory: '' })).toEqual(['subCategory']);
    expect(missingRequiredFields({ ...wine, name: '', subCategory: '' })).toEqual([
      'name',
      'subCategory',
    ]);
    expect(
      missingRequiredFields({
        ...wine,
        mainCategory: 'cat_beer',
        subCategory: 'subcat_lager',
        vintage: '',
      }),
    ).toEqual([]);
  });
});
