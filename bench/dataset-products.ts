import type { BlendPart } from '../domain/inventory.js';
import { productIdentityKey } from '../domain/product-identity.js';
import { HOUSES } from './catalog/houses.js';
import { SUPPLIERS } from './catalog/notes.js';
import type { Origin, StyleOption } from './catalog/origin.js';
import { APERITIFS, BEERS, BRANDIES, WHISKIES } from './catalog/spirits-beers.js';
import { CENTRAL_EUROPE_WINES, NEW_WORLD_WINES } from './catalog/wines-elsewhere.js';
import { FRANCE_WINES } from './catalog/wines-france.js';
import { IBERIA_WINES, ITALY_WINES } from './catalog/wines-italy-iberia.js';
import type { DatasetProduct } from './dataset-types.js';
import { makeEan13 } from './ean13.js';
import type { Random } from './random.js';

export type MainCategory =
  | 'cat_wine'
  | 'cat_whisky'
  | 'cat_beer'
  | 'cat_brandy_cognac'
  | 'cat_aperitif';

interface CategoryMix {
  w: number;
  key: MainCategory;
  origins: readonly Origin[];
  /** Share of products that carry a product barcode (spirits and beer nearly always do). */
  barcodeShare: number;
}

/** Wine about three quarters of the list, as in a wine-led restaurant. */
const CATEGORY_MIX: readonly CategoryMix[] = [
  {
    w: 75,
    key: 'cat_wine',
    origins: [
      ...FRANCE_WINES,
      ...ITALY_WINES,
      ...IBERIA_WINES,
      ...CENTRAL_EUROPE_WINES,
      ...NEW_WORLD_WINES,
    ],
    barcodeShare: 0.3,
  },
  { w: 9, key: 'cat_whisky', origins: WHISKIES, barcodeShare: 0.75 },
  { w: 6, key: 'cat_beer', origins: BEERS, barcodeShare: 0.85 },
  { w: 5, key: 'cat_brandy_cognac', origins: BRANDIES, barcodeShare: 0.6 },
  { w: 5, key: 'cat_aperitif', origins: APERITIFS, barcodeShare: 0.6 },
];

/** GS1 prefixes of the brand owner's country: real barcodes start like this. */
const GS1_PREFIX: Record<string, readonly string[]> = {
  France: ['30', '31', '32', '33', '34', '35', '36', '37'],
  Italy: ['80', '81', '82', '83'],
  Spain: ['84'],
  Portugal: ['560'],
  Germany: ['40', '41', '42', '43', '44'],
  Austria: ['90', '91'],
  Hungary: ['599'],
  Greece: ['520'],
  USA: ['00', '01', '03', '06', '07', '08', '09'],
  Canada: ['06', '05'],
  Australia: ['93'],
  'New Zealand': ['94'],
  'South Africa': ['600', '601'],
  Argentina: ['779'],
  Chile: ['780'],
  Peru: ['775'],
  Scotland: ['50'],
  Ireland: ['539'],
  Japan: ['45', '49'],
};
const BEER_PREFIXES = ['54', '40', '06', '859', '00'];

/** The product and the facts the format generator needs about it. */
export interface GeneratedProduct {
  product: DatasetProduct;
  mainCategory: MainCategory;
  option: StyleOption;
  /** Cost in cents of one standard bottle of this product (its quality tier). */
  baseCostCents: number;
}

export function generateProducts(random: Random, count: number): GeneratedProduct[] {
  const seenKeys = new Set<string>();
  const barcodes = new Set<string>();
  const products: GeneratedProduct[] = [];
  for (let index = 0; index < count; index++) {
    products.push(generateProduct(random, seenKeys, barcodes));
  }
  return products;
}

