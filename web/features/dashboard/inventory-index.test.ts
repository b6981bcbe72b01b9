import { describe, expect, it } from 'vitest';
import { countsOf } from '../../../domain/bottle-counts.js';
import type { Bottle, Format, Product } from '../../../domain/inventory.js';
import {
  EMPTY_FILTERS,
  type InventoryFilters,
  productFilter,
  productMatchesFilters,
  setMainCategory,
  setRange,
  toggleFilterValue,
} from '../../../domain/inventory-filters.js';
import { DEFAULT_CATEGORIES } from '../../../domain/restaurant.js';
import type { RestaurantData } from '../../../domain/restaurant-data.js';
import { buildInventoryIndex } from './inventory-index.js';
import { buildInventoryTree, flattenTree } from './inventory-tree.js';
import { searchSuggestions, visibleWines } from './visible-wines.js';

function product(id: string, name: string, extra: Partial<Product> = {}): Product {
  return {
    id,
    name,
    producer: '',
    country: '',
    region: '',
    subregion: '',
    appellation: '',
    classification: '',
    regulatedDesignation: '',
    style: '',
    color: 'Red',
    supplier: '',
    mainCategory: 'cat_wine',
    subCategory: 'subcat_still',
    varieties: [],
    grains: [],
    alcoholPercentage: null,
    barcode: null,
    isPrivateImport: false,
    showOnMenu: true,
    defaultFormatId: null,
    ...extra,
  };
}

function format(
  id: string,
  productId: string,
  vintage: string,
  extra: Partial<Format> = {},
): Format {
  return {
    id,
    productId,
    vintage,
    bottleSize: 750,
    cost: null,
    price: null,
    tastingNotes: '',
    isPrivateImport: false,
    showOnMenu: true,
    ...extra,
  };
}

function bottle(id: string, formatId: string, locationId: string | null, bin = ''): Bottle {
  return { id, formatId, locationId, bin, notes: '', addedDate: '2025-01-01T00:00:00Z' };
}

const byId = <T extends { id: string }>(items: T[]) =>
  new Map(items.map((item) => [item.id, item]));

function sampleData(): RestaurantData {
  const bottles = [
    bottle('QR-000001', 'f1', 'cellar', '10'),
    bottle('QR-000002', 'f1', 'cellar', '2'),
    bottle('MAN-1', 'f2', null),
    bottle('QR-000003', 'f4', 'bar', ''),
  ];
  return {
    revision: 1,
    restaurant: { id: 'r1', name: 'Bistro', currency: 'EUR' },
    products: byId([
      product('p1', 'Château Margaux', {
        producer: 'Château Margaux',
        country: 'France',
        region: 'Bordeaux',
        varieties: [{ name: 'Cabernet Sauvignon', pct: 80 }],
      }),
      product('p2', 'Barolo Cannubi', {
        producer: 'Domaine Brezza',
        country: 'Italy',
        region: 'Piemonte',
      }),
      product('p3', 'Albariño', { producer: 'Pazo', country: 'Spain', subCategory: 'subcat_x' }),
    ]),
    formats: byId([
      format('f1', 'p1', '2015', { price: 900 }),
      format('f2', 'p1', '2018', { price: 700 }),
      format('f3', 'p1', '2018', { bottleSize: 1500, price: 1500 }),
      format('f4', 'p2', '2019', { price: 90 }),
      format('f5', 'p3', '2022', { price: 40 }),
    ]),
    counts: countsOf(bottles),
    colors: new Map(),
    locations: byId([
      { id: 'cellar', name: 'Cellar', bins: ['2', '10'] },
      { id: 'bar', name: 'Bar', bins: [] },
    ]),
    categories: new Map(DEFAULT_CATEGORIES.map((c, position) => [c.key, { ...c, position }])),
    listings: new Map(),
  };
}

