import { sql } from 'kysely';
import { summarizeBatch } from '../../../domain/activity-kinds.js';
import type { Change } from '../../../domain/live.js';
import type { StocktakeStatus } from '../../../domain/stocktakes.js';
import type { Db } from '../../db/database.js';
import { executePrepared } from '../../db/prepared.js';
import { type BatchLogPostgres, notifyChanges, summaryColumns } from '../../live/change-repo.js';
import type { Place, ScanContext } from './stocktake-repo.js';

/** One scan of a group (scanGroupPostgres). */
export interface GroupScan {
  place: Place;
  code: string;
  userId: string;
  /** Its change, whose outcome, totals and scanner's count the statement fills in. */
  change: Change;
  /** When it arrived: its batch's and its row's time. */
  at: string;
}

/** A PostgreSQL scan's answer: what it read (for judgeScan), and its batch when it recorded. */
export interface ScanStatementResult {
  /** Undefined when the restaurant has no such stocktake. */
  context: ScanContext | undefined;
  /** The batch's revision and its one change, with the outcome and totals filled in. */
  recorded: { revision: number; change: Change } | undefined;
}

/**
 * PostgreSQL: the scans that arrived together into one stocktake, in one statement committed on
 * its own: one round trip, one hold of the restaurant's revision lock and one flush of the log
 * for all of them (the count's budget is the ack of every scan of four phones at once; decision
 * 0016). It locks the stocktake's row (a pause, cancel or Apply that updated it first is what it
 * reads, and one that comes after waits for it), whether each place exists and where each
 * bottle is recorded. It records a scan only when the stocktake is open, covers its place and the
 * place exists, and unless its code was already scanned into the stocktake, before or earlier in
 * the group; counts it in its place's totals (a row created when nothing was expected there) and
 * the stocktake's; and
 * writes one batch per recorded scan, under consecutive revisions in the group's order, with its
 * scanner as actor and the outcome, the totals and its scanner's bottles counted after it
 * filled into its change. It returns what it read for each scan, in order, so the caller judges
 * each with judgeScan, the one rule: the acceptance test and the outcome below mirror it, and
 * scan-rule-cases.ts holds both to one table of cases (decision 0033). A prepared statement (its
 * text never changes, whatever the group's size): planned once per connection.
 */