function generateProduct(
  random: Random,
  seenKeys: Set<string>,
  barcodes: Set<string>,
): GeneratedProduct {
  const mix = random.weighted(CATEGORY_MIX);
  const origin = random.weighted(mix.origins);
  const option = random.weighted(origin.options);
  const isWine = mix.key === 'cat_wine';
  const varieties = isWine ? blend(random, option) : [];
  const grains = mix.key === 'cat_whisky' ? blend(random, option) : [];
  // Beer shows only its style (docs/product.md §5), so its origin fields stay empty.
  const place = mix.key === 'cat_beer' ? undefined : origin;
  const fixed = {
    country: place?.country ?? '',
    region: place?.region ?? '',
    subregion: place?.subregion ?? '',
    appellation: mix.key === 'cat_whisky' ? '' : (place?.appellation ?? ''),
    regulatedDesignation: place?.designation ?? '',
    color: option.color,
    mainCategory: mix.key,
    subCategory: option.subCategory,
  };
  // The server refuses two profiles with the same general information (Duplicate Product,
  // compared as domain/product-identity.ts does, ignoring case and accents): redraw the names.
  let identity = drawIdentity(random, origin, option, varieties);
  let key = productIdentityKey({ ...fixed, ...identity });
  for (let attempt = 1; seenKeys.has(key); attempt++) {
    identity =
      attempt < 20
        ? drawIdentity(random, origin, option, varieties)
        : { ...identity, name: `${identity.name} ${attempt}` };
    key = productIdentityKey({ ...fixed, ...identity });
  }
  seenKeys.add(key);
  const isPrivateImport = random.chance(0.05);
  const product: DatasetProduct = {
    id: random.shortId(),
    ...fixed,
    ...identity,
    supplier: isPrivateImport ? random.pick(SUPPLIERS.slice(2, -1)) : random.pick(SUPPLIERS),
    varieties,
    grains,
    alcoholPercentage: Math.round(random.int(option.alcohol[0] * 2, option.alcohol[1] * 2)) / 2,
    barcode: random.chance(mix.barcodeShare) ? uniqueBarcode(random, origin, mix, barcodes) : null,
    isPrivateImport,
    showOnMenu: !random.chance(0.03),
    defaultFormatId: null,
    createdAt: '',
  };
  return {
    product,
    mainCategory: mix.key,
    option,
    baseCostCents: Math.round(random.logUniform(origin.cost[0], origin.cost[1])),
  };
}

interface Identity {
  name: string;
  producer: string;
  classification: string;
  style: string;
}

function drawIdentity(
  random: Random,
  origin: Origin,
  option: StyleOption,
  varieties: readonly BlendPart[],
): Identity {
  const house = HOUSES[origin.house];
  const brand = random.pick(house.names);
  const producer = random.pick(house.forms).replace('{n}', brand);
  const cuvee = random.pick(origin.cuvees);
  const style = random.pick(option.styles);
  const classification = random.pick(origin.classifications);
  // A brand needs a word after it ("Glenmore 12 Year Old", "Bérard Saison"); a wine may stand alone.
  const suffix = origin.namedBy === 'brand' ? cuvee || style || origin.appellation : cuvee;
  const name = [productName(origin, option, varieties, brand), suffix]
    .filter((part) => part !== '')
    .join(' ');
  return { name, producer, classification, style };
}

function productName(
  origin: Origin,
  option: StyleOption,
  varieties: readonly BlendPart[],
  brand: string,
): string {
  if (origin.namedBy === 'place') return origin.appellation;
  if (origin.namedBy === 'brand') return brand;
  if (option.subCategory === 'subcat_sparkling') return `${origin.appellation} Sparkling`;
  const first = varieties[0]?.name ?? origin.appellation;
  if (option.color === 'Rosé') return `Rosé of ${first}`;
  if (varieties.length === 1) return first;
  return `${origin.appellation} ${option.color === 'Red' ? 'Red' : 'White'} Blend`;
}

/**
 * Shares in steps of 5 that sum to exactly 100, the dominant part first and above 50 % (so a
 * bourbon is at least 51 % corn). One blend in five is a single variety.
 */
function blend(random: Random, option: StyleOption): BlendPart[] {
  const [dominant, ...others] = option.parts;
  if (dominant === undefined) return [];
  if (!option.blend || others.length === 0 || random.chance(0.2)) {
    return [{ name: dominant, pct: 100 }];
  }
  const chosen = others.filter(() => random.chance(0.6));
  if (chosen.length === 0) chosen.push(random.pick(others));
  const dominantPct = 5 * random.int(11, Math.min(17, 20 - chosen.length));
  const shares = chosen.map(() => 1);
  for (let left = (100 - dominantPct) / 5 - chosen.length; left > 0; left--) {
    const at = random.int(0, chosen.length - 1);
    shares[at] = (shares[at] ?? 0) + 1;
  }
  const rest = chosen
    .map((name, at) => ({ name, pct: 5 * (shares[at] ?? 0) }))
    .sort((a, b) => (b.pct ?? 0) - (a.pct ?? 0));
  return [{ name: dominant, pct: dominantPct }, ...rest];
}

function uniqueBarcode(
  random: Random,
  origin: Origin,
  mix: CategoryMix,
  barcodes: Set<string>,
): string {
  const prefixes = mix.key === 'cat_beer' ? BEER_PREFIXES : (GS1_PREFIX[origin.country] ?? ['20']);
  for (;;) {
    const prefix = random.pick(prefixes);
    let body = '';
    while (prefix.length + body.length < 12) body += String(random.int(0, 9));
    const code = makeEan13(prefix, body);
    if (!barcodes.has(code)) {
      barcodes.add(code);
      return code;
    }
  }
}
