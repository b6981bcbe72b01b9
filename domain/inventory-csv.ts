import Papa from 'papaparse';
import { vintageText } from './format-rules.js';
import type { BlendPart, Bottle, Format, Product } from './inventory.js';

/**
 * The full CSV backup (docs/product.md §3 and §7): one row per bottle, these columns in this order. Rows
 * are plain string cells; quoting and the file's encoding belong to the CSV writer.
 */
export const CSV_COLUMNS = [
  'bottleId',
  'formatId',
  'wineId',
  'location',
  'binNumber',
  'addedDate',
  'name',
  'producer',
  'vintage',
  'bottleSize',
  'color',
  'country',
  'region',
  'subregion',
  'appellation',
  'cost',
  'price',
  'supplier',
  'varieties',
  'tastingNotes',
  'barcode',
] as const;

/** `Cabernet Sauvignon (60%) | Merlot (40%)`; a part without a percentage is just its name. */
export function formatVarieties(varieties: readonly BlendPart[]): string {
  return varieties
    .filter((part) => part.name.trim() !== '')
    .map((part) => (part.pct === null ? part.name.trim() : `${part.name.trim()} (${part.pct}%)`))
    .join(' | ');
}

/**
 * Where a spreadsheet may start a cell: the start, and after any separator it might split on
 * (a French Excel splits a CSV on `;`, others on tabs or pipes) or a line break, followed by what
 * it would run as a formula (=, +, -, @, or a tab or carriage return).
 */
const FORMULA_START = /(^|[,;\t\r\n|])(?=[=+\-@\t\r])/g;

/**
 * A cell a spreadsheet could run as a formula gets a single quote before each place one could
 * start, as OWASP's CSV injection advice says, so it reads as text however the file is split.
 */
export function neutralizeFormula(cell: string): string {
  return cell.replace(FORMULA_START, "$1'");
}

function numberCell(value: number | null | undefined): string {
  return value === null || value === undefined ? '' : String(value);
}

/**
 * One bottle's row. A bottle whose format or wine is missing still gets its row (a backup must
 * not drop bottles), with those fields empty. `locationName` is '' for Unassigned.
 */
export function bottleCsvRow(
  bottle: Bottle,
  format: Format | undefined,
  product: Product | undefined,
  locationName: string,
): string[] {
  const cells = [
    bottle.id,
    bottle.formatId,
    format?.productId ?? '',
    locationName,
    bottle.bin,
    bottle.addedDate,
    product?.name ?? '',
    product?.producer ?? '',
    format ? vintageText(format.vintage) : '',
    numberCell(format?.bottleSize),
    product?.color ?? '',
    product?.country ?? '',
    product?.region ?? '',
    product?.subregion ?? '',
    product?.appellation ?? '',
    numberCell(format?.cost),
    numberCell(format?.price),
    product?.supplier ?? '',
    product ? formatVarieties(product.varieties) : '',
    format?.tastingNotes ?? '',
    product?.barcode ?? '',
  ];
  return cells.map(neutralizeFormula);
}

export interface CsvSource {
  products: ReadonlyMap<string, Product>;
  formats: ReadonlyMap<string, Format>;
  /** Location id to name. */
  locationNames: ReadonlyMap<string, string>;
}

/** A row builder bound to the lookups, for callers that walk the bottles in chunks. */
export function csvRowBuilder(source: CsvSource): (bottle: Bottle) => string[] {
  return (bottle) => {
    const format = source.formats.get(bottle.formatId);
    const product = format ? source.products.get(format.productId) : undefined;
    const location =
      bottle.locationId === null ? '' : (source.locationNames.get(bottle.locationId) ?? '');
    return bottleCsvRow(bottle, format, product, location);
  };
}

/** The header row followed by one row per bottle, in the order given. */
export function inventoryCsvRows(source: CsvSource, bottles: Iterable<Bottle>): string[][] {
  const row = csvRowBuilder(source);
  const rows: string[][] = [[...CSV_COLUMNS]];
  for (const bottle of bottles) rows.push(row(bottle));
  return rows;
}

/** Excel reads a UTF-8 file as such (accents intact) only when it starts with a byte order mark. */
export const CSV_BOM = '\uFEFF';
export const CSV_NEWLINE = '\r\n';

/** Quotes a cell only when it holds a comma, quote or newline (docs/product.md §7); quotes are doubled. */
export function csvText(rows: string[][]): string {
  // Formula cells are already neutralised by the rows; Papa's own escaping stays off.
  return Papa.unparse(rows, { newline: CSV_NEWLINE, quotes: false, escapeFormulae: false });
}

/** Bottles in a stable order: by format, then id, so two backups diff cleanly. */
export function backupOrder(a: Bottle, b: Bottle): number {
  return a.formatId.localeCompare(b.formatId) || a.id.localeCompare(b.id);
}
