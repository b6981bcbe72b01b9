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
 * What a guest receives (issue 18, decision 0018): the menu and nothing else. Built in this one
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
  welcome: { en: string; fr: string };
  hidePrices: boolean;
  glass: GuestGroup[];
  bottle: GuestGroup[];
}

export interface GuestProjectionSource extends MenuSource {
  restaurantName: string;
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
    welcome: { en: options.welcomeEn, fr: options.welcomeFr },
    hidePrices: options.hidePrices,
    glass: groupMenuEntries(shown(menu.glass), colors).map(toGuest),
    bottle: groupMenuEntries(shown(menu.bottle), colors).map(toGuest),
  };
}

/** Every entry of these groups in the order the page shows them. */
export function entriesInOrder(groups: readonly GuestGroup[]): GuestEntry[] {
  const out: GuestEntry[] = [];
  const walk = (group: GuestGroup) => {
    out.push(...group.entries);
    for (const child of group.groups) walk(child);
  };
  for (const group of groups) walk(group);
  return out;
}

/** What the staff /menu reads (GET /api/menu): the projection's groups and its version. */
export interface StaffMenuJson {
  version: string;
  restaurantName: string;
  glass: GuestGroup[];
  bottle: GuestGroup[];
}

/** How many entries these groups hold. */
export function countEntries(groups: readonly GuestGroup[]): number {
  let count = 0;
  for (const group of groups) count += group.entries.length + countEntries(group.groups);
  return count;
}

/** The groups with only the entries `keep` accepts; a group left empty is left out. */
export function filterGroups(
  groups: readonly GuestGroup[],
  keep: (entry: GuestEntry) => boolean,
): GuestGroup[] {
  const out: GuestGroup[] = [];
  for (const group of groups) {
    const kept = {
      ...group,
      groups: filterGroups(group.groups, keep),
      entries: group.entries.filter(keep),
    };
    if (kept.entries.length > 0 || kept.groups.length > 0) out.push(kept);
  }
  return out;
}

/**
 * The first `limit` entries of these groups in the page's order, with their headings: a screen
 * draws a long menu in slices (the first screen at once, the rest after) instead of one long task.
 */
export function firstEntries(groups: readonly GuestGroup[], limit: number): GuestGroup[] {
  let left = limit;
  const take = (from: readonly GuestGroup[]): GuestGroup[] => {
    const out: GuestGroup[] = [];
    for (const group of from) {
      if (left <= 0) break;
      const count = group.entries.length + countEntries(group.groups);
      // A group drawn whole is the same object each slice: a screen need not draw it again.
      if (count <= left) {
        left -= count;
        out.push(group);
        continue;
      }
      const entries = group.entries.slice(0, left);
      left -= entries.length;
      out.push({ ...group, entries, groups: take(group.groups) });
    }
    return out;
  };
  return take(groups);
}
