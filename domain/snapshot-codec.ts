import { addPlace, type FormatCounts } from './bottle-counts.js';
import type { BlendPart, Format, Product } from './inventory.js';
import { modelColumns } from './inventory-columns.js';
import type { Restaurant } from './restaurant.js';
import type { RestaurantModel } from './snapshot.js';

/** Bumped whenever the compact form changes (4: counts instead of bottles, decision 0013). */
export const COMPACT_SNAPSHOT_VERSION = 4;

/**
 * The model on the wire: one array per field instead of one object per row, and references as
 * indexes into the other arrays instead of repeated ids. Similar values sit together, which is what
 * compression feeds on.
 */
export interface CompactModel {
  v: typeof COMPACT_SNAPSHOT_VERSION;
  revision: number;
  restaurant: Restaurant;
  products: {
    id: string[];
    name: string[];
    producer: string[];
    country: string[];
    region: string[];
    subregion: string[];
    appellation: string[];
    classification: string[];
    regulatedDesignation: string[];
    style: string[];
    color: string[];
    supplier: string[];
    mainCategory: string[];
    subCategory: string[];
    varieties: BlendPart[][];
    grains: BlendPart[][];
    alcoholPercentage: Array<number | null>;
    barcode: Array<string | null>;
    /** Bit 1: private import; bit 2: hidden from the menu. */
    flags: number[];
    /** Index into formats, or -1. */
    defaultFormat: number[];
  };
  formats: {
    id: string[];
    /** Index into products. */
    product: number[];
    vintage: string[];
    bottleSize: number[];
    /** Absent for a role that may not see costs (domain/cost-view.ts). */
    cost?: Array<number | null | undefined>;
    price: Array<number | null>;
    tastingNotes: string[];
    flags: number[];
    /**
     * The formats weighed for levels by weight (decision 0044), few of them: their indexes into
     * formats, with their full and empty weights.
     */
    weighed?: { format: number[]; full: Array<number | null>; empty: Array<number | null> };
  };
  /** Where the bottles are: one row per format, location and bin that holds any. */
  counts: {
    /** Index into formats. */
    format: number[];
    /** Index into restaurant.locations, or -1 for Unassigned. */
    location: number[];
    bin: string[];
    bottles: number[];
    manual: number[];
  };
}

const PRIVATE_IMPORT = 1;
const HIDDEN = 2;

function flagsOf(isPrivateImport: boolean, showOnMenu: boolean): number {
  return (isPrivateImport ? PRIVATE_IMPORT : 0) | (showOnMenu ? 0 : HIDDEN);
}

// Code-unit order, not the locale's: only neighbourhood matters here, and it is ~10× cheaper.
function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** 0, 1, … count - 1: the rows of a table, to be sorted instead of the rows themselves. */
function rowNumbers(count: number): number[] {
  return Array.from({ length: count }, (_, index) => index);
}

/** The column's values in `order` (a list of row numbers). */
function inOrder<T>(column: readonly T[], order: readonly number[]): T[] {
  // A counted loop: ~3× faster than order.map here, which is most of a build's compaction.
  const values = new Array<T>(order.length);
  for (let index = 0; index < order.length; index++) {
    values[index] = column[order[index] as number] as T;
  }
  return values;
}

/** Each id's index in the compact columns, where `order` put its row. */
function indexById(ids: readonly string[], order: readonly number[]): Map<string, number> {
  const index = new Map<string, number>();
  for (const [position, row] of order.entries()) index.set(ids[row] as string, position);
  return index;
}

/** References by id turned into indexes into the other table's columns; -1 for none. */
function referencesTo(
  ids: ReadonlyArray<string | null>,
  index: ReadonlyMap<string, number>,
): number[] {
  return ids.map((id) => (id == null ? -1 : (index.get(id) ?? -1)));
}

/** The two menu flags of each row in `order`, packed into one number. */
function flagsInOrder(
  columns: { isPrivateImport: readonly boolean[]; showOnMenu: readonly boolean[] },
  order: readonly number[],
): number[] {
  return order.map((row) =>
    flagsOf(columns.isPrivateImport[row] as boolean, columns.showOnMenu[row] as boolean),
  );
}

/** A column's value at a row the compact form guarantees is there. */
const at = <T>(values: readonly T[], index: number): T => values[index] as T;

