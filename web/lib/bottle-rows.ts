import { vintageText } from '../../domain/format-rules.js';
import type { Bottle, Format, Product } from '../../domain/inventory.js';
import type { Location } from '../../domain/restaurant.js';
import { normalizeText } from '../../domain/text.js';

/** One bottle as the bottle managers list it, with what the filter searches already prepared. */
export interface BottleRow {
  id: string;
  formatId: string;
  /** null when the bottle's format or wine is not (yet) in the store. */
  productId: string | null;
  name: string;
  producer: string;
  vintage: string;
  size: number | null;
  /** null is Unassigned. */
  locationId: string | null;
  locationName: string | null;
  bin: string;
  /** Name, producer, location and id, lower case without accents (normalizeText). */
  haystack: string;
}

export interface RowSource {
  products: ReadonlyMap<string, Product>;
  formats: ReadonlyMap<string, Format>;
  bottles: readonly Bottle[];
  locations: ReadonlyMap<string, Location>;
}

const collator = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });

/** Sorted by wine, vintage (newest first), size, location (Unassigned last), bin and id. */
export function compareRows(a: BottleRow, b: BottleRow): number {
  return (
    collator.compare(a.name, b.name) ||
    collator.compare(b.vintage, a.vintage) ||
    (a.size ?? 0) - (b.size ?? 0) ||
    a.formatId.localeCompare(b.formatId) ||
    (a.locationName === null ? 1 : 0) - (b.locationName === null ? 1 : 0) ||
    collator.compare(a.locationName ?? '', b.locationName ?? '') ||
    collator.compare(a.bin, b.bin) ||
    collator.compare(a.id, b.id)
  );
}

/** The bottles as sorted rows. */
export function bottleRows(source: RowSource): BottleRow[] {
  const rows: BottleRow[] = [];
  for (const bottle of source.bottles) {
    const format = source.formats.get(bottle.formatId);
    const product = format ? source.products.get(format.productId) : undefined;
    const location = bottle.locationId ? source.locations.get(bottle.locationId) : undefined;
    const name = product?.name ?? '';
    const producer = product?.producer ?? '';
    const locationName = location?.name ?? null;
    rows.push({
      id: bottle.id,
      formatId: bottle.formatId,
      productId: format?.productId ?? null,
      name,
      producer,
      vintage: format?.vintage.trim() ?? '',
      size: format?.bottleSize ?? null,
      locationId: location ? location.id : null,
      locationName,
      bin: bottle.bin,
      haystack: normalizeText(`${name}\n${producer}\n${locationName ?? ''}\n${bottle.id}`),
    });
  }
  return rows.sort(compareRows);
}

/** The location filter: every location, only Unassigned bottles, or one location by id. */
export type LocationFilter =
  | { kind: 'all' }
  | { kind: 'unassigned' }
  | { kind: 'location'; id: string };

/**
 * Rows matching every word of `query` (accent- and case-insensitive, on name, producer, location
 * and id) and the location filter.
 */
export function filterRows(
  rows: readonly BottleRow[],
  query: string,
  location: LocationFilter = { kind: 'all' },
): BottleRow[] {
  const words = normalizeText(query).split(' ').filter(Boolean);
  return rows.filter((row) => {
    if (location.kind === 'unassigned' && row.locationId !== null) return false;
    if (location.kind === 'location' && row.locationId !== location.id) return false;
    return words.every((word) => row.haystack.includes(word));
  });
}

export type SelectionState = 'none' | 'some' | 'all';

/** How many of `ids` are selected: none, some or all (an empty list reads none). */
export function selectionState(
  selected: ReadonlySet<string>,
  ids: readonly string[],
): SelectionState {
  let count = 0;
  for (const id of ids) if (selected.has(id)) count++;
  if (count === 0) return 'none';
  return count === ids.length ? 'all' : 'some';
}

/** Select all of `ids`, or, when they are all selected already, unselect them (others stay). */
export function toggleMany(selected: ReadonlySet<string>, ids: readonly string[]): Set<string> {
  const next = new Set(selected);
  if (selectionState(selected, ids) === 'all') for (const id of ids) next.delete(id);
  else for (const id of ids) next.add(id);
  return next;
}

export function toggleOne(selected: ReadonlySet<string>, id: string): Set<string> {
  const next = new Set(selected);
  if (!next.delete(id)) next.add(id);
  return next;
}

/**
 * The selected ids that still name a listed bottle, in list order: a bottle removed or moved
 * out of the list elsewhere (another tab, another user) drops out of the selection by itself.
 */
export function selectedIds(selected: ReadonlySet<string>, rows: readonly BottleRow[]): string[] {
  if (selected.size === 0) return [];
  return rows.filter((row) => selected.has(row.id)).map((row) => row.id);
}

/** A group of rows of one format (the unassigned manager lists bottles by wine and format). */
export interface FormatGroup {
  formatId: string;
  rows: BottleRow[];
}

/** Rows grouped by format, keeping the rows' order (sorted rows give sorted groups). */
export function groupByFormat(rows: readonly BottleRow[]): FormatGroup[] {
  const groups = new Map<string, FormatGroup>();
  for (const row of rows) {
    let group = groups.get(row.formatId);
    if (!group) {
      group = { formatId: row.formatId, rows: [] };
      groups.set(row.formatId, group);
    }
    group.rows.push(row);
  }
  return [...groups.values()];
}

/** "Name — 2019 — 750 ml": how a format is named in the re-profile choice and group headers. */
export function formatLabel(name: string, vintage: string, size: number | null): string {
  const parts = [name.trim() || '?', vintageText(vintage)];
  if (size !== null) parts.push(`${size} ml`);
  return parts.join(' — ');
}

export interface FormatOption {
  value: string;
  label: string;
}

/** Every format as a choice for re-profiling, sorted by its label. */
export function formatOptions(
  products: ReadonlyMap<string, Product>,
  formats: ReadonlyMap<string, Format>,
): FormatOption[] {
  const options: FormatOption[] = [];
  for (const format of formats.values()) {
    const product = products.get(format.productId);
    if (!product) continue;
    options.push({
      value: format.id,
      label: formatLabel(product.name, format.vintage, format.bottleSize),
    });
  }
  return options.sort((a, b) => collator.compare(a.label, b.label));
}

/** Locations by name, for the location choices. */
export function sortedLocations(locations: ReadonlyMap<string, Location> | undefined): Location[] {
  return [...(locations?.values() ?? [])].sort((a, b) => collator.compare(a.name, b.name));
}
