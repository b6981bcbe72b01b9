import type { Format, Product } from './inventory.js';
import type { SearchFields } from './search-query.js';
import { normalizeText } from './text.js';

export interface NumberRange {
  min: number | null;
  max: number | null;
}

/** The dashboard filter panel (docs/product.md §2). Multi-value filters hold the values chosen. */
export interface InventoryFilters {
  mainCategory: string | null;
  producers: string[];
  countries: string[];
  regions: string[];
  subregions: string[];
  subCategories: string[];
  varieties: string[];
  /** Location ids; '' stands for Unassigned. */
  locations: string[];
  bottleSizes: number[];
  appellations: string[];
  styles: string[];
  grains: string[];
  vintage: NumberRange;
  price: NumberRange;
  cost: NumberRange;
  alcohol: NumberRange;
}

export type MultiValueFilter = {
  [K in keyof InventoryFilters]: InventoryFilters[K] extends Array<string | number> ? K : never;
}[keyof InventoryFilters];
export type RangeFilter = 'vintage' | 'price' | 'cost' | 'alcohol';

const noRange: NumberRange = { min: null, max: null };

export const EMPTY_FILTERS: InventoryFilters = {
  mainCategory: null,
  producers: [],
  countries: [],
  regions: [],
  subregions: [],
  subCategories: [],
  varieties: [],
  locations: [],
  bottleSizes: [],
  appellations: [],
  styles: [],
  grains: [],
  vintage: noRange,
  price: noRange,
  cost: noRange,
  alcohol: noRange,
};

/** Choosing a main category clears sub-category, variety, appellation, style and grains. */
export function setMainCategory(
  filters: InventoryFilters,
  mainCategory: string | null,
): InventoryFilters {
  return {
    ...filters,
    mainCategory,
    subCategories: [],
    varieties: [],
    appellations: [],
    styles: [],
    grains: [],
  };
}

/** Multi-value filters toggle a value in and out. */
export function toggleFilterValue<K extends MultiValueFilter>(
  filters: InventoryFilters,
  field: K,
  value: InventoryFilters[K][number],
): InventoryFilters {
  const current = filters[field] as Array<typeof value>;
  const next = current.includes(value)
    ? current.filter((item) => item !== value)
    : [...current, value];
  return { ...filters, [field]: next };
}

export function setRange(
  filters: InventoryFilters,
  field: RangeFilter,
  range: NumberRange,
): InventoryFilters {
  return { ...filters, [field]: range };
}

export type FilterTag =
  | { kind: 'mainCategory'; value: string }
  | { kind: 'value'; field: MultiValueFilter; value: string | number }
  | { kind: 'range'; field: RangeFilter; range: NumberRange };

/** The selected filters, as removable tags. */
export function activeFilterTags(filters: InventoryFilters): FilterTag[] {
  const tags: FilterTag[] = [];
  if (filters.mainCategory) tags.push({ kind: 'mainCategory', value: filters.mainCategory });
  for (const field of MULTI_VALUE_FIELDS) {
    for (const value of filters[field]) tags.push({ kind: 'value', field, value });
  }
  for (const field of RANGE_FIELDS) {
    const range = filters[field];
    if (range.min !== null || range.max !== null) tags.push({ kind: 'range', field, range });
  }
  return tags;
}

export function removeFilterTag(filters: InventoryFilters, tag: FilterTag): InventoryFilters {
  if (tag.kind === 'mainCategory') return setMainCategory(filters, null);
  if (tag.kind === 'range') return setRange(filters, tag.field, noRange);
  return toggleFilterValue(filters, tag.field, tag.value);
}

export function hasActiveFilters(filters: InventoryFilters): boolean {
  return activeFilterTags(filters).length > 0;
}

export const MULTI_VALUE_FIELDS: readonly MultiValueFilter[] = [
  'producers',
  'countries',
  'regions',
  'subregions',
  'subCategories',
  'varieties',
  'locations',
  'bottleSizes',
  'appellations',
  'styles',
  'grains',
];
export const RANGE_FIELDS: readonly RangeFilter[] = ['vintage', 'price', 'cost', 'alcohol'];

function inRange(value: number | null, range: NumberRange): boolean {
  if (range.min === null && range.max === null) return true;
  if (value === null || Number.isNaN(value)) return false;
  return (range.min === null || value >= range.min) && (range.max === null || value <= range.max);
}

