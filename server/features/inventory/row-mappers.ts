import type { Selectable } from 'kysely';
import type { BlendPart, Bottle, Format, Product } from '../../../domain/inventory.js';
import { fromCents, parseJsonArray, toBool, toNumberOrNull } from '../../db/normalize.js';
import type { BottleTable, FormatTable, ProductTable } from '../../db/schema.js';

/** What a product row is read as (the mapper's columns). */
export const PRODUCT_COLUMNS = [
  'id',
  'name',
  'producer',
  'country',
  'region',
  'subregion',
  'appellation',
  'classification',
  'regulated_designation',
  'style',
  'color',
  'supplier',
  'main_category',
  'sub_category',
  'varieties',
  'grains',
  'alcohol_percentage',
  'barcode',
  'is_private_import',
  'show_on_menu',
  'default_format_id',
] as const;

export type ProductRow = Pick<Selectable<ProductTable>, (typeof PRODUCT_COLUMNS)[number]>;

export function toProduct(row: ProductRow): Product {
  return {
    id: row.id,
    name: row.name,
    producer: row.producer,
    country: row.country,
    region: row.region,
    subregion: row.subregion,
    appellation: row.appellation,
    classification: row.classification,
    regulatedDesignation: row.regulated_designation,
    style: row.style,
    color: row.color,
    supplier: row.supplier,
    mainCategory: row.main_category,
    subCategory: row.sub_category,
    varieties: parseJsonArray<BlendPart>(row.varieties),
    grains: parseJsonArray<BlendPart>(row.grains),
    alcoholPercentage: toNumberOrNull(row.alcohol_percentage),
    barcode: row.barcode,
    isPrivateImport: toBool(row.is_private_import),
    showOnMenu: toBool(row.show_on_menu),
    defaultFormatId: row.default_format_id,
  };
}

/** What a format row is read as (the mapper's columns). */
export const FORMAT_COLUMNS = [
  'id',
  'product_id',
  'vintage',
  'bottle_size',
  'cost_cents',
  'price_cents',
  'tasting_notes',
  'is_private_import',
  'show_on_menu',
] as const;

export type FormatRow = Pick<Selectable<FormatTable>, (typeof FORMAT_COLUMNS)[number]>;

export function toFormat(row: FormatRow): Format {
  return {
    id: row.id,
    productId: row.product_id,
    vintage: row.vintage,
    bottleSize: Number(row.bottle_size),
    cost: fromCents(row.cost_cents),
    price: fromCents(row.price_cents),
    tastingNotes: row.tasting_notes,
    isPrivateImport: toBool(row.is_private_import),
    showOnMenu: toBool(row.show_on_menu),
  };
}

/** What a bottle row is read as; its history list stays in the database until asked for. */
export const BOTTLE_COLUMNS = [
  'restaurant_id',
  'id',
  'format_id',
  'location_id',
  'bin',
  'notes',
  'added_at',
] as const;

export type BottleRow = Pick<Selectable<BottleTable>, (typeof BOTTLE_COLUMNS)[number]>;

export function toBottle(row: BottleRow): Bottle {
  return {
    id: row.id,
    formatId: row.format_id,
    locationId: row.location_id,
    bin: row.bin,
    notes: row.notes,
    addedDate: row.added_at,
  };
}
