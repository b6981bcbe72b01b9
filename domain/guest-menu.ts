import { bottlesOfFormat, type FormatCounts } from './bottle-counts.js';
import { menuVintageText } from './format-rules.js';
import type { Format, Product } from './inventory.js';
import type { Color, GlassListing } from './restaurant.js';
import { normalizeText } from './text.js';

/**
 * The guest menu (docs/product.md §2 and §4): which formats a guest sees, how they are grouped and sorted,
 * and the guest's filters. Pure data in, data out: labels (Uncategorized, sizes) are the UI's.
 */

export type MenuSection = 'glass' | 'bottle';

export interface MenuEntry {
  /** Unique within a section: the format id. */
  formatId: string;
  productId: string;
  section: MenuSection;
  name: string;
  /** As the menu reads it (menuVintageText): NV for a wine without a year, blank for a spirit. */
  vintage: string;
  producer: string;
  appellation: string;
  /** Grape names, in the profile's order, blanks left out. */
  grapes: string[];
  color: string;
  country: string;
  region: string;
  subregion: string;
  bottleSize: number;
  /** The bottle price (bottle entries) or null. */
  price: number | null;
  price3oz: number | null;
  price5oz: number | null;
}

export interface GuestMenu {
  glass: MenuEntry[];
  bottle: MenuEntry[];
}

export interface MenuSource {
  products: ReadonlyMap<string, Product>;
  formats: ReadonlyMap<string, Format>;
  /** Where each format's bottles are (RestaurantData.counts): the menu needs only how many. */
  counts: ReadonlyMap<string, FormatCounts>;
  listings: Iterable<GlassListing>;
}

/** docs/product.md §4: on the menu only with at least one bottle, and hidden neither on the format nor the wine. */
export function isOnMenu(
  format: Format,
  product: Product | undefined,
  bottleCount: number,
): boolean {
  if (product === undefined || bottleCount < 1) return false;
  return format.showOnMenu !== false && product.showOnMenu !== false;
}

function entryOf(
  section: MenuSection,
  format: Format,
  product: Product,
  listing?: GlassListing,
): MenuEntry {
  return {
    formatId: format.id,
    productId: product.id,
    section,
    name: product.name,
    vintage: menuVintageText(format.vintage, product.mainCategory),
    producer: product.producer,
    appellation: product.appellation,
    grapes: product.varieties.map((part) => part.name.trim()).filter((name) => name !== ''),
    color: product.color.trim(),
    country: product.country.trim(),
    region: product.region.trim(),
    subregion: product.subregion.trim(),
    bottleSize: format.bottleSize,
    price: section === 'bottle' ? format.price : null,
    price3oz: listing?.price3oz ?? null,
    price5oz: listing?.price5oz ?? null,
  };
}

/** Every visible entry: each visible format by the bottle, and by the glass when it is listed. */
export function buildGuestMenu(source: MenuSource): GuestMenu {
  const counts = new Map<string, number>();
  for (const [formatId, places] of source.counts) {
    const bottles = bottlesOfFormat(places);
    if (bottles > 0) counts.set(formatId, bottles);
  }
  const visible = (formatId: string): { format: Format; product: Product } | null => {
    const format = source.formats.get(formatId);
    if (format === undefined) return null;
    const product = source.products.get(format.productId);
    if (!isOnMenu(format, product, counts.get(formatId) ?? 0) || product === undefined) return null;
    return { format, product };
  };
  const bottle: MenuEntry[] = [];
  for (const formatId of counts.keys()) {
    const found = visible(formatId);
    if (found) bottle.push(entryOf('bottle', found.format, found.product));
  }
  const glass: MenuEntry[] = [];
  const listed = new Set<string>();
  for (const listing of source.listings) {
    if (listed.has(listing.formatId)) continue;
    const found = visible(listing.formatId);
    if (!found) continue;
    listed.add(listing.formatId);
    glass.push(entryOf('glass', found.format, found.product, listing));
  }
  return { glass, bottle };
}

/** The price an entry sorts and filters by: the bottle price, or the smaller glass pour. */
export function sortPrice(entry: MenuEntry): number | null {
  if (entry.section === 'bottle') return entry.price;
  return entry.price3oz ?? entry.price5oz;
}

const collator = new Intl.Collator(undefined, { sensitivity: 'base', numeric: true });

/** Price ascending, entries without a price last, then name and vintage. */
export function compareEntries(a: MenuEntry, b: MenuEntry): number {
  const pa = sortPrice(a);
  const pb = sortPrice(b);
  if (pa !== pb) {
    if (pa === null) return 1;
    if (pb === null) return -1;
    return pa - pb;
  }
  return collator.compare(a.name, b.name) || collator.compare(a.vintage, b.vintage);
}

// Grouping

export type GroupLevel = 'color' | 'country' | 'region' | 'subregion';
export const GROUP_LEVELS: readonly GroupLevel[] = ['color', 'country', 'region', 'subregion'];

export interface MenuGroup {
  level: GroupLevel;
  /** Stable within its parent; '' for the unlabeled group. */
  key: string;
  /** null: the group of entries without a value (the UI shows Uncategorized). */
  label: string | null;
  /** Sub-groups; empty at the subregion level, which holds the entries. */
  groups: MenuGroup[];
  entries: MenuEntry[];
  /** Entries in this group and all below it. */
  count: number;
}

function compareLabels(order: (label: string) => number) {
  return (a: MenuGroup, b: MenuGroup): number => {
    if (a.label === null || b.label === null) return a.label === b.label ? 0 : a.label ? -1 : 1;
    return order(a.label) - order(b.label) || collator.compare(a.label, b.label);
  };
}

function groupAt(entries: readonly MenuEntry[], depth: number, colorRank: (c: string) => number) {
  const level = GROUP_LEVELS[depth] as GroupLevel;
  const byKey = new Map<string, { label: string | null; entries: MenuEntry[] }>();
  for (const entry of entries) {
    const value = entry[level];
    // Values that differ only in case or accents belong together ("Rhone" and "Rhône").
    const key = normalizeText(value);
    const group = byKey.get(key);
    if (group) group.entries.push(entry);
    else byKey.set(key, { label: key === '' ? null : value, entries: [entry] });
  }
  const groups: MenuGroup[] = [];
  for (const [key, group] of byKey) {
    const last = depth === GROUP_LEVELS.length - 1;
    groups.push({
      level,
      key,
      label: group.label,
      groups: last ? [] : groupAt(group.entries, depth + 1, colorRank),
      entries: last ? [...group.entries].sort(compareEntries) : [],
      count: group.entries.length,
    });
  }
  return groups.sort(compareLabels(level === 'color' ? colorRank : () => 0));
}

/**
 * Color, then country, region and subregion. Colors follow the restaurant's order (Red, White,
 * Rosé, Sparkling), other labels the alphabet; the unlabeled group comes last at every level.
 */
export function groupMenuEntries(
  entries: readonly MenuEntry[],
  colors: Iterable<Color> = [],
): MenuGroup[] {
  const ranks = new Map<string, number>();
  for (const color of colors) ranks.set(normalizeText(color.name), color.position);
  const colorRank = (label: string) => ranks.get(normalizeText(label)) ?? Number.MAX_SAFE_INTEGER;
  return groupAt(entries, 0, colorRank);
}
