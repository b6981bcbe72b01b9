import { describe, expect, it } from 'vitest';
import type { Format, Product } from './inventory.js';
import {
  activeFilterTags,
  EMPTY_FILTERS,
  filterSuggestions,
  formatMatchesFilters,
  productMatchesFilters,
  removeFilterTag,
  setMainCategory,
  setRange,
  toggleFilterValue,
} from './inventory-filters.js';

const product: Product = {
  id: 'p',
  name: 'Barolo Cannubi',
  producer: 'Luciano Sandrone',
  country: 'Italy',
  region: 'Piemonte',
  subregion: 'Langhe',
  appellation: 'Barolo DOCG',
  classification: '',
  regulatedDesignation: '',
  style: 'Dry',
  color: 'Red',
  supplier: '',
  mainCategory: 'cat_wine',
  subCategory: 'subcat_still',
  varieties: [{ name: 'Nebbiolo', pct: 100 }],
  grains: [],
  alcoholPercentage: 14.5,
  barcode: null,
  isPrivateImport: false,
  showOnMenu: true,
  defaultFormatId: null,
};
const format: Format = {
  id: 'f',
  productId: 'p',
  vintage: '2016',
  bottleSize: 750,
  cost: 60,
  price: 180,
  tastingNotes: '',
  isPrivateImport: false,
  showOnMenu: true,
};

describe('filters', () => {
  it('choosing a main category clears the category-dependent filters', () => {
    let filters = toggleFilterValue(EMPTY_FILTERS, 'varieties', 'Nebbiolo');
    filters = toggleFilterValue(filters, 'producers', 'Luciano Sandrone');
    filters = setMainCategory(filters, 'cat_whisky');
    expect(filters.varieties).toEqual([]);
    expect(filters.producers).toEqual(['Luciano Sandrone']);
  });

  it('toggles multi-value filters in and out', () => {
    const once = toggleFilterValue(EMPTY_FILTERS, 'countries', 'Italy');
    expect(once.countries).toEqual(['Italy']);
    expect(toggleFilterValue(once, 'countries', 'Italy').countries).toEqual([]);
  });

  it('matches profiles on their fields, ignoring case and accents', () => {
    expect(
      productMatchesFilters(product, toggleFilterValue(EMPTY_FILTERS, 'countries', 'italy')),
    ).toBe(true);
    expect(
      productMatchesFilters(product, toggleFilterValue(EMPTY_FILTERS, 'countries', 'France')),
    ).toBe(false);
    expect(
      productMatchesFilters(product, toggleFilterValue(EMPTY_FILTERS, 'varieties', 'nebbiolo')),
    ).toBe(true);
    expect(
      productMatchesFilters(product, setRange(EMPTY_FILTERS, 'alcohol', { min: 14.5, max: 15 })),
    ).toBe(true);
    expect(productMatchesFilters(product, setMainCategory(EMPTY_FILTERS, 'cat_beer'))).toBe(false);
  });

  it('matches formats on vintage, size, price and cost with inclusive bounds', () => {
    expect(
      formatMatchesFilters(format, setRange(EMPTY_FILTERS, 'price', { min: 180, max: 180 })),
    ).toBe(true);
    expect(
      formatMatchesFilters(format, setRange(EMPTY_FILTERS, 'vintage', { min: 2017, max: null })),
    ).toBe(false);
    expect(
      formatMatchesFilters(format, toggleFilterValue(EMPTY_FILTERS, 'bottleSizes', 1500)),
    ).toBe(false);
    expect(
      formatMatchesFilters(
        { ...format, cost: null },
        setRange(EMPTY_FILTERS, 'cost', { min: 0, max: null }),
      ),
    ).toBe(false);
  });

  it('lists selected filters as tags that can be removed one by one', () => {
    let filters = setMainCategory(EMPTY_FILTERS, 'cat_wine');
    filters = toggleFilterValue(filters, 'regions', 'Piemonte');
    filters = setRange(filters, 'price', { min: 50, max: null });
    const tags = activeFilterTags(filters);
    expect(tags).toHaveLength(3);
    const withoutRegion = removeFilterTag(filters, {
      kind: 'value',
      field: 'regions',
      value: 'Piemonte',
    });
    expect(withoutRegion.regions).toEqual([]);
    expect(
      activeFilterTags(removeFilterTag(filters, { kind: 'mainCategory', value: 'cat_wine' })),
    ).toHaveLength(2);
  });

  it('suggests distinct values containing what was typed', () => {
    expect(
      filterSuggestions(
        ['Château Margaux', 'Château Latour', 'chateau margaux', 'Dom Pérignon'],
        'teau',
      ),
    ).toEqual(['Château Latour', 'Château Margaux']);
    expect(filterSuggestions(['Côte Rôtie'], 'cote ro')).toEqual(['Côte Rôtie']);
  });
});
