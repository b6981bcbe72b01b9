import { type Kysely, sql } from 'kysely';
import { parameterChunks } from '../../db/parameter-chunks.js';
import type { Database } from '../../db/schema.js';

type Reader = Kysely<Database>;

/** PostgreSQL's sum and count are bigints, which its driver gives as text. */
const num = (value: number | string | bigint | null): number => Number(value ?? 0);

/**
 * Bottles of a format that arrived together at one unit cost, here or gone since: those of one
 * delivery, or, without a delivery, those added the same day (UTC).
 */
export interface Arrival {
  formatId: string;
  deliveryId: string | null;
  /** The delivery's time, else the first of the bottles'. */
  at: string;
  supplier: string;
  unitCostCents: number | null;
  bottles: number;
}

/** Which bottles an arrival read takes: one format's, or those of formats added in a range. */
export interface ArrivalFilter {
  formatIds?: readonly string[];
  from?: string;
  to?: string;
}

/**
 * Arrivals, oldest first, from the bottles here and those removed (whose added time is known),
 * grouped by delivery or day and by cost, then joined to their deliveries. A grouped scan of each
 * table; the deliveries named are read by key.
 */
export async function readArrivals(
  db: Reader,
  restaurantId: string,
  filter: ArrivalFilter,
): Promise<Arrival[]> {
  const grouped = (table: 'bottles' | 'removed_bottles') => {
    let query = db
      .selectFrom(table)
      .select([
        'format_id',
        'delivery_id',
        sql<string>`case when delivery_id is null then substr(added_at, 1, 10) else '' end`.as(
          'day',
        ),
        'cost_cents',
        sql<number>`count(*)`.as('bottles'),
        sql<string>`min(added_at)`.as('first'),
      ])
      .where('restaurant_id', '=', restaurantId)
      .where('added_at', 'is not', null);
    if (filter.formatIds) query = query.where('format_id', 'in', [...filter.formatIds]);
    if (filter.from !== undefined) query = query.where('added_at', '>=', filter.from);
    if (filter.to !== undefined) query = query.where('added_at', '<', filter.to);
    return query.groupBy(['format_id', 'delivery_id', 'day', 'cost_cents']).execute();
  };
  if (filter.formatIds?.length === 0) return [];
  const [here, gone] = await Promise.all([grouped('bottles'), grouped('removed_bottles')]);
  const byKey = new Map<string, Omit<Arrival, 'supplier'>>();
  for (const row of [...here, ...gone]) {
    const cost = row.cost_cents === null ? null : Number(row.cost_cents);
    const key = `${row.format_id}\u0000${row.delivery_id ?? ''}\u0000${row.day}\u0000${cost}`;
    const found = byKey.get(key);
    if (found) {
      found.bottles += num(row.bottles);
      if (row.first < found.at) found.at = row.first;
      continue;
    }
    byKey.set(key, {
      formatId: row.format_id,
      deliveryId: row.delivery_id,
      at: row.first,
      unitCostCents: cost,
      bottles: num(row.bottles),
    });
  }
  const deliveryIds = [...new Set([...byKey.values()].flatMap((a) => a.deliveryId ?? []))];
  const deliveries = new Map<string, { at: string; supplier: string }>();
  for (let start = 0; start < deliveryIds.length; start += 500) {
    const rows = await db
      .selectFrom('deliveries')
      .select(['id', 'received_at', 'supplier'])
      .where('restaurant_id', '=', restaurantId)
      .where('id', 'in', deliveryIds.slice(start, start + 500))
      .execute();
    for (const row of rows) deliveries.set(row.id, { at: row.received_at, supplier: row.supplier });
  }
  const arrivals = [...byKey.values()].map((arrival) => {
    const delivery = arrival.deliveryId === null ? undefined : deliveries.get(arrival.deliveryId);
    return { ...arrival, at: delivery?.at ?? arrival.at, supplier: delivery?.supplier ?? '' };
  });
  return arrivals.sort((a, b) => (a.at < b.at ? -1 : a.at > b.at ? 1 : 0));
}

/**
 * The formats with bottles added at or after `since`, here or gone, whose bottles had two unit
 * costs or more: a superset of those whose cost changed since (an arrival without a cost changes
 * nothing). Each table is read by format from the index holding format and cost (migration 0036),
 * a run of index entries without a sort: a filter on when they came made SQLite sort a year of
 * them instead. A format's least and greatest costs and newest bottle are joined across the two.
 */
export async function formatsOfSeveralCosts(
  db: Reader,
  restaurantId: string,
  since: string,
): Promise<string[]> {
  const spread = (table: 'bottles' | 'removed_bottles') =>
    db
      .selectFrom(table)
      .select([
        'format_id',
        sql<number | null>`min(cost_cents)`.as('least'),
        sql<number | null>`max(cost_cents)`.as('most'),
        sql<string | null>`max(added_at)`.as('newest'),
      ])
      .where('restaurant_id', '=', restaurantId)
      .groupBy('format_id')
      .execute();
  const [here, gone] = await Promise.all([spread('bottles'), spread('removed_bottles')]);
  const byFormat = new Map<string, { least: number; most: number; newest: string }>();
  for (const row of [...here, ...gone]) {
    const least = row.least === null ? Number.POSITIVE_INFINITY : Number(row.least);
    const most = row.most === null ? Number.NEGATIVE_INFINITY : Number(row.most);
    const newest = row.newest ?? '';
    const found = byFormat.get(row.format_id);
    if (found === undefined) {
      byFormat.set(row.format_id, { least, most, newest });
      continue;
    }
    found.least = Math.min(found.least, least);
    found.most = Math.max(found.most, most);
    if (newest > found.newest) found.newest = newest;
  }
  return [...byFormat]
    .filter(([, format]) => format.least < format.most && format.newest >= since)
    .map(([formatId]) => formatId);
}

/** A format's bottles on hand: how many, the sum of their own costs and how many have one. */
export async function onHandCosts(
  db: Reader,
  restaurantId: string,
  formatId: string,
): Promise<{ bottles: number; costCents: number; costed: number }> {
  const row = await db
    .selectFrom('bottles')
    .select([
      sql<number>`count(*)`.as('bottles'),
      sql<number>`sum(cost_cents)`.as('cost'),
      sql<number>`count(cost_cents)`.as('costed'),
    ])
    .where('restaurant_id', '=', restaurantId)
    .where('format_id', '=', formatId)
    .executeTakeFirstOrThrow();
  return { bottles: num(row.bottles), costCents: num(row.cost), costed: num(row.costed) };
}

/**
 * Each format's last cost: the unit cost of its newest arrival that had one (the wine detail's
 * `Last cost`). Formats that never arrived with a cost are absent.
 */
export async function lastCosts(
  db: Reader,
  restaurantId: string,
  formatIds: readonly string[],
): Promise<Map<string, number>> {
  const last = new Map<string, number>();
  for (const part of parameterChunks(formatIds)) {
    // Oldest first: the newest with a cost is the last one set.
    for (const arrival of await readArrivals(db, restaurantId, { formatIds: part })) {
      if (arrival.unitCostCents !== null) last.set(arrival.formatId, arrival.unitCostCents);
    }
  }
  return last;
}
