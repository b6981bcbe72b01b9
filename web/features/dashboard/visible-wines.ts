import { bottlesIn, type PlaceCount } from '../../../domain/bottle-counts.js';
import type { DashboardView } from '../../../domain/format-choice.js';
import type { Format } from '../../../domain/inventory.js';
import {
  formatMatchesFilters,
  hasActiveFilters,
  type InventoryFilters,
  placeMatchesFilters,
  productFilter,
  usesFormatFilters,
} from '../../../domain/inventory-filters.js';
import { matchesSearch, type ParsedSearch, parseSearch } from '../../../domain/search-query.js';
import { normalizeText } from '../../../domain/text.js';
import type { InventoryIndex, VisibleFormat, VisibleWine } from './inventory-index.js';

export type { VisibleWine } from './inventory-index.js';

/** Search tokens that name a format or a place narrow the formats and their bottles too. */
function searchNarrowing(search: ParsedSearch) {
  const of = (key: string) =>
    search.fields.filter((field) => field.key === key).map((f) => f.value);
  return { vintage: of('vintage'), size: of('size'), bin: of('bin'), location: of('location') };
}

/**
 * The wines the main area lists, sorted by name, each with the formats to show (newest vintage
 * first) and bottle counts. Bottle and inventory views keep only formats and wines with bottles;
 * format filters (vintage, size, price, cost) and location filters restrict formats and the
 * places whose bottles are counted.
 * Without those, the index's prepared entries are returned as they are (no allocation per wine,
 * and the same objects from one keystroke to the next, which memoized rows rely on).
 */
export function visibleWines(
  index: InventoryIndex,
  query: string | ParsedSearch,
  filters: InventoryFilters,
  view: DashboardView,
): VisibleWine[] {
  const search = typeof query === 'string' ? parseSearch(query) : query;
  const formatFilters = usesFormatFilters(filters);
  const locationFilter = filters.locations.length > 0;
  const narrow = searchNarrowing(search);
  const narrowsBottles = narrow.bin.length > 0 || narrow.location.length > 0;
  const narrowsFormats = narrow.vintage.length > 0 || narrow.size.length > 0;
  const prepared = !formatFilters && !locationFilter && !narrowsBottles && !narrowsFormats;
  const withBottlesOnly = view !== 'profile' || locationFilter || narrowsBottles;
  const filtering = hasActiveFilters(filters);
  const passes = filtering ? productFilter(filters) : () => true;
  // Without a query or filter the search documents are not read: they are built lazily (in idle
  // time once the wines are on screen), and building 5,000 of them would delay the first paint.
  const everything = !filtering && search.terms.length === 0 && search.fields.length === 0;
  const result: VisibleWine[] = [];

  for (const entry of index.entries) {
    const { product } = entry;
    if (
      !everything &&
      (!matchesSearch(entry.document, search) || !passes(product, entry.document))
    ) {
      continue;
    }
    if (prepared) {
      const wine = withBottlesOnly ? entry.stocked : entry.all;
      if (wine) result.push(wine);
      continue;
    }
    const formats: VisibleFormat[] = [];
    let count = 0;
    for (const item of entry.all.formats) {
      const { format } = item;
      if (formatFilters && !formatMatchesFilters(format, filters)) continue;
      if (narrowsFormats && !formatMatchesSearch(format, narrow)) continue;
      let shown = item;
      if (locationFilter || narrowsBottles) {
        const places = item.places.filter(
          (place) =>
            placeMatchesFilters(place, filters) && placeMatchesSearch(place, index, narrow),
        );
        shown = { format, places, count: bottlesIn(places) };
      }
      if (withBottlesOnly && shown.count === 0) continue;
      formats.push(shown);
      count += shown.count;
    }
    if (formats.length === 0) continue;
    result.push({ product, formats, count });
  }
  return result;
}

function formatMatchesSearch(format: Format, narrow: ReturnType<typeof searchNarrowing>) {
  const vintage = normalizeText(format.vintage);
  const size = String(format.bottleSize);
  return (
    narrow.vintage.every((value) => vintage.includes(value)) &&
    narrow.size.every((value) => size.includes(value))
  );
}

function placeMatchesSearch(
  place: PlaceCount,
  index: InventoryIndex,
  narrow: ReturnType<typeof searchNarrowing>,
) {
  if (narrow.bin.length > 0) {
    const bin = normalizeText(place.bin);
    if (!narrow.bin.every((value) => bin.includes(value))) return false;
  }
  if (narrow.location.length > 0) {
    const location = place.locationId ? index.locations.get(place.locationId) : undefined;
    const name = normalizeText(location?.name ?? '');
    if (!narrow.location.every((value) => name.includes(value))) return false;
  }
  return true;
}

export type Suggestion =
  | { kind: 'wine'; productId: string; label: string; detail: string }
  | { kind: 'text'; label: string; detail: 'producer' | 'region' };

/** A producer or region suggested once, however many wines name it. */
function addText(
  texts: Map<string, Suggestion>,
  detail: 'producer' | 'region',
  label: string,
  normalized: string,
): void {
  const key = `${detail}:${normalized}`;
  if (!texts.has(key)) texts.set(key, { kind: 'text', label, detail });
}

/**
 * Search suggestions for what was typed (2+ characters): wines whose name contains it, then
 * producers and regions that contain it. Case and accents are ignored.
 */
export function searchSuggestions(index: InventoryIndex, typed: string, limit = 8): Suggestion[] {
  const query = normalizeText(typed);
  if (query.length === 0) return [];
  const wines: Suggestion[] = [];
  const texts = new Map<string, Suggestion>();
  for (const productId of index.productOrder) {
    const product = index.products.get(productId);
    if (!product) continue;
    if (wines.length < limit && index.normalizedNames.get(productId)?.includes(query)) {
      wines.push({ kind: 'wine', productId, label: product.name, detail: product.producer });
    }
    const fields = index.documents.get(productId)?.fields;
    // A key is made only for a match: this runs over every wine on each keystroke.
    const producer = fields?.producer ?? '';
    if (product.producer && producer.includes(query)) {
      addText(texts, 'producer', product.producer, producer);
    }
    const region = fields?.region ?? '';
    if (product.region && region.includes(query)) addText(texts, 'region', product.region, region);
    if (wines.length >= limit && texts.size >= limit) break;
  }
  const rest = [...texts.values()].slice(0, Math.max(3, limit - wines.length));
  return [...wines, ...rest].slice(0, limit + 3);
}
