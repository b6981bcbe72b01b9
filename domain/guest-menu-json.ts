import type { FilterableEntry } from './guest-menu-filters.js';

/**
 * The public guest page's `menu.json` (decision 0030): only what its filters read, each distinct
 * text once. A large cellar's menu repeats the same producers, countries, regions and grapes
 * thousands of times, and the page itself already shows every entry: the JSON is read only to
 * filter. The server writes it (compactGuestEntries), the page's script reads it (expandGuestEntries).
 */

/**
 * One entry, in page order: 0 glass / 1 bottle, then name, vintage, producer, color, country,
 * region and subregion as indexes into `texts`, the bottle size in ml, the bottle, 3 oz and 5 oz
 * prices (null: none, or hidden), and the grapes as indexes into `texts`.
 */
type CompactEntry = [
  0 | 1,
  number,
  number,
  number,
  number,
  number,
  number,
  number,
  number,
  number | null,
  number | null,
  number | null,
  number[],
];

export interface GuestMenuJson {
  version: string;
  texts: string[];
  entries: CompactEntry[];
}

export function compactGuestEntries(
  version: string,
  entries: readonly FilterableEntry[],
): GuestMenuJson {
  const texts: string[] = [];
  const indexes = new Map<string, number>();
  const text = (value: string) => {
    let index = indexes.get(value);
    if (index === undefined) {
      index = texts.length;
      texts.push(value);
      indexes.set(value, index);
    }
    return index;
  };
  return {
    version,
    texts,
    entries: entries.map((entry) => [
      entry.section === 'glass' ? 0 : 1,
      text(entry.name),
      text(entry.vintage),
      text(entry.producer),
      text(entry.color),
      text(entry.country),
      text(entry.region),
      text(entry.subregion),
      entry.bottleSize,
      entry.price,
      entry.price3oz,
      entry.price5oz,
      entry.grapes.map(text),
    ]),
  };
}

export function expandGuestEntries(json: GuestMenuJson): FilterableEntry[] {
  const { texts } = json;
  const text = (index: number) => texts[index] ?? '';
  return json.entries.map(
    ([section, name, vintage, producer, color, country, region, subregion, size, ...rest]) => ({
      section: section === 0 ? 'glass' : 'bottle',
      name: text(name),
      vintage: text(vintage),
      producer: text(producer),
      color: text(color),
      country: text(country),
      region: text(region),
      subregion: text(subregion),
      bottleSize: size,
      price: rest[0],
      price3oz: rest[1],
      price5oz: rest[2],
      grapes: rest[3].map(text),
    }),
  );
}
