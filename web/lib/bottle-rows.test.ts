import { describe, expect, it } from 'vitest';
import type { Bottle, Format, Product } from '../../domain/inventory.js';
import type { Location } from '../../domain/restaurant.js';
import {
  bottleRows,
  filterRows,
  formatLabel,
  formatOptions,
  groupByFormat,
  selectedIds,
  selectionState,
  toggleMany,
  toggleOne,
} from './bottle-rows.js';

function product(id: string, name: string, producer: string): Product {
  return {
    id,
    name,
    producer,
    country: '',
    region: '',
    subregion: '',
    appellation: '',
    classification: '',
    regulatedDesignation: '',
    style: '',
    color: '',
    supplier: '',
    mainCategory: 'cat_wine',
    subCategory: '',
    varieties: [],
    grains: [],
    alcoholPercentage: null,
    barcode: null,
    isPrivateImport: false,
    showOnMenu: true,
    defaultFormatId: null,
  };
}

function format(id: string, productId: string, vintage: string, bottleSize = 750): Format {
  return {
    id,
    productId,
    vintage,
    bottleSize,
    cost: null,
    price: null,
    tastingNotes: '',
    isPrivateImport: false,
    showOnMenu: true,
  };
}

function bottle(id: string, formatId: string, locationId: string | null, bin = ''): Bottle {
  return { id, formatId, locationId, bin, notes: '', addedDate: '2024-01-01T00:00:00Z' };
}

const map = <T extends { id: string }>(items: T[]) => new Map(items.map((item) => [item.id, item]));

const source = {
  products: map([
    product('p1', 'Château Margaux', 'Margaux'),
    product('p2', 'Chablis', 'Dauvissat'),
  ]),
  formats: map([
    format('f1', 'p1', '2015'),
    format('f2', 'p1', '2019', 1500),
    format('f3', 'p2', ''),
  ]),
  bottles: [
    bottle('QR-AAAAAA', 'f1', 'l1', 'B2'),
    bottle('QR-BBBBBB', 'f2', null),
    bottle('MAN1700000000000-0', 'f3', 'l2'),
    bottle('QR-CCCCCC', 'f1', 'l1', 'B10'),
  ],
  locations: map<Location>([
    { id: 'l1', name: 'Cave Été', bins: ['B2', 'B10'] },
    { id: 'l2', name: 'Bar', bins: [] },
  ]),
};

describe('bottle rows', () => {
  it('joins wine, format and location, sorted by wine, newest vintage, location, bin', () => {
    const rows = bottleRows(source);
    expect(rows.map((row) => row.id)).toEqual([
      'MAN1700000000000-0',
      'QR-BBBBBB',
      'QR-AAAAAA',
      'QR-CCCCCC',
    ]);
    expect(rows[1]).toMatchObject({
      name: 'Château Margaux',
      vintage: '2019',
      size: 1500,
      locationId: null,
      locationName: null,
      productId: 'p1',
    });
    expect(rows[2]).toMatchObject({ locationName: 'Cave Été', bin: 'B2' });
  });

  it('filters on name, producer, location and id, ignoring case and accents', () => {
    const rows = bottleRows(source);
    expect(filterRows(rows, 'chateau').map((row) => row.id)).toHaveLength(3);
    expect(filterRows(rows, 'DAUVISSAT').map((row) => row.id)).toEqual(['MAN1700000000000-0']);
    expect(filterRows(rows, 'cave ete').map((row) => row.id)).toEqual(['QR-AAAAAA', 'QR-CCCCCC']);
    expect(filterRows(rows, 'cccccc').map((row) => row.id)).toEqual(['QR-CCCCCC']);
    expect(filterRows(rows, 'margaux  cccc').map((row) => row.id)).toEqual(['QR-CCCCCC']);
    expect(filterRows(rows, '  ')).toHaveLength(4);
    expect(filterRows(rows, 'nothing like it')).toEqual([]);
  });

  it('filters by location, or by Unassigned', () => {
    const rows = bottleRows(source);
    expect(filterRows(rows, '', { kind: 'location', id: 'l2' }).map((row) => row.id)).toEqual([
      'MAN1700000000000-0',
    ]);
    expect(filterRows(rows, '', { kind: 'unassigned' }).map((row) => row.id)).toEqual([
      'QR-BBBBBB',
    ]);
    expect(filterRows(rows, 'margaux', { kind: 'location', id: 'l2' })).toEqual([]);
  });
});

describe('selection', () => {
  it('select all selects every filtered id, then unselects only those', () => {
    const start = new Set(['x']);
    const all = toggleMany(start, ['a', 'b']);
    expect([...all].sort()).toEqual(['a', 'b', 'x']);
    expect(selectionState(all, ['a', 'b'])).toBe('all');
    expect([...toggleMany(all, ['a', 'b'])]).toEqual(['x']);
    // Some selected: select all completes the set.
    expect([...toggleMany(new Set(['a']), ['a', 'b'])].sort()).toEqual(['a', 'b']);
  });

  it('reads none, some or all', () => {
    expect(selectionState(new Set(), ['a'])).toBe('none');
    expect(selectionState(new Set(['a']), ['a', 'b'])).toBe('some');
    expect(selectionState(new Set(['a']), [])).toBe('none');
  });

  it('toggles one id', () => {
    expect([...toggleOne(new Set(['a']), 'b')].sort()).toEqual(['a', 'b']);
    expect([...toggleOne(new Set(['a']), 'a')]).toEqual([]);
  });

  it('acts only on selected bottles that still exist, in list order', () => {
    const rows = bottleRows(source);
    expect(selectedIds(new Set(['QR-CCCCCC', 'gone', 'QR-BBBBBB']), rows)).toEqual([
      'QR-BBBBBB',
      'QR-CCCCCC',
    ]);
  });
});

describe('formats', () => {
  it('labels a format as name — vintage — size ml', () => {
    expect(formatLabel('Chablis', '', 750)).toBe('Chablis — NV — 750 ml');
    expect(formatLabel('Margaux', '2015', null)).toBe('Margaux — 2015');
  });

  it('offers every format with a wine, sorted', () => {
    expect(formatOptions(source.products, source.formats)).toEqual([
      { value: 'f3', label: 'Chablis — NV — 750 ml' },
      { value: 'f1', label: 'Château Margaux — 2015 — 750 ml' },
      { value: 'f2', label: 'Château Margaux — 2019 — 1500 ml' },
    ]);
  });

  it('groups rows by format keeping their order', () => {
    const groups = groupByFormat(bottleRows(source));
    expect(groups.map((group) => [group.formatId, group.rows.length])).toEqual([
      ['f3', 1],
      ['f2', 1],
      ['f1', 2],
    ]);
  });
});
