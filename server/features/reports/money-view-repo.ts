import { type Kysely, sql } from 'kysely';
import { removalReasons } from '../../../domain/removal-reasons.js';
import type { Database } from '../../db/schema.js';
import {
  ADDED_AFTER,
  ADDED_BEFORE_FROM,
  ADDED_IN_PERIOD,
  costAt,
  openRemovalsQuery,
  periodPlace,
} from './open-share.js';

/**
 * What the money view reads (decision 0017). Each read is one grouped scan of one table; the
 * service joins them in memory by format, as the printable summary does (PostgreSQL planned joins
 * of these tables as nested loops). Times are ISO text, compared as text: both databases store
 * them as `toISOString()` writes them.
 */

type Reader = Kysely<Database>;

/** PostgreSQL's sum and count are bigints, which its driver gives as text. */
const num = (value: number | string | bigint | null): number => Number(value ?? 0);

/** Bottles of a format in a location ('' unassigned), with their own costs when read with them. */
export interface PlacedCount {
  formatId: string;
  locationId: string;
  bottles: number;
  /** The sum of the bottles' own costs (decision 0042), and how many had one. */
  costCents?: number;
  costed?: number;
}

/** The bottles in the cellar now, per format and location (the counts the triggers keep). */
export async function countsNow(db: Reader, restaurantId: string): Promise<PlacedCount[]> {
  const rows = await db
    .selectFrom('bottle_counts')
    .select((eb) => ['format_id', 'location_id', eb.fn.sum<number>('bottles').as('bottles')])
    .where('restaurant_id', '=', restaurantId)
    .where('bottles', '>', 0)
    .groupBy(['format_id', 'location_id'])
    .execute();
  return rows.map((row) => ({
    formatId: row.format_id,
    locationId: row.location_id,
    bottles: num(row.bottles),
  }));
}

/** The bottles in the cellar now, per format and location, at their own costs. */
export function bottlesNow(db: Reader, restaurantId: string): Promise<PlacedCount[]> {
  // Every time text sorts after '' and before '~' (ISO times start with a digit).
  return presentAdded(db, restaurantId, '', '~');
}

/** Bottles in the cellar now that were added in [from, to) (from '' : since ever), at their costs. */
export async function presentAdded(
  db: Reader,
  restaurantId: string,
  from: string,
  to: string,
): Promise<PlacedCount[]> {
  const rows = await db
    .selectFrom('bottles')
    .select((eb) => [
      'format_id',
      'location_id',
      eb.fn.countAll<number>().as('bottles'),
      // An open bottle counts what remains of it.
      eb.fn.sum<number>(costAt(to, 'bottles')).as('cost'),
      eb.fn.count<number>('cost_cents').as('costed'),
    ])
    .where('restaurant_id', '=', restaurantId)
    .where('added_at', '>=', from)
    .where('added_at', '<', to)
    .groupBy(['format_id', 'location_id'])
    .execute();
  return rows.map((row) => ({
    formatId: row.format_id,
    locationId: row.location_id ?? '',
    bottles: num(row.bottles),
    costCents: num(row.cost),
    costed: num(row.costed),
  }));
}

/**
 * Removed bottles that were on hand at `at`: added before it (or when unknown, before anything)
 * and removed at or after it. Valued at their cost when they left, or, open then, at what
 * remained of it at `at`.
 */
export async function removedOnHandAt(
  db: Reader,
  restaurantId: string,
  at: string,
): Promise<PlacedCount[]> {
  const rows = await db
    .selectFrom('removed_bottles')
    .select((eb) => [
      'format_id',
      'location_id',
      eb.fn.countAll<number>().as('bottles'),
      eb.fn.sum<number>(costAt(at, 'removed_bottles')).as('cost'),
      eb.fn.count<number>('cost_cents').as('costed'),
    ])
    .where('restaurant_id', '=', restaurantId)
    .where('removed_at', '>=', at)
    .where((eb) => eb.or([eb('added_at', 'is', null), eb('added_at', '<', at)]))
    .groupBy(['format_id', 'location_id'])
    .execute();
  return rows.map((row) => ({
    formatId: row.format_id,
    locationId: row.location_id ?? '',
    bottles: num(row.bottles),
    costCents: num(row.cost),
    costed: num(row.costed),
  }));
}