/**
 * A product's text the filters compare, normalised. The dashboard's search index holds it for
 * every product already (its search documents), so a keystroke normalises only the filter values.
 */
export interface FilterDocument {
  fields: Pick<
    SearchFields,
    'producer' | 'country' | 'region' | 'subregion' | 'appellation' | 'style'
  >;
  /** Blend part names. */
  varieties: readonly string[];
  grains: readonly string[];
}

export function filterDocumentOf(product: Product): FilterDocument {
  return {
    fields: {
      producer: normalizeText(product.producer),
      country: normalizeText(product.country),
      region: normalizeText(product.region),
      subregion: normalizeText(product.subregion),
      appellation: normalizeText(product.appellation),
      style: normalizeText(product.style),
    },
    varieties: product.varieties.map((part) => normalizeText(part.name)),
    grains: product.grains.map((part) => normalizeText(part.name)),
  };
}

/**
 * The filters that look at the product itself, as a test of a product and its document. Values
 * compare with case and accents ignored.
 */
export function productFilter(
  filters: InventoryFilters,
): (product: Product, document: FilterDocument) => boolean {
  const norm = (values: readonly string[]) => values.map(normalizeText);
  const producers = norm(filters.producers);
  const countries = norm(filters.countries);
  const regions = norm(filters.regions);
  const subregions = norm(filters.subregions);
  const appellations = norm(filters.appellations);
  const styles = norm(filters.styles);
  const varieties = norm(filters.varieties);
  const grains = norm(filters.grains);
  const oneOf = (values: string[], value: string | undefined) =>
    values.length === 0 || values.includes(value ?? '');
  const anyOf = (values: string[], parts: readonly string[]) =>
    values.length === 0 || parts.some((part) => values.includes(part));
  return (product, document) =>
    (filters.mainCategory === null || product.mainCategory === filters.mainCategory) &&
    oneOf(producers, document.fields.producer) &&
    oneOf(countries, document.fields.country) &&
    oneOf(regions, document.fields.region) &&
    oneOf(subregions, document.fields.subregion) &&
    (filters.subCategories.length === 0 || filters.subCategories.includes(product.subCategory)) &&
    anyOf(varieties, document.varieties) &&
    anyOf(grains, document.grains) &&
    oneOf(appellations, document.fields.appellation) &&
    oneOf(styles, document.fields.style) &&
    inRange(product.alcoholPercentage, filters.alcohol);
}

export function productMatchesFilters(product: Product, filters: InventoryFilters): boolean {
  return productFilter(filters)(product, filterDocumentOf(product));
}

/** The filters that look at a format: vintage, size, price and cost. Bounds are inclusive. */
export function formatMatchesFilters(format: Format, filters: InventoryFilters): boolean {
  const year = Number.parseInt(format.vintage, 10);
  return (
    (filters.bottleSizes.length === 0 || filters.bottleSizes.includes(format.bottleSize)) &&
    inRange(Number.isNaN(year) ? null : year, filters.vintage) &&
    inRange(format.price, filters.price) &&
    inRange(format.cost ?? null, filters.cost)
  );
}

/** The location filter, for a bottle or a place the counts name. */
export function placeMatchesFilters(
  place: { locationId: string | null },
  filters: InventoryFilters,
): boolean {
  return filters.locations.length === 0 || filters.locations.includes(place.locationId ?? '');
}

export function usesFormatFilters(filters: InventoryFilters): boolean {
  return (
    filters.bottleSizes.length > 0 ||
    RANGE_FIELDS.some(
      (field) =>
        field !== 'alcohol' && (filters[field].min !== null || filters[field].max !== null),
    )
  );
}

/** Suggestions for a filter input: distinct values that contain what was typed (case and accents ignored). */
export function filterSuggestions(values: Iterable<string>, typed: string, limit = 20): string[] {
  const query = normalizeText(typed);
  const seen = new Map<string, string>();
  for (const value of values) {
    if (!value) continue;
    const key = normalizeText(value);
    if (!seen.has(key) && key.includes(query)) seen.set(key, value);
  }
  return [...seen.values()].sort((a, b) => a.localeCompare(b)).slice(0, limit);
}
