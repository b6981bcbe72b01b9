import { describe, expect, it } from 'vitest';
import { countsOf } from './bottle-counts.js';
import { buildGuestMenu, groupMenuEntries, isOnMenu, type MenuEntry } from './guest-menu.js';
import { EMPTY_MENU_FILTERS, type GuestMenuFilters, menuFilter } from './guest-menu-filters.js';
import type { Bottle, Format, Product } from './inventory.js';
import type { GlassListing } from './restaurant.js';

function product(id: string, patch: Partial<Product> = {}): Product {
  return {
    id,
    name: `Wine ${id}`,
    producer: 'Producer',
    country: 'France',
    region: 'Bourgogne',
    subregion: 'Côte de Nuits',
    appellation: 'Gevrey-Chambertin',
    classification: '',
    regulatedDesignation: '',
    style: '',
    color: 'Red',
    supplier: '',
    mainCategory: 'cat_wine',
    subCategory: 'subcat_still',
    varieties: [{ name: 'Pinot Noir', pct: 100 }],
    grains: [],
    alcoholPercentage: null,
    barcode: null,
    isPrivateImport: false,
    showOnMenu: true,
    defaultFormatId: null,
    ...patch,
  };
}

function format(id: string, productId: string, patch: Partial<Format> = {}): Format {
  return {
    id,
    productId,
    vintage: '2019',
    bottleSize: 750,
    cost: null,
    price: 50,
    tastingNotes: '',
    isPrivateImport: false,
    showOnMenu: true,
    ...patch,
  };
}

function bottle(id: string, formatId: string): Bottle {
  return { id, formatId, locationId: null, bin: '', notes: '', addedDate: '2024-01-01' };
}

function source(
  items: Array<{ p: Product; f: Format; bottles?: number }>,
  listings: GlassListing[] = [],
) {
  const bottles: Bottle[] = [];
  for (const { f, bottles: count = 1 } of items) {
    for (let i = 0; i < count; i += 1) bottles.push(bottle(`${f.id}-${i}`, f.id));
  }
  return {
    products: new Map(items.map(({ p }) => [p.id, p])),
    formats: new Map(items.map(({ f }) => [f.id, f])),
    counts: countsOf(bottles),
    listings,
  };
}

const names = (entries: MenuEntry[]) => entries.map((entry) => entry.name);

describe('menu visibility', () => {
  it('needs a bottle and neither the format nor the wine hidden', () => {
    const p = product('w1');
    expect(isOnMenu(format('f1', 'w1'), p, 1)).toBe(true);
    expect(isOnMenu(format('f1', 'w1'), p, 0)).toBe(false);
    expect(isOnMenu(format('f1', 'w1', { showOnMenu: false }), p, 3)).toBe(false);
    expect(isOnMenu(format('f1', 'w1'), product('w1', { showOnMenu: false }), 3)).toBe(false);
    expect(isOnMenu(format('f1', 'w1'), undefined, 3)).toBe(false);
  });

  it('builds bottle entries for visible formats and glass entries for listed ones', () => {
    const menu = buildGuestMenu(
      source(
        [
          { p: product('a'), f: format('fa', 'a') },
          { p: product('b'), f: format('fb', 'b'), bottles: 0 },
          { p: product('c'), f: format('fc', 'c', { showOnMenu: false }) },
          { p: product('d', { showOnMenu: false }), f: format('fd', 'd') },
          { p: product('e'), f: format('fe', 'e', { price: null }), bottles: 3 },
        ],
        [
          { id: 'l1', formatId: 'fa', price3oz: 9, price5oz: 14 },
          { id: 'l2', formatId: 'fb', price3oz: 9, price5oz: 14 },
          { id: 'l3', formatId: 'fd', price3oz: 9, price5oz: 14 },
        ],
      ),
    );
    expect(names(menu.bottle).sort()).toEqual(['Wine a', 'Wine e']);
    expect(menu.glass).toHaveLength(1);
    expect(menu.glass[0]).toMatchObject({
      formatId: 'fa',
      section: 'glass',
      price3oz: 9,
      price5oz: 14,
      price: null,
      grapes: ['Pinot Noir'],
    });
  });
});