/** Bottles in the cellar now, per format: added before `from`, added in [from, to), and both. */
export interface PresentSplit {
  formatId: string;
  before: CostedCount;
  within: CostedCount;
  /** All of them, each at what it was worth at `to` (an open one: what remained then). */
  closing: CostedCount;
}

/** Bottles, the sum of their own costs, and how many had one. */
export interface CostedCount {
  bottles: number;
  costCents: number;
  costed: number;
}

/** The cellar's part of a period's opening, received and closing, in one pass over its bottles. */
export async function presentAround(
  db: Reader,
  restaurantId: string,
  from: string,
  to: string,
): Promise<PresentSplit[]> {
  const rows = await db
    .selectFrom('bottles')
    .select([
      'format_id',
      sql<number>`sum(case when added_at < ${from} then 1 else 0 end)`.as('before'),
      // The opening counts what remained of bottles open by then; a bottle received came full.
      sql<number>`sum(case when added_at < ${from} then ${costAt(from, 'bottles')} end)`.as(
        'b_cost',
      ),
      sql<number>`count(case when added_at < ${from} then cost_cents end)`.as('b_costed'),
      sql<number>`sum(case when added_at >= ${from} then 1 else 0 end)`.as('within'),
      sql<number>`sum(case when added_at >= ${from} then cost_cents end)`.as('w_cost'),
      sql<number>`count(case when added_at >= ${from} then cost_cents end)`.as('w_costed'),
      sql<number>`count(*)`.as('all'),
      sql<number>`sum(${costAt(to, 'bottles')})`.as('c_cost'),
      sql<number>`count(cost_cents)`.as('c_costed'),
    ])
    .where('restaurant_id', '=', restaurantId)
    .where('added_at', '<', to)
    .groupBy('format_id')
    .execute();
  const counted = (bottles: unknown, cost: unknown, costed: unknown): CostedCount => ({
    bottles: num(bottles as number),
    costCents: num(cost as number),
    costed: num(costed as number),
  });
  return rows.map((row) => ({
    formatId: row.format_id,
    before: counted(row.before, row.b_cost, row.b_costed),
    within: counted(row.within, row.w_cost, row.w_costed),
    closing: counted(row.all, row.c_cost, row.c_costed),
  }));
}

/** Removed bottles, their count and their costs when they left, and how many had one. */
export interface RemovedSum {
  bottles: number;
  costCents: number;
  costed: number;
}

/** What a period's removals say, per reason: see `removalsAround`. */
export interface ReasonRemovals {
  reason: string;
  /** Removed in [from, to), at what each was worth at `from` (received since: its cost). */
  out: RemovedSum;
  /** On hand at `from`: added before it (or when unknown), removed at or after it. */
  opening: RemovedSum;
  /** Added in [from, to), removed since. */
  received: RemovedSum;
  /** On hand at `to`: added before it (or when unknown), removed at or after it. */
  closing: RemovedSum;
}

/**
 * Everything a period's cost of goods needs from the removals, in one pass over those removed at
 * or after `from` (each figure's bottles were, as a bottle leaves after it came in): a year of
 * them was read four times, 0.6 s on SQLite (bench/reports.ts). Each row is classed once (removed
 * in the period; added before `from`, in the period, before `to`) and the classes are summed, a
 * handful of groups per reason: a sum per figure with a condition each took four times as long.
 */
