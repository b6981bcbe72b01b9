import { type ImportPreview, MAX_LISTED } from '../../../domain/import-api.js';
import {
  type ImportedProduct,
  type ImportPlace,
  type ImportRow,
  type ImportRowError,
  readImportRow,
} from '../../../domain/import-rows.js';
import type { ImportMapping, ImportShape } from '../../../domain/import-shapes.js';
import { recogniseShape } from '../../../domain/import-shapes.js';
import { locationNameKey } from '../../../domain/location-names.js';
import type { OpenState } from '../../../domain/open-bottles.js';
import { productIdentityKey, vintageKey } from '../../../domain/product-identity.js';
import type { Category } from '../../../domain/restaurant.js';
import { newId } from '../../db/new-id.js';
import { binKey, type PlanBasis } from './plan-basis.js';

/**
 * What an import would do, against the restaurant as it is: which profiles and formats
 * it matches (SPEC's duplicate rule: same general information; vintage trimmed and lower-cased
 * and size) or creates, which locations, bins and colors it creates, which bottle ids already
 * exist, and which rows cannot be read. The preview shows it; the import plans again and writes
 * it only while the restaurant is still as the plan read it and nothing is refused.
 */

export interface PlannedProduct extends ImportedProduct {
  id: string;
}
export interface PlannedFormat {
  id: string;
  productId: string;
  vintage: string;
  bottleSize: number;
  cost: number | null;
  price: number | null;
  tastingNotes: string;
  isPrivateImport: boolean;
  showOnMenu: boolean;
  /** Present, both, only on a weighed format, as the inventory answers it. */
  fullWeightGrams?: number | null;
  emptyWeightGrams?: number | null;
}
export interface PlannedBottle {
  id: string | null;
  formatId: string;
  location: string;
  bin: string;
  notes: string;
  addedDate: string | null;
  /** The row's cost: what this bottle cost (a backup writes each bottle's own); null: its format's. */
  cost?: number | null;
  /** Its open state, from a backup's row of one bottle; null: closed. */
  open?: OpenState | null;
}

export interface ImportPlan {
  shape: ImportShape;
  headers: string[];
  mapping: ImportMapping;
  rows: number;
  errors: ImportRowError[];
  /** Bottle ids of the file that are already bottles here: refused, named. */
  existingBottleIds: string[];
  /** Every bottle id the file names, once. */
  fileBottleIds: string[];
  newProducts: PlannedProduct[];
  matchedProducts: number;
  newFormats: PlannedFormat[];
  matchedFormats: number;
  bottles: PlannedBottle[];
  /** Location names to create; bins to create as [location name, bin]. */
  newLocations: string[];
  newBins: Array<[string, string]>;
  newColors: string[];
  /** Names and ids of the locations that exist. */
  locationIds: Map<string, string>;
  /** Rows per category as read or inferred (`main/sub` keys), before the user's changes. */
  categoryGroups: Array<{ category: string; rows: number }>;
}

export interface PlanRequest {
  mapping?: ImportMapping;
  categoryChoices?: Record<string, string>;
  /** A group's `main/sub` keys to the `main/sub` keys its rows get instead. */
  groupChoices?: Record<string, string>;
}

const formatKey = (productId: string, vintage: string, size: number) =>
  `${productId}\u001f${vintageKey(vintage)}\u001f${size}`;

/**
 * Plans a file's rows against the restaurant as read (pure work, run in the parse worker): all
 * but which of the file's bottle ids already exist, which the caller asks the database
 * (`fileBottleIds`).
 */
