import { compareFormatsNewestFirst } from '../../../domain/format-choice.js';
import type { Bottle, Format, Product } from '../../../domain/inventory.js';
import { isManualBottleId } from '../../../domain/inventory.js';
import type { Category, Location } from '../../../domain/restaurant.js';
import type { SearchDocument, SearchKey } from '../../../domain/search-query.js';
import { normalizeText } from '../../../domain/text.js';
import type { LiveData } from '../../lib/live-store.js';

/** One wine's searchable text, by field, plus everything joined for free words. */
export interface IndexedDocument {
  fields: SearchDocument;
  all: string;
  /** Normalised blend names, for the variety and grain filters. */
  varieties: string[];
  grains: string[];
}

/** A format with the bottles the main area shows for it. */
export interface VisibleFormat {
  format: Format;
  bottles: readonly Bottle[];
}

/** A wine as the main area lists it: the formats shown (newest first) and their bottle count. */
export interface VisibleWine {
  product: Product;
  formats: readonly VisibleFormat[];
  count: number;
}

/** A wine prepared once per change: what a keystroke without format filters shows as is. */
export interface WineEntry {
  product: Product;
  document: IndexedDocument;
  /** Every format (profile view). */
  all: VisibleWine;
  /** Only formats with bottles (bottle and inventory views); null when it has none. */
  stocked: VisibleWine | null;
}

/** Distinct raw values the filter panel suggests (SPEC.md §2, Filter panel). */
export interface DistinctValues {
  producers: string[];
  countries: string[];
  regions: string[];
  subregions: string[];
  varieties: string[];
  grains: string[];
  appellations: string[];
  styles: string[];
  bottleSizes: number[];
  /** Sub-category keys some product uses. */
  subCategories: Set<string>;
}

/** Everything the dashboard derives from LiveData once, so a keystroke only filters. */
export interface InventoryIndex {
  products: ReadonlyMap<string, Product>;
  locations: ReadonlyMap<string, Location>;
  categories: ReadonlyMap<string, Category>;
  /** Product ids sorted by name (locale-aware, numeric). */
  wineOrder: readonly string[];
  /** A wine's formats, newest vintage first. */
  formatsByWine: ReadonlyMap<string, readonly Format[]>;
  bottlesByFormat: ReadonlyMap<string, readonly Bottle[]>;
  bottlesPerWine: ReadonlyMap<string, number>;
  documents: ReadonlyMap<string, IndexedDocument>;
  /** Wines in name order, ready to show. */
  entries: readonly WineEntry[];
  /** Normalised names, producers and regions, for search suggestions. */
  normalizedNames: ReadonlyMap<string, string>;
  distinct: DistinctValues;
  manualCount: number;
  unassignedCount: number;
}

const EMPTY: readonly never[] = [];
const nameCollator = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });

/** Caches a derivation on its first input Map, and reuses it while the other inputs are the same. */
function memo<K extends object, D extends readonly unknown[], V>(
  compute: (key: K, ...deps: D) => V,
): (key: K, ...deps: D) => V {
  const cache = new WeakMap<K, { deps: D; value: V }>();
  return (key, ...deps) => {
    const hit = cache.get(key);
    if (hit && hit.deps.length === deps.length && hit.deps.every((dep, i) => dep === deps[i])) {
      return hit.value;
    }
    const value = compute(key, ...deps);
    cache.set(key, { deps, value });
    return value;
  };
}

interface BottleFacts {
  byFormat: Map<string, Bottle[]>;
  manualCount: number;
  unassignedCount: number;
}

const bottleFacts = memo((bottles: ReadonlyMap<string, Bottle>): BottleFacts => {
  const byFormat = new Map<string, Bottle[]>();
  let manualCount = 0;
  let unassignedCount = 0;
  for (const bottle of bottles.values()) {
    const list = byFormat.get(bottle.formatId);
    if (list) list.push(bottle);
    else byFormat.set(bottle.formatId, [bottle]);
    if (isManualBottleId(bottle.id)) manualCount++;
    if (!bottle.locationId) unassignedCount++;
  }
  for (const list of byFormat.values())
    list.sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  return { byFormat, manualCount, unassignedCount };
});

const formatsByWineOf = memo((formats: ReadonlyMap<string, Format>) => {
  const byWine = new Map<string, Format[]>();
  for (const format of formats.values()) {
    const list = byWine.get(format.wineId);
    if (list) list.push(format);
    else byWine.set(format.wineId, [format]);
  }
  for (const list of byWine.values()) list.sort(compareFormatsNewestFirst);
  return byWine;
});