export async function scanGroupPostgres(
  db: Db,
  group: { restaurantId: string; stocktakeId: string; scans: readonly GroupScan[] },
  notify: BatchLogPostgres['notify'],
): Promise<ScanStatementResult[]> {
  const { restaurantId, stocktakeId, scans } = group;
  const summaries = scans.map((scan) => summaryColumns(summarizeBatch([scan.change])));
  const statement = sql<{
    status: StocktakeStatus | null;
    places: string | null;
    place_exists: boolean;
    bottle_id: string | null;
    location_id: string | null;
    bin: string | null;
    change: Change | null;
    revision: number | null;
  }>`
    with input as (
      -- One parameter, of a size PostgreSQL does not see: the statement's generic plan, made once
      -- per connection, costs the same as a plan for the group at hand, so it is the one used (an
      -- array's size is seen, and planning each group anew cost 1.6 ms).
      select * from jsonb_to_recordset(${JSON.stringify(
        scans.map((scan, index) => ({
          ord: index,
          code: scan.code,
          location_id: scan.place.locationId,
          bin: scan.place.bin,
          user_id: scan.userId,
          at: scan.at,
          change: scan.change,
          kind: summaries[index]?.[0],
          summary: summaries[index]?.[1],
        })),
      )}::jsonb) as scan (ord integer, code text, location_id text, bin text, user_id text,
        at text, change jsonb, kind text, summary text)
    ), stocktake as (
      -- Locked until commit, as every write of the stocktake does (readStocktakeLocked): the
      -- count's total below is added to in the order of the revisions.
      select status, places from stocktakes
      where restaurant_id = ${restaurantId} and id = ${stocktakeId}
      for no key update
    ), context as (
      select input.ord, bottles.id as bottle_id, bottles.location_id, bottles.bin,
        case when input.bin = ''
          then exists (select from locations
            where locations.restaurant_id = ${restaurantId} and locations.id = input.location_id)
          else exists (select from bins
            where bins.restaurant_id = ${restaurantId} and bins.location_id = input.location_id
              and bins.name = input.bin)
        end as place_exists
      from input
      -- By key, scan by scan (LIMIT keeps the planner from joining all of the restaurant's
      -- bottles, as it would for the hundred scans it supposes).
      left join lateral (select id, location_id, bin from bottles
        where bottles.restaurant_id = ${restaurantId} and bottles.id = input.code
        limit 1) as bottles on true
    ), judged as (
      -- judgeScan (stocktake-scan-answers.ts) in SQL: open, covering the place (no places: the whole
      -- cellar; a place without a bin: all of its location), the place exists; the outcome.
      select input.*,
        case when context.bottle_id is null then 'unknown'
          when context.location_id = input.location_id and coalesce(context.bin, '') = input.bin
            then 'counted'
          else 'found-elsewhere'
        end as outcome,
        context.location_id as recorded_location_id,
        case when context.bottle_id is null then null else coalesce(context.bin, '') end
          as recorded_bin,
        case when context.bottle_id is not null and context.location_id = input.location_id
            and coalesce(context.bin, '') = input.bin then 1 else 0 end as counted,
        case when context.bottle_id is not null and not (context.location_id = input.location_id
            and coalesce(context.bin, '') = input.bin) then 1 else 0 end as found
      from input join context using (ord) cross join stocktake
      where stocktake.status = 'open' and context.place_exists
        and (jsonb_array_length(stocktake.places::jsonb) = 0 or exists (
          select from jsonb_array_elements(stocktake.places::jsonb) as place
          where place->>'locationId' = input.location_id
            and (place->>'bin' is null or place->>'bin' = input.bin)))
    ), firsts as (
      -- A code scanned twice in the group: its first scan is the one recorded.
      select distinct on (code) * from judged order by code, ord
    ), scanned as (
      insert into stocktake_scans (restaurant_id, stocktake_id, code, outcome, location_id, bin,
        recorded_location_id, recorded_bin, scanned_by_user_id, scanned_at)
      select ${restaurantId}, ${stocktakeId}, code, outcome, location_id, bin,
        recorded_location_id, recorded_bin, user_id, at
      from firsts
      on conflict do nothing
      returning code
    ), recorded as (
      select firsts.* from firsts join scanned using (code)
    ), counters as (
      -- Each scanner's bottles counted before the group, as readCounters counts them: scans of
      -- bottles, and the quantities they were the last to count.
      select scanner.user_id,
        (select count(*) from stocktake_scans
          where stocktake_scans.restaurant_id = ${restaurantId}
            and stocktake_scans.stocktake_id = ${stocktakeId}
            and stocktake_scans.scanned_by_user_id = scanner.user_id
            and stocktake_scans.outcome <> 'unknown')
        + (select coalesce(sum(quantity), 0) from stocktake_quantities
          where stocktake_quantities.restaurant_id = ${restaurantId}
            and stocktake_quantities.stocktake_id = ${stocktakeId}
            and stocktake_quantities.counted_by_user_id = scanner.user_id) as counted_before
      from (select distinct user_id from recorded) as scanner
    ), placed as (
      insert into stocktake_places
        (restaurant_id, stocktake_id, location_id, bin, expected, counted, found)
      select ${restaurantId}, ${stocktakeId}, location_id, bin, 0, sum(counted), sum(found)
      from recorded group by location_id, bin
      on conflict (restaurant_id, stocktake_id, location_id, bin)
        do update set counted = stocktake_places.counted + excluded.counted,
          found = stocktake_places.found + excluded.found
      returning location_id, bin, expected, counted, found
    ), stocktake_counted as (
      -- The stocktake's own total (addCounted), after the group.
      update stocktakes set counted = counted + (select sum(counted) from recorded)
      where restaurant_id = ${restaurantId} and id = ${stocktakeId}
        and exists (select from recorded)
      returning counted
    ), totalled as (
      -- Each scan's place totals as they were just after it: the place's new counts less what the
      -- group's later scans there added.
      select recorded.*, placed.expected as place_expected,
        placed.counted - coalesce(sum(recorded.counted) over (
          partition by recorded.location_id, recorded.bin order by recorded.ord
          rows between 1 following and unbounded following), 0) as place_counted,
        placed.found - coalesce(sum(recorded.found) over (
          partition by recorded.location_id, recorded.bin order by recorded.ord
          rows between 1 following and unbounded following), 0) as place_found,
        -- The stocktake's, the same way.
        stocktake_counted.counted - coalesce(sum(recorded.counted) over (
          order by recorded.ord rows between 1 following and unbounded following), 0)
          as count_counted,
        -- And its scanner's bottles counted just after it.
        counters.counted_before + count(*) filter (where recorded.outcome <> 'unknown') over (
          partition by recorded.user_id order by recorded.ord
          rows between unbounded preceding and current row) as counter_counted,
        row_number() over (order by recorded.ord) as rank,
        count(*) over () as recorded_count
      from recorded join placed using (location_id, bin) join counters using (user_id)
        cross join stocktake_counted
    ), ranked as (
      select totalled.*, jsonb_set(jsonb_set(jsonb_set(jsonb_set(change, '{data,totals}',
          jsonb_build_object('expected', place_expected, 'counted', place_counted,
            'found', place_found)),
          '{data,outcome}', to_jsonb(outcome)),
          '{data,stocktake}', jsonb_build_object('counted', count_counted)),
          '{data,counter}', jsonb_build_object('counted', counter_counted)) as filled
      from totalled
    ), bumped as (
      update restaurants set revision = revision + (select count(*) from recorded)
      where id = ${restaurantId} and exists (select from recorded)
      returning revision, ${notifyChanges(
        notify,
        sql`id`,
        sql`revision - (select count(*) from recorded) + 1`,
        sql`revision`,
      )}
    ), numbered as (
      -- Each recorded scan's batch: the group's revisions, in its order.
      select ranked.*, bumped.revision - ranked.recorded_count + ranked.rank as revision
      from ranked cross join bumped
    ), written as (
      insert into change_batches
        (restaurant_id, revision, actor_user_id, at, history_id, changes, kind, summary)
      select ${restaurantId}, revision, user_id, at, nextval('change_history_ids')::integer,
        jsonb_build_array(filled)::text, kind, summary
      from numbered
    )
    select stocktake.status, stocktake.places, context.place_exists, context.bottle_id,
      context.location_id, context.bin, numbered.filled as change, numbered.revision
    from input join context using (ord)
      left join stocktake on true left join numbered using (ord)
    order by input.ord`;
  const rows = await executePrepared(db, 'stocktake-scans', statement.compile(db.kysely));
  return rows.map((row) => ({
    context:
      row.status === null || row.places === null
        ? undefined
        : {
            status: row.status,
            places: row.places,
            placeExists: Boolean(row.place_exists),
            recordedIn:
              row.bottle_id === null
                ? undefined
                : { locationId: row.location_id, bin: row.bin ?? '' },
          },
    recorded:
      row.revision === null || row.change === null
        ? undefined
        : { revision: Number(row.revision), change: row.change },
  }));
}
