import { BARCODE_PATTERN, canonicalBarcode } from './barcode.js';
import { isBottleSize, normalizeVintage } from './format-rules.js';
import { inferCategory, proposeCategory, resolveCategory } from './import-category.js';
import type { ImportField, ImportMapping, ImportShape } from './import-shapes.js';
import type { BlendPart, Product } from './inventory.js';
import { isAddressableId } from './inventory-commands.js';
import type { Category } from './restaurant.js';
import { normalizeText } from './text.js';

/**
 * One spreadsheet row read into what the inventory holds, or the reason it cannot be:
 * pure rules, the same for the preview and the import, unit-tested on small fixture files.
 */

export const importRowReasons = [
  'missing-name',
  'bad-vintage',
  'bad-price',
  'bad-cost',
  'unknown-category',
  'bad-barcode',
  'bad-size',
  'bad-quantity',
  'bad-date',
  'bad-bottle-id',
  'repeated-bottle-id',
  'text-too-long',
  /** The same barcode on two different wines (a barcode names one wine). */
  'barcode-on-two-wines',
  'bad-alcohol',
  /** A yes/no column (decision 0020's) that holds something else. */
  'bad-yes-no',
] as const;
export type ImportRowReason = (typeof importRowReasons)[number];

export interface ImportRowError {
  /** The row's number as a spreadsheet shows it: the header is row 1. */
  row: number;
  reason: ImportRowReason;
  field: ImportField;
  /** What the cell held, cut to 80 characters. */
  value: string;
  /** For an unknown category: the category and sub-category keys it most likely means, if any. */
  proposal?: string;
}

export interface ImportedProduct extends Omit<Product, 'id' | 'defaultFormatId'> {
  /** The file's wineId (our backup), kept so its QR-labelled bottles keep their wine. */
  id: string | null;
  /** The file's formatId of the profile's default format (decision 0020), if any. */
  defaultFormatId: string | null;
}

export interface ImportRow {
  row: number;
  product: ImportedProduct;
  /** False for a backup's row of a profile without formats (decision 0020). */
  hasFormat: boolean;
  /** The file's formatId (our backup). */
  formatId: string | null;
  formatPrivateImport: boolean;
  formatShowOnMenu: boolean;
  bottleNotes: string;
  vintage: string;
  bottleSize: number;
  cost: number | null;
  price: number | null;
  tastingNotes: string;
  /** The file's bottle id (our backup); null for bottles that get new manual ids. */
  bottleId: string | null;
  location: string;
  bin: string;
  /** ISO date-time, or null for the import's own time. */
  addedDate: string | null;
  quantity: number;
}

/** A backup's row of an empty location or bin (decision 0020): a place, nothing else. */
export interface ImportPlace {
  row: number;
  location: string;
  bin: string;
}

/** How long each text may be: the profile form's limits (domain/inventory-commands.ts). */
const TEXT_LIMITS: Partial<Record<ImportField, number>> = {
  name: 200,
  producer: 200,
  country: 100,
  region: 100,
  subregion: 100,
  appellation: 150,
  color: 50,
  supplier: 150,
  tastingNotes: 4000,
  location: 80,
  binNumber: 40,
  varieties: 2000,
  category: 200,
  type: 200,
  style: 100,
  classification: 150,
  regulatedDesignation: 150,
  grains: 2000,
  bottleNotes: 2000,
  mainCategory: 64,
  subCategory: 64,
};
/** A row stands for at most this many bottles (the add-bottles form's limit). */
const MAX_QUANTITY = 1000;

/**
 * A spreadsheet neutralises formulas by a quote before =, +, -, @ (inventory-csv.ts's
 * neutralizeFormula does so on export): the quote is taken off again so the text round-trips;
 * the text itself is only ever stored and shown, never evaluated.
 */
const NEUTRALISED = /(^|[,;\t\r\n|])'(?=[=+\-@\t\r])/g;
export function unneutralize(cell: string): string {
  return cell.includes("'") ? cell.replace(NEUTRALISED, '$1') : cell;
}

