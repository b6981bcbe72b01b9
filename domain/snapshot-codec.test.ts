import { describe, expect, it } from 'vitest';
import { countsOf, type FormatCounts } from './bottle-counts.js';
import type { RestaurantModel, Snapshot } from './snapshot.js';
import { compactModel, expandModel } from './snapshot-codec.js';

const snapshot: Snapshot = {
  revision: 7,
  restaurant: {
    id: 'r',
    name: 'Chez Ann',
    currency: 'EUR',
    colors: [{ id: 'c1', name: 'Red', position: 0 }],
    locations: [
      { id: 'l1', name: 'Cellar', bins: ['1', '2'] },
      { id: 'l2', name: 'Bar', bins: [] },
    ],
    categories: [],
    listings: [{ id: 'g1', formatId: 'f2', price3oz: 9, price5oz: 14.5 }],
  },
  products: [
    {
      id: 'p1',
      name: 'Barolo',
      producer: 'Sandrone',
      country: 'Italy',
      region: 'Piemonte',
      subregion: 'Langhe',
      appellation: 'Barolo',
      classification: '',
      regulatedDesignation: 'DOCG',
      style: '',
      color: 'Red',
      supplier: '',
      mainCategory: 'cat_wine',
      subCategory: 'subcat_still',
      varieties: [{ name: 'Nebbiolo', pct: 100 }],
      grains: [],
      alcoholPercentage: 14.5,
      barcode: '8001234567890',
      isPrivateImport: true,
      showOnMenu: false,
      defaultFormatId: 'f2',
    },
    {
      id: 'p2',
      name: 'Lagavulin 16',
      producer: 'Lagavulin',
      country: 'Scotland',
      region: 'Islay',
      subregion: '',
      appellation: '',
      classification: '',
      regulatedDesignation: '',
      style: 'Peated',
      color: '',
      supplier: 'SAQ',
      mainCategory: 'cat_whisky',
      subCategory: 'subcat_single_malt',
      varieties: [],
      grains: [{ name: 'Barley', pct: null }],
      alcoholPercentage: null,
      barcode: null,
      isPrivateImport: false,
      showOnMenu: true,
      defaultFormatId: null,
    },
  ],
  formats: [
    {
      id: 'f3',
      productId: 'p2',
      vintage: '',
      bottleSize: 700,
      cost: null,
      price: 95,
      tastingNotes: 'Smoke',
      isPrivateImport: false,
      showOnMenu: true,
    },
    {
      id: 'f1',
      productId: 'p1',
      vintage: '2016',
      bottleSize: 750,
      cost: 60.25,
      price: 180,
      tastingNotes: '',
      isPrivateImport: false,
      showOnMenu: true,
    },
    {
      id: 'f2',
      productId: 'p1',
      vintage: '2019',
      bottleSize: 1500,
      cost: 130,
      price: null,
      tastingNotes: 'Rose, tar',
      isPrivateImport: true,
      showOnMenu: false,
      // Weighed for open bottles' levels (decision 0044): the model carries the few that are.
      fullWeightGrams: 2600,
      emptyWeightGrams: 900,
    },
  ],
  bottles: [
    {
      id: 'QR-3',
      formatId: 'f2',
      locationId: null,
      bin: '',
      notes: '',
      addedDate: '2026-01-02T10:00:00.123Z',
    },
    {
      id: 'QR-1',
      formatId: 'f1',
      locationId: 'l1',
      bin: '2',
      notes: 'gift',
      addedDate: '2025-06-01T08:30:00.000Z',
    },
    {
      id: 'MAN1-001',
      formatId: 'f3',
      locationId: 'l2',
      bin: '',
      notes: '',
      addedDate: '2024-12-31T23:59:59.999Z',
    },
  ],
};

const byId = <T extends { id: string }>(items: T[]) =>
  [...items].sort((a, b) => a.id.localeCompare(b.id));

/** The model a tab loads for that restaurant: its bottles as counts. */
const model: RestaurantModel = {
  revision: snapshot.revision,
  restaurant: snapshot.restaurant,
  products: snapshot.products,
  formats: snapshot.formats,
  counts: [...countsOf(snapshot.bottles).values()],
};
const byFormat = (counts: readonly FormatCounts[]) =>
  [...counts].sort((a, b) => a.formatId.localeCompare(b.formatId));

describe('model codec', () => {
  it('expands to exactly what was compacted (order aside)', () => {
    const expanded = expandModel(JSON.parse(JSON.stringify(compactModel(model))));
    expect(expanded.revision).toBe(7);
    expect(expanded.restaurant).toEqual(snapshot.restaurant);
    expect(expanded.products).toEqual(snapshot.products);
    expect(byId(expanded.formats)).toEqual(byId(snapshot.formats));
    expect(byFormat(expanded.counts)).toEqual(byFormat(model.counts));
  });

  it('carries counts, not bottles, and refers by index instead of repeating ids', () => {
    const compact = compactModel(model);
    expect(compact.counts.format.every((index) => Number.isInteger(index) && index >= 0)).toBe(
      true,
    );
    expect(compact.counts.location).toContain(-1);
    expect(JSON.stringify(compact.counts)).not.toContain('"f1"');
    for (const bottle of snapshot.bottles) expect(JSON.stringify(compact)).not.toContain(bottle.id);
  });

  it('builds the same compact model whatever order the rows were read in', () => {
    const reversed: RestaurantModel = {
      ...model,
      products: [...model.products].reverse(),
      formats: [...model.formats].reverse(),
      counts: [...model.counts].reverse(),
    };
    expect(compactModel(reversed)).toEqual(compactModel(model));
  });

  it('handles an empty restaurant', () => {
    const empty: RestaurantModel = { ...model, products: [], formats: [], counts: [] };
    expect(expandModel(compactModel(empty))).toEqual(empty);
  });
});