const wineOrderOf = memo((products: ReadonlyMap<string, Product>) =>
  [...products.values()]
    .sort((a, b) => nameCollator.compare(a.name, b.name) || a.id.localeCompare(b.id))
    .map((product) => product.id),
);

const bottlesPerWineOf = memo(
  (byWine: ReadonlyMap<string, readonly Format[]>, byFormat: ReadonlyMap<string, Bottle[]>) => {
    const counts = new Map<string, number>();
    for (const [wineId, formats] of byWine) {
      let count = 0;
      for (const format of formats) count += byFormat.get(format.id)?.length ?? 0;
      counts.set(wineId, count);
    }
    return counts;
  },
);

function categoryText(product: Product, categories: ReadonlyMap<string, Category>): string {
  const category = categories.get(product.mainCategory);
  if (!category) return '';
  const sub = category.subcategories.find((item) => item.key === product.subCategory);
  return [category.en, category.fr, sub?.en, sub?.fr].filter(Boolean).join(' ');
}

type ProductFields = Omit<
  Record<SearchKey, string>,
  'vintage' | 'location' | 'bin' | 'size' | 'id'
>;
interface ProductPart {
  categories: ReadonlyMap<string, Category>;
  fields: ProductFields;
  varieties: string[];
  grains: string[];
}

/** The normalised text of a product itself, cached per product object (replaced when it changes). */
const productParts = new WeakMap<Product, ProductPart>();

function productPart(product: Product, categories: ReadonlyMap<string, Category>): ProductPart {
  const hit = productParts.get(product);
  if (hit && hit.categories === categories) return hit;
  const varieties = product.varieties.map((part) => normalizeText(part.name));
  const grains = product.grains.map((part) => normalizeText(part.name));
  const part: ProductPart = {
    categories,
    fields: {
      name: normalizeText(product.name),
      producer: normalizeText(product.producer),
      country: normalizeText(product.country),
      region: normalizeText(product.region),
      subregion: normalizeText(product.subregion),
      appellation: normalizeText(product.appellation),
      color: normalizeText(product.color),
      category: normalizeText(categoryText(product, categories)),
      variety: [...new Set([...varieties, ...grains])].filter(Boolean).join(' '),
      barcode: normalizeText(product.barcode ?? ''),
      supplier: normalizeText(product.supplier),
      style: normalizeText(product.style),
    },
    varieties,
    grains,
  };
  productParts.set(product, part);
  return part;
}

/** normalizeText for values that repeat a lot (bins, vintages, location names). */
function cachedNormalizer() {
  const cache = new Map<string, string>();
  return (value: string) => {
    let normalized = cache.get(value);
    if (normalized === undefined) {
      normalized = normalizeText(value);
      cache.set(value, normalized);
    }
    return normalized;
  };
}

function distinctJoined(values: Iterable<string>): string {
  return [...new Set(values)].filter(Boolean).join(' ');
}

function documentOf(
  product: Product,
  formats: readonly Format[],
  byFormat: ReadonlyMap<string, readonly Bottle[]>,
  locationNames: ReadonlyMap<string, string>,
  categories: ReadonlyMap<string, Category>,
  normalize: (value: string) => string,
): IndexedDocument {
  const part = productPart(product, categories);
  const locations: string[] = [];
  const bins: string[] = [];
  const ids: string[] = [product.id];
  for (const format of formats) {
    ids.push(format.id);
    for (const bottle of byFormat.get(format.id) ?? EMPTY) {
      ids.push(bottle.id);
      if (bottle.locationId) locations.push(locationNames.get(bottle.locationId) ?? '');
      if (bottle.binNumber) bins.push(normalize(bottle.binNumber));
    }
  }
  const fields: Record<SearchKey, string> = {
    ...part.fields,
    vintage: distinctJoined(formats.map((format) => normalize(format.vintage))),
    location: distinctJoined(locations),
    bin: distinctJoined(bins),
    size: distinctJoined(formats.map((format) => String(format.bottleSize))),
    id: ids.join(' ').toLowerCase(),
  };
  return {
    fields,
    all: Object.values(fields).join('\u001f'),
    varieties: part.varieties,
    grains: part.grains,
  };
}