/**
 * The model's columns, with rows put in an order that sets similar values side by side and ids
 * turned into indexes; values are only copied.
 */
export function compactModel({
  revision,
  restaurant,
  counts,
  ...model
}: RestaurantModel): CompactModel {
  const { products: p, formats: f } = modelColumns(model);
  // Products by origin and producer, whatever order the database returned them in: neighbours
  // then share country, region and producer, and the columns compress ~15 % smaller (PostgreSQL's
  // heap order made the bench restaurant 442 kB instead of 375 kB).
  const productOrder = rowNumbers(p.id.length).sort(
    (x, y) =>
      compareText(p.country[x] as string, p.country[y] as string) ||
      compareText(p.region[x] as string, p.region[y] as string) ||
      compareText(p.producer[x] as string, p.producer[y] as string) ||
      compareText(p.name[x] as string, p.name[y] as string) ||
      compareText(p.id[x] as string, p.id[y] as string),
  );
  const productIndex = indexById(p.id, productOrder);

  // Formats grouped by product: neighbours then share most fields. Ties go by id, so that the
  // same inventory gives the same model whatever order it was read in.
  const product = referencesTo(f.productId, productIndex);
  const formatOrder = rowNumbers(f.id.length).sort(
    (x, y) =>
      (product[x] as number) - (product[y] as number) ||
      compareText(f.id[x] as string, f.id[y] as string),
  );
  const formatIndex = indexById(f.id, formatOrder);
  const locationIndex = new Map(
    restaurant.locations.map((location, index) => [location.id, index]),
  );
  const places = counts
    .flatMap(({ formatId, places }) =>
      places.map((place) => ({
        format: formatIndex.get(formatId) ?? -1,
        location: place.locationId === null ? -1 : (locationIndex.get(place.locationId) ?? -1),
        ...place,
      })),
    )
    .filter((place) => place.format !== -1)
    .sort((a, b) => a.format - b.format || a.location - b.location || compareText(a.bin, b.bin));

  return {
    v: COMPACT_SNAPSHOT_VERSION,
    revision,
    restaurant,
    products: {
      id: inOrder(p.id, productOrder),
      name: inOrder(p.name, productOrder),
      producer: inOrder(p.producer, productOrder),
      country: inOrder(p.country, productOrder),
      region: inOrder(p.region, productOrder),
      subregion: inOrder(p.subregion, productOrder),
      appellation: inOrder(p.appellation, productOrder),
      classification: inOrder(p.classification, productOrder),
      regulatedDesignation: inOrder(p.regulatedDesignation, productOrder),
      style: inOrder(p.style, productOrder),
      color: inOrder(p.color, productOrder),
      supplier: inOrder(p.supplier, productOrder),
      mainCategory: inOrder(p.mainCategory, productOrder),
      subCategory: inOrder(p.subCategory, productOrder),
      varieties: inOrder(p.varieties, productOrder),
      grains: inOrder(p.grains, productOrder),
      alcoholPercentage: inOrder(p.alcoholPercentage, productOrder),
      barcode: inOrder(p.barcode, productOrder),
      flags: flagsInOrder(p, productOrder),
      defaultFormat: inOrder(referencesTo(p.defaultFormatId, formatIndex), productOrder),
    },
    formats: {
      id: inOrder(f.id, formatOrder),
      product: inOrder(product, formatOrder),
      vintage: inOrder(f.vintage, formatOrder),
      bottleSize: inOrder(f.bottleSize, formatOrder),
      cost: inOrder(f.cost, formatOrder),
      price: inOrder(f.price, formatOrder),
      tastingNotes: inOrder(f.tastingNotes, formatOrder),
      flags: flagsInOrder(f, formatOrder),
      ...weighedOf(f, formatIndex),
    },
    counts: {
      format: places.map((place) => place.format),
      location: places.map((place) => place.location),
      bin: places.map((place) => place.bin),
      bottles: places.map((place) => place.bottles),
      manual: places.map((place) => place.manual),
    },
  };
}

