import { posItemKey } from '../../../domain/sales.js';
import type { SalesRowReason } from '../../../domain/sales-api.js';
import type { RecognisedSales } from './sales-shapes.js';

/**
 * A sales file's rows read as lines: the day, the item, how many and for how much. A row that
 * cannot be read is listed with its reason, and the file is imported only when none is (all or
 * nothing). Voided rows are left out, counted.
 */

export interface SalesLine {
  day: string;
  itemKey: string;
  item: string;
  quantity: number;
  amountCents: number | null;
  location: string;
}

export interface RowError {
  row: number;
  reason: SalesRowReason;
  value: string;
}

export interface ReadSales {
  lines: SalesLine[];
  errors: RowError[];
  skipped: number;
}

const ISO = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:$|[T\s])/;
const SLASHED = /^(\d{1,2})[/.](\d{1,2})[/.](\d{2}|\d{4})(?:$|[\s,T])/;
/** `07-Nov-2026 06:20 PM` (Clover), `7 Nov 2026`. */
const NAMED = /^(\d{1,2})[-\s]([a-z]{3})[a-z]*\.?[-\s,]+(\d{4})(?:$|[\s,T])/i;
const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

function validDay(year: number, month: number, date: number): string | null {
  const at = new Date(Date.UTC(year, month - 1, date));
  if (at.getUTCFullYear() !== year || at.getUTCMonth() !== month - 1 || at.getUTCDate() !== date) {
    return null;
  }
  if (year < 2000 || year > 2100) return null;
  return `${year}-${String(month).padStart(2, '0')}-${String(date).padStart(2, '0')}`;
}

/**
 * A date cell as YYYY-MM-DD, the day as the POS wrote it (its own time zone): ISO dates and
 * times, a day with its month's English name, and slashed dates month first (as the American POS
 * write them) unless `dayFirst`.
 */
export function dayOf(cell: string, dayFirst: boolean): string | null {
  const text = cell.trim();
  const iso = ISO.exec(text);
  if (iso) return validDay(Number(iso[1]), Number(iso[2]), Number(iso[3]));
  const named = NAMED.exec(text);
  if (named) {
    const month = MONTHS.indexOf((named[2] ?? '').toLowerCase()) + 1;
    return month > 0 ? validDay(Number(named[3]), month, Number(named[1])) : null;
  }
  const slashed = SLASHED.exec(text);
  if (!slashed) return null;
  const first = Number(slashed[1]);
  const second = Number(slashed[2]);
  const yearText = slashed[3] ?? '';
  const year = yearText.length === 2 ? 2000 + Number(yearText) : Number(yearText);
  return dayFirst ? validDay(year, second, first) : validDay(year, first, second);
}

/**
 * A hand-mapped file's slashed dates are day first when one of them can only be (its first part
 * past 12): a French till's 25/11/2026. Otherwise month first, as the POS recognised here write.
 */
function daysFirst(rows: readonly string[][], column: number): boolean {
  for (let index = 1; index < rows.length; index++) {
    const slashed = SLASHED.exec((rows[index]?.[column] ?? '').trim());
    if (slashed && Number(slashed[1]) > 12) return true;
  }
  return false;
}

/** `1`, `-2`, `1.5`, `1,5`: a number, at most a million either way. */
export function quantityOf(cell: string): number | null {
  const text = cell
    .trim()
    .replace(/\s/g, '')
    .replace(/^(-?\d+),(\d+)$/, '$1.$2');
  if (!/^[-+]?(\d+(\.\d*)?|\.\d+)$/.test(text)) return null;
  const value = Number(text);
  return Number.isFinite(value) && Math.abs(value) <= 1_000_000 ? value : null;
}

/** `$1,234.50`, `12.00`, `(3.00)`, `12,50 €`: whole cents; empty: none. */
export function centsOf(cell: string): number | null | undefined {
  let text = cell.trim().replace(/[$€£\s\u00a0]/g, '');
  if (text === '') return null;
  const negative = /^\(.*\)$/.test(text) || text.startsWith('-');
  text = text.replace(/^[(-]|\)$/g, '');
  if (/^\d{1,3}(,\d{3})*(\.\d+)?$/.test(text)) text = text.replace(/,/g, '');
  else if (/^\d+,\d{1,2}$/.test(text)) text = text.replace(',', '.');
  if (!/^\d+(\.\d+)?$/.test(text)) return undefined;
  const cents = Math.round(Number(text) * 100);
  if (!Number.isSafeInteger(cents)) return undefined;
  return negative ? -cents : cents;
}

const VOID = /^(true|yes|y|1|void)$/i;

/** The rows after the header, read with the file's mapping. */
export function readSalesRows(rows: readonly string[][], shape: RecognisedSales): ReadSales {
  const { mapping } = shape;
  const dayFirst =
    shape.source === 'mapped' && mapping.day !== undefined && daysFirst(rows, mapping.day);
  const lines: SalesLine[] = [];
  const errors: RowError[] = [];
  let skipped = 0;
  const cell = (row: readonly string[], column: number | undefined) =>
    column === undefined ? '' : (row[column] ?? '').trim();
  for (let index = 1; index < rows.length; index++) {
    const row = rows[index] ?? [];
    if (shape.voidColumn !== undefined && VOID.test(cell(row, shape.voidColumn))) {
      skipped++;
      continue;
    }
    const at = index + 1;
    const item = cell(row, mapping.item).replace(/\s+/g, ' ').slice(0, 300).trim();
    if (item === '') {
      errors.push({ row: at, reason: 'no-item', value: '' });
      continue;
    }
    const quantityText = cell(row, mapping.quantity);
    const quantity = shape.onePerRow && quantityText === '' ? 1 : quantityOf(quantityText);
    if (quantity === null) {
      errors.push({ row: at, reason: 'bad-quantity', value: quantityText });
      continue;
    }
    const dayText = cell(row, mapping.day);
    const day = dayOf(dayText, dayFirst);
    if (day === null) {
      errors.push({ row: at, reason: 'bad-date', value: dayText });
      continue;
    }
    const amountText = cell(row, mapping.amount);
    const amountCents = centsOf(amountText);
    if (amountCents === undefined) {
      errors.push({ row: at, reason: 'bad-amount', value: amountText });
      continue;
    }
    lines.push({
      day,
      itemKey: posItemKey(item),
      item,
      quantity,
      amountCents,
      location: cell(row, mapping.location).slice(0, 200),
    });
  }
  return { lines, errors, skipped };
}
