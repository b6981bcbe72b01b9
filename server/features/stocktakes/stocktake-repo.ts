import { type Expression, type ExpressionBuilder, type Kysely, type SqlBool, sql } from 'kysely';
import type { ScanOutcome, StocktakePlace, StocktakeStatus } from '../../../domain/stocktakes.js';
import type { Database } from '../../db/schema.js';
import type { StocktakeTable } from '../../db/schema-stocktakes.js';
import type { Tx } from '../../db/writer.js';

export interface Place {
  locationId: string;
  bin: string;
}

/** The bottles' rows in the stocktake's places: every location's, or those of the places chosen. */
export function inPlaces(places: readonly StocktakePlace[]) {
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
 * SELECT however many), its places' expected totals and its own, all in the caller's transaction.
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
    .values({ ...row, status: 'open', expected: 0, counted: 0 })
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
  await tx
    .updateTable('stocktakes')
    .set((eb) => ({
      expected: eb
        .selectFrom('stocktake_places')
        .select(sql<number>`coalesce(sum(expected), 0)`.as('expected'))
        .where('restaurant_id', '=', row.restaurant_id)
        .where('stocktake_id', '=', row.id),
    }))
    .where('restaurant_id', '=', row.restaurant_id)
    .where('id', '=', row.id)
    .execute();
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
 * bottle is recorded; all only read, so scans do not queue on them. SQLite, in the scan's
 * transaction (PostgreSQL reads the same in the scans' one statement: scanGroupPostgres).
 */
export async function readScanContext(
  db: Kysely<Database>,
  scan: { restaurantId: string; stocktakeId: string; place: Place; code: string },
): Promise<ScanContext | undefined> {
  const { restaurantId, place, code } = scan;
  const row = await db
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
    .where('stocktakes.id', '=', scan.stocktakeId)
    .executeTakeFirst();
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

function scanRow(scan: ScanRow) {
  return {
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
}

/** A place's totals in a stocktake (domain placeTotalsSchema). */
export interface PlaceTotals {
  expected: number;
  counted: number;
  found: number;
}

/** A write's totals after it: its place's, and the bottles counted in the whole stocktake. */
export interface CountedTotals {
  place: PlaceTotals;
  counted: number;
}

/**
 * Adds to the stocktake's own count of bottles counted, and returns it. Writes of one stocktake
 * hold its row's lock from their start (readStocktakeLocked on PostgreSQL; SQLite writes one at a
 * time), so each returns the total after it, in the order of their revisions.
 */
export async function addCounted(
  tx: Tx,
  restaurantId: string,
  stocktakeId: string,
  counted: number,
): Promise<number> {
  const row = await tx
    .updateTable('stocktakes')
    .set({ counted: sql`counted + ${counted}` })
    .where('restaurant_id', '=', restaurantId)
    .where('id', '=', stocktakeId)
    .returning('counted')
    .executeTakeFirstOrThrow();
  return Number(row.counted);
}

/**
 * In the scan's transaction (SQLite, and a phone's replay): records a scan unless this code was
 * already scanned into the stocktake, and counts it in its place's totals (a row created when
 * nothing was expected there) and the stocktake's: counted when the bottle is recorded there,
 * found when it is recorded elsewhere. Returns the new totals, or undefined when the code had
 * been scanned before.
 */
export async function recordScan(tx: Tx, scan: ScanRow): Promise<CountedTotals | undefined> {
  const counted = scan.outcome === 'counted' ? 1 : 0;
  const found = scan.outcome === 'found-elsewhere' ? 1 : 0;
  const inserted = await tx
    .insertInto('stocktake_scans')
    .values(scanRow(scan))
    .onConflict((conflict) => conflict.doNothing())
    .returning('code')
    .executeTakeFirst();
  if (inserted === undefined) return undefined;
  const row = await tx
    .insertInto('stocktake_places')
    .values({
      restaurant_id: scan.restaurantId,
      stocktake_id: scan.stocktakeId,
      location_id: scan.place.locationId,
      bin: scan.place.bin,
      expected: 0,
      counted,
      found,
    })
    .onConflict((conflict) =>
      conflict.columns(['restaurant_id', 'stocktake_id', 'location_id', 'bin']).doUpdateSet({
        counted: sql`stocktake_places.counted + ${counted}`,
        found: sql`stocktake_places.found + ${found}`,
      }),
    )
    .returning(['expected', 'counted', 'found'])
    .executeTakeFirstOrThrow();
  return {
    place: totalsOf(row),
    counted: await addCounted(tx, scan.restaurantId, scan.stocktakeId, counted),
  };
}

export function totalsOf(row: {
  expected: number | string;
  counted: number | string;
  found: number | string;
}): PlaceTotals {
  return { expected: Number(row.expected), counted: Number(row.counted), found: Number(row.found) };
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
