import { bottlesIn, type FormatCounts, type PlaceCount } from '../../../domain/bottle-counts.js';
import { compareFormatsNewestFirst } from '../../../domain/format-choice.js';
import type { Format, Product } from '../../../domain/inventory.js';
import type { CardFormat, ProductCard } from '../../../domain/product-cards.js';
import { sortedByName } from '../../../domain/product-order.js';
import type { Category, Location } from '../../../domain/restaurant.js';
import type { RestaurantData } from '../../../domain/restaurant-data.js';
import { normalizeText } from '../../../domain/text.js';
import { buildDocuments, type DocumentLookup, type IndexedDocument } from './search-documents.js';

export type { IndexedDocument } from './search-documents.js';

/** A format with the places of the bottles the main area shows for it (`count`: how many). */
export interface VisibleFormat extends CardFormat {
  places: readonly PlaceCount[];
}

/** A wine as the main area lists it: the formats shown (newest first) and their bottle count. */
export interface VisibleWine extends ProductCard {
  formats: readonly VisibleFormat[];
}

/** A wine prepared once per change: what a keystroke without format filters shows as is. */
export interface WineEntry {
  product: Product;
  /** Built when first read (a search or a filter), not when the entry is made. */
  readonly document: IndexedDocument;
  /** Every format (profile view). */
  all: VisibleWine;
  /** Only formats with bottles (bottle and inventory views); null when it has none. */
  stocked: VisibleWine | null;
}

/** Distinct raw values the filter panel suggests (docs/product.md §2, Filter panel). */
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

/** Everything the dashboard derives from RestaurantData once, so a keystroke only filters. */
export interface InventoryIndex {
  products: ReadonlyMap<string, Product>;
  locations: ReadonlyMap<string, Location>;
  categories: ReadonlyMap<string, Category>;
  /** Product ids sorted by name (locale-aware, numeric). */
  productOrder: readonly string[];
  /** A wine's formats, newest vintage first. */
  formatsByProduct: ReadonlyMap<string, readonly Format[]>;
  /** Where each format's bottles are (the live counts; decision 0013). */
  counts: ReadonlyMap<string, FormatCounts>;
  bottleCount: number;
  documents: DocumentLookup;
  /** Wines in name order, ready to show. */
  entries: readonly WineEntry[];
  /** Normalised names, producers and regions, for search suggestions. */
  normalizedNames: ReadonlyMap<string, string>;
  /**
   * The filter panel's choices, computed on first use: sorting thousands of producers with the
   * locale's collator costs more than everything the first screen needs.
   */
  readonly distinct: DistinctValues;
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

/** The totals the header and the empty tree need, from the counts. */
const totalsOf = memo((counts: ReadonlyMap<string, FormatCounts>) => {
  let bottleCount = 0;
  let manualCount = 0;
  let unassignedCount = 0;
  for (const format of counts.values()) {
    for (const place of format.places) {
      bottleCount += place.bottles;
      manualCount += place.manual;
      if (place.locationId === null) unassignedCount += place.bottles;
    }
  }
  return { bottleCount, manualCount, unassignedCount };
});

const formatsByProductOf = memo((formats: ReadonlyMap<string, Format>) => {
  const byProduct = new Map<string, Format[]>();
  for (const format of formats.values()) {
    const list = byProduct.get(format.productId);
    if (list) list.push(format);
    else byProduct.set(format.productId, [format]);
  }
  for (const list of byProduct.values()) list.sort(compareFormatsNewestFirst);
  return byProduct;
});

const productOrderOf = memo((products: ReadonlyMap<string, Product>) =>
  sortedByName(products.values()).map((product) => product.id),
);

const documentsOf = memo(buildDocuments);

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

/** A WineEntry whose search document is looked up when first read (a class: cheap to make). */
class IndexedWineEntry implements WineEntry {
  constructor(
    readonly product: Product,
    private readonly documents: DocumentLookup,
    readonly all: VisibleWine,
    readonly stocked: VisibleWine | null,
  ) {}

