import type { Generated } from 'kysely';
import type { ScanOutcome, StocktakeStatus } from '../../domain/stocktakes.js';

// The stock count's tables, named in the `Database` of schema.ts; apart, so that file stays within
// the length lint allows (scripts/sizes.mjs).

/** A stock count (migration 0018, decision 0016). */
export interface StocktakeTable {
  restaurant_id: string;
  id: string;
  status: StocktakeStatus;
  /** JSON array of StocktakePlace; [] is the whole cellar. */
  places: string;
  started_at: string;
  started_by_user_id: string;
  /** The restaurant's revision when it started: where in the change log the count begins. */
  start_revision: number;
  finished_at: string | null;
  finished_by_user_id: string | null;
  /** JSON of the preview Apply applied. */
  record: string | null;
  /**
   * The bottles expected at the start, and counted so far: kept by every scan and quantity under
   * the row's lock (the count's own total, which its changes carry), and fixed by Apply.
   */
  expected: number;
  counted: number;
  /** Apply's totals (null until applied). */
  missing: number | null;
  found_elsewhere: number | null;
  unknown_codes: number | null;
}

/** A bottle in a counted place when the stocktake started, and where it was. */
export interface StocktakeExpectedTable {
  restaurant_id: string;
  stocktake_id: string;
  bottle_id: string;
  location_id: string;
  bin: string;
}

/**
 * How many bottles a place of a stocktake expects; how many of them were counted there (scanned
 * where they are recorded, or counted by quantity up to what was expected); how many scanned there
 * are recorded elsewhere (`found`).
 */
export interface StocktakePlaceTable {
  restaurant_id: string;
  stocktake_id: string;
  location_id: string;
  bin: string;
  expected: number;
  counted: number;
  found: Generated<number>;
}

/** Manual bottles of a format expected in a place of a stocktake, and how many were counted there. */
export interface StocktakeQuantityTable {
  restaurant_id: string;
  stocktake_id: string;
  format_id: string;
  location_id: string;
  bin: string;
  expected: number;
  quantity: number | null;
  counted_by_user_id: string | null;
  counted_at: string | null;
}

/** One code scanned into a stocktake, once. */
export interface StocktakeScanTable {
  restaurant_id: string;
  stocktake_id: string;
  code: string;
  outcome: ScanOutcome;
  location_id: string;
  bin: string;
  recorded_location_id: string | null;
  recorded_bin: string | null;
  scanned_by_user_id: string;
  scanned_at: string;
}