const documentsOf = memo(
  (
    products: ReadonlyMap<string, Product>,
    byWine: ReadonlyMap<string, readonly Format[]>,
    byFormat: ReadonlyMap<string, readonly Bottle[]>,
    locations: ReadonlyMap<string, Location>,
    categories: ReadonlyMap<string, Category>,
  ) => {
    const documents = new Map<string, IndexedDocument>();
    const normalize = cachedNormalizer();
    const locationNames = new Map<string, string>();
    for (const location of locations.values()) {
      locationNames.set(location.id, normalizeText(location.name));
    }
    for (const product of products.values()) {
      const formats = byWine.get(product.id) ?? EMPTY;
      documents.set(
        product.id,
        documentOf(product, formats, byFormat, locationNames, categories, normalize),
      );
    }
    return documents;
  },
);

const normalizedNamesOf = memo((products: ReadonlyMap<string, Product>) => {
  const names = new Map<string, string>();
  for (const product of products.values()) names.set(product.id, normalizeText(product.name));
  return names;
});

const sortedText = (values: Set<string>) =>
  [...values].filter(Boolean).sort((a, b) => nameCollator.compare(a, b));

const distinctOf = memo(
  (products: ReadonlyMap<string, Product>, formats: ReadonlyMap<string, Format>) => {
    const sets = {
      producers: new Set<string>(),
      countries: new Set<string>(),
      regions: new Set<string>(),
      subregions: new Set<string>(),
      varieties: new Set<string>(),
      grains: new Set<string>(),
      appellations: new Set<string>(),
      styles: new Set<string>(),
    };
    const subCategories = new Set<string>();
    for (const product of products.values()) {
      sets.producers.add(product.producer);
      sets.countries.add(product.country);
      sets.regions.add(product.region);
      sets.subregions.add(product.subregion);
      sets.appellations.add(product.appellation);
      sets.styles.add(product.style);
      for (const part of product.varieties) sets.varieties.add(part.name);
      for (const part of product.grains) sets.grains.add(part.name);
      if (product.subCategory) subCategories.add(product.subCategory);
    }
    const sizes = new Set<number>();
    for (const format of formats.values()) sizes.add(format.bottleSize);
    return {
      producers: sortedText(sets.producers),
      countries: sortedText(sets.countries),
      regions: sortedText(sets.regions),
      subregions: sortedText(sets.subregions),
      varieties: sortedText(sets.varieties),
      grains: sortedText(sets.grains),
      appellations: sortedText(sets.appellations),
      styles: sortedText(sets.styles),
      bottleSizes: [...sizes].sort((a, b) => a - b),
      subCategories,
    } satisfies DistinctValues;
  },
);

const entriesOf = memo(
  (
    order: readonly string[],
    products: ReadonlyMap<string, Product>,
    documents: ReadonlyMap<string, IndexedDocument>,
    byWine: ReadonlyMap<string, readonly Format[]>,
    byFormat: ReadonlyMap<string, readonly Bottle[]>,
  ) => {
    const entries: WineEntry[] = [];
    for (const wineId of order) {
      const product = products.get(wineId);
      const document = documents.get(wineId);
      if (!product || !document) continue;
      const formats = (byWine.get(wineId) ?? EMPTY).map((format) => ({
        format,
        bottles: byFormat.get(format.id) ?? EMPTY,
      }));
      const stockedFormats = formats.filter((item) => item.bottles.length > 0);
      const count = stockedFormats.reduce((sum, item) => sum + item.bottles.length, 0);
      entries.push({
        product,
        document,
        all: { product, formats, count },
        stocked: stockedFormats.length > 0 ? { product, formats: stockedFormats, count } : null,
      });
    }
    return entries;
  },
);

const indexOf = memo((data: LiveData): InventoryIndex => {
  const facts = bottleFacts(data.bottles);
  const formatsByWine = formatsByWineOf(data.formats);
  const wineOrder = wineOrderOf(data.products);
  const documents = documentsOf(
    data.products,
    formatsByWine,
    facts.byFormat,
    data.locations,
    data.categories,
  );
  return {
    products: data.products,
    locations: data.locations,
    categories: data.categories,
    wineOrder,
    formatsByWine,
    bottlesByFormat: facts.byFormat,
    bottlesPerWine: bottlesPerWineOf(formatsByWine, facts.byFormat),
    documents,
    entries: entriesOf(wineOrder, data.products, documents, formatsByWine, facts.byFormat),
    normalizedNames: normalizedNamesOf(data.products),
    distinct: distinctOf(data.products, data.formats),
    manualCount: facts.manualCount,
    unassignedCount: facts.unassignedCount,
  };
});

/**
 * The dashboard's derived data. Each piece is cached on the Maps it reads, so a live change
 * to one collection recomputes only what depends on it.
 */
export function buildInventoryIndex(data: LiveData): InventoryIndex {
  return indexOf(data);
}
