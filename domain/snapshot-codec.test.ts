import { describe, expect, it } from 'vitest';
import { inventoryColumns, inventoryRows } from './inventory-columns.js';
import type { Snapshot } from './snapshot.js';
import { compactColumns, compactSnapshot, expandSnapshot } from './snapshot-codec.js';

const snapshot: Snapshot = {
  revision: 7,
  restaurant: {
    id: 'r',
    name: 'Chez Ann',
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

describe('snapshot codec', () => {
  it('expands to exactly what was compacted (order aside)', () => {
    const expanded = expandSnapshot(JSON.parse(JSON.stringify(compactSnapshot(snapshot))));
    expect(expanded.revision).toBe(7);
    expect(expanded.restaurant).toEqual(snapshot.restaurant);
    expect(expanded.products).toEqual(snapshot.products);
    expect(byId(expanded.formats)).toEqual(byId(snapshot.formats));
    expect(byId(expanded.bottles)).toEqual(byId(snapshot.bottles));
  });

  it('refers by index instead of repeating ids', () => {
    const compact = compactSnapshot(snapshot);
    expect(compact.bottles.format.every((index) => Number.isInteger(index) && index >= 0)).toBe(
      true,
    );
    expect(compact.bottles.location).toContain(-1);
    expect(JSON.stringify(compact.bottles)).not.toContain('"f1"');
  });

  it('builds the same compact snapshot from columns in any row order', () => {
    const columns = inventoryColumns({
      products: [...snapshot.products].reverse(),
      formats: [...snapshot.formats].reverse(),
      bottles: [...snapshot.bottles].reverse(),
    });
    expect(columns.bottles.addedDate).toEqual(
      [...snapshot.bottles].reverse().map((bottle) => bottle.addedDate),
    );
    expect(compactColumns(snapshot.revision, snapshot.restaurant, columns)).toEqual(
      compactSnapshot(snapshot),
    );
  });

  it('turns columns back into the same rows', () => {
    const { products, formats, bottles } = snapshot;
    expect(inventoryRows(inventoryColumns({ products, formats, bottles }))).toEqual({
      products,
      formats,
      bottles,
    });
  });

  it('handles an empty restaurant', () => {
    const empty: Snapshot = { ...snapshot, products: [], formats: [], bottles: [] };
    expect(expandSnapshot(compactSnapshot(empty))).toEqual(empty);
  });
});