describe('grouping and sorting', () => {
  const items = [
    { p: product('r1', { name: 'Zeta' }), f: format('f1', 'r1', { price: 80 }) },
    { p: product('r2', { name: 'Alpha' }), f: format('f2', 'r2', { price: null }) },
    { p: product('r3', { name: 'Beta' }), f: format('f3', 'r3', { price: 40 }) },
    { p: product('r4', { name: 'Gamma' }), f: format('f4', 'r4', { price: 40 }) },
    {
      p: product('w1', { name: 'Blanc', color: 'White', subregion: '' }),
      f: format('f5', 'w1'),
    },
    {
      p: product('x1', { name: 'Mystery', color: '', country: '', region: '', subregion: '' }),
      f: format('f6', 'x1'),
    },
    {
      p: product('it', { name: 'Chianti', country: 'Italy', region: 'Toscana', subregion: '' }),
      f: format('f7', 'it'),
    },
  ];
  const colors = [
    { id: 'c1', name: 'Red', position: 0 },
    { id: 'c2', name: 'White', position: 1 },
  ];

  it('groups by color, country, region and subregion, unlabeled last', () => {
    const groups = groupMenuEntries(buildGuestMenu(source(items)).bottle, colors);
    expect(groups.map((g) => g.label)).toEqual(['Red', 'White', null]);
    const red = groups[0];
    expect(red?.count).toBe(5);
    expect(red?.groups.map((g) => g.label)).toEqual(['France', 'Italy']);
    const burgundy = red?.groups[0]?.groups[0];
    expect(burgundy?.label).toBe('Bourgogne');
    expect(burgundy?.groups.map((g) => g.label)).toEqual(['Côte de Nuits']);
    const white = groups[1]?.groups[0]?.groups[0]?.groups[0];
    expect(white).toMatchObject({ level: 'subregion', label: null, key: '' });
    expect(names(white?.entries ?? [])).toEqual(['Blanc']);
    const unlabeled = groups[2];
    expect(unlabeled?.groups[0]?.label).toBeNull();
    expect(unlabeled?.groups[0]?.groups[0]?.groups[0]?.entries[0]?.name).toBe('Mystery');
  });

  it('sorts by price ascending, unpriced last, then by name', () => {
    const groups = groupMenuEntries(buildGuestMenu(source(items)).bottle, colors);
    const nuits = groups[0]?.groups[0]?.groups[0]?.groups[0];
    expect(names(nuits?.entries ?? [])).toEqual(['Beta', 'Gamma', 'Zeta', 'Alpha']);
  });

  it('merges labels that differ only in case or accents', () => {
    const groups = groupMenuEntries(
      buildGuestMenu(
        source([
          { p: product('a', { region: 'Rhône' }), f: format('fa', 'a') },
          { p: product('b', { region: 'rhone' }), f: format('fb', 'b') },
        ]),
      ).bottle,
    );
    expect(groups[0]?.groups[0]?.groups).toHaveLength(1);
  });

  it('sorts glass entries by their smaller pour', () => {
    const menu = buildGuestMenu(
      source(
        [
          { p: product('a', { name: 'A' }), f: format('fa', 'a') },
          { p: product('b', { name: 'B' }), f: format('fb', 'b') },
          { p: product('c', { name: 'C' }), f: format('fc', 'c') },
        ],
        [
          { id: 'l1', formatId: 'fa', price3oz: null, price5oz: null },
          { id: 'l2', formatId: 'fb', price3oz: 12, price5oz: 18 },
          { id: 'l3', formatId: 'fc', price3oz: null, price5oz: 10 },
        ],
      ),
    );
    const leaf = groupMenuEntries(menu.glass)[0]?.groups[0]?.groups[0]?.groups[0];
    expect(names(leaf?.entries ?? [])).toEqual(['C', 'B', 'A']);
  });
});

describe('guest filters', () => {
  const menu = buildGuestMenu(
    source(
      [
        {
          p: product('a', { name: 'Clos Vougeot', producer: 'Domaine Méo-Camuzet' }),
          f: format('fa', 'a', { price: 120, vintage: '2015' }),
        },
        {
          p: product('b', {
            name: 'Sancerre',
            producer: 'Henri Bourgeois',
            color: 'White',
            region: 'Loire',
            subregion: '',
            varieties: [{ name: 'Sauvignon Blanc', pct: null }],
          }),
          f: format('fb', 'b', { price: 45, vintage: '2021', bottleSize: 375 }),
        },
        {
          p: product('c', { name: 'Barolo', country: 'Italy', region: 'Piemonte' }),
          f: format('fc', 'c', { price: null, vintage: 'NV' }),
        },
      ],
      [{ id: 'l1', formatId: 'fb', price3oz: 8, price5oz: 12 }],
    ),
  );
  const run = (patch: Partial<GuestMenuFilters>) => {
    const keep = menuFilter({ ...EMPTY_MENU_FILTERS, ...patch });
    return {
      bottle: names(menu.bottle.filter(keep)).sort(),
      glass: names(menu.glass.filter(keep)),
    };
  };

  it('keeps everything without filters', () => {
    expect(run({}).bottle).toEqual(['Barolo', 'Clos Vougeot', 'Sancerre']);
  });

  it('searches name, producer and vintage ignoring case and accents', () => {
    expect(run({ search: 'meo-CAM' }).bottle).toEqual(['Clos Vougeot']);
    expect(run({ search: 'sancer' }).bottle).toEqual(['Sancerre']);
    expect(run({ search: '2021' }).bottle).toEqual(['Sancerre']);
    expect(run({ search: 'piemonte' }).bottle).toEqual([]);
  });

  it('matches text filters by substring ignoring case and accents', () => {
    expect(run({ producer: 'MEO' }).bottle).toEqual(['Clos Vougeot']);
    expect(run({ grape: 'sauvignon' }).bottle).toEqual(['Sancerre']);
    expect(run({ country: 'ital' }).bottle).toEqual(['Barolo']);
    expect(run({ region: 'loi' }).bottle).toEqual(['Sancerre']);
    expect(run({ subregion: 'cote de' }).bottle).toEqual(['Barolo', 'Clos Vougeot']);
  });

  it('filters color and bottle size exactly', () => {
    expect(run({ color: 'white' }).bottle).toEqual(['Sancerre']);
    expect(run({ bottleSize: 375 }).bottle).toEqual(['Sancerre']);
  });

  it('has inclusive vintage and price bounds; no value never matches a bound', () => {
    expect(run({ vintage: { min: 2015, max: 2015 } }).bottle).toEqual(['Clos Vougeot']);
    expect(run({ vintage: { min: 2016, max: null } }).bottle).toEqual(['Sancerre']);
    expect(run({ price: { min: 45, max: 120 } }).bottle).toEqual(['Clos Vougeot', 'Sancerre']);
    expect(run({ price: { min: null, max: 44.99 } }).bottle).toEqual([]);
  });

  it('applies a price bound to either glass pour', () => {
    expect(run({ price: { min: 12, max: 12 } }).glass).toEqual(['Sancerre']);
    expect(run({ price: { min: 13, max: null } }).glass).toEqual([]);
  });
});
