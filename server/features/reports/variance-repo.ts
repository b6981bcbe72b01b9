import type { Kysely } from 'kysely';
import type { RemovalReason } from '../../../domain/removal-reasons.js';
import { type ExplainedReason, USED_REASONS } from '../../../domain/variance.js';
import type { DialectName } from '../../db/database.js';
import { parameterChunks } from '../../db/parameter-chunks.js';
import type { Database } from '../../db/schema.js';

/**
 * What the Variance report reads (decision 0055): the removals and open bottles' levels of a
 * period (its sales are read by variance-sales-repo.ts). Each read is one scan of one table,
 * joined in memory by format as the money view does (money-view-repo.ts).
 */

type Reader = Kysely<Database>;

/** PostgreSQL's sum and count are bigints, which its driver gives as text. */
const num = (value: number | string | bigint | null): number => Number(value ?? 0);

/** The removals of a period of one format: those used, with their own costs, and those explained. */
export interface RemovalSum {
  formatId: string;
  /** Removed as used (`USED_REASONS`). */
  used: number;
  usedCostCents: number;
  /** How many of those had a cost. */
  usedCosted: number;
  explained: Record<ExplainedReason, number>;
}

/**
 * The bottles removed in [from, to), summed per format. On SQLite the formats are asked for by id
 * (`in`), so that it reads each one's range of the index by format and time in turn (migration
 * 0041), already grouped, where the range by time over every format made it sort a year of
 * removals; PostgreSQL hashes them as they come, which that join would only slow.
 */
export async function readRemovalSums(
  db: Reader,
  dialect: DialectName,
  restaurantId: string,
  from: string,
  to: string,
): Promise<RemovalSum[]> {
  const rows = await db
    .selectFrom('removed_bottles')
    .select((eb) => [
      'format_id',
      eb.fn.countAll<number>().filterWhere('reason', 'in', USED_REASONS).as('used'),
      eb.fn.sum<number>('cost_cents').filterWhere('reason', 'in', USED_REASONS).as('cost'),
      eb.fn.count<number>('cost_cents').filterWhere('reason', 'in', USED_REASONS).as('costed'),
      eb.fn.countAll<number>().filterWhere('reason', '=', 'broken').as('broken'),
      eb.fn.countAll<number>().filterWhere('reason', '=', 'gift').as('gift'),
      eb.fn.countAll<number>().filterWhere('reason', '=', 'returned').as('returned'),
    ])
    .where('restaurant_id', '=', restaurantId)
    .$if(dialect === 'sqlite', (query) =>
      query.where('format_id', 'in', (eb) =>
        eb.selectFrom('formats').select('id').where('restaurant_id', '=', restaurantId),
      ),
    )
    .where('removed_at', '>=', from)
    .where('removed_at', '<', to)
    .groupBy('format_id')
    .execute();
  return rows.map((row) => ({
    formatId: row.format_id,
    used: num(row.used),
    usedCostCents: num(row.cost),
    usedCosted: num(row.costed),
    explained: { broken: num(row.broken), gift: num(row.gift), returned: num(row.returned) },
  }));
}

/** Which of these bottles were removed in [from, to) for one of these reasons. */
export async function readRemovedAs(
  db: Reader,
  restaurantId: string,
  ids: readonly string[],
  reasons: readonly RemovalReason[],
  from: string,
  to: string,
): Promise<Set<string>> {
  const found = new Set<string>();
  for (const chunk of parameterChunks(ids)) {
    const rows = await db
      .selectFrom('removed_bottles')
      .select('id')
      .where('restaurant_id', '=', restaurantId)
      .where('id', 'in', chunk)
      .where('reason', 'in', reasons)
      .where('removed_at', '>=', from)
      .where('removed_at', '<', to)
      .execute();
    for (const row of rows) found.add(row.id);
  }
  return found;
}

/** A bottle's level at a moment, in thousandths. */
export interface Level {
  bottleId: string;
  at: string;
  permille: number;
}

/**
 * The levels of the bottles whose level changed in [from, to): those in the period, and each
 * one's last level before it.
 */
export async function readLevels(
  db: Reader,
  restaurantId: string,
  from: string,
  to: string,
): Promise<Level[]> {
  const changed = db
    .selectFrom('bottle_levels as changed')
    .select('changed.bottle_id')
    .where('changed.restaurant_id', '=', restaurantId)
    .where('changed.at', '>=', from)
    .where('changed.at', '<', to);
  const rows = await db
    .selectFrom('bottle_levels')
    .select(['bottle_id', 'at', 'remaining_permille'])
    .where('restaurant_id', '=', restaurantId)
    .where('at', '<', to)
    .where('bottle_id', 'in', changed)
    .execute();
  return rows.map((row) => ({
    bottleId: row.bottle_id,
    at: row.at,
    permille: num(row.remaining_permille),
  }));
}

/** The format of each of these bottles, in the cellar or removed. */
export async function readBottleFormats(
  db: Reader,
  restaurantId: string,
  ids: readonly string[],
): Promise<Map<string, string>> {
  const formats = new Map<string, string>();
  if (ids.length === 0) return formats;
  for (const chunk of parameterChunks(ids)) {
    const [present, removed] = await Promise.all([
      db
        .selectFrom('bottles')
        .select(['id', 'format_id'])
        .where('restaurant_id', '=', restaurantId)
        .where('id', 'in', chunk)
        .execute(),
      db
        .selectFrom('removed_bottles')
        .select(['id', 'format_id'])
        .where('restaurant_id', '=', restaurantId)
        .where('id', 'in', chunk)
        .execute(),
    ]);
    for (const row of [...removed, ...present]) formats.set(row.id, row.format_id);
  }
  return formats;
}

/** The average own cost of each format's bottles in the cellar (those with a cost). */
export async function readAverageCosts(
  db: Reader,
  restaurantId: string,
  formatIds: readonly string[],
): Promise<Map<string, number>> {
  const averages = new Map<string, number>();
  for (const chunk of parameterChunks(formatIds)) {
    const rows = await db
      .selectFrom('bottles')
      .select((eb) => [
        'format_id',
        eb.fn.sum<number>('cost_cents').as('cost'),
        eb.fn.count<number>('cost_cents').as('costed'),
      ])
      .where('restaurant_id', '=', restaurantId)
      .where('format_id', 'in', chunk)
      .groupBy('format_id')
      .execute();
    for (const row of rows) {
      if (num(row.costed) > 0) averages.set(row.format_id, num(row.cost) / num(row.costed));
    }
  }
  return averages;
}

/** Location names by id. */
export async function readLocationNames(
  db: Reader,
  restaurantId: string,
): Promise<Map<string, string>> {
  const rows = await db
    .selectFrom('locations')
    .select(['id', 'name'])
    .where('restaurant_id', '=', restaurantId)
    .execute();
  return new Map(rows.map((row) => [row.id, row.name]));
}