describe('buildInventoryIndex', () => {
  it('derives counts, order and distinct values', () => {
    const index = buildInventoryIndex(sampleData());
    expect(index.productOrder).toEqual(['p3', 'p2', 'p1']);
    expect(index.formatsByProduct.get('p1')?.map((f) => f.id)).toEqual(['f2', 'f3', 'f1']);
    expect(index.entries.find((entry) => entry.product.id === 'p1')?.all.count).toBe(3);
    expect(index.entries.find((entry) => entry.product.id === 'p3')?.all.count).toBe(0);
    expect(index.bottleCount).toBe(4);
    expect(index.manualCount).toBe(1);
    expect(index.unassignedCount).toBe(1);
    expect(index.distinct.countries).toEqual(['France', 'Italy', 'Spain']);
    expect(index.distinct.bottleSizes).toEqual([750, 1500]);
    expect(index.documents.get('p1')?.fields.location).toBe('cellar');
    expect(index.documents.get('p1')?.fields.category).toContain('vin');
  });

  it('recomputes only what a changed collection feeds', () => {
    const data = sampleData();
    const first = buildInventoryIndex(data);
    const again = buildInventoryIndex({ ...data, revision: 2 });
    expect(again.documents).toBe(first.documents);
    expect(again.productOrder).toBe(first.productOrder);
    // The live feed's count change for f2: its manual bottle is gone.
    const counts = new Map(data.counts).set('f2', { formatId: 'f2', places: [] });
    const changed = buildInventoryIndex({ ...data, counts, revision: 3 });
    expect(changed.productOrder).toBe(first.productOrder);
    expect(changed.formatsByProduct).toBe(first.formatsByProduct);
    expect(changed.documents).not.toBe(first.documents);
    expect(changed.manualCount).toBe(0);
    // Only the wine whose counts changed is rebuilt; the others keep their document and entry.
    expect(changed.documents.get('p1')).not.toBe(first.documents.get('p1'));
    expect(changed.documents.get('p2')).toBe(first.documents.get('p2'));
    expect(changed.entries.find((e) => e.product.id === 'p2')).toBe(
      first.entries.find((e) => e.product.id === 'p2'),
    );
    expect(changed.entries.find((e) => e.product.id === 'p1')?.all.count).toBe(2);
  });
});

describe('visibleWines', () => {
  const index = buildInventoryIndex(sampleData());
  const names = (wines: ReturnType<typeof visibleWines>) => wines.map((w) => w.product.name);

  it('lists every profile by name in the profile view, formats newest first', () => {
    const wines = visibleWines(index, '', EMPTY_FILTERS, 'profile');
    expect(names(wines)).toEqual(['Albariño', 'Barolo Cannubi', 'Château Margaux']);
    expect(wines[2]?.formats.map((f) => [f.format.id, f.count])).toEqual([
      ['f2', 1],
      ['f3', 0],
      ['f1', 2],
    ]);
    expect(wines[2]?.count).toBe(3);
  });

  it('keeps only formats and wines with bottles in the bottle view', () => {
    const wines = visibleWines(index, '', EMPTY_FILTERS, 'bottle');
    expect(names(wines)).toEqual(['Barolo Cannubi', 'Château Margaux']);
    expect(wines[1]?.formats.map((f) => f.format.id)).toEqual(['f2', 'f1']);
  });

  it('searches ignoring case and accents, and by key:value', () => {
    expect(names(visibleWines(index, 'chateau', EMPTY_FILTERS, 'profile'))).toEqual([
      'Château Margaux',
    ]);
    expect(names(visibleWines(index, 'ALBARINO', EMPTY_FILTERS, 'profile'))).toEqual(['Albariño']);
    expect(names(visibleWines(index, 'producer:dom', EMPTY_FILTERS, 'profile'))).toEqual([
      'Barolo Cannubi',
    ]);
    expect(names(visibleWines(index, 'country:fr cabernet', EMPTY_FILTERS, 'profile'))).toEqual([
      'Château Margaux',
    ]);
    expect(visibleWines(index, 'location:bar', EMPTY_FILTERS, 'profile')).toHaveLength(1);
    const vintage = visibleWines(index, 'vintage:2018', EMPTY_FILTERS, 'profile');
    expect(vintage[0]?.formats.map((f) => f.format.id)).toEqual(['f2', 'f3']);
    expect(visibleWines(index, 'nothing-like-this', EMPTY_FILTERS, 'profile')).toEqual([]);
  });

  it('applies product, format and location filters', () => {
    const france = toggleFilterValue(EMPTY_FILTERS, 'countries', 'france');
    expect(names(visibleWines(index, '', france, 'profile'))).toEqual(['Château Margaux']);

    const price = setRange(EMPTY_FILTERS, 'price', { min: 50, max: 1000 });
    const priced = visibleWines(index, '', price, 'profile');
    expect(names(priced)).toEqual(['Barolo Cannubi', 'Château Margaux']);
    expect(priced[1]?.formats.map((f) => f.format.id)).toEqual(['f2', 'f1']);

    const cellar = toggleFilterValue(EMPTY_FILTERS, 'locations', 'cellar');
    const inCellar = visibleWines(index, '', cellar, 'profile');
    expect(names(inCellar)).toEqual(['Château Margaux']);
    expect(inCellar[0]?.count).toBe(2);

    const unassigned = toggleFilterValue(EMPTY_FILTERS, 'locations', '');
    expect(visibleWines(index, '', unassigned, 'bottle')[0]?.formats[0]?.format.id).toBe('f2');
  });
});

