import type { TFunction } from 'i18next';
import type { Location } from '../../../domain/restaurant.js';
import type { StocktakePlace } from '../../../domain/stocktakes.js';

type Locations = ReadonlyMap<string, Location> | undefined;

/**
 * `Cave 1 / A3`: a place as the count screens name it. A bin of '' is the location's loose shelf
 * (Unbinned); an absent bin is the whole location; a null location is Unassigned. A location
 * deleted since shows its id rather than nothing.
 */
export function placeLabel(
  t: TFunction,
  locations: Locations,
  place: { locationId: string | null; bin?: string | undefined },
): string {
  if (place.locationId === null) return t('stocktakes.places.unassigned');
  const location = locations?.get(place.locationId)?.name ?? place.locationId;
  if (place.bin === undefined) return t('stocktakes.places.location', { location });
  if (place.bin === '') return t('stocktakes.places.looseShelf', { location });
  return t('stocktakes.places.bin', { location, bin: place.bin });
}

/** The places a count covers, in one line: `Whole cellar`, or `Cave 1, Cave 2 / A3`. */
export function placesLabel(
  t: TFunction,
  locations: Locations,
  places: readonly StocktakePlace[],
): string {
  if (places.length === 0) return t('stocktakes.places.whole');
  return places.map((place) => placeLabel(t, locations, place)).join(', ');
}
