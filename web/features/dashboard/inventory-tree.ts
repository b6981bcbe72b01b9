import type { Format, Product } from '../../../domain/inventory.js';
import type { InventoryIndex } from './inventory-index.js';
import type { VisibleWine } from './visible-wines.js';

/** A format in one bin: its bottles are read when it is opened (decision 0013). */
export interface FormatNode {
  key: string;
  format: Format;
  count: number;
  locationId: string | null;
  bin: string;
}
export interface WineNode {
  key: string;
  product: Product;
  count: number;
  formats: FormatNode[];
}
export interface BinNode {
  key: string;
  /** null: Unbinned. */
  bin: string | null;
  count: number;
  wines: WineNode[];
}
export interface LocationNode {
  key: string;
  /** null: Unassigned. */
  locationId: string | null;
  name: string | null;
  count: number;
  bins: BinNode[];
}

const collator = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });

/**
 * The inventory view: location > bin > wine > format > bottle (docs/product.md §2), from the
 * counts down to the formats. Wines keep the order they come in (by name), formats newest first;
 * Unassigned and Unbinned sort last.
 */
export function buildInventoryTree(
  wines: readonly VisibleWine[],
  index: InventoryIndex,
): LocationNode[] {
  // location -> bin -> wine -> format -> bottles there, in insertion order.
  const tree = new Map<string, Map<string, Map<string, Map<string, number>>>>();
  const formats = new Map<string, Format>();
  const products = new Map<string, Product>();
  for (const wine of wines) {
    products.set(wine.product.id, wine.product);
    for (const { format, places } of wine.formats) {
      formats.set(format.id, format);
      for (const place of places) {
        const bins = child(tree, place.locationId ?? '', () => new Map());
        const byProduct = child(bins, place.bin, () => new Map());
        const byFormat = child(byProduct, wine.product.id, () => new Map<string, number>());
        byFormat.set(format.id, (byFormat.get(format.id) ?? 0) + place.bottles);
      }
    }
  }

  const locations: LocationNode[] = [];
  for (const [locationKey, bins] of tree) {
    const locationId = locationKey || null;
    const name = locationId ? (index.locations.get(locationId)?.name ?? locationId) : null;
    const locKey = `l:${locationKey}`;
    const binNodes: BinNode[] = [];
    for (const [bin, byProduct] of bins) {
      const binKey = `${locKey}/b:${bin}`;
      const wineNodes: WineNode[] = [];
      for (const [productId, byFormat] of byProduct) {
        const wineKey = `${binKey}/w:${productId}`;
        const formatNodes: FormatNode[] = [];
        let count = 0;
        for (const [formatId, bottles] of byFormat) {
          const format = formats.get(formatId);
          if (!format) continue;
          formatNodes.push({
            key: `${wineKey}/f:${formatId}`,
            format,
            count: bottles,
            locationId,
            bin,
          });
          count += bottles;
        }
        const product = products.get(productId);
        if (product) wineNodes.push({ key: wineKey, product, count, formats: formatNodes });
      }
      binNodes.push({
        key: binKey,
        bin: bin || null,
        count: wineNodes.reduce((sum, node) => sum + node.count, 0),
        wines: wineNodes,
      });
    }
    binNodes.sort(lastIfNull((node) => node.bin));
    locations.push({
      key: locKey,
      locationId,
      name,
      count: binNodes.reduce((sum, node) => sum + node.count, 0),
      bins: binNodes,
    });
  }
  return locations.sort(lastIfNull((node) => node.name));
}

function child<K, V>(map: Map<K, V>, key: K, create: () => V): V {
  let value = map.get(key);
  if (value === undefined) {
    value = create();
    map.set(key, value);
  }
  return value;
}

function lastIfNull<T>(label: (item: T) => string | null) {
  return (a: T, b: T) => {
    const left = label(a);
    const right = label(b);
    if (left === null || right === null) return (left === null ? 1 : 0) - (right === null ? 1 : 0);
    return collator.compare(left, right);
  };
}

export type TreeRow =
  | { kind: 'location'; key: string; depth: 0; node: LocationNode; expanded: boolean }
  | { kind: 'bin'; key: string; depth: 1; node: BinNode; expanded: boolean }
  | { kind: 'wine'; key: string; depth: 2; node: WineNode; expanded: boolean }
  | {
      kind: 'format';
      key: string;
      depth: 3;
      node: FormatNode;
      productId: string;
      expanded: boolean;
    }
  /** An open format's bottles, read when the row is shown. */
  | { kind: 'bottles'; key: string; depth: 4; node: FormatNode; productId: string };

/**
 * Which nodes are open: every node starts closed (a big cellar opens as its locations and their
 * counts), or every node open after Expand all; `toggled` flips a node from that.
 */
export interface TreeOpening {
  allOpen: boolean;
  toggled: ReadonlySet<string>;
}

function isExpanded(key: string, opening: TreeOpening): boolean {
  return opening.allOpen !== opening.toggled.has(key);
}

/** The rows of the tree as shown, for a virtualized list. */
export function flattenTree(locations: readonly LocationNode[], opening: TreeOpening): TreeRow[] {
  const rows: TreeRow[] = [];
  for (const location of locations) {
    const locOpen = isExpanded(location.key, opening);
    rows.push({
      kind: 'location',
      key: location.key,
      depth: 0,
      node: location,
      expanded: locOpen,
    });
    if (!locOpen) continue;
    for (const bin of location.bins) {
      const binOpen = isExpanded(bin.key, opening);
      rows.push({ kind: 'bin', key: bin.key, depth: 1, node: bin, expanded: binOpen });
      if (!binOpen) continue;
      for (const wine of bin.wines) {
        const wineOpen = isExpanded(wine.key, opening);
        rows.push({ kind: 'wine', key: wine.key, depth: 2, node: wine, expanded: wineOpen });
        if (!wineOpen) continue;
        for (const format of wine.formats) {
          const formatOpen = isExpanded(format.key, opening);
          const productId = wine.product.id;
          rows.push({
            kind: 'format',
            key: format.key,
            depth: 3,
            node: format,
            productId,
            expanded: formatOpen,
          });
          if (formatOpen) {
            rows.push({
              kind: 'bottles',
              key: `${format.key}/b`,
              depth: 4,
              node: format,
              productId,
            });
          }
        }
      }
    }
  }
  return rows;
}
