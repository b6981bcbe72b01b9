import type {
  ScanOutcome,
  StocktakeScanChange,
  StocktakeScanResult,
} from '../../../domain/stocktakes.js';
import type { Actor } from '../../http/actor.js';
import { AppError, notFound } from '../../http/app-error.js';
import type { CountedTotals, Place, ScanContext } from './stocktake-repo.js';
import { covers, notOpen, placesOf } from './stocktake-rules.js';

/** What a scan says: judged from what it read, answered to its phone, sent to the others. */

type Recorded = { locationId: string | null; bin: string } | null;

/**
 * What a scan in `place` is, from its context; refuses a scan the stocktake cannot take. On
 * PostgreSQL the scans' statement (scanGroupPostgres) records only what this accepts, with this
 * outcome: a change here is a change there. Both are held to one table of cases
 * (scan-rule-cases.ts; decision 0033).
 */
export function judgeScan(
  context: ScanContext | undefined,
  place: Place,
): { outcome: ScanOutcome; recordedIn: Recorded } {
  if (!context) throw notFound();
  if (context.status !== 'open') throw notOpen(context.status);
  if (!covers(placesOf(context), place)) throw new AppError('stocktake-place-outside');
  if (!context.placeExists) throw new AppError(place.bin ? 'bin-unknown' : 'location-unknown');
  const { recordedIn } = context;
  if (!recordedIn) return { outcome: 'unknown', recordedIn: null };
  const here = recordedIn.locationId === place.locationId && recordedIn.bin === place.bin;
  return { outcome: here ? 'counted' : 'found-elsewhere', recordedIn };
}

/** A code scanned before into this stocktake, by anyone: nothing changes, nothing is sent. */
export function scannedBefore(code: string, recordedIn: Recorded): StocktakeScanResult {
  return { outcome: recordedIn ? 'already-counted' : 'unknown', code };
}

export function scanResult(
  code: string,
  outcome: ScanOutcome,
  recordedIn: Recorded,
): StocktakeScanResult {
  return {
    outcome,
    code,
    ...(outcome === 'found-elsewhere' && recordedIn ? { recordedIn } : {}),
  };
}

/**
 * The change that brings a scan to the other phones: its place's totals and the stocktake's
 * bottles counted (`totals`), and its scanner's (`counted`), all after it.
 */
export function scanChange(
  actor: Actor,
  scan: { stocktakeId: string; place: Place; code: string },
  outcome: ScanOutcome,
  totals: CountedTotals,
  counted: number,
) {
  const data: StocktakeScanChange = {
    stocktakeId: scan.stocktakeId,
    code: scan.code,
    outcome,
    place: scan.place,
    userId: actor.userId,
    totals: totals.place,
    stocktake: { counted: totals.counted },
    counter: { counted },
  };
  return {
    entity: 'stocktake',
    id: scan.stocktakeId,
    op: 'put',
    action: 'stocktake.scan',
    data,
  } as const;
}
