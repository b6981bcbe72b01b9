import { vintageKey } from '../domain/product-identity.js';
import { type NoteFamily, tastingNote } from './catalog/notes.js';
import type { GeneratedProduct, MainCategory } from './dataset-products.js';
import type { DatasetFormat } from './dataset-types.js';
import type { Random } from './random.js';

const FIRST_VINTAGE = 1985;
const LAST_VINTAGE = 2024;

interface Size {
  w: number;
  ml: number;
}

/** Standard bottle of each category, the size its catalog cost is quoted for. */
const STANDARD_ML: Record<MainCategory, number> = {
  cat_wine: 750,
  cat_whisky: 700,
  cat_beer: 330,
  cat_brandy_cognac: 700,
  cat_aperitif: 750,
};

const SIZES: Record<MainCategory, readonly Size[]> = {
  cat_wine: [
    { w: 82, ml: 750 },
    { w: 8, ml: 375 },
    { w: 8, ml: 1500 },
    { w: 2, ml: 3000 },
  ],
  cat_whisky: [
    { w: 70, ml: 700 },
    { w: 25, ml: 750 },
    { w: 5, ml: 1000 },
  ],
  cat_beer: [
    { w: 60, ml: 330 },
    { w: 15, ml: 355 },
    { w: 15, ml: 500 },
    { w: 10, ml: 750 },
  ],
  cat_brandy_cognac: [
    { w: 80, ml: 700 },
    { w: 10, ml: 350 },
    { w: 10, ml: 1500 },
  ],
  cat_aperitif: [
    { w: 60, ml: 750 },
    { w: 30, ml: 1000 },
    { w: 10, ml: 375 },
  ],
};
const DESSERT_SIZES: readonly Size[] = [
  { w: 50, ml: 375 },
  { w: 35, ml: 750 },
  { w: 15, ml: 500 },
];

/**
 * Every product gets one format; the rest go mostly to a few products (a vertical of Barolo, the
 * house Côtes-du-Rhône in three sizes), as real lists have, by drawing products with a skew.
 */
export function generateFormats(
  random: Random,
  products: readonly GeneratedProduct[],
  count: number,
): DatasetFormat[] {
  if (count < products.length) {
    throw new RangeError(
      `Every profile needs a format: ${count} formats < ${products.length} profiles`,
    );
  }
  const taken = products.map(() => new Set<string>());
  const formats: DatasetFormat[] = [];
  const add = (at: number): boolean => {
    const source = products[at];
    const seen = taken[at];
    if (!source || !seen) return false;
    // A product has one format per vintage and size; a few redraws find a free pair or give up.
    for (let attempt = 0; attempt < 8; attempt++) {
      const format = generateFormat(random, source);
      const key = `${vintageKey(format.vintage)}|${format.bottleSize}`;
      if (!seen.has(key)) {
        seen.add(key);
        formats.push(format);
        return true;
      }
    }
    return false;
  };
  for (let at = 0; at < products.length; at++) add(at);
  for (let misses = 0; formats.length < count; ) {
    if (add(Math.floor(random.next() ** 1.5 * products.length))) misses = 0;
    else if (++misses > 10_000) {
      throw new RangeError(`Cannot find ${count} distinct formats for ${products.length} profiles`);
    }
  }
  return formats;
}

function generateFormat(random: Random, source: GeneratedProduct): DatasetFormat {
  const { product, mainCategory } = source;
  const vintage = drawVintage(random, source);
  const sizes = product.subCategory === 'subcat_dessert' ? DESSERT_SIZES : SIZES[mainCategory];
  const bottleSize = random.weighted(sizes).ml;
  const costCents = Math.round(
    source.baseCostCents *
      sizeFactor(bottleSize, STANDARD_ML[mainCategory]) *
      ageFactor(vintage) *
      (0.9 + random.next() * 0.25),
  );
  // Menus print whole dollars: the markup lands on a round price.
  const priceCents = Math.max(100, Math.round((costCents * (2.5 + random.next())) / 100) * 100);
  return {
    id: random.shortId(),
    productId: product.id,
    vintage,
    bottleSize,
    costCents,
    priceCents,
    tastingNotes: random.chance(0.3) ? tastingNote(random, noteFamily(source)) : '',
    isPrivateImport: product.isPrivateImport,
    showOnMenu: !random.chance(0.03),
    createdAt: '',
  };
}

/**
 * Wine has years (non-vintage for most sparkling and fortified). Brandy and aperitifs show a
 * vintage field and are NV, a few Armagnacs excepted; whisky and beer have no vintage field, and
 * the server stores '' for them.
 */
function drawVintage(random: Random, source: GeneratedProduct): string {
  const { mainCategory } = source;
  if (mainCategory === 'cat_whisky' || mainCategory === 'cat_beer') return '';
  if (source.product.subCategory === 'subcat_armagnac') {
    return random.chance(0.3) ? String(random.int(FIRST_VINTAGE, 2005)) : 'NV';
  }
  if (mainCategory !== 'cat_wine') return 'NV';
  const sub = source.product.subCategory;
  if (sub === 'subcat_sparkling' && random.chance(0.6)) return 'NV';
  if (sub === 'subcat_fortified' && random.chance(0.7)) return 'NV';
  // Mostly current releases (the last five years), then a long tail of older bottles to 1985.
  const back =
    random.int(0, 4) + Math.floor(random.next() ** 3 * (LAST_VINTAGE - FIRST_VINTAGE - 3));
  return String(LAST_VINTAGE - back);
}

/** Half bottles and large formats cost a little more per millilitre. */
function sizeFactor(ml: number, standard: number): number {
  const ratio = ml / standard;
  return ratio === 1 ? 1 : ratio * 1.1;
}

/** Older vintages cost more: 4 % a year beyond five years. */
function ageFactor(vintage: string): number {
  if (!/^\d{4}$/.test(vintage)) return 1;
  return 1 + Math.max(0, LAST_VINTAGE - Number(vintage) - 5) * 0.04;
}

function noteFamily(source: GeneratedProduct): NoteFamily {
  switch (source.mainCategory) {
    case 'cat_whisky':
      return 'whisky';
    case 'cat_beer':
      return 'beer';
    case 'cat_brandy_cognac':
      return 'brandy';
    case 'cat_aperitif':
      return 'aperitif';
    case 'cat_wine':
      if (source.product.subCategory === 'subcat_sparkling') return 'sparkling';
      if (source.option.color === 'Red') return 'red';
      return source.option.color === 'Rosé' ? 'rose' : 'white';
  }
}