export function planRows(
  table: readonly string[][],
  existing: PlanBasis,
  request: PlanRequest,
): ImportPlan {
  const headers = table[0] ?? [];
  const recognised = recogniseShape(headers);
  const mapping =
    recognised.shape === 'generic' && request.mapping ? request.mapping : recognised.mapping;
  const context = {
    shape: recognised.shape,
    mapping,
    categories: existing.categories,
    categoryChoices: request.categoryChoices ?? {},
  };

  const errors: ImportRowError[] = [];
  const rows: ImportRow[] = [];
  const places: ImportPlace[] = [];
  const seenIds = new Set<string>();
  for (let index = 1; index < table.length; index++) {
    const result = readImportRow(table[index] ?? [], index + 1, context);
    if ('errors' in result) {
      errors.push(...result.errors);
      continue;
    }
    if ('place' in result) {
      places.push(result.place);
      continue;
    }
    const id = result.row.bottleId;
    if (id !== null && seenIds.has(id)) {
      errors.push({ row: index + 1, reason: 'repeated-bottle-id', field: 'bottleId', value: id });
      continue;
    }
    if (id !== null) seenIds.add(id);
    rows.push(result.row);
  }
  const categoryGroups = regroup(rows, errors, existing.categories, request.groupChoices ?? {});

  // Profiles: by the file's wine id when it is one of ours, else by general information.
  const productIdsTaken = new Set(existing.productsById.keys());
  const plannedByFileId = new Map<string, string>();
  const plannedByKey = new Map<string, string>();
  const newProducts: PlannedProduct[] = [];
  const barcodeOwners = new Map(existing.barcodes);
  let matchedProducts = 0;
  const matchedIds = new Set<string>();
  const productOf = (row: ImportRow): string | null => {
    const fileId = row.product.id;
    if (fileId !== null) {
      const planned = plannedByFileId.get(fileId);
      if (planned !== undefined) return planned;
    }
    const key = productIdentityKey(row.product);
    // Two wine ids of one file were two profiles where it came from: they stay two, even when
    // they differ only in what the duplicate rule leaves out (decision 0020).
    let id =
      (fileId !== null && existing.productsById.has(fileId) ? fileId : undefined) ??
      existing.productsByKey.get(key) ??
      (fileId === null ? plannedByKey.get(key) : undefined);
    if (id === undefined) {
      id = fileId !== null && !productIdsTaken.has(fileId) ? fileId : newId();
      productIdsTaken.add(id);
      const barcode = row.product.barcode;
      if (barcode !== null && barcodeOwners.has(barcode)) {
        errors.push({
          row: row.row,
          reason: 'barcode-on-two-wines',
          field: 'barcode',
          value: barcode,
        });
        return null;
      }
      if (barcode !== null) barcodeOwners.set(barcode, id);
      newProducts.push({ ...row.product, id });
    } else if (!matchedIds.has(id) && existing.productsById.has(id)) {
      matchedIds.add(id);
      matchedProducts++;
    }
    if (!plannedByKey.has(key)) plannedByKey.set(key, id);
    if (fileId !== null) plannedByFileId.set(fileId, id);
    return id;
  };

  const formatIdsTaken = new Set(existing.formatsById.keys());
  const plannedFormats = new Map<string, string>();
  /** The file's format ids and the formats they became here (new or matched). */
  const formatOfFileId = new Map<string, string>();
  const newFormats: PlannedFormat[] = [];
  const matchedFormatIds = new Set<string>();
  const formatOf = (row: ImportRow, productId: string): string => {
    const fileId = row.formatId;
    const planned = fileId === null ? undefined : formatOfFileId.get(fileId);
    if (planned !== undefined) return planned;
    const key = formatKey(productId, row.vintage, row.bottleSize);
    const known = existing.formatsByKey.get(key);
    // As for profiles, two format ids of one file stay two formats.
    const id = known ?? (fileId === null ? plannedFormats.get(key) : undefined);
    if (id !== undefined) {
      if (known !== undefined) matchedFormatIds.add(known);
      if (fileId !== null) formatOfFileId.set(fileId, id);
      return id;
    }
    const created = fileId !== null && !formatIdsTaken.has(fileId) ? fileId : newId();
    formatIdsTaken.add(created);
    if (!plannedFormats.has(key)) plannedFormats.set(key, created);
    if (fileId !== null) formatOfFileId.set(fileId, created);
    newFormats.push({
      id: created,
      productId,
      vintage: row.vintage,
      bottleSize: row.bottleSize,
      cost: row.cost,
      price: row.price,
      tastingNotes: row.tastingNotes,
      isPrivateImport: row.formatPrivateImport,
      showOnMenu: row.formatShowOnMenu,
      ...((row.fullWeightGrams !== null || row.emptyWeightGrams !== null) && {
        fullWeightGrams: row.fullWeightGrams,
        emptyWeightGrams: row.emptyWeightGrams,
      }),
    });
    return created;
  };

  const bottles: PlannedBottle[] = [];
  const newLocations = new Set<string>();
  const newBins = new Map<string, [string, string]>();
  const newColors = new Set<string>();
  // A location named with other capitals than one the restaurant has, or than the file's first
  // spelling of it, is that location (domain/location-names.ts): `cellar` fills `Cellar`.
  const spellings = new Map<string, string>();
  for (const name of existing.locationIds.keys())
    if (!spellings.has(locationNameKey(name))) spellings.set(locationNameKey(name), name);
  const spelled = (location: string) => {
    if (location === '') return location;
    const known = spellings.get(locationNameKey(location));
    if (known !== undefined) return known;
    spellings.set(locationNameKey(location), location);
    return location;
  };
  const addPlace = (location: string, bin: string) => {
    if (location !== '' && !existing.locationIds.has(location)) newLocations.add(location);
    if (location !== '' && bin !== '' && !existing.bins.has(binKey(location, bin))) {
      newBins.set(binKey(location, bin), [location, bin]);
    }
  };
  for (const place of places) addPlace(spelled(place.location), place.bin);
  for (const row of rows) {
    const productId = productOf(row);
    if (productId === null) continue;
    if (row.product.color !== '' && !existing.colors.has(row.product.color)) {
      newColors.add(row.product.color);
    }
    if (!row.hasFormat) continue;
    const formatId = formatOf(row, productId);
    const location = spelled(row.location);
    addPlace(location, row.bin);
    for (let count = 0; count < row.quantity; count++) {
      bottles.push({
        id: row.bottleId,
        formatId,
        location,
        // A bottle is placed in a bin only within a location (docs/product.md §3).
        bin: location === '' ? '' : row.bin,
        notes: row.bottleNotes,
        addedDate: row.addedDate,
        cost: row.cost,
        open: row.open,
      });
    }
  }
  // A profile's default format, named by the file's format id, is what that id became here.
  const productOfFormat = new Map(newFormats.map((format) => [format.id, format.productId]));
  for (const product of newProducts) {
    const fileDefault = product.defaultFormatId;
    const formatId = fileDefault === null ? undefined : formatOfFileId.get(fileDefault);
    const belongs = formatId !== undefined && productOfFormat.get(formatId) === product.id;
    product.defaultFormatId = belongs ? formatId : null;
  }

  errors.sort((a, b) => a.row - b.row);
  return {
    shape: recognised.shape,
    headers,
    mapping,
    rows: table.length - 1,
    errors,
    existingBottleIds: [],
    fileBottleIds: [...seenIds],
    newProducts,
    matchedProducts,
    newFormats,
    matchedFormats: matchedFormatIds.size,
    bottles,
    newLocations: [...newLocations],
    newBins: [...newBins.values()],
    newColors: [...newColors],
    locationIds: existing.locationIds,
    categoryGroups,
  };
}

