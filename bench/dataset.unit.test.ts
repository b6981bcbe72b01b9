import { describe, expect, it } from 'vitest';
import { productIdentityKey, vintageKey } from '../domain/product-identity.js';
import { DEFAULT_SIZES, generateDataset } from './dataset.js';
import { isValidEan13, makeEan13 } from './ean13.js';

const small = { profiles: 300, formats: 500, bottles: 1_500, locations: 8 };
// One full-size dataset for the invariants: the budget's restaurant is what benchmarks use.
const full = generateDataset({ seed: 42 });

describe('generateDataset', () => {
  it('gives the same data for the same seed and different data for another', () => {
    expect(generateDataset({ ...small, seed: 7 })).toEqual(generateDataset({ ...small, seed: 7 }));
    const other = generateDataset({ ...small, seed: 8 });
    expect(other.products[0]?.id).not.toBe(generateDataset({ ...small, seed: 7 }).products[0]?.id);
  });

  it('respects the requested sizes', () => {
    expect(full.sizes).toEqual(DEFAULT_SIZES);
    expect(full.products).toHaveLength(DEFAULT_SIZES.profiles);
    expect(full.formats).toHaveLength(DEFAULT_SIZES.formats);
    expect(full.bottles).toHaveLength(DEFAULT_SIZES.bottles);
    expect(full.locations).toHaveLength(DEFAULT_SIZES.locations);
    const tiny = generateDataset({ profiles: 3, formats: 3, bottles: 0, locations: 0 });
    expect([tiny.products.length, tiny.formats.length, tiny.bottles.length]).toEqual([3, 3, 0]);
  });

  it('shares out a number of bins across the locations when asked', () => {
    const cellar = generateDataset({ ...small, locations: 3, bins: 10 });
    expect(cellar.locations.map((location) => location.bins.length)).toEqual([4, 3, 3]);
    const bins = cellar.locations.flatMap((location) => location.bins);
    const placed = cellar.bottles.filter((bottle) => bottle.bin !== '');
    expect(placed.length).toBeGreaterThan(0);
    for (const bottle of placed) expect(bins).toContain(bottle.bin);
  });

  it('refuses fewer formats than profiles: every profile needs one', () => {
    expect(() => generateDataset({ profiles: 10, formats: 9 })).toThrow(RangeError);
  });

  it('links every format to an existing product, and every product has a format', () => {
    const productIds = new Set(full.products.map((product) => product.id));
    const formatsByProduct = new Map<string, string[]>();
    for (const format of full.formats) {
      expect(productIds.has(format.productId)).toBe(true);
      formatsByProduct.set(format.productId, [
        ...(formatsByProduct.get(format.productId) ?? []),
        format.id,
      ]);
    }
    for (const product of full.products) {
      const own = formatsByProduct.get(product.id) ?? [];
      expect(own.length).toBeGreaterThan(0);
      if (product.defaultFormatId !== null) expect(own).toContain(product.defaultFormatId);
    }
  });

  it('places every bottle in an existing format, location and one of its bins', () => {
    const formatIds = new Set(full.formats.map((format) => format.id));
    const binsByLocation = new Map(full.locations.map((location) => [location.id, location.bins]));
    // Collected, then compared once: 20,000 expect() calls would dominate the test's time.
    const misplaced = full.bottles.filter((bottle) =>
      bottle.locationId === null
        ? bottle.bin !== ''
        : !binsByLocation.get(bottle.locationId)?.includes(bottle.bin),
    );
    expect(misplaced).toEqual([]);
    expect(full.bottles.filter((bottle) => !formatIds.has(bottle.formatId))).toEqual([]);
    const unassigned = full.bottles.filter((bottle) => bottle.locationId === null).length;
    expect(unassigned / full.bottles.length).toBeGreaterThan(0.03);
    expect(unassigned / full.bottles.length).toBeLessThan(0.08);
  });

  it('gives unique bottle ids shaped like QR labels or manual ids', () => {
    const ids = full.bottles.map((bottle) => bottle.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(
      ids.filter((id) => !/^(B[0-9A-Z]{11}|[0-9A-Z]{6}-\d{2}|MAN\d{13}-\d{3})$/.test(id)),
    ).toEqual([]);
    // Labels from printed sheets, taken in order by a case, and some other labels.
    expect(ids.filter((id) => /^[0-9A-Z]{6}-\d{2}$/.test(id)).length / ids.length).toBeGreaterThan(
      0.5,
    );
    expect(ids.filter((id) => id.startsWith('B')).length / ids.length).toBeGreaterThan(0.1);
    const manual = ids.filter((id) => id.startsWith('MAN')).length / ids.length;
    expect(manual).toBeGreaterThan(0.015);
    expect(manual).toBeLessThan(0.05);
  });

  it('can give every bottle its own random label and time (worst case)', () => {
    const worst = generateDataset({
      seed: 3,
      profiles: 50,
      formats: 80,
      bottles: 400,
      locations: 3,
      randomIds: true,
    });
    expect(worst.bottles.filter((bottle) => /-\d{2}$/.test(bottle.id))).toEqual([]);
    expect(new Set(worst.bottles.map((bottle) => bottle.addedDate)).size).toBeGreaterThan(390);
  });

  it('gives unique EAN-13 barcodes with correct check digits', () => {
    expect(isValidEan13('4006381333931')).toBe(true);
    expect(isValidEan13('4006381333932')).toBe(false);
    expect(makeEan13('400638', '133393')).toBe('4006381333931');
    const barcodes = full.products.flatMap((product) => (product.barcode ? [product.barcode] : []));
    expect(barcodes.length).toBeGreaterThan(full.products.length / 5);
    expect(new Set(barcodes).size).toBe(barcodes.length);
    expect(barcodes.filter((barcode) => !isValidEan13(barcode))).toEqual([]);
  });

  it('keeps the rules the server enforces: unique identities, one format per vintage and size', () => {
    const identities = new Set(full.products.map(productIdentityKey));
    expect(identities.size).toBe(full.products.length);
    const formatKeys = new Set(
      full.formats.map((f) => `${f.productId}|${vintageKey(f.vintage)}|${f.bottleSize}`),
    );
    expect(formatKeys.size).toBe(full.formats.length);
  });

  it('makes blends sum to 100: grapes for wine, grains for whisky, none elsewhere', () => {
    const total = (parts: ReadonlyArray<{ pct: number | null }>) =>
      parts.reduce((sum, part) => sum + (part.pct ?? 0), 0);
    for (const product of full.products) {
      if (product.mainCategory === 'cat_wine') expect(total(product.varieties)).toBe(100);
      else expect(product.varieties).toEqual([]);
      if (product.mainCategory === 'cat_whisky') expect(total(product.grains)).toBe(100);
      else expect(product.grains).toEqual([]);
    }
  });

  it('mixes categories, accents and prices like a real list', () => {
    const wine = full.products.filter((product) => product.mainCategory === 'cat_wine').length;
    expect(wine / full.products.length).toBeGreaterThan(0.7);
    expect(wine / full.products.length).toBeLessThan(0.8);
    const text = full.products.map((p) => `${p.name} ${p.producer} ${p.appellation}`).join(' ');
    for (const accented of ['Château', 'Côtes-du-Rhône', 'Grüner Veltliner']) {
      expect(text).toContain(accented);
    }
    for (const format of full.formats) {
      const cost = format.costCents ?? 0;
      const price = format.priceCents ?? 0;
      expect(Number.isInteger(cost) && Number.isInteger(price)).toBe(true);
      // The price is rounded to whole dollars after a 2.5–3.5× markup.
      expect(price).toBeGreaterThanOrEqual(Math.min(cost * 2.5 - 50, 100));
      expect(price).toBeLessThanOrEqual(Math.max(cost * 3.5 + 50, 100));
    }
  });
});
