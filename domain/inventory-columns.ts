import type { Bottle, Format, Product } from './inventory.js';

/** One array per field of T; the i-th value of every array belongs to the same item. */
export type Columns<T> = { [K in keyof T]-?: Array<T[K]> };

/**
 * A restaurant's products, formats and bottles as columns, in no particular order. PostgreSQL
 * reads them this way (one aggregated row per table), which skips making 33,000 objects that a
 * snapshot would only take apart again; the compact snapshot is built from columns.
 */
export interface InventoryColumns {
  products: Columns<Product>;
  formats: Columns<Format>;
  bottles: Columns<Bottle>;
}

export interface Inventory {
  products: Product[];
  formats: Format[];
  bottles: Bottle[];
}

// Every field, checked by the compiler both ways: a field added to a type must be listed here.
const PRODUCT_FIELDS = {
  id: true,
  name: true,
  producer: true,
  country: true,
  region: true,
  subregion: true,
  appellation: true,
  classification: true,
  regulatedDesignation: true,
  style: true,
  color: true,
  supplier: true,
  mainCategory: true,
  subCategory: true,
  varieties: true,
  grains: true,
  alcoholPercentage: true,
  barcode: true,
  isPrivateImport: true,
  showOnMenu: true,
  defaultFormatId: true,
} satisfies Record<keyof Product, true>;

const FORMAT_FIELDS = {
  id: true,
  productId: true,
  vintage: true,
  bottleSize: true,
  cost: true,
  price: true,
  tastingNotes: true,
  isPrivateImport: true,
  showOnMenu: true,
} satisfies Record<keyof Format, true>;

const BOTTLE_FIELDS = {
  id: true,
  formatId: true,
  locationId: true,
  bin: true,
  notes: true,
  addedDate: true,
} satisfies Record<keyof Bottle, true>;

function fieldsOf<T>(fields: Record<keyof T, true>): Array<keyof T> {
  return Object.keys(fields) as Array<keyof T>;
}

function toColumns<T>(items: readonly T[], fields: Record<keyof T, true>): Columns<T> {
  const columns = {} as Columns<T>;
  for (const field of fieldsOf(fields)) columns[field] = items.map((item) => item[field]);
  return columns;
}

function toRows<T>(columns: Columns<T>, fields: Record<keyof T, true>): T[] {
  const names = fieldsOf(fields);
  const count = names.length === 0 ? 0 : (columns[names[0] as keyof T]?.length ?? 0);
  const rows: T[] = [];
  for (let index = 0; index < count; index++) {
    const row = {} as T;
    for (const name of names) row[name] = columns[name][index] as T[keyof T];
    rows.push(row);
  }
  return rows;
}

export function inventoryColumns(inventory: Inventory): InventoryColumns {
  return {
    products: toColumns(inventory.products, PRODUCT_FIELDS),
    formats: toColumns(inventory.formats, FORMAT_FIELDS),
    bottles: toColumns(inventory.bottles, BOTTLE_FIELDS),
  };
}

export function inventoryRows(columns: InventoryColumns): Inventory {
  return {
    products: toRows(columns.products, PRODUCT_FIELDS),
    formats: toRows(columns.formats, FORMAT_FIELDS),
    bottles: toRows(columns.bottles, BOTTLE_FIELDS),
  };
}