export async function removalsAround(
  db: Reader,
  restaurantId: string,
  from: string,
  to: string,
): Promise<ReasonRemovals[]> {
  const [rows, open] = await Promise.all([
    removalsAroundQuery(db, restaurantId, from, to).execute(),
    openRemovalsQuery(db, restaurantId, from, to).execute(),
  ]);
  const groupKey = (row: { reason: string; removed_in: unknown; added: unknown }) =>
    `${row.reason}\u0000${num(row.removed_in as number)}\u0000${num(row.added as number)}`;
  // What the bottles open then were worth at each end less their whole costs, per group.
  const openShare = new Map(
    open.map((row) => [
      groupKey(row),
      { from: num(row.cost_from) - num(row.cost), to: num(row.cost_to) - num(row.cost) },
    ]),
  );
  const nothing = (): RemovedSum => ({ bottles: 0, costCents: 0, costed: 0 });
  const byReason = new Map<string, ReasonRemovals>();
  for (const row of rows) {
    const sums = byReason.get(row.reason) ?? {
      reason: row.reason,
      out: nothing(),
      opening: nothing(),
      received: nothing(),
      closing: nothing(),
    };
    byReason.set(row.reason, sums);
    const removedIn = num(row.removed_in) === 1;
    const added = num(row.added);
    const cost = num(row.cost);
    const share = openShare.get(groupKey(row)) ?? { from: 0, to: 0 };
    const figures = [
      // What went out is what it was worth when the period began (an open bottle: what remained
      // of it then, its glasses before counted in earlier periods); a bottle received, in full.
      removedIn && ([sums.out, added === ADDED_BEFORE_FROM ? cost + share.from : cost] as const),
      added === ADDED_BEFORE_FROM && ([sums.opening, cost + share.from] as const),
      added === ADDED_IN_PERIOD && ([sums.received, cost] as const),
      !removedIn && added !== ADDED_AFTER && ([sums.closing, cost + share.to] as const),
    ];
    for (const figure of figures) {
      if (!figure) continue;
      const [sum, figureCost] = figure;
      sum.bottles += num(row.bottles);
      sum.costCents += figureCost;
      sum.costed += num(row.costed);
    }
  }
  return [...byReason.values()];
}

/** The statement `removalsAround` runs (bench/reports.ts prints its plan). */
export function removalsAroundQuery(db: Reader, restaurantId: string, from: string, to: string) {
  return (
    db
      .selectFrom('removed_bottles')
      .select((eb) => [
        'reason',
        ...periodPlace(eb, from, to),
        eb.fn.countAll<number>().as('bottles'),
        // Whole costs: what remained of those open then is read apart (`openRemovalsQuery`).
        eb.fn.sum<number>('cost_cents').as('cost'),
        eb.fn.count<number>('cost_cents').as('costed'),
      ])
      .where('restaurant_id', '=', restaurantId)
      // Every reason there is (a removal always has one of them): SQLite then reads the index by
      // reason, one range of time each, and groups as it goes (migration 0023).
      .where('reason', 'in', removalReasons)
      .where('removed_at', '>=', from)
      .groupBy(['reason', 'removed_in', 'added'])
  );
}

/** A range of time [from, to), ISO text. */
export interface TimeRange {
  from: string;
  to: string;
}

/**
 * Bottles added (still here or removed since) and removed in each range: counts of index ranges
 * (bottles_by_added, removed_bottles_by_added, removed_bottles_by_time), where grouping a year of
 * removals by day sorted all of them twice (bench/reports.ts).
 */
export async function movedIn(
  db: Reader,
  restaurantId: string,
  ranges: readonly TimeRange[],
): Promise<Array<{ in: number; out: number }>> {
  const added = (table: 'bottles' | 'removed_bottles', { from, to }: TimeRange) =>
    db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('restaurant_id', '=', restaurantId)
      .where('added_at', '>=', from)
      .where('added_at', '<', to)
      .executeTakeFirstOrThrow();
  const removed = ({ from, to }: TimeRange) =>
    db
      .selectFrom('removed_bottles')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('restaurant_id', '=', restaurantId)
      .where('removed_at', '>=', from)
      .where('removed_at', '<', to)
      .executeTakeFirstOrThrow();
  const moved: Array<{ in: number; out: number }> = [];
  for (const range of ranges) {
    const [here, gone, out] = await Promise.all([
      added('bottles', range),
      added('removed_bottles', range),
      removed(range),
    ]);
    moved.push({ in: num(here.n) + num(gone.n), out: num(out.n) });
  }
  return moved;
}

export { readFormats } from './format-facts-repo.js';
export { readListings, readNames } from './listing-names-repo.js';
