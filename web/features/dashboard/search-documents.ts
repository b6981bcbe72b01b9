import type { FormatCounts } from '../../../domain/bottle-counts.js';
import type { Format, Product } from '../../../domain/inventory.js';
import type { FilterDocument } from '../../../domain/inventory-filters.js';
import type { Category, Location } from '../../../domain/restaurant.js';
import {
  type SearchDocument,
  type SearchKey,
  searchDocument,
} from '../../../domain/search-query.js';
import { normalizeText } from '../../../domain/text.js';

const EMPTY: readonly never[] = [];

/** One product's text, normalised once, for the search and the filters. */
export type IndexedDocument = SearchDocument & FilterDocument;

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
  counts: ReadonlyMap<string, FormatCounts>,
  locationNames: ReadonlyMap<string, string>,
  categories: ReadonlyMap<string, Category>,
  normalize: (value: string) => string,
): IndexedDocument {
  const part = productPart(product, categories);
  const locations: string[] = [];
  const bins: string[] = [];
  // The wine's and its formats' ids; a bottle's id is asked of the server (the tab does not
  // hold every bottle, decision 0013).
  const ids: string[] = [product.id];
  for (const format of formats) {
    ids.push(format.id);
    for (const place of counts.get(format.id)?.places ?? EMPTY) {
      if (place.locationId) locations.push(locationNames.get(place.locationId) ?? '');
      if (place.bin) bins.push(normalize(place.bin));
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
  return { ...searchDocument(fields), varieties: part.varieties, grains: part.grains };
}

/** A wine's document and what it was built from; reused while none of that changed. */
const wineDocuments = new WeakMap<
  Product,
  {
    formats: readonly Format[];
    counts: ReadonlyArray<FormatCounts | undefined>;
    locations: ReadonlyMap<string, Location>;
    categories: ReadonlyMap<string, Category>;
    document: IndexedDocument;
  }
>();

/** Looks a wine's document up by its id. */
export interface DocumentLookup {
  get(productId: string): IndexedDocument | undefined;
}

/**
 * Every wine's document, built the first time it is asked for: the first screen of the dashboard
 * needs none of them (only a search or a filter does), and building all 5,000 up front was most of
 * the time before the first wines showed. A wine whose product, formats and counts are unchanged
 * keeps the document it had.
 */
export function buildDocuments(
  products: ReadonlyMap<string, Product>,
  byProduct: ReadonlyMap<string, readonly Format[]>,
  counts: ReadonlyMap<string, FormatCounts>,
  locations: ReadonlyMap<string, Location>,
  categories: ReadonlyMap<string, Category>,
): DocumentLookup {
  const documents = new Map<string, IndexedDocument>();
  const normalize = cachedNormalizer();
  let locationNames: Map<string, string> | undefined;
  return {
    get(productId) {
      const known = documents.get(productId);
      if (known) return known;
      const product = products.get(productId);
      if (!product) return undefined;
      const formats = byProduct.get(product.id) ?? EMPTY;
      const formatCounts = formats.map((format) => counts.get(format.id));
      const hit = wineDocuments.get(product);
      let document: IndexedDocument;
      if (
        hit &&
        hit.formats === formats &&
        hit.locations === locations &&
        hit.categories === categories &&
        hit.counts.length === formatCounts.length &&
        hit.counts.every((list, i) => list === formatCounts[i])
      ) {
        document = hit.document;
      } else {
        if (!locationNames) {
          locationNames = new Map();
          for (const location of locations.values())
            locationNames.set(location.id, normalizeText(location.name));
        }
        document = documentOf(product, formats, counts, locationNames, categories, normalize);
        wineDocuments.set(product, {
          formats,
          counts: formatCounts,
          locations,
          categories,
          document,
        });
      }
      documents.set(productId, document);
      return document;
    },
  };
}
