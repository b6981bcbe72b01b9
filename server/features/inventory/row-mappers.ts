import type { Bottle, Format, Product } from '../../../domain/inventory.js';
import { OPEN_COLUMNS } from '../../db/open-bottle-columns.js';
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
export const BOTTLE_COLUMNS = [...columnsOf(BOTTLE_FIELDS), ...OPEN_COLUMNS];

export const toProduct: (row: object) => Product = rowReader<Product>(PRODUCT_FIELDS);
const toFormatWithWeights = rowReader<Format>(FORMAT_FIELDS);

/**
 * A format; its weights only when it has one: the model carries the weighed formats alone
 * (decision 0044), so the plain snapshot and answers say the same.
 */
export function toFormat(row: object): Format {
  const format = toFormatWithWeights(row);
  if (format.fullWeightGrams !== null || format.emptyWeightGrams !== null) return format;
  const unweighed: Format = { ...format };
  delete unweighed.fullWeightGrams;
  delete unweighed.emptyWeightGrams;
  return unweighed;
}
const toClosedBottle = rowReader<Omit<Bottle, 'open'>>(BOTTLE_FIELDS);

interface OpenRow {
  opened_at?: string | null;
  level_tenths?: number | string | null;
  level_grams?: number | string | null;
  remaining_permille?: number | string | null;
}

const numberOrNull = (value: number | string | null | undefined) =>
  value === null || value === undefined ? null : Number(value);

export function toBottle(row: object): Bottle {
  const bottle: Bottle = toClosedBottle(row);
  const open = row as OpenRow;
  if (open.opened_at === null || open.opened_at === undefined) return bottle;
  bottle.open = {
    openedAt: open.opened_at,
    levelTenths: numberOrNull(open.level_tenths),
    levelGrams: numberOrNull(open.level_grams),
    remaining: numberOrNull(open.remaining_permille) ?? 1000,
  };
  return bottle;
}