/** "12,50 €", "$1,234.50", "1 234,50": the amount, or null when it is not one. */
export function parseAmount(raw: string): number | null {
  let text = raw.replace(/[\s\u00a0\u202f$€£¥]|CAD|EUR|USD|GBP/gi, '');
  if (text === '' || !/^\d[\d.,]*$/.test(text)) return null;
  const lastComma = text.lastIndexOf(',');
  const lastDot = text.lastIndexOf('.');
  if (lastComma >= 0 && lastDot >= 0) {
    // Both: the last one is the decimal mark, the other groups thousands.
    const decimal = lastComma > lastDot ? ',' : '.';
    text = text.replaceAll(decimal === ',' ? '.' : ',', '').replace(decimal, '.');
  } else if (lastComma >= 0) {
    // Only commas: one followed by exactly three digits groups thousands ("1,234"), else decimal.
    text = /^\d{1,3}(,\d{3})+$/.test(text) ? text.replaceAll(',', '') : text.replace(',', '.');
  }
  if (!/^\d+(\.\d+)?$/.test(text)) return null;
  const amount = Math.round(Number(text) * 100) / 100;
  return amount <= 1_000_000 ? amount : null;
}

const NAMED_SIZES: Readonly<Record<string, number>> = {
  split: 187,
  piccolo: 187,
  demi: 375,
  half: 375,
  bottle: 750,
  standard: 750,
  bouteille: 750,
  magnum: 1500,
  jeroboam: 3000,
  rehoboam: 4500,
  methuselah: 6000,
  imperial: 6000,
  salmanazar: 9000,
  balthazar: 12000,
  nebuchadnezzar: 15000,
};

/** "750", "750 ml", "75cl", "1.5L", "1,5 l", "Magnum": millilitres, or null. */
export function parseBottleSize(raw: string): number | null {
  const text = normalizeText(raw).replace(/\s/g, '');
  if (text === '') return null;
  const named = NAMED_SIZES[text];
  if (named !== undefined) return named;
  const match = /^(\d+(?:[.,]\d+)?)(ml|cl|l)?$/.exec(text);
  if (!match) return null;
  const value = Number((match[1] ?? '').replace(',', '.'));
  const unit = match[2] ?? (value < 20 ? 'l' : 'ml');
  const ml = Math.round(unit === 'l' ? value * 1000 : unit === 'cl' ? value * 10 : value);
  return isBottleSize(ml) ? ml : null;
}

/** "Cabernet Sauvignon (60%) | Merlot (40%)", or "Syrah, Grenache": the blend, or null. */
export function parseVarieties(raw: string): BlendPart[] | null {
  const parts = raw.includes('|') ? raw.split('|') : raw.split(/[,;/]/);
  const blend: BlendPart[] = [];
  for (const part of parts) {
    const text = part.trim();
    if (text === '') continue;
    const match = /^(.*?)\s*\(\s*(\d+(?:[.,]\d+)?)\s*%\s*\)$/.exec(text);
    const name = (match ? match[1] : text)?.trim() ?? '';
    const pct = match ? Number((match[2] ?? '').replace(',', '.')) : null;
    if (name.length > 80 || (pct !== null && pct > 100)) return null;
    blend.push({ name, pct });
  }
  return blend.length > 20 ? null : blend;
}

/**
 * An ISO date-time as written (our backup: kept to the character), an ISO day, or a day written
 * d/m/y (m/d/y in CellarTracker's American export): an ISO string, or null.
 */
export function parseAddedDate(raw: string, monthFirst: boolean): string | null {
  const text = raw.trim();
  if (/^\d{4}-\d{2}-\d{2}T[\d:.]+(Z|[+-]\d{2}:?\d{2})$/.test(text)) {
    return Number.isNaN(Date.parse(text)) ? null : text;
  }
  let year: number;
  let month: number;
  let day: number;
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(text);
  const slashed = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(text);
  if (iso) [year, month, day] = [Number(iso[1]), Number(iso[2]), Number(iso[3])];
  else if (slashed) {
    const [first, second] = [Number(slashed[1]), Number(slashed[2])];
    year = Number(slashed[3]);
    [month, day] = monthFirst ? [first, second] : [second, first];
  } else return null;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return date.toISOString();
}

/** A yes/no cell: yes, true, 1, oui or no, false, 0, non; null when it is neither. */
export function parseYesNo(raw: string): boolean | null {
  const text = normalizeText(raw);
  if (['yes', 'y', 'true', '1', 'oui', 'o', 'vrai'].includes(text)) return true;
  if (['no', 'n', 'false', '0', 'non', 'faux'].includes(text)) return false;
  return null;
}

/** "13.5", "13,5 %": an alcohol percentage from 0 to 100, or null. */
export function parseAlcohol(raw: string): number | null {
  const text = raw.replace(/[\s%]/g, '').replace(',', '.');
  if (!/^\d+(\.\d+)?$/.test(text)) return null;
  const value = Number(text);
  return value <= 100 ? value : null;
}

