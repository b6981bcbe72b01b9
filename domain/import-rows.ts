import { BARCODE_PATTERN, canonicalBarcode } from './barcode.js';
import { normalizeVintage } from './format-rules.js';
import { inferCategory, proposeCategory, resolveCategory } from './import-category.js';
import {
  parseAddedDate,
  parseAlcohol,
  parseAmount,
  parseBottleSize,
  parseVarieties,
  parseYesNo,
  unneutralize,
} from './import-cells.js';
import { readOpenCells, readWeightCells } from './import-open-cells.js';
import type { ImportField, ImportMapping, ImportShape } from './import-shapes.js';
import type { Product } from './inventory.js';
import { isAddressableId } from './inventory-commands.js';
import type { OpenState } from './open-bottles.js';
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
  /** An open bottle's columns that say no open bottle (decision 0044). */
  'bad-open-state',
  /** A format's full or empty weight that is no weight, or a full one not above the empty. */
  'bad-weight',
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
  /** The bottle's open state (a row of one bottle); null: closed. */
  open: OpenState | null;
  fullWeightGrams: number | null;
  emptyWeightGrams: number | null;
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
  const open = readOpenCells(cell, fail, quantity === 1);
  const weights = readWeightCells(cell, fail);
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
      open,
      ...weights,
    },
  };
}
