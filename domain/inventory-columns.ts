import type { Format, Product } from './inventory.js';

/** One array per field of T; the i-th value of every array belongs to the same item. */
export type Columns<T> = { [K in keyof T]-?: Array<T[K]> };

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
  fullWeightGrams: true,
  emptyWeightGrams: true,
} satisfies Record<keyof Format, true>;

function fieldsOf<T>(fields: Record<keyof T, true>): Array<keyof T> {
  return Object.keys(fields) as Array<keyof T>;
}

function toColumns<T>(items: readonly T[], fields: Record<keyof T, true>): Columns<T> {
  const columns = {} as Columns<T>;
  for (const field of fieldsOf(fields)) columns[field] = items.map((item) => item[field]);
  return columns;
}

/** The wines and formats as columns (the compact model is built from columns). */
export function modelColumns(model: { products: readonly Product[]; formats: readonly Format[] }): {
  products: Columns<Product>;
  formats: Columns<Format>;
} {
  return {
    products: toColumns(model.products, PRODUCT_FIELDS),
    formats: toColumns(model.formats, FORMAT_FIELDS),
  };
}