/** CellarTracker writes 1001 for a non-vintage wine. */
const CELLARTRACKER_NV = '1001';

export interface ReadContext {
  shape: ImportShape;
  mapping: ImportMapping;
  categories: readonly Category[];
  /** Category cells the user mapped in the preview: normalised cell text to `main/sub` keys. */
  categoryChoices: Readonly<Record<string, string>>;
}

/**
 * CellarTracker tracks wine only: its Category (Dry, Sweet, Sparkling, Fortified) and Type give
 * the sub-category.
 */
function cellarTrackerCategory(raw: string, color: string, categories: readonly Category[]) {
  const proposal =
    proposeCategory(`${raw} ${color}`, categories) ?? proposeCategory('wine', categories);
  if (!proposal) return { mainCategory: '', subCategory: '' };
  const [mainCategory = '', subCategory = ''] = proposal.split('/');
  return { mainCategory, subCategory };
}

/** Reads one data row; `cells` as the file has them, `row` its 1-based number (header is 1). */
export function readImportRow(
  cells: readonly string[],
  row: number,
  context: ReadContext,
): { row: ImportRow } | { place: ImportPlace } | { errors: ImportRowError[] } {
  const errors: ImportRowError[] = [];
  const fail = (reason: ImportRowReason, field: ImportField, value: string, proposal?: string) => {
    errors.push({
      row,
      reason,
      field,
      value: value.slice(0, 80),
      ...(proposal ? { proposal } : {}),
    });
  };
  const cell = (field: ImportField): string => {
    const index = context.mapping[field];
    const raw = index === undefined ? '' : unneutralize(cells[index] ?? '').trim();
    const limit = TEXT_LIMITS[field] ?? 200;
    if (raw.length > limit) {
      fail('text-too-long', field, raw);
      return '';
    }
    return raw;
  };

  const quantityCell = cell('quantity');
  const quantity = quantityCell === '' ? 1 : Number(quantityCell);
  if (!Number.isInteger(quantity) || quantity < 0 || quantity > MAX_QUANTITY) {
    fail('bad-quantity', 'quantity', quantityCell);
  }

  const name = cell('name');
  // A row of no bottle and no wine, only a place: an empty location or bin (decision 0020).
  const location = cell('location');
  const bin = cell('binNumber');
  if (name === '' && quantity === 0 && location !== '' && errors.length === 0) {
    return { place: { row, location, bin } };
  }
  if (name === '') fail('missing-name', 'name', '');

  const flagCell = (field: ImportField, absent: boolean): boolean => {
    const text = cell(field);
    if (text === '') return absent;
    const value = parseYesNo(text);
    if (value === null) fail('bad-yes-no', field, text);
    return value ?? absent;
  };
  const vintageCell = cell('vintage');
  // The backup writes a blank vintage NV, as SPEC says, and says so in blankVintage.
  const blankVintage = flagCell('blankVintage', false);
  const vintage = blankVintage
    ? ''
    : normalizeVintage(
        context.shape === 'cellartracker' && vintageCell === CELLARTRACKER_NV ? 'NV' : vintageCell,
      );
  if (vintage === null) fail('bad-vintage', 'vintage', vintageCell);

  const sizeCell = cell('bottleSize');
  const bottleSize = sizeCell === '' ? 750 : parseBottleSize(sizeCell);
  if (bottleSize === null) fail('bad-size', 'bottleSize', sizeCell);

  const amount = (field: 'cost' | 'price', reason: 'bad-cost' | 'bad-price') => {
    const text = cell(field);
    if (text === '') return null;
    const value = parseAmount(text);
    if (value === null) fail(reason, field, text);
    return value;
  };
  const cost = amount('cost', 'bad-cost');
  const price = amount('price', 'bad-price');

  const barcodeCell = cell('barcode').replace(/[\s-]/g, '');
  const barcode = barcodeCell === '' ? null : canonicalBarcode(barcodeCell);
  if (barcodeCell !== '' && !BARCODE_PATTERN.test(barcodeCell))
    fail('bad-barcode', 'barcode', barcodeCell);

  const bottleIdCell = cell('bottleId');
  const bottleId = bottleIdCell === '' ? null : bottleIdCell;
  if (bottleId !== null && (!/^[\x21-\x7E]{1,128}$/.test(bottleId) || !isAddressableId(bottleId))) {
    fail('bad-bottle-id', 'bottleId', bottleId);
  }
  if (bottleId !== null && quantity !== 1) fail('bad-quantity', 'quantity', quantityCell);

  const dateCell = cell('addedDate');
  const addedDate =
    dateCell === '' ? null : parseAddedDate(dateCell, context.shape === 'cellartracker');
  if (dateCell !== '' && addedDate === null) fail('bad-date', 'addedDate', dateCell);

  const varietiesCell = cell('varieties');
  const varieties = parseVarieties(varietiesCell);
  if (varieties === null) fail('text-too-long', 'varieties', varietiesCell);
  const grainsCell = cell('grains');
  const grains = parseVarieties(grainsCell);
  if (grains === null) fail('text-too-long', 'grains', grainsCell);

  const alcoholCell = cell('alcoholPercentage');
  const alcoholPercentage = alcoholCell === '' ? null : parseAlcohol(alcoholCell);
  if (alcoholCell !== '' && alcoholPercentage === null) {
    fail('bad-alcohol', 'alcoholPercentage', alcoholCell);
  }

  const colorCell = cell('color');
  const typeCell = cell('type');
  const keyed = context.mapping.mainCategory !== undefined;
  // The backup's category keys (decision 0020), else a category cell read by name.
  const categoryCell = keyed
    ? [cell('mainCategory'), cell('subCategory')].filter((key) => key !== '').join('/')
    : cell('category');
  let category: { mainCategory: string; subCategory: string } | null;
  if (keyed) {
    const chosen = context.categoryChoices[normalizeText(categoryCell)];
    const [main = '', sub = ''] = (chosen ?? categoryCell).split('/');
    const known = context.categories.find((item) => item.key === main);
    category =
      main === '' || (known && (sub === '' || known.subcategories.some((s) => s.key === sub)))
        ? { mainCategory: main, subCategory: sub }
        : null;
  } else if (context.shape === 'cellartracker') {
    category = cellarTrackerCategory(categoryCell, colorCell, context.categories);
  } else {
    const chosen = context.categoryChoices[normalizeText(categoryCell)];
    const [main, sub] = chosen?.split('/') ?? [];
    const clues = {
      category: categoryCell,
      type: typeCell,
      name,
      color: colorCell,
      region: cell('region'),
      subregion: cell('subregion'),
      appellation: cell('appellation'),
    };
    // A backup of SPEC's 21 columns has no category: its profiles come back as they were.
    category =
      main !== undefined && sub !== undefined
        ? { mainCategory: main, subCategory: sub }
        : context.shape === 'generic'
          ? inferCategory(clues, context.categories)
          : resolveCategory(categoryCell, context.categories);
  }
  // A Type column often holds the colour (Red, White): it is the colour when no column is.
  const typeIsColor =
    colorCell === '' && typeCell !== '' && resolveCategory(typeCell, context.categories) === null;
  const color = typeIsColor ? typeCell : colorCell;
  if (category === null) {
    fail(
      'unknown-category',
      'category',
      categoryCell,
      proposeCategory(categoryCell, context.categories),
    );
  }

  const product: ImportedProduct = {
    id: cell('wineId') || null,
    name,
    producer: cell('producer'),
    country: cell('country'),
    region: cell('region'),
    subregion: cell('subregion'),
    appellation: cell('appellation'),
    color,
    supplier: cell('supplier'),
    mainCategory: category?.mainCategory ?? '',
    subCategory: category?.subCategory ?? '',
    varieties: varieties ?? [],
    barcode,
    style: cell('style'),
    classification: cell('classification'),
    regulatedDesignation: cell('regulatedDesignation'),
    grains: grains ?? [],
    alcoholPercentage,
    isPrivateImport: flagCell('privateImport', false),
    showOnMenu: flagCell('showOnMenu', true),
    defaultFormatId: cell('defaultFormatId') || null,
  };
  const formatId = cell('formatId') || null;
  const formatPrivateImport = flagCell('formatPrivateImport', false);
  const formatShowOnMenu = flagCell('formatShowOnMenu', true);
  const bottleNotes = cell('bottleNotes');
  const tastingNotes = cell('tastingNotes');
  if (errors.length > 0) return { errors };
  return {
    row: {
      row,
      product,
      // A file with format ids that leaves one blank on a row of no bottle: a profile alone.
      hasFormat: !(quantity === 0 && formatId === null && context.mapping.formatId !== undefined),
      formatId,
      formatPrivateImport,
      formatShowOnMenu,
      bottleNotes,
      vintage: vintage ?? '',
      bottleSize: bottleSize ?? 750,
      cost,
      price,
      tastingNotes,
      bottleId,
      location,
      bin,
      addedDate,
      quantity,
    },
  };
}
