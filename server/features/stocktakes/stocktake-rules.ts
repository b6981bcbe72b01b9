import type { StocktakePlace, StocktakeStatus } from '../../../domain/stocktakes.js';
import { AppError } from '../../http/app-error.js';
import type { Place } from './stocktake-repo.js';

/** What a scan and a quantity counted both ask of a stocktake before they write. */

export function placesOf(row: { places: string }): StocktakePlace[] {
  return JSON.parse(row.places) as StocktakePlace[];
}

/** Whether the stocktake counts `place`: no places is the whole cellar, a location all its bins. */
export function covers(places: readonly StocktakePlace[], place: Place): boolean {
  if (places.length === 0) return true;
  return places.some(
    (p) => p.locationId === place.locationId && (p.bin === undefined || p.bin === place.bin),
  );
}

/** Why a stocktake that is not open refuses a scan or a quantity. */
export function notOpen(status: StocktakeStatus): AppError {
  return new AppError(status === 'paused' ? 'stocktake-paused' : 'stocktake-finished');
}
