import type { BlendPart, Bottle, Format, Product } from '../../../domain/inventory.js';
import { fromCents, parseJsonArray, toBool, toNumberOrNull } from '../../db/normalize.js';
import type { BottleTable, FormatTable, ProductTable } from '../../db/schema.js';

/**
 * Where a domain field is stored, and how a stored value, as a driver returns it, becomes the
 * field's value. Written once here, so that every row mapper reads a field the same way.
 */
export interface FieldColumn<V, Column extends string = string> {
  column: Column;
  /** Null is read as null, without `read`. */
  nullable?: boolean;
  read: (stored: string | number) => V;
}

/** A column for every field of T, each naming a column of the table (checked by the compiler). */
export type FieldColumns<T, Table> = {
  [K in keyof T]-?: FieldColumn<T[K], keyof Table & string>;
};

/** Text columns are read as they are. */
export const asText = (stored: string | number): string => stored as string;

const text = <C extends string>(column: C) => ({ column, read: asText });
const textOrNull = <C extends string>(column: C) => ({ column, nullable: true, read: asText });
const flag = <C extends string>(column: C) => ({ column, read: toBool });
const blend = <C extends string>(column: C) => ({
  column,
  read: (json: string | number) => parseJsonArray<BlendPart>(String(json)),
});

export const PRODUCT_FIELDS = {
  id: text('id'),
  name: text('name'),
  producer: text('producer'),
  country: text('country'),
  region: text('region'),
  subregion: text('subregion'),
  appellation: text('appellation'),
  classification: text('classification'),
  regulatedDesignation: text('regulated_designation'),
  style: text('style'),
  color: text('color'),
  supplier: text('supplier'),
  mainCategory: text('main_category'),
  subCategory: text('sub_category'),
  varieties: blend('varieties'),
  grains: blend('grains'),
  alcoholPercentage: { column: 'alcohol_percentage', nullable: true, read: toNumberOrNull },
  barcode: textOrNull('barcode'),
  isPrivateImport: flag('is_private_import'),
  showOnMenu: flag('show_on_menu'),
  defaultFormatId: textOrNull('default_format_id'),
} satisfies FieldColumns<Product, ProductTable>;

export const FORMAT_FIELDS = {
  id: text('id'),
  productId: text('product_id'),
  vintage: text('vintage'),
  bottleSize: { column: 'bottle_size', read: Number },
  cost: { column: 'cost_cents', nullable: true, read: fromCents },
  price: { column: 'price_cents', nullable: true, read: fromCents },
  tastingNotes: text('tasting_notes'),
  isPrivateImport: flag('is_private_import'),
  showOnMenu: flag('show_on_menu'),
  fullWeightGrams: { column: 'full_weight_grams', nullable: true, read: Number },
  emptyWeightGrams: { column: 'empty_weight_grams', nullable: true, read: Number },
} satisfies FieldColumns<Format, FormatTable>;

// Not the history list: it grows with every move, and only the drawer reads it.
export const BOTTLE_FIELDS = {
  id: text('id'),
  formatId: text('format_id'),
  locationId: textOrNull('location_id'),
  bin: text('bin'),
  notes: text('notes'),
  addedDate: text('added_at'),
} satisfies FieldColumns<Omit<Bottle, 'open'>, BottleTable>;

type ColumnOf<Fields> = {
  [K in keyof Fields]: Fields[K] extends { column: infer C } ? C : never;
}[keyof Fields];

/** The columns to select for these fields, typed for the query builder. */
export function columnsOf<Fields extends Record<string, { column: string }>>(
  fields: Fields,
): Array<ColumnOf<Fields>> {
  return Object.values(fields).map((field) => field.column as ColumnOf<Fields>);
}

/** Reads an item of T out of a row holding the fields' columns. */
export function rowReader<T>(fields: FieldColumns<T, Record<string, unknown>>): (row: object) => T {
  const entries = Object.entries(fields) as Array<[keyof T, FieldColumn<T[keyof T]>]>;
  return (row) => {
    const stored = row as Record<string, string | number | null>;
    const item = {} as T;
    for (const [field, { column, read }] of entries) {
      const value = stored[column] ?? null;
      item[field] = (value === null ? null : read(value)) as T[keyof T];
    }
    return item;
  };
}