describe('search documents', () => {
  it('hold the text the filters compare, normalised as filterDocumentOf does', () => {
    const data = sampleData();
    const index = buildInventoryIndex(data);
    const cases: InventoryFilters[] = [
      EMPTY_FILTERS,
      toggleFilterValue(EMPTY_FILTERS, 'countries', 'FRANCE'),
      toggleFilterValue(EMPTY_FILTERS, 'producers', 'chateau margaux'),
      toggleFilterValue(EMPTY_FILTERS, 'varieties', 'cabernet sauvignon'),
      toggleFilterValue(EMPTY_FILTERS, 'subCategories', 'subcat_x'),
      setMainCategory(EMPTY_FILTERS, 'cat_whisky'),
      setRange(EMPTY_FILTERS, 'alcohol', { min: 12.5, max: null }),
    ];
    for (const filters of cases) {
      const indexed = productFilter(filters);
      for (const product of data.products.values()) {
        const document = index.documents.get(product.id);
        if (!document) throw new Error('no document');
        expect(indexed(product, document)).toBe(productMatchesFilters(product, filters));
      }
    }
  });
});

describe('inventory tree', () => {
  const index = buildInventoryIndex(sampleData());
  const tree = buildInventoryTree(visibleWines(index, '', EMPTY_FILTERS, 'inventory'), index);

  it('groups location > bin > wine > format with Unassigned and Unbinned last', () => {
    expect(tree.map((node) => [node.name, node.count])).toEqual([
      ['Bar', 1],
      ['Cellar', 2],
      [null, 1],
    ]);
    expect(tree[1]?.bins.map((bin) => bin.bin)).toEqual(['2', '10']);
    expect(tree[2]?.bins[0]?.bin).toBeNull();
  });

  it('starts with the locations only, opens what is toggled, and everything after Expand all', () => {
    const closed = flattenTree(tree, { allOpen: false, toggled: new Set() });
    expect(closed.map((row) => row.kind)).toEqual(['location', 'location', 'location']);
    const location = tree[0];
    const bin = location?.bins[0];
    const wine = bin?.wines[0];
    const format = wine?.formats[0];
    const path = [location?.key, bin?.key, wine?.key, format?.key].map((key) => key ?? '');
    const opened = flattenTree(tree, { allOpen: false, toggled: new Set(path) });
    expect(opened.slice(0, 5).map((row) => row.kind)).toEqual([
      'location',
      'bin',
      'wine',
      'format',
      'bottles',
    ]);
    // Everything open but the second location.
    const all = flattenTree(tree, { allOpen: true, toggled: new Set([tree[1]?.key ?? '']) });
    expect(all.filter((row) => row.kind === 'location').map((row) => row.expanded)).toEqual([
      true,
      false,
      true,
    ]);
    expect(all.filter((row) => row.kind === 'bottles').length).toBeGreaterThan(0);
  });
});

describe('searchSuggestions', () => {
  it('offers wines, then producers and regions', () => {
    const index = buildInventoryIndex(sampleData());
    const suggestions = searchSuggestions(index, 'bor');
    expect(suggestions).toEqual([{ kind: 'text', label: 'Bordeaux', detail: 'region' }]);
    expect(searchSuggestions(index, 'CHÂT')[0]).toMatchObject({ kind: 'wine', productId: 'p1' });
  });
});
