import Papa from 'papaparse';
import { vintageText } from './format-rules.js';
import type { BlendPart, Bottle, Format, Product } from './inventory.js';
import type { Location } from './restaurant.js';

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

/**
 * What the backup adds after SPEC's 21 columns (decision 0020), so that a restore gives back
 * everything: the fields SPEC's columns leave out, a blank vintage told from NV, and `quantity`,
 * blank on a bottle's row and 0 on a row that stands for no bottle (a format or profile without
 * bottles, an empty location or bin). Read by header name, so a backup without them still imports.
 */
export const BACKUP_EXTRA_COLUMNS = [
  'mainCategory',
  'subCategory',
  'style',
  'classification',
  'regulatedDesignation',
  'grains',
  'alcoholPercentage',
  'privateImport',
  'showOnMenu',
  'defaultFormatId',
  'formatPrivateImport',
  'formatShowOnMenu',
  'bottleNotes',
  'blankVintage',
  'quantity',
  // An open bottle's state and a format's weights (decision 0044): blank on a closed bottle and
  // an unweighed format, so a backup without them reads as all closed and unweighed.
  'openedAt',
  'levelTenths',
  'levelGrams',
  'remainingPermille',
  'fullWeightGrams',
  'emptyWeightGrams',
] as const;

/** The backup's header: SPEC's columns first, in SPEC's order, then the extra ones. */
export const BACKUP_COLUMNS = [...CSV_COLUMNS, ...BACKUP_EXTRA_COLUMNS] as const;

/** How the backup writes a yes/no field; the import also reads true/false, 1/0 and oui/non. */
export const YES = 'yes';
export const NO = 'no';

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

const flag = (value: boolean | undefined): string => (value === undefined ? '' : value ? YES : NO);

/**
 * One backup row: a bottle's (with its format and wine), or, with no bottle, a format's or a
 * profile's without bottles, or an empty place's (quantity 0).
 */
function backupRow(
  bottle: Bottle | null,
  format: Format | undefined,
  product: Product | undefined,
  locationName: string,
  bin: string,
): string[] {
  const cells = [
    bottle?.id ?? '',
    bottle?.formatId ?? format?.id ?? '',
    format?.productId ?? product?.id ?? '',
    locationName,
    bin,
    bottle?.addedDate ?? '',
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
    // Decision 0020's columns, in BACKUP_EXTRA_COLUMNS's order.
    product?.mainCategory ?? '',
    product?.subCategory ?? '',
    product?.style ?? '',
    product?.classification ?? '',
    product?.regulatedDesignation ?? '',
    product ? formatVarieties(product.grains) : '',
    numberCell(product?.alcoholPercentage),
    flag(product?.isPrivateImport),
    flag(product?.showOnMenu),
    product?.defaultFormatId ?? '',
    flag(format?.isPrivateImport),
    flag(format?.showOnMenu),
    bottle?.notes ?? '',
    format && format.vintage.trim() === '' ? YES : '',
    bottle ? '' : '0',
    bottle?.open?.openedAt ?? '',
    numberCell(bottle?.open?.levelTenths),
    numberCell(bottle?.open?.levelGrams),
    numberCell(bottle?.open?.remaining),
    numberCell(format?.fullWeightGrams),
    numberCell(format?.emptyWeightGrams),
  ];
  return cells.map(neutralizeFormula);
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
  return backupRow(bottle, format, product, locationName, bottle.bin);
}

export interface CsvSource {
  products: ReadonlyMap<string, Product>;
  formats: ReadonlyMap<string, Format>;
  /** Location id to name. */
  locationNames: ReadonlyMap<string, string>;
  /**
   * Each bottle's own cost, by id (decision 0042), for the cost column: the backup's costs then
   * add up to the value on hand. A bottle not in it shows its format's.
   */
  bottleCosts?: ReadonlyMap<string, number | null>;
}

/** A row builder bound to the lookups, for callers that walk the bottles in chunks. */
export function csvRowBuilder(source: CsvSource): (bottle: Bottle) => string[] {
  return (bottle) => {
    const format = source.formats.get(bottle.formatId);
    const product = format ? source.products.get(format.productId) : undefined;
    const location =
      bottle.locationId === null ? '' : (source.locationNames.get(bottle.locationId) ?? '');
    const own = source.bottleCosts?.get(bottle.id);
    const priced = format && own !== undefined ? { ...format, cost: own } : format;
    return bottleCsvRow(bottle, priced, product, location);
  };
}

/** The header row followed by one row per bottle, in the order given, then the rows without one. */
export function inventoryCsvRows(
  source: CsvSource & UnheldSource,
  bottles: readonly Bottle[],
): string[][] {
  const row = csvRowBuilder(source);
  return [[...BACKUP_COLUMNS], ...bottles.map(row), ...rowsWithoutBottles(source, bottles)];
}

export interface UnheldSource {
  products: ReadonlyMap<string, Product>;
  formats: ReadonlyMap<string, Format>;
  locations: readonly Location[];
}

/**
 * What holds no bottle, which a row per bottle would leave out (decision 0020): formats without
 * bottles, profiles without formats, and locations and bins without bottles, each a row of
 * quantity 0, in id (places: name) order so two backups diff cleanly.
 */
export function rowsWithoutBottles(source: UnheldSource, bottles: readonly Bottle[]): string[][] {
  const held = new HeldPlaces();
  for (const bottle of bottles) held.add(bottle);
  const order: UnheldOrder = {
    formats: [...source.formats.values()].sort(byIdOrder),
    products: [...source.products.values()].sort(byIdOrder),
    locations: [...source.locations].sort(locationOrder),
  };
  return [...unheldRows(source, order, held)];
}

/** The order of the rows without bottles: formats and profiles by id, places by name. */
export const byIdOrder = (a: { id: string }, b: { id: string }): number => a.id.localeCompare(b.id);
export const locationOrder = (a: Location, b: Location): number => a.name.localeCompare(b.name);

/** The source's formats, profiles and locations, each sorted in its order above. */
export interface UnheldOrder {
  formats: readonly Format[];
  products: readonly Product[];
  locations: readonly Location[];
}

/** What the bottles hold: their formats, places and locations, gathered a bottle at a time. */
export class HeldPlaces {
  readonly formats = new Set<string>();
  readonly places = new Set<string>();
  readonly locations = new Set<string | null>();

  add(bottle: Bottle): void {
    this.formats.add(bottle.formatId);
    this.places.add(`${bottle.locationId}\u001f${bottle.bin}`);
    this.locations.add(bottle.locationId);
  }
}

/**
 * The rows without bottles one at a time, from the sorted lists, so that a server can write a few
 * hundred a turn: built at once for the bench restaurant they held every request for 115–186 ms.
 */
export function* unheldRows(
  source: Pick<UnheldSource, 'products'>,
  order: UnheldOrder,
  held: HeldPlaces,
): Generator<string[]> {
  const formatted = new Set<string>();
  for (const format of order.formats) {
    formatted.add(format.productId);
    if (held.formats.has(format.id)) continue;
    yield backupRow(null, format, source.products.get(format.productId), '', '');
  }
  for (const product of order.products) {
    if (!formatted.has(product.id)) yield backupRow(null, undefined, product, '', '');
  }
  for (const location of order.locations) {
    const bins = location.bins.filter((bin) => !held.places.has(`${location.id}\u001f${bin}`));
    for (const bin of bins) yield backupRow(null, undefined, undefined, location.name, bin);
    if (bins.length === 0 && !held.locations.has(location.id)) {
      yield backupRow(null, undefined, undefined, location.name, '');
    }
  }
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
