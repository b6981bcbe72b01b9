import type { z } from 'zod';
import type {
  quantityRequestSchema,
  StocktakeQuantityChange,
  StocktakeScanResult,
  scanRequestSchema,
} from '../../../domain/stocktakes.js';
import type { DialectName } from '../../db/database.js';
import type { RecordChange, Tx } from '../../db/writer.js';
import type { Actor } from '../../http/actor.js';
import { AppError, notFound } from '../../http/app-error.js';
import { setQuantity } from './stocktake-quantity-repo.js';
import * as reads from './stocktake-read-repo.js';
import * as repo from './stocktake-repo.js';
import { covers, notOpen, placesOf } from './stocktake-rules.js';
import { judgeScan, scanChange, scannedBefore, scanResult } from './stocktake-scan-answers.js';

type Scan = z.output<typeof scanRequestSchema>;
type Quantity = z.output<typeof quantityRequestSchema>;

/** A count's writes in the caller's transaction (the online routes and a phone's replay). */
export interface StocktakeWrite {
  tx: Tx;
  dialect: DialectName;
  record: RecordChange;
}

/**
 * The stocktake's row, locked on PostgreSQL until the write commits: an Apply, a pause or a cancel
 * that changed it first is what the write reads, and one that comes after waits for it; and the
 * writes that add to its total take turns (addCounted). SQLite writes one at a time anyway.
 */
function readStocktakeLocked(write: StocktakeWrite, restaurantId: string, id: string) {
  return write.tx
    .selectFrom('stocktakes')
    .select(['status', 'places'])
    .where('restaurant_id', '=', restaurantId)
    .where('id', '=', id)
    .$if(write.dialect === 'postgres', (query) => query.forNoKeyUpdate())
    .executeTakeFirst();
}

/**
 * One scan into a count. A code scanned before, by anyone (another phone, or the same one
 * replaying), changes nothing: each bottle is counted once.
 */
export async function scanIntoStocktake(
  write: StocktakeWrite,
  actor: Actor,
  stocktakeId: string,
  request: Scan,
): Promise<StocktakeScanResult> {
  const { tx, record } = write;
  const place = { locationId: request.locationId, bin: request.bin };
  const scan = { restaurantId: actor.restaurantId, stocktakeId, place, code: request.code };
  if (write.dialect === 'postgres')
    await readStocktakeLocked(write, actor.restaurantId, stocktakeId);
  const { outcome, recordedIn } = judgeScan(await repo.readScanContext(tx, scan), place);
  const totals = await repo.recordScan(tx, {
    ...scan,
    outcome,
    recordedIn,
    userId: actor.userId,
  });
  // Scanned before, by anyone: nothing changes and nothing is sent to the other phones.
  if (!totals) return scannedBefore(request.code, recordedIn);
  const [counter] = await reads.readCounters(tx, actor.restaurantId, stocktakeId, actor.userId);
  record(scanChange(actor, scan, outcome, totals, counter?.counted ?? 0));
  return scanResult(request.code, outcome, recordedIn);
}

/**
 * Sets how many of a format were counted in a place: refused, changing nothing, as a scan is
 * (a paused or finished count, a place outside it or gone), and for a format the restaurant
 * does not have.
 */
export async function setStocktakeQuantity(
  write: StocktakeWrite,
  actor: Actor,
  id: string,
  request: Quantity,
  at: string,
): Promise<void> {
  const { tx, record } = write;
  const place = { locationId: request.locationId, bin: request.bin };
  const stocktake = await readStocktakeLocked(write, actor.restaurantId, id);
  if (!stocktake) throw notFound();
  if (stocktake.status !== 'open') throw notOpen(stocktake.status);
  if (!covers(placesOf(stocktake), place)) throw new AppError('stocktake-place-outside');
  if (!(await repo.placeExists(tx, actor.restaurantId, place))) {
    throw new AppError(place.bin ? 'bin-unknown' : 'location-unknown');
  }
  const format = await tx
    .selectFrom('formats')
    .select('id')
    .where('restaurant_id', '=', actor.restaurantId)
    .where('id', '=', request.formatId)
    .executeTakeFirst();
  if (!format) throw new AppError('format-unknown');
  const { expected, totals } = await setQuantity(
    tx,
    write.dialect,
    { restaurantId: actor.restaurantId, stocktakeId: id, formatId: request.formatId, place },
    { quantity: request.quantity, userId: actor.userId, at },
  );
  const names = await reads.userNames(tx, actor.restaurantId, [actor.userId]);
  const data: StocktakeQuantityChange = {
    stocktakeId: id,
    formatId: request.formatId,
    place,
    expected,
    quantity: request.quantity,
    userId: actor.userId,
    countedBy: names.get(actor.userId) ?? '',
    at,
    totals: totals.place,
    stocktake: { counted: totals.counted },
  };
  record({ entity: 'stocktake', id, op: 'put', action: 'stocktake.quantity', data });
}