  get document(): IndexedDocument {
    const document = this.documents.get(this.product.id);
    if (!document) throw new Error(`No search document for wine ${this.product.id}`);
    return document;
  }
}

/** A wine's entry and what it was made from; reused while none of that changed. */
const wineEntries = new WeakMap<
  Product,
  {
    formats: readonly Format[];
    counts: ReadonlyArray<FormatCounts | undefined>;
    locations: ReadonlyMap<string, Location>;
    categories: ReadonlyMap<string, Category>;
    entry: WineEntry;
  }
>();

const entriesOf = memo(
  (
    order: readonly string[],
    products: ReadonlyMap<string, Product>,
    documents: DocumentLookup,
    byProduct: ReadonlyMap<string, readonly Format[]>,
    counts: ReadonlyMap<string, FormatCounts>,
    locations: ReadonlyMap<string, Location>,
    categories: ReadonlyMap<string, Category>,
  ) => {
    const entries: WineEntry[] = [];
    for (const productId of order) {
      const product = products.get(productId);
      if (!product) continue;
      const productFormats = byProduct.get(productId) ?? EMPTY;
      const formatCounts = productFormats.map((format) => counts.get(format.id));
      // Same product, formats, counts, locations and categories: last time's entry (and the
      // document it would build) still holds. A count change replaces only its format's counts.
      const cached = wineEntries.get(product);
      if (
        cached &&
        cached.formats === productFormats &&
        cached.locations === locations &&
        cached.categories === categories &&
        cached.counts.length === formatCounts.length &&
        cached.counts.every((list, i) => list === formatCounts[i])
      ) {
        entries.push(cached.entry);
        continue;
      }
      const formats = productFormats.map((format, i): VisibleFormat => {
        const places = formatCounts[i]?.places ?? EMPTY;
        return { format, places, count: bottlesIn(places) };
      });
      let count = 0;
      let stockedCount = 0;
      for (const item of formats) {
        count += item.count;
        if (item.count > 0) stockedCount++;
      }
      const all: VisibleWine = { product, formats, count };
      // Most wines have bottles in every format: their bottle-view entry is the same one.
      const stocked =
        stockedCount === 0
          ? null
          : stockedCount === formats.length
            ? all
            : { product, formats: formats.filter((item) => item.count > 0), count };
      const entry = new IndexedWineEntry(product, documents, all, stocked);
      wineEntries.set(product, {
        formats: productFormats,
        counts: formatCounts,
        locations,
        categories,
        entry,
      });
      entries.push(entry);
    }
    return entries;
  },
);

/**
 * The index's pieces, built in this order, each cached on what it reads (memo): a `yield` between
 * the costly ones lets prepareInventoryIndex spread them over tasks.
 */
function* indexSteps(data: RestaurantData): Generator<void, InventoryIndex> {
  const totals = totalsOf(data.counts);
  const formatsByProduct = formatsByProductOf(data.formats);
  yield;
  const productOrder = productOrderOf(data.products);
  yield;
  const normalizedNames = normalizedNamesOf(data.products);
  yield;
  const documents = documentsOf(
    data.products,
    formatsByProduct,
    data.counts,
    data.locations,
    data.categories,
  );
  const entries = entriesOf(
    productOrder,
    data.products,
    documents,
    formatsByProduct,
    data.counts,
    data.locations,
    data.categories,
  );
  return {
    products: data.products,
    locations: data.locations,
    categories: data.categories,
    productOrder,
    formatsByProduct,
    counts: data.counts,
    bottleCount: totals.bottleCount,
    documents,
    entries,
    normalizedNames,
    get distinct() {
      return distinctOf(data.products, data.formats);
    },
    manualCount: totals.manualCount,
    unassignedCount: totals.unassignedCount,
  };
}

const indexOf = memo((data: RestaurantData): InventoryIndex => {
  const steps = indexSteps(data);
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
});

/**
 * Builds the index of a newly loaded model a piece at a time, a task each (`pause` between), so
 * that the render that shows it finds every piece cached: 5,000 wines' sort, entries and totals
 * were one long task of a phone's main thread. Returns that index.
 */
export async function prepareInventoryIndex(
  data: RestaurantData,
  pause: () => Promise<void>,
): Promise<InventoryIndex> {
  const steps = indexSteps(data);
  while (!steps.next().done) await pause();
  return indexOf(data);
}

/**
 * The dashboard's derived data. Each piece is cached on the Maps it reads, so a live change
 * to one collection recomputes only what depends on it.
 */
export function buildInventoryIndex(data: RestaurantData): InventoryIndex {
  return indexOf(data);
}
