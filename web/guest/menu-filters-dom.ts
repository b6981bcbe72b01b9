import {
  type FilterableEntry,
  type GuestMenuFilters,
  menuFilter,
} from '../../domain/guest-menu-filters.js';

/**
 * The menu's filters over a server-drawn list, shared by the public guest page's script
 * and the staff /menu's: the form's values as SPEC §2's filters (domain/guest-menu-filters.ts),
 * the list's items hidden by them, and the fields' suggestions. `entries` are the list's entries in
 * the page's order (its <li> one for one).
 */

const collator = new Intl.Collator(undefined, { sensitivity: 'base', numeric: true });

function text(form: HTMLFormElement, name: string): string {
  const field = form.elements.namedItem(name);
  return field instanceof HTMLInputElement || field instanceof HTMLSelectElement ? field.value : '';
}

function number(form: HTMLFormElement, name: string): number | null {
  const value = text(form, name).trim().replace(',', '.');
  if (value === '') return null;
  const parsed = Number(value);
  return Number.isFinite(parsed) ? parsed : null;
}

function currentFilters(form: HTMLFormElement): GuestMenuFilters {
  return {
    search: text(form, 'search'),
    color: text(form, 'color') === '' ? null : text(form, 'color'),
    bottleSize: number(form, 'size'),
    producer: text(form, 'producer'),
    grape: text(form, 'grape'),
    country: text(form, 'country'),
    region: text(form, 'region'),
    subregion: text(form, 'subregion'),
    vintage: { min: number(form, 'vintageMin'), max: number(form, 'vintageMax') },
    price: { min: number(form, 'priceMin'), max: number(form, 'priceMax') },
  };
}

/**
 * Hides the entries the form's filters leave out, then every group and section left empty; shows
 * the empty message when nothing is left. Returns how many entries are shown.
 */
export function applyFilters(form: HTMLFormElement, entries: readonly FilterableEntry[]): number {
  const list = document.getElementById('list');
  if (!list) return 0;
  const keep = menuFilter(currentFilters(form));
  const items = list.querySelectorAll('li');
  let shown = 0;
  items.forEach((item, index) => {
    const entry = entries[index];
    const visible = entry === undefined || keep(entry);
    item.hidden = !visible;
    if (visible) shown++;
  });
  const groups = list.querySelectorAll<HTMLElement>(
    '.g-sub, .g-region, .g-country, .g-color, section',
  );
  for (const group of groups) group.hidden = group.querySelector('li:not([hidden])') === null;
  const empty = document.getElementById('empty');
  if (empty) empty.hidden = shown > 0;
  return shown;
}

/** The text fields' suggestions (their datalists), from the entries. */
export function fillSuggestions(entries: readonly FilterableEntry[]): void {
  const values: Record<string, Map<string, string>> = {
    producer: new Map(),
    grape: new Map(),
    country: new Map(),
    region: new Map(),
    subregion: new Map(),
  };
  const add = (name: string, value: string) => {
    const key = value.trim().toLowerCase();
    if (key !== '' && !values[name]?.has(key)) values[name]?.set(key, value.trim());
  };
  for (const entry of entries) {
    add('producer', entry.producer);
    for (const grape of entry.grapes) add('grape', grape);
    add('country', entry.country);
    add('region', entry.region);
    add('subregion', entry.subregion);
  }
  for (const [name, map] of Object.entries(values)) {
    const list = document.getElementById(`${name}-list`);
    if (!list) continue;
    list.replaceChildren(
      ...[...map.values()].sort(collator.compare).map((value) => {
        const option = document.createElement('option');
        option.value = value;
        return option;
      }),
    );
  }
}

/**
 * The server's current page for this address, parsed; its list put in place of the one shown.
 * Returns the page's document (its version, its count), or null when it could not be read.
 */
export async function replaceList(credentials: RequestCredentials): Promise<Document | null> {
  const page = await fetch(location.href, { cache: 'no-cache', credentials });
  if (!page.ok) return null;
  const doc = new DOMParser().parseFromString(await page.text(), 'text/html');
  const list = doc.getElementById('list');
  const current = document.getElementById('list');
  if (!list || !current) return null;
  current.replaceWith(document.adoptNode(list));
  return doc;
}
