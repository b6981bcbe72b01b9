import { bottlesOfFormat } from './bottle-counts.js';
import {
  buildGuestMenu,
  type GroupLevel,
  groupMenuEntries,
  type MenuEntry,
  type MenuGroup,
  type MenuSource,
} from './guest-menu.js';
import type { Color } from './restaurant.js';

/**
 * What a guest receives (decision 0018): the menu and nothing else. Built in this one
 * place from the inventory by the guest menu's own rules (domain/guest-menu.ts), then copied field
 * by field into entries that hold only what a guest reads: no cost, supplier, id, location, bin,
 * count, barcode or private-import flag, and nothing of a hidden format or wine (the rules leave
 * those out). A field added to the inventory reaches guests only when it is added here.
 */

export interface GuestEntry {
  section: 'glass' | 'bottle';
  name: string;
  vintage: string;
  producer: string;
  appellation: string;
  grapes: string[];
  color: string;
  country: string;
  region: string;
  subregion: string;
  bottleSize: number;
  price: number | null;
  price3oz: number | null;
  price5oz: number | null;
  /** One bottle of this format left (only with the Show "Last bottle" option). */
  lastBottle: boolean;
}

export interface GuestGroup {
  level: GroupLevel;
  /** null: the entries without a value (Uncategorized). */
  label: string | null;
  groups: GuestGroup[];
  entries: GuestEntry[];
}

export interface GuestProjection {
  restaurantName: string;
  /** Its prices' currency: a change of it is a new version of the menu. */
  currency: string;
  welcome: { en: string; fr: string };
  hidePrices: boolean;
  glass: GuestGroup[];
  bottle: GuestGroup[];
}

export interface GuestProjectionSource extends MenuSource {
  restaurantName: string;
  currency: string;
  colors: Iterable<Color>;
}

export interface GuestProjectionOptions {
  hidePrices: boolean;
  showLastBottle: boolean;
  welcomeEn: string;
  welcomeFr: string;
}

function withoutPrices(entry: MenuEntry): MenuEntry {
  return { ...entry, price: null, price3oz: null, price5oz: null };
}

function guestEntry(entry: MenuEntry, lastBottle: boolean): GuestEntry {
  return {
    section: entry.section,
    name: entry.name,
    vintage: entry.vintage,
    producer: entry.producer,
    appellation: entry.appellation,
    grapes: [...entry.grapes],
    color: entry.color,
    country: entry.country,
    region: entry.region,
    subregion: entry.subregion,
    bottleSize: entry.bottleSize,
    price: entry.price,
    price3oz: entry.price3oz,
    price5oz: entry.price5oz,
    lastBottle,
  };
}

export function guestProjection(
  source: GuestProjectionSource,
  options: GuestProjectionOptions,
): GuestProjection {
  const menu = buildGuestMenu(source);
  const lastOnes = new Set<string>();
  if (options.showLastBottle) {
    for (const [formatId, counts] of source.counts) {
      if (bottlesOfFormat(counts) === 1) lastOnes.add(formatId);
    }
  }
  const colors = [...source.colors];
  // Hidden prices are gone before sorting: the order does not tell them either.
  const shown = (entries: MenuEntry[]) =>
    options.hidePrices ? entries.map(withoutPrices) : entries;
  const toGuest = (group: MenuGroup): GuestGroup => ({
    level: group.level,
    label: group.label,
    groups: group.groups.map(toGuest),
    entries: group.entries.map((entry) => guestEntry(entry, lastOnes.has(entry.formatId))),
  });
  return {
    restaurantName: source.restaurantName,
    currency: source.currency,
    welcome: { en: options.welcomeEn, fr: options.welcomeFr },
    hidePrices: options.hidePrices,
    glass: groupMenuEntries(shown(menu.glass), colors).map(toGuest),
    bottle: groupMenuEntries(shown(menu.bottle), colors).map(toGuest),
  };
}

// Its own file: the staff /menu's page script reads it without the projection's rules.
export { entriesInOrder } from './guest-entries-order.js';

/** What the staff /menu reads (GET /api/menu): the projection's groups and its version. */
export interface StaffMenuJson {
  version: string;
  restaurantName: string;
  glass: GuestGroup[];
  bottle: GuestGroup[];
}