function expandProducts({ products: p, formats: f }: CompactModel): Product[] {
  return p.id.map((id, i) => ({
    id,
    name: at(p.name, i),
    producer: at(p.producer, i),
    country: at(p.country, i),
    region: at(p.region, i),
    subregion: at(p.subregion, i),
    appellation: at(p.appellation, i),
    classification: at(p.classification, i),
    regulatedDesignation: at(p.regulatedDesignation, i),
    style: at(p.style, i),
    color: at(p.color, i),
    supplier: at(p.supplier, i),
    mainCategory: at(p.mainCategory, i),
    subCategory: at(p.subCategory, i),
    varieties: at(p.varieties, i),
    grains: at(p.grains, i),
    alcoholPercentage: at(p.alcoholPercentage, i),
    barcode: at(p.barcode, i),
    isPrivateImport: (at(p.flags, i) & PRIVATE_IMPORT) !== 0,
    showOnMenu: (at(p.flags, i) & HIDDEN) === 0,
    defaultFormatId: at(p.defaultFormat, i) === -1 ? null : at(f.id, at(p.defaultFormat, i)),
  }));
}

/** The formats with a weight, in the model's order; none: the key is left out. */
function weighedOf(
  f: {
    id: readonly string[];
    fullWeightGrams: ReadonlyArray<number | null | undefined>;
    emptyWeightGrams: ReadonlyArray<number | null | undefined>;
  },
  formatIndex: ReadonlyMap<string, number>,
): { weighed?: NonNullable<CompactModel['formats']['weighed']> } {
  const weighed = {
    format: [] as number[],
    full: [] as Array<number | null>,
    empty: [] as Array<number | null>,
  };
  f.id.forEach((id, i) => {
    const full = f.fullWeightGrams[i] ?? null;
    const empty = f.emptyWeightGrams[i] ?? null;
    if (full === null && empty === null) return;
    weighed.format.push(formatIndex.get(id) ?? -1);
    weighed.full.push(full);
    weighed.empty.push(empty);
  });
  return weighed.format.length === 0 ? {} : { weighed };
}

/** A weighed format's weights; an unweighed one has none, as it came. */
function weightsAt(weights: { full: number | null; empty: number | null } | undefined) {
  return weights && { fullWeightGrams: weights.full, emptyWeightGrams: weights.empty };
}

function expandFormats({ products: p, formats: f }: CompactModel): Format[] {
  const weights = new Map<number, { full: number | null; empty: number | null }>();
  f.weighed?.format.forEach((index, i) => {
    weights.set(index, {
      full: at(f.weighed?.full ?? [], i),
      empty: at(f.weighed?.empty ?? [], i),
    });
  });
  return f.id.map((id, i) => ({
    id,
    productId: at(p.id, at(f.product, i)),
    vintage: at(f.vintage, i),
    bottleSize: at(f.bottleSize, i),
    ...(f.cost && { cost: at(f.cost, i) }),
    price: at(f.price, i),
    tastingNotes: at(f.tastingNotes, i),
    isPrivateImport: (at(f.flags, i) & PRIVATE_IMPORT) !== 0,
    showOnMenu: (at(f.flags, i) & HIDDEN) === 0,
    ...weightsAt(weights.get(i)),
  }));
}

function expandCounts({ formats: f, counts: c, restaurant }: CompactModel): FormatCounts[] {
  const counts = new Map<string, FormatCounts>();
  for (let i = 0; i < c.format.length; i++) {
    const location = at(c.location, i);
    addPlace(counts, at(f.id, at(c.format, i)), {
      locationId: location === -1 ? null : (restaurant.locations[location]?.id ?? null),
      bin: at(c.bin, i),
      bottles: at(c.bottles, i),
      manual: at(c.manual, i),
    });
  }
  return [...counts.values()];
}

export function expandModel(compact: CompactModel): RestaurantModel {
  const { revision, restaurant } = compact;
  const products = expandProducts(compact);
  const formats = expandFormats(compact);
  return { revision, restaurant, products, formats, counts: expandCounts(compact) };
}

/**
 * expandModel a part at a time (`pause` between the products, the formats and the places), so
 * that a browser's thread is free between them: at 5,000 wines the whole was a long task on a
 * phone.
 */
export async function expandModelInParts(
  compact: CompactModel,
  pause: () => Promise<void>,
): Promise<RestaurantModel> {
  const { revision, restaurant } = compact;
  const products = expandProducts(compact);
  await pause();
  const formats = expandFormats(compact);
  await pause();
  return { revision, restaurant, products, formats, counts: expandCounts(compact) };
}
