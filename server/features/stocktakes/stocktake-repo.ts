import { type Expression, type ExpressionBuilder, type SqlBool, sql } from 'kysely';
import type { ScanOutcome, StocktakePlace, StocktakeStatus } from '../../../domain/stocktakes.js';
import type { DialectName } from '../../db/database.js';
import type { Database, StocktakeTable } from '../../db/schema.js';
import type { Tx } from '../../live/writer.js';

export interface Place {
  locationId: string;
  bin: string;
}

/** The bottles' rows in the stocktake's places: every location's, or those of the places chosen. */
function inPlaces(places: readonly StocktakePlace[]) {
  return (eb: ExpressionBuilder<Database, 'bottles'>): Expression<SqlBool> => {
    if (places.length === 0) return eb('location_id', 'is not', null);
    return eb.or(
      places.map((place) =>
        place.bin === undefined
          ? eb('location_id', '=', place.locationId)
          : eb.and([eb('location_id', '=', place.locationId), eb('bin', '=', place.bin)]),
      ),
    );
  };
}

/**
 * Starts a stocktake: its row, its expected bottles (those in its places now, in one INSERT …
 * SELECT however many) and its places' expected totals, all in the caller's transaction.
 */
export async function insertStocktake(
  tx: Tx,
  row: Pick<
    StocktakeTable,
    'restaurant_id' | 'id' | 'places' | 'started_at' | 'started_by_user_id' | 'start_revision'
  >,
  places: readonly StocktakePlace[],
): Promise<void> {
  await tx
    .insertInto('stocktakes')
    .values({ ...row, status: 'open' })
    .execute();
  await tx
    .insertInto('stocktake_expected')
    .columns(['restaurant_id', 'stocktake_id', 'bottle_id', 'location_id', 'bin'])
    .expression(
      tx
        .selectFrom('bottles')
        .select((eb) => [
          'restaurant_id',
          eb.val(row.id).as('stocktake_id'),
          'id',
          // Unassigned bottles are never expected (inPlaces): the cast only tells SQL so.
          sql<string>`coalesce(location_id, '')`.as('location_id'),
          'bin',
        ])
        .where('restaurant_id', '=', row.restaurant_id)
        .where(inPlaces(places)),
    )
    .execute();
  await tx
    .insertInto('stocktake_places')
    .columns(['restaurant_id', 'stocktake_id', 'location_id', 'bin', 'expected', 'counted'])
    .expression(
      tx
        .selectFrom('stocktake_expected')
        .select((eb) => [
          'restaurant_id',
          'stocktake_id',
          'location_id',
          'bin',
          eb.fn.countAll<number>().as('expected'),
          eb.lit(0).as('counted'),
        ])
        .where('restaurant_id', '=', row.restaurant_id)
        .where('stocktake_id', '=', row.id)
        .groupBy(['restaurant_id', 'stocktake_id', 'location_id', 'bin']),
    )
    .execute();
  // A chosen bin is shown in the progress even when it held nothing at the start.
  const bins = places.filter((place) => place.bin !== undefined);
  if (bins.length > 0) {
    await tx
      .insertInto('stocktake_places')
      .values(
        bins.map((place) => ({
          restaurant_id: row.restaurant_id,
          stocktake_id: row.id,
          location_id: place.locationId,
          bin: place.bin ?? '',
          expected: 0,
          counted: 0,
        })),
      )
      .onConflict((conflict) => conflict.doNothing())
      .execute();
  }
}

/** What a scan needs to know, read in one statement (each round trip counts at four phones). */
export interface ScanContext {
  status: StocktakeStatus;
  places: StocktakeTable['places'];
  placeExists: boolean;
  /** Where the scanned bottle is recorded; undefined when no bottle has this code. */
  recordedIn: { locationId: string | null; bin: string } | undefined;
}

/**
 * The stocktake a scan goes into, whether the place scanned in exists, and where the scanned
 * bottle is recorded. On PostgreSQL the stocktake's row is read FOR SHARE: scans run side by side,
 * while a pause, cancel or Apply (which update it) waits for them and they wait for it, so no scan
 * is acknowledged into a stocktake that a committed Apply has already settled. SQLite runs one
 * write at a time. The location, bin and bottle are only read, so scans do not queue on them.
 */
export async function readScanContext(
  tx: Tx,
  dialect: DialectName,
  scan: { restaurantId: string; stocktakeId: string; place: Place; code: string },
): Promise<ScanContext | undefined> {
  const { restaurantId, place, code } = scan;
  const query = tx
    .selectFrom('stocktakes')
    .leftJoin('bottles', (join) =>
      join.on('bottles.restaurant_id', '=', restaurantId).on('bottles.id', '=', code),
    )
    .select((eb) => [
      'stocktakes.status',
      'stocktakes.places',
      'bottles.id as bottle_id',
      'bottles.location_id',
      'bottles.bin',
      eb
        .exists(
          place.bin === ''
            ? eb
                .selectFrom('locations')
                .select('locations.id')
                .where('locations.restaurant_id', '=', restaurantId)
                .where('locations.id', '=', place.locationId)
            : eb
                .selectFrom('bins')
                .select('bins.name')
                .where('bins.restaurant_id', '=', restaurantId)
                .where('bins.location_id', '=', place.locationId)
                .where('bins.name', '=', place.bin),
        )
        .as('place_exists'),
    ])
    .where('stocktakes.restaurant_id', '=', restaurantId)
    .where('stocktakes.id', '=', scan.stocktakeId);
  const row = await (dialect === 'postgres'
    ? query.forShare('stocktakes')
    : query
  ).executeTakeFirst();
  if (!row) return undefined;
  return {
    status: row.status,
    places: row.places,
    placeExists: Boolean(row.place_exists),
    recordedIn:
      row.bottle_id === null ? undefined : { locationId: row.location_id, bin: row.bin ?? '' },
  };
}

