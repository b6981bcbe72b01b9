import type { BlendPart, Bottle, Format, Product } from './inventory.js';
import type { Restaurant } from './restaurant.js';
import type { Snapshot } from './snapshot.js';

/**
 * The snapshot on the wire: one array per field instead of one object per row, and references as
 * indexes into the other arrays instead of repeated ids. Similar values sit together, which is what
 * compression feeds on: a 20,000-bottle restaurant shrinks several times over the row form.
 */
export interface CompactSnapshot {
  v: 2;
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

export function compactSnapshot(snapshot: Snapshot): CompactSnapshot {
  const productIndex = new Map(snapshot.products.map((product, index) => [product.id, index]));
  // Formats grouped by wine, bottles grouped by format: neighbours then share most fields.
  const formats = [...snapshot.formats].sort(
    (a, b) => (productIndex.get(a.wineId) ?? 0) - (productIndex.get(b.wineId) ?? 0),
  );
  const formatIndex = new Map(formats.map((format, index) => [format.id, index]));
  const locationIndex = new Map(
    snapshot.restaurant.locations.map((location, index) => [location.id, index]),
  );
  const bottles = snapshot.bottles
    .map((bottle) => ({
      bottle,
      format: formatIndex.get(bottle.formatId) ?? -1,
      added: Date.parse(bottle.addedDate),
    }))
    .sort((a, b) => a.format - b.format || a.added - b.added);
  const { products } = snapshot;
  const column = <T, K extends keyof T>(rows: readonly T[], key: K) => rows.map((row) => row[key]);

  return {
    v: 2,
    revision: snapshot.revision,
    restaurant: snapshot.restaurant,
    products: {
      id: column(products, 'id'),
      name: column(products, 'name'),
      producer: column(products, 'producer'),
      country: column(products, 'country'),
      region: column(products, 'region'),
      subregion: column(products, 'subregion'),
      appellation: column(products, 'appellation'),
      classification: column(products, 'classification'),
      regulatedDesignation: column(products, 'regulatedDesignation'),
      style: column(products, 'style'),
      color: column(products, 'color'),
      supplier: column(products, 'supplier'),
      mainCategory: column(products, 'mainCategory'),
      subCategory: column(products, 'subCategory'),
      varieties: column(products, 'varieties'),
      grains: column(products, 'grains'),
      alcoholPercentage: column(products, 'alcoholPercentage'),
      barcode: column(products, 'barcode'),
      flags: products.map(flagsOf),
      defaultFormat: products.map((product) =>
        product.defaultFormatId === null ? -1 : (formatIndex.get(product.defaultFormatId) ?? -1),
      ),
    },
    formats: {
      id: column(formats, 'id'),
      wine: formats.map((format) => productIndex.get(format.wineId) ?? -1),
      vintage: column(formats, 'vintage'),
      bottleSize: column(formats, 'bottleSize'),
      cost: column(formats, 'cost'),
      price: column(formats, 'price'),
      tastingNotes: column(formats, 'tastingNotes'),
      flags: formats.map(flagsOf),
    },
    bottles: {
      id: bottles.map((entry) => entry.bottle.id),
      format: bottles.map((entry) => entry.format),
      location: bottles.map((entry) =>
        entry.bottle.locationId === null ? -1 : (locationIndex.get(entry.bottle.locationId) ?? -1),
      ),
      bin: bottles.map((entry) => entry.bottle.binNumber),
      notes: bottles.map((entry) => entry.bottle.notes),
      added: bottles.map(
        (entry, index) => entry.added - (index === 0 ? 0 : (bottles[index - 1]?.added ?? 0)),
      ),
    },
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
