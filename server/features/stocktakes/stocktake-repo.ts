import { type Expression, type ExpressionBuilder, type Kysely, type SqlBool, sql } from 'kysely';
import type { Change } from '../../../domain/live.js';
import type { ScanOutcome, StocktakePlace, StocktakeStatus } from '../../../domain/stocktakes.js';
import type { Db } from '../../db/database.js';
import { executePrepared } from '../../db/prepared.js';
import type { Database, StocktakeTable } from '../../db/schema.js';
import { type BatchLogPostgres, batchStatements } from '../../live/change-repo.js';
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
 * bottle is recorded; all only read, so scans do not queue on them. SQLite, in the scan's
 * transaction (PostgreSQL reads the same in the scan's one statement: scanPostgres).
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

/**
 * SQLite, in the scan's transaction: records a scan unless this code was already scanned into the
 * stocktake, and counts it in its place's totals (a row created when nothing was expected there)
 * when it names a bottle. Returns the place's new totals, or undefined when the code had been
 * scanned before.
 */
export async function recordScan(
  tx: Tx,
  scan: ScanRow,
): Promise<{ expected: number; counted: number } | undefined> {
  const counted = scan.recordedIn ? 1 : 0;
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
    })
    .onConflict((conflict) =>
      conflict
        .columns(['restaurant_id', 'stocktake_id', 'location_id', 'bin'])
        .doUpdateSet({ counted: sql`stocktake_places.counted + ${counted}` }),
    )
    .returning(['expected', 'counted'])
    .executeTakeFirstOrThrow();
  return { expected: Number(row.expected), counted: Number(row.counted) };
}

/** A PostgreSQL scan's answer: what it read (for judgeScan), and the totals when it recorded. */
export interface ScanStatementResult {
  /** Undefined when the restaurant has no such stocktake. */
  context: ScanContext | undefined;
  recorded: { expected: number; counted: number; revision: number } | undefined;
}

/**
 * PostgreSQL: the whole scan in one statement, committed on its own (one round trip: issue 16's
 * budget is the ack of every scan of four phones at once). It reads the stocktake's row FOR SHARE
 * (a pause, cancel or Apply that updated it first is what it reads, and one that comes after waits
 * for it), whether the place exists and where the bottle is recorded; it records the scan only
 * when the stocktake is open, covers the place and the place exists, and unless this code was
 * already scanned into the stocktake; it counts it in its place's totals (a row created when
 * nothing was expected there), writes them and the outcome into the change (`change`, whose
 * `data.outcome` and `data.totals` the statement fills), and records the batch
 * (`batchStatements`) only when the scan was recorded. It returns what it read, so the caller
 * judges it with judgeScan, the one rule: the acceptance test and the outcome below mirror it.
 * A prepared statement (its text never changes): planned once per connection.
 */
export async function scanPostgres(
  db: Db,
  scan: { restaurantId: string; stocktakeId: string; place: Place; code: string; userId: string },
  change: Change,
  log: BatchLogPostgres,
): Promise<ScanStatementResult> {
  const { restaurantId, stocktakeId, code } = scan;
  const { locationId, bin } = scan.place;
  const statement = sql<{
    status: StocktakeStatus | null;
    places: string | null;
    place_exists: boolean | null;
    bottle_id: string | null;
    location_id: string | null;
    bin: string | null;
    expected: number | null;
    counted: number | null;
    revision: number | null;
  }>`
    with context as (
      select stocktakes.status, stocktakes.places, bottles.id as bottle_id, bottles.location_id,
        bottles.bin,
        case when ${bin}::text = ''
          then exists (select from locations
            where locations.restaurant_id = ${restaurantId} and locations.id = ${locationId})
          else exists (select from bins
            where bins.restaurant_id = ${restaurantId} and bins.location_id = ${locationId}
              and bins.name = ${bin})
        end as place_exists
      from stocktakes
      left join bottles on bottles.restaurant_id = ${restaurantId} and bottles.id = ${code}
      where stocktakes.restaurant_id = ${restaurantId} and stocktakes.id = ${stocktakeId}
      for share of stocktakes
    ), judged as (
      -- judgeScan (stocktake-service.ts) in SQL: open, covering the place (no places: the whole
      -- cellar; a place without a bin: all of its location), the place exists; the outcome.
      select
        case when bottle_id is null then 'unknown'
          when location_id = ${locationId} and coalesce(bin, '') = ${bin} then 'counted'
          else 'found-elsewhere'
        end as outcome,
        location_id as recorded_location_id,
        case when bottle_id is null then null else coalesce(bin, '') end as recorded_bin,
        case when bottle_id is null then 0 else 1 end as counted
      from context
      where status = 'open' and place_exists
        and (jsonb_array_length(places::jsonb) = 0 or exists (
          select from jsonb_array_elements(places::jsonb) as place
          where place->>'locationId' = ${locationId}
            and (place->>'bin' is null or place->>'bin' = ${bin})))
    ), scanned as (
      insert into stocktake_scans (restaurant_id, stocktake_id, code, outcome, location_id, bin,
        recorded_location_id, recorded_bin, scanned_by_user_id, scanned_at)
      select ${restaurantId}, ${stocktakeId}, ${code}, outcome, ${locationId}, ${bin},
        recorded_location_id, recorded_bin, ${scan.userId}, ${new Date().toISOString()}
      from judged
      on conflict do nothing
      returning code
    ), placed as (
      insert into stocktake_places (restaurant_id, stocktake_id, location_id, bin, expected, counted)
      select ${restaurantId}, ${stocktakeId}, ${locationId}, ${bin}, 0, judged.counted
      from judged
      where exists (select from scanned)
      on conflict (restaurant_id, stocktake_id, location_id, bin)
        do update set counted = stocktake_places.counted + excluded.counted
      returning expected, counted
    ), changed as (
      select jsonb_build_array(jsonb_set(jsonb_set(${JSON.stringify(change)}::jsonb,
        '{data,totals}', jsonb_build_object('expected', placed.expected, 'counted', placed.counted)),
        '{data,outcome}', to_jsonb(judged.outcome)))::text as changes
      from placed, judged
    ), ${batchStatements(log, {
      changes: sql`(select changes from changed)`,
      historyId: sql`nextval('change_history_ids')::integer`,
      when: sql`exists (select from placed)`,
    })}
    select context.status, context.places, context.place_exists, context.bottle_id,
      context.location_id, context.bin, placed.expected, placed.counted, bumped.revision
    from (select) as one
      left join context on true left join placed on true left join bumped on true`;
  const [row] = await executePrepared(db, 'stocktake-scan', statement.compile(db.kysely));
  if (!row || row.status === null || row.places === null) {
    return { context: undefined, recorded: undefined };
  }
  return {
    context: {
      status: row.status,
      places: row.places,
      placeExists: Boolean(row.place_exists),
      recordedIn:
        row.bottle_id === null ? undefined : { locationId: row.location_id, bin: row.bin ?? '' },
    },
    recorded:
      row.revision === null
        ? undefined
        : {
            expected: Number(row.expected),
            counted: Number(row.counted),
            revision: Number(row.revision),
          },
  };
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