/**
 * Counts the rows of each category as read or inferred, then gives each group the user changed
 * its new category; a change to a sub-category this restaurant does not have refuses the row.
 */
function regroup(
  rows: readonly ImportRow[],
  errors: ImportRowError[],
  categories: readonly Category[],
  choices: Readonly<Record<string, string>>,
): Array<{ category: string; rows: number }> {
  const counts = new Map<string, number>();
  for (const row of rows) {
    const group = `${row.product.mainCategory}/${row.product.subCategory}`;
    counts.set(group, (counts.get(group) ?? 0) + 1);
    const chosen = choices[group];
    if (chosen === undefined || chosen === group) continue;
    const [main = '', sub = ''] = chosen.split('/');
    const known = categories
      .find((category) => category.key === main)
      ?.subcategories.some((item) => item.key === sub);
    if (!known) {
      errors.push({ row: row.row, reason: 'unknown-category', field: 'category', value: chosen });
      continue;
    }
    row.product.mainCategory = main;
    row.product.subCategory = sub;
  }
  return [...counts].map(([category, count]) => ({ category, rows: count }));
}

/** What the preview says of a plan (the sheets and an earlier import of the file aside). */
export type PlanPreview = Omit<ImportPreview, 'sheets' | 'alreadyImported'>;

export function previewOf(plan: ImportPlan): PlanPreview {
  return {
    shape: plan.shape,
    headers: plan.headers,
    mapping: plan.mapping,
    rows: plan.rows,
    bottles: plan.bottles.length,
    products: { created: plan.newProducts.length, matched: plan.matchedProducts },
    formats: { created: plan.newFormats.length, matched: plan.matchedFormats },
    locations: plan.newLocations,
    bins: plan.newBins.length,
    colors: plan.newColors,
    existingBottleIds: plan.existingBottleIds.slice(0, MAX_LISTED),
    existingBottleCount: plan.existingBottleIds.length,
    errors: plan.errors.slice(0, MAX_LISTED),
    errorCount: plan.errors.length,
    categoryGroups: plan.categoryGroups,
  };
}
