import { describe, expect, it } from 'vitest';
import { countsOf } from './bottle-counts.js';
import { entriesInOrder, type GuestProjectionSource, guestProjection } from './guest-projection.js';
import type { Bottle, Format, Product } from './inventory.js';

function product(id: string, name: string): Product {
  return {
    id,
    name,
    producer: 'Domaine Secret-Free',
    country: 'France',
    region: 'Bourgogne',
    subregion: '',
    appellation: 'Chablis',
    classification: 'Premier Cru',
    regulatedDesignation: 'AOC',
    style: 'Still',
    color: 'White',
    supplier: 'Supplier X',
    mainCategory: 'cat_wine',
    subCategory: 'subcat_still',
    varieties: [{ name: 'Chardonnay', pct: 100 }],
    grains: [],
    alcoholPercentage: 12.5,
    barcode: '4006381333931',
    isPrivateImport: true,
    showOnMenu: true,
    defaultFormatId: null,
  };
}

function format(id: string, productId: string, price: number): Format {
  return {
    id,
    productId,
    vintage: '2020',
    bottleSize: 750,
    cost: 9.99,
    price,
    tastingNotes: 'notes',
    isPrivateImport: true,
    showOnMenu: true,
  };
}

function source(bottlesOf: Record<string, number>): GuestProjectionSource {
  const products = [product('p1', 'Zeta'), product('p2', 'Alpha')];
  const formats = [format('f1', 'p1', 30), format('f2', 'p2', 90)];
  const bottles: Bottle[] = [];
  for (const [formatId, count] of Object.entries(bottlesOf)) {
    for (let i = 0; i < count; i++) {
      bottles.push({
        id: `${formatId}-${i}`,
        formatId,
        locationId: 'L',
        bin: 'B',
        notes: '',
        addedDate: '',
      });
    }
  }
  return {
    restaurantName: 'Chez Test',
    currency: 'EUR',
    products: new Map(products.map((p) => [p.id, p])),
    formats: new Map(formats.map((f) => [f.id, f])),
    counts: countsOf(bottles),
    listings: [{ id: 'l1', formatId: 'f2', price3oz: 12, price5oz: null }],
    colors: [{ id: 'c', name: 'White', position: 0 }],
  };
}

const options = { hidePrices: false, showLastBottle: false, welcomeEn: 'Hi', welcomeFr: 'Salut' };

describe('the guest projection', () => {
  it('holds only the fields a guest reads, in the menu order', () => {
    const projection = guestProjection(source({ f1: 2, f2: 3 }), options);
    const bottles = entriesInOrder(projection.bottle);
    expect(bottles.map((entry) => entry.name)).toEqual(['Zeta', 'Alpha']);
    expect(Object.keys(bottles[0] ?? {}).sort()).toEqual(
      [
        'appellation',
        'bottleSize',
        'color',
        'country',
        'grapes',
        'lastBottle',
        'name',
        'price',
        'price3oz',
        'price5oz',
        'producer',
        'region',
        'section',
        'subregion',
        'vintage',
      ].sort(),
    );
    expect(entriesInOrder(projection.glass)).toMatchObject([{ name: 'Alpha', price3oz: 12 }]);
    expect(JSON.stringify(projection)).not.toMatch(
      /Supplier|9\.99|4006381333931|notes|Premier|f1|p1/,
    );
  });

  it('hides prices before sorting, so the order tells nothing of them', () => {
    const projection = guestProjection(source({ f1: 2, f2: 3 }), { ...options, hidePrices: true });
    const bottles = entriesInOrder(projection.bottle);
    expect(bottles.map((entry) => entry.name)).toEqual(['Alpha', 'Zeta']);
    expect(bottles.every((entry) => entry.price === null)).toBe(true);
    expect(entriesInOrder(projection.glass)[0]?.price3oz).toBeNull();
  });

  it('marks the last bottle only with the option', () => {
    const without = entriesInOrder(guestProjection(source({ f1: 1, f2: 3 }), options).bottle);
    expect(without.some((entry) => entry.lastBottle)).toBe(false);
    const marked = entriesInOrder(
      guestProjection(source({ f1: 1, f2: 3 }), { ...options, showLastBottle: true }).bottle,
    );
    expect(marked.map((entry) => [entry.name, entry.lastBottle])).toEqual([
      ['Zeta', true],
      ['Alpha', false],
    ]);
  });
});

describe('drawing the projection (the staff /menu)', () => {
  function wider(): GuestProjectionSource {
    const base = source({ f1: 2, f2: 3 });
    const red = { ...product('p3', 'Rubra'), color: 'Red', region: 'Rhône' };
    return {
      ...base,
      products: new Map([...base.products, ['p3', red]]),
      formats: new Map([...base.formats, ['f3', format('f3', 'p3', 40)]]),
      counts: countsOf(
        ['f1', 'f2', 'f3'].map((formatId, i) => ({
          id: `b${i}`,
          formatId,
          locationId: 'L',
          bin: '',
          notes: '',
          addedDate: '',
        })),
      ),
      colors: [
        { id: 'r', name: 'Red', position: 0 },
        { id: 'w', name: 'White', position: 1 },
      ],
    };
  }

  it('lists the entries in page order', () => {
    const { bottle } = guestProjection(wider(), options);
    const order = entriesInOrder(bottle).map((entry) => entry.name);
    expect(order).toEqual(['Rubra', 'Zeta', 'Alpha']);
  });
});
