import type { Bottle, Format, Product } from '../../../domain/inventory.js';
import {
  BOTTLE_FIELDS,
  columnsOf,
  FORMAT_FIELDS,
  PRODUCT_FIELDS,
  rowReader,
} from './field-columns.js';

/** The columns a product, format or bottle is read from (field-columns.ts). */
export const PRODUCT_COLUMNS = columnsOf(PRODUCT_FIELDS);
export const FORMAT_COLUMNS = columnsOf(FORMAT_FIELDS);
export const BOTTLE_COLUMNS = columnsOf(BOTTLE_FIELDS);

export const toProduct: (row: object) => Product = rowReader<Product>(PRODUCT_FIELDS);
export const toFormat: (row: object) => Format = rowReader<Format>(FORMAT_FIELDS);
export const toBottle: (row: object) => Bottle = rowReader<Bottle>(BOTTLE_FIELDS);
