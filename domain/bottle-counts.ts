import type { Bottle } from './inventory.js';
import { countsAsManual } from './manual-id.js';
import { z } from './zod.js';

/** How many bottles of a format one place holds: a location (null: unassigned) and a bin. */
export const placeCountSchema = z.object({
  locationId: z.string().nullable(),
  /** '' is Unbinned. */
  bin: z.string(),
  bottles: z.number().int().positive(),
  /** How many of them are manual entries (domain/manual-id.ts's countsAsManual). */
  manual: z.number().int().min(0),
});
export type PlaceCount = z.infer<typeof placeCountSchema>;

/**
 * Where a format's bottles are: how many in each location and bin, without the bottles
 * themselves (decision 0013): enough for the cards, the filters, `bin:` and `location:` searches
 * and the inventory tree down to its formats. The live feed sends a format's whole list again
 * whenever a write changes it, so a screen replaces it rather than adding up differences.
 */
export const formatCountsSchema = z.object({
  formatId: z.string(),
  places: z.array(placeCountSchema),
});
export type FormatCounts = z.infer<typeof formatCountsSchema>;

/** How many bottles these places hold. */
export function bottlesIn(places: readonly PlaceCount[]): number {
  let bottles = 0;
  for (const place of places) bottles += place.bottles;
  return bottles;
}

/** How many bottles a format has in all (none when it has no counts). */
export function bottlesOfFormat(counts: FormatCounts | undefined): number {
  return bottlesIn(counts?.places ?? []);
}

/** Adds a place to its format's counts in `counts`, making the format's entry if it has none. */
export function addPlace(
  counts: Map<string, FormatCounts>,
  formatId: string,
  place: PlaceCount,
): void {
  const format = counts.get(formatId);
  if (format) format.places.push(place);
  else counts.set(formatId, { formatId, places: [place] });
}

/** How many bottles the restaurant holds, from every format's counts. */
export function totalBottles(counts: ReadonlyMap<string, FormatCounts>): number {
  let bottles = 0;
  for (const format of counts.values()) bottles += bottlesOfFormat(format);
  return bottles;
}

/** Each format's bottles per location and bin, counted from the bottles themselves. */
export function countsOf(bottles: readonly Bottle[]): Map<string, FormatCounts> {
  const counts = new Map<string, FormatCounts>();
  const places = new Map<string, PlaceCount>();
  for (const { id, formatId, locationId, bin } of bottles) {
    const manual = countsAsManual(id) ? 1 : 0;
    const key = JSON.stringify([formatId, locationId, bin]);
    const place = places.get(key);
    if (place) {
      place.bottles += 1;
      place.manual += manual;
      continue;
    }
    const added = { locationId, bin, bottles: 1, manual };
    places.set(key, added);
    addPlace(counts, formatId, added);
  }
  return counts;
}
