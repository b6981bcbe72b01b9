import type { NumberRange } from './inventory-filters.js';
import { normalizeText } from './text.js';

/**
 * The guest menu's filters (docs/product.md §2), on their own: the staff /menu and the public
 * guest page's small script both run them, and the script must not carry the rest of
 * the domain. Text filters ignore case and accents and match substrings; bounds are inclusive.
 */

/** What a filter reads of an entry: the staff menu's MenuEntry and the guest page's both have it. */
export interface FilterableEntry {
  section: 'glass' | 'bottle';
  name: string;
  vintage: string;
  producer: string;
  grapes: readonly string[];
  color: string;
  country: string;
  region: string;
  subregion: string;
  bottleSize: number;
  price: number | null;
  price3oz: number | null;
  price5oz: number | null;
}

export interface GuestMenuFilters {
  /** Name, producer or vintage. */
  search: string;
  /** A color category, compared ignoring case and accents; null for all. */
  color: string | null;
  bottleSize: number | null;
  producer: string;
  grape: string;
  country: string;
  region: string;
  subregion: string;
  vintage: NumberRange;
  price: NumberRange;
}

export const EMPTY_MENU_FILTERS: GuestMenuFilters = {
  search: '',
  color: null,
  bottleSize: null,
  producer: '',
  grape: '',
  country: '',
  region: '',
  subregion: '',
  vintage: { min: null, max: null },
  price: { min: null, max: null },
};

function withinRange(value: number | null, range: NumberRange): boolean {
  if (range.min === null && range.max === null) return true;
  if (value === null || Number.isNaN(value)) return false;
  return (range.min === null || value >= range.min) && (range.max === null || value <= range.max);
}

function vintageYear(vintage: string): number | null {
  const match = /\d{4}/.exec(vintage);
  return match ? Number(match[0]) : null;
}

/** The entry's prices a price bound applies to: the bottle price, or either glass pour. */
function pricesOf(entry: FilterableEntry): number[] {
  const prices = entry.section === 'bottle' ? [entry.price] : [entry.price3oz, entry.price5oz];
  return prices.filter((price): price is number => price !== null);
}

/**
 * A predicate for the filters, prepared once (normalizing the needles) and run per entry.
 * Text filters ignore case and accents and match substrings; vintage and price bounds are
 * inclusive; an entry without the value never matches a bound.
 */
export function menuFilter(filters: GuestMenuFilters): (entry: FilterableEntry) => boolean {
  const search = normalizeText(filters.search);
  const color = filters.color === null ? null : normalizeText(filters.color);
  const producer = normalizeText(filters.producer);
  const grape = normalizeText(filters.grape);
  const country = normalizeText(filters.country);
  const region = normalizeText(filters.region);
  const subregion = normalizeText(filters.subregion);
  const has = (value: string, needle: string) =>
    needle === '' || normalizeText(value).includes(needle);
  const priced = filters.price.min !== null || filters.price.max !== null;

  return (entry) => {
    if (
      search !== '' &&
      !has(entry.name, search) &&
      !has(entry.producer, search) &&
      !has(entry.vintage, search)
    ) {
      return false;
    }
    if (color !== null && normalizeText(entry.color) !== color) return false;
    if (filters.bottleSize !== null && entry.bottleSize !== filters.bottleSize) return false;
    if (!has(entry.producer, producer)) return false;
    if (grape !== '' && !entry.grapes.some((name) => has(name, grape))) return false;
    if (!has(entry.country, country) || !has(entry.region, region)) return false;
    if (!has(entry.subregion, subregion)) return false;
    if (!withinRange(vintageYear(entry.vintage), filters.vintage)) return false;
    if (priced && !pricesOf(entry).some((price) => withinRange(price, filters.price))) return false;
    return true;
  };
}
