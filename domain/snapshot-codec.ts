import type { BlendPart, Bottle, Format, Product } from './inventory.js';
import type { Restaurant } from './restaurant.js';
import type { Snapshot } from './snapshot.js';

/** Bumped whenever the compact form changes. */
export const COMPACT_SNAPSHOT_VERSION = 2;

/**
 * The snapshot on the wire: one array per field instead of one object per row, and references as
 * indexes into the other arrays instead of repeated ids. Similar values sit together, which is what
 * compression feeds on: a 20,000-bottle restaurant shrinks several times over the row form.
 */
export interface CompactSnapshot {
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
    wine: number[];
    vintage: string[];
    bottleSize: number[];
    cost: Array<number | null>;
    price: Array<number | null>;
    tastingNotes: string[];
    flags: number[];
  };
  bottles: {
    id: string[];
    /** Index into formats. */
    format: number[];
    /** Index into restaurant.locations, or -1 for Unassigned. */
    location: number[];
    bin: string[];
    notes: string[];
    /** addedDate as milliseconds since the epoch, each one as the difference from the previous. */
    added: number[];
  };
}

const PRIVATE_IMPORT = 1;
const HIDDEN = 2;

function flagsOf(item: { isPrivateImport: boolean; showOnMenu: boolean }): number {
  return (item.isPrivateImport ? PRIVATE_IMPORT : 0) | (item.showOnMenu ? 0 : HIDDEN);
}

// Bottles keep their object between snapshots built from the server's mirror: parse each date once.
const addedMsCache = new WeakMap<Bottle, number>();
function addedMs(bottle: Bottle): number {
  let ms = addedMsCache.get(bottle);
  if (ms === undefined) {
    ms = Date.parse(bottle.addedDate);
    addedMsCache.set(bottle, ms);
  }
  return ms;
}

// Code-unit order, not the locale's: only neighbourhood matters here, and it is ~10× cheaper.
function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

function byOriginAndProducer(a: Product, b: Product): number {
  return (
    compareText(a.country, b.country) ||
    compareText(a.region, b.region) ||
    compareText(a.producer, b.producer) ||
    compareText(a.name, b.name) ||
    compareText(a.id, b.id)
  );
}

/** One pass per table, pushing into the columns (this runs on every snapshot after a write). */
export function compactSnapshot(snapshot: Snapshot): CompactSnapshot {
  // Products by origin and producer, whatever order the database returned them in: neighbours
  // then share country, region and producer, and the columns compress ~15 % smaller (PostgreSQL's
  // heap order made the bench restaurant 442 kB instead of 375 kB).
  const products = [...snapshot.products].sort(byOriginAndProducer);
  const productIndex = new Map<string, number>();
  for (const [index, product] of products.entries()) productIndex.set(product.id, index);
  // Formats grouped by wine, bottles grouped by format: neighbours then share most fields.
  const formats = [...snapshot.formats].sort(
    (a, b) => (productIndex.get(a.wineId) ?? 0) - (productIndex.get(b.wineId) ?? 0),
  );
  const formatIndex = new Map<string, number>();
  for (const [index, format] of formats.entries()) formatIndex.set(format.id, index);
  const locationIndex = new Map(
    snapshot.restaurant.locations.map((location, index) => [location.id, index]),
  );
  const bottles = snapshot.bottles.map((bottle) => ({
    bottle,
    format: formatIndex.get(bottle.formatId) ?? -1,
    added: addedMs(bottle),
  }));
  bottles.sort((a, b) => a.format - b.format || a.added - b.added);

  const p: CompactSnapshot['products'] = {
    id: [],
    name: [],
    producer: [],
    country: [],
    region: [],
    subregion: [],
    appellation: [],
    classification: [],
    regulatedDesignation: [],
    style: [],
    color: [],
    supplier: [],
    mainCategory: [],
    subCategory: [],
    varieties: [],
    grains: [],
    alcoholPercentage: [],
    barcode: [],
    flags: [],
    defaultFormat: [],
  };
  for (const product of products) {
    p.id.push(product.id);
    p.name.push(product.name);
    p.producer.push(product.producer);
    p.country.push(product.country);
    p.region.push(product.region);
    p.subregion.push(product.subregion);
    p.appellation.push(product.appellation);
    p.classification.push(product.classification);
    p.regulatedDesignation.push(product.regulatedDesignation);
    p.style.push(product.style);
    p.color.push(product.color);
    p.supplier.push(product.supplier);
    p.mainCategory.push(product.mainCategory);
    p.subCategory.push(product.subCategory);
    p.varieties.push(product.varieties);
    p.grains.push(product.grains);
    p.alcoholPercentage.push(product.alcoholPercentage);
    p.barcode.push(product.barcode);
    p.flags.push(flagsOf(product));
    p.defaultFormat.push(
      product.defaultFormatId === null ? -1 : (formatIndex.get(product.defaultFormatId) ?? -1),
    );
  }
  const f: CompactSnapshot['formats'] = {
    id: [],
    wine: [],
    vintage: [],
    bottleSize: [],
    cost: [],
    price: [],
    tastingNotes: [],
    flags: [],
  };
  for (const format of formats) {
    f.id.push(format.id);
    f.wine.push(productIndex.get(format.wineId) ?? -1);
    f.vintage.push(format.vintage);
    f.bottleSize.push(format.bottleSize);
    f.cost.push(format.cost);
    f.price.push(format.price);
    f.tastingNotes.push(format.tastingNotes);
    f.flags.push(flagsOf(format));
  }
  const b: CompactSnapshot['bottles'] = {
    id: [],
    format: [],
    location: [],
    bin: [],
    notes: [],
    added: [],
  };
  let previous = 0;
  for (const entry of bottles) {
    const { bottle } = entry;
    b.id.push(bottle.id);
    b.format.push(entry.format);
    b.location.push(bottle.locationId === null ? -1 : (locationIndex.get(bottle.locationId) ?? -1));
    b.bin.push(bottle.binNumber);
    b.notes.push(bottle.notes);
    b.added.push(entry.added - previous);
    previous = entry.added;
  }
  return {
    v: COMPACT_SNAPSHOT_VERSION,
    revision: snapshot.revision,
    restaurant: snapshot.restaurant,
    products: p,
    formats: f,
    bottles: b,
  };
}

export function expandSnapshot(compact: CompactSnapshot): Snapshot {
  const { products: p, formats: f, bottles: b, restaurant } = compact;
  const at = <T>(values: readonly T[], index: number): T => values[index] as T;
  const products: Product[] = p.id.map((id, i) => ({
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
  const formats: Format[] = f.id.map((id, i) => ({
    id,
    wineId: at(p.id, at(f.wine, i)),
    vintage: at(f.vintage, i),
    bottleSize: at(f.bottleSize, i),
    cost: at(f.cost, i),
    price: at(f.price, i),
    tastingNotes: at(f.tastingNotes, i),
    isPrivateImport: (at(f.flags, i) & PRIVATE_IMPORT) !== 0,
    showOnMenu: (at(f.flags, i) & HIDDEN) === 0,
  }));
  let added = 0;
  const bottles: Bottle[] = b.id.map((id, i) => {
    added += at(b.added, i);
    const location = at(b.location, i);
    return {
      id,
      formatId: at(f.id, at(b.format, i)),
      locationId: location === -1 ? null : (restaurant.locations[location]?.id ?? null),
      binNumber: at(b.bin, i),
      notes: at(b.notes, i),
      addedDate: new Date(added).toISOString(),
    };
  });
  return { revision: compact.revision, restaurant, products, formats, bottles };
}