/** Whether the location (and bin) exists; read only, so scans do not queue on its row. */
export async function placeExists(tx: Tx, restaurantId: string, place: Place): Promise<boolean> {
  if (place.bin === '') {
    const location = await tx
      .selectFrom('locations')
      .select('id')
      .where('restaurant_id', '=', restaurantId)
      .where('id', '=', place.locationId)
      .executeTakeFirst();
    return location !== undefined;
  }
  const bin = await tx
    .selectFrom('bins')
    .select('name')
    .where('restaurant_id', '=', restaurantId)
    .where('location_id', '=', place.locationId)
    .where('name', '=', place.bin)
    .executeTakeFirst();
  return bin !== undefined;
}

export interface ScanRow {
  restaurantId: string;
  stocktakeId: string;
  code: string;
  outcome: ScanOutcome;
  place: Place;
  recordedIn: { locationId: string | null; bin: string } | null;
  userId: string;
}

/**
 * Records a scan unless this code was already scanned into the stocktake, and counts it in its
 * place's totals (a row created when nothing was expected there) when it names a bottle. Returns
 * the place's new totals, or undefined when the code had been scanned before. On PostgreSQL both
 * writes are one statement (one round trip fewer for every scan of every phone); SQLite runs in
 * process and has no writes in WITH.
 */
export async function recordScan(
  tx: Tx,
  dialect: DialectName,
  scan: ScanRow,
): Promise<{ expected: number; counted: number } | undefined> {
  const counted = scan.recordedIn ? 1 : 0;
  const scanRow = {
    restaurant_id: scan.restaurantId,
    stocktake_id: scan.stocktakeId,
    code: scan.code,
    outcome: scan.outcome,
    location_id: scan.place.locationId,
    bin: scan.place.bin,
    recorded_location_id: scan.recordedIn?.locationId ?? null,
    recorded_bin: scan.recordedIn?.bin ?? null,
    scanned_by_user_id: scan.userId,
    scanned_at: new Date().toISOString(),
  };
  const placeRow = {
    restaurant_id: scan.restaurantId,
    stocktake_id: scan.stocktakeId,
    location_id: scan.place.locationId,
    bin: scan.place.bin,
  };
  const insertScan = tx
    .insertInto('stocktake_scans')
    .values(scanRow)
    .onConflict((conflict) => conflict.doNothing())
    .returning('code');
  if (dialect === 'postgres') {
    const row = await tx
      .with('scanned', () => insertScan)
      .insertInto('stocktake_places')
      .columns(['restaurant_id', 'stocktake_id', 'location_id', 'bin', 'expected', 'counted'])
      .expression((eb) =>
        eb
          .selectFrom('scanned')
          .select([
            eb.val(placeRow.restaurant_id).as('restaurant_id'),
            eb.val(placeRow.stocktake_id).as('stocktake_id'),
            eb.val(placeRow.location_id).as('location_id'),
            eb.val(placeRow.bin).as('bin'),
            eb.lit(0).as('expected'),
            eb.lit(counted).as('counted'),
          ]),
      )
      .onConflict((conflict) =>
        conflict
          .columns(['restaurant_id', 'stocktake_id', 'location_id', 'bin'])
          .doUpdateSet({ counted: sql`stocktake_places.counted + ${counted}` }),
      )
      .returning(['expected', 'counted'])
      .executeTakeFirst();
    return row && { expected: Number(row.expected), counted: Number(row.counted) };
  }
  if ((await insertScan.executeTakeFirst()) === undefined) return undefined;
  const row = await tx
    .insertInto('stocktake_places')
    .values({ ...placeRow, expected: 0, counted })
    .onConflict((conflict) =>
      conflict
        .columns(['restaurant_id', 'stocktake_id', 'location_id', 'bin'])
        .doUpdateSet({ counted: sql`stocktake_places.counted + ${counted}` }),
    )
    .returning(['expected', 'counted'])
    .executeTakeFirstOrThrow();
  return { expected: Number(row.expected), counted: Number(row.counted) };
}

/**
 * Moves the stocktake from one of `from` to `to` in one conditional write: of two requests at
 * once only one finds it still in `from`. Returns whether it did.
 */
export async function changeStatus(
  tx: Tx,
  restaurantId: string,
  id: string,
  from: readonly StocktakeStatus[],
  to: StocktakeStatus,
  finished?: { at: string; userId: string },
): Promise<boolean> {
  const row = await tx
    .updateTable('stocktakes')
    .set({
      status: to,
      ...(finished ? { finished_at: finished.at, finished_by_user_id: finished.userId } : {}),
    })
    .where('restaurant_id', '=', restaurantId)
    .where('id', '=', id)
    .where('status', 'in', [...from])
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

export async function storeRecord(
  tx: Tx,
  restaurantId: string,
  id: string,
  record: {
    json: string;
    expected: number;
    counted: number;
    missing: number;
    foundElsewhere: number;
    unknownCodes: number;
  },
): Promise<void> {
  await tx
    .updateTable('stocktakes')
    .set({
      record: record.json,
      expected: record.expected,
      counted: record.counted,
      missing: record.missing,
      found_elsewhere: record.foundElsewhere,
      unknown_codes: record.unknownCodes,
    })
    .where('restaurant_id', '=', restaurantId)
    .where('id', '=', id)
    .execute();
}
