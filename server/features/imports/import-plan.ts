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
import { productIdentityKey, vintageKey } from '../../../domain/product-identity.js';
import type { Category } from '../../../domain/restaurant.js';
import { newId } from '../../db/new-id.js';
import { parameterChunks } from '../../db/parameter-chunks.js';
import type { Tx } from '../../live/writer.js';

/**
 * What an import would do, against the restaurant as it is (issue 19): which profiles and formats
 * it matches (SPEC's duplicate rule: same general information; vintage trimmed and lower-cased
 * and size) or creates, which locations, bins and colors it creates, which bottle ids already
 * exist, and which rows cannot be read. The preview shows it; the import computes it again in its
 * own transaction and writes it only when nothing is refused.
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
}
export interface PlannedBottle {
  id: string | null;
  formatId: string;
  location: string;
  bin: string;
  notes: string;
  addedDate: string | null;
}

export interface ImportPlan {
  shape: ImportShape;
  headers: string[];
  mapping: ImportMapping;
  rows: number;
  errors: ImportRowError[];
  /** Bottle ids of the file that are already bottles here: refused, named. */
  existingBottleIds: string[];
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

interface Existing {
  productsById: Map<string, string>;
  productsByKey: Map<string, string>;
  barcodes: Map<string, string>;
  formatsById: Map<string, { productId: string; key: string }>;
  formatsByKey: Map<string, string>;
  locationIds: Map<string, string>;
  bins: Set<string>;
  colors: Set<string>;
  categories: Category[];
}

const formatKey = (productId: string, vintage: string, size: number) =>
  `${productId}\u001f${vintageKey(vintage)}\u001f${size}`;
const binKey = (location: string, bin: string) => `${location}\u001f${bin}`;

async function readExisting(tx: Tx, restaurantId: string): Promise<Existing> {
  const products = await tx
    .selectFrom('products')
    .select(['id', 'identity_key', 'barcode'])
    .where('restaurant_id', '=', restaurantId)
    .execute();
  const formats = await tx
    .selectFrom('formats')
    .select(['id', 'product_id', 'vintage_key', 'bottle_size'])
    .where('restaurant_id', '=', restaurantId)
    .execute();
  const locations = await tx
    .selectFrom('locations')
    .select(['id', 'name'])
    .where('restaurant_id', '=', restaurantId)
    .execute();
  const bins = await tx
    .selectFrom('bins')
    .select(['location_id', 'name'])
    .where('restaurant_id', '=', restaurantId)
    .execute();
  const colors = await tx
    .selectFrom('colors')
    .select('name')
    .where('restaurant_id', '=', restaurantId)
    .execute();
  const categoryRows = await tx
    .selectFrom('categories')
    .select(['key', 'name_en', 'name_fr', 'position'])
    .where('restaurant_id', '=', restaurantId)
    .orderBy('position')
    .execute();
  const subRows = await tx
    .selectFrom('subcategories')
    .select(['category_key', 'key', 'name_en', 'name_fr'])
    .where('restaurant_id', '=', restaurantId)
    .execute();
  const locationNames = new Map(locations.map((row) => [row.id, row.name]));
  return {
    productsById: new Map(products.map((row) => [row.id, row.identity_key])),
    productsByKey: new Map(products.map((row) => [row.identity_key, row.id])),
    barcodes: new Map(
      products.flatMap((row) => (row.barcode === null ? [] : [[row.barcode, row.id] as const])),
    ),
    formatsById: new Map(
      formats.map((row) => [
        row.id,
        {
          productId: row.product_id,
          key: `${row.product_id}\u001f${row.vintage_key}\u001f${row.bottle_size}`,
        },
      ]),
    ),
    formatsByKey: new Map(
      formats.map((row) => [
        `${row.product_id}\u001f${row.vintage_key}\u001f${row.bottle_size}`,
        row.id,
      ]),
    ),
    locationIds: new Map(locations.map((row) => [row.name, row.id])),
    bins: new Set(bins.map((row) => binKey(locationNames.get(row.location_id) ?? '', row.name))),
    colors: new Set(colors.map((row) => row.name)),
    categories: categoryRows.map((row) => ({
      key: row.key,
      en: row.name_en,
      fr: row.name_fr,
      position: row.position,
      subcategories: subRows
        .filter((sub) => sub.category_key === row.key)
        .map((sub) => ({ key: sub.key, en: sub.name_en, fr: sub.name_fr })),
    })),
  };
}

async function existingBottleIds(
  tx: Tx,
  restaurantId: string,
  ids: readonly string[],
): Promise<string[]> {
  const found: string[] = [];
  for (const part of parameterChunks(ids)) {
    const rows = await tx
      .selectFrom('bottles')
      .select('id')
      .where('restaurant_id', '=', restaurantId)
      .where('id', 'in', part)
      .execute();
    for (const row of rows) found.push(row.id);
  }
  return found;
}

export async function planImport(
  tx: Tx,
  restaurantId: string,
  table: readonly string[][],
  request: PlanRequest,
): Promise<ImportPlan> {
  const headers = table[0] ?? [];
  const recognised = recogniseShape(headers);
  const mapping =
    recognised.shape === 'generic' && request.mapping ? request.mapping : recognised.mapping;
  const existing = await readExisting(tx, restaurantId);
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
    existingBottleIds: await existingBottleIds(tx, restaurantId, [...seenIds]),
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
