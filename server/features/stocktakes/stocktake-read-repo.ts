import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { StocktakeTable } from '../../db/schema-stocktakes.js';
import type { Place } from './stocktake-repo.js';

/** Reads run on the database or inside a write's transaction. */
type Reader = Kysely<Database>;

export type StocktakeRow = StocktakeTable;

export async function readStocktake(
  db: Reader,
  restaurantId: string,
  id: string,
): Promise<StocktakeRow | undefined> {
  return db
    .selectFrom('stocktakes')
    .selectAll()
    .where('restaurant_id', '=', restaurantId)
    .where('id', '=', id)
    .executeTakeFirst();
}

/** Open and paused ones, and the last applied ones, newest first. */
export async function listStocktakes(
  db: Reader,
  restaurantId: string,
  pastLimit: number,
): Promise<Omit<StocktakeRow, 'record'>[]> {
  const columns = [
    'restaurant_id',
    'id',
    'status',
    'places',
    'started_at',
    'started_by_user_id',
    'start_revision',
    'finished_at',
    'finished_by_user_id',
    'expected',
    'counted',
    'missing',
    'found_elsewhere',
    'unknown_codes',
  ] as const;
  const [current, past] = await Promise.all([
    db
      .selectFrom('stocktakes')
      .select(columns)
      .where('restaurant_id', '=', restaurantId)
      .where('status', 'in', ['open', 'paused'])
      .orderBy('started_at', 'desc')
      .execute(),
    db
      .selectFrom('stocktakes')
      .select(columns)
      .where('restaurant_id', '=', restaurantId)
      .where('status', '=', 'applied')
      .orderBy('started_at', 'desc')
      .limit(pastLimit)
      .execute(),
  ]);
  return [...current, ...past];
}

export async function readPlaces(
  db: Reader,
  restaurantId: string,
  stocktakeIds: readonly string[],
): Promise<
  {
    stocktakeId: string;
    locationId: string;
    bin: string;
    expected: number;
    counted: number;
    found: number;
  }[]
> {
  if (stocktakeIds.length === 0) return [];
  const rows = await db
    .selectFrom('stocktake_places')
    .select(['stocktake_id', 'location_id', 'bin', 'expected', 'counted', 'found'])
    .where('restaurant_id', '=', restaurantId)
    .where('stocktake_id', 'in', [...stocktakeIds])
    .orderBy('location_id')
    .orderBy('bin')
    .execute();
  return rows.map((row) => ({
    stocktakeId: row.stocktake_id,
    locationId: row.location_id,
    bin: row.bin,
    expected: Number(row.expected),
    counted: Number(row.counted),
    found: Number(row.found),
  }));
}

/**
 * Who counted how many bottles: those they scanned (unknown codes are not bottles), and the
 * quantities of manual bottles they were the last to count. `userId`: only that member's line
 * (none when they have counted nothing). On PostgreSQL the scans' statement counts the same for
 * each scanner (scanGroupPostgres).
 */
export async function readCounters(
  db: Reader,
  restaurantId: string,
  stocktakeId: string,
  userId?: string,
): Promise<{ userId: string; counted: number }[]> {
  const [scanned, quantities] = await Promise.all([
    db
      .selectFrom('stocktake_scans')
      .select((eb) => ['scanned_by_user_id', eb.fn.countAll<number>().as('counted')])
      .where('restaurant_id', '=', restaurantId)
      .where('stocktake_id', '=', stocktakeId)
      .where('outcome', '!=', 'unknown')
      .$if(userId !== undefined, (qb) => qb.where('scanned_by_user_id', '=', userId ?? ''))
      .groupBy('scanned_by_user_id')
      .execute(),
    db
      .selectFrom('stocktake_quantities')
      .select((eb) => ['counted_by_user_id', eb.fn.sum<number>('quantity').as('counted')])
      .where('restaurant_id', '=', restaurantId)
      .where('stocktake_id', '=', stocktakeId)
      .where('counted_by_user_id', 'is not', null)
      .$if(userId !== undefined, (qb) => qb.where('counted_by_user_id', '=', userId ?? ''))
      .groupBy('counted_by_user_id')
      .execute(),
  ]);
  const counted = new Map<string, number>();
  for (const row of scanned) counted.set(row.scanned_by_user_id, Number(row.counted));
  for (const row of quantities) {
    if (row.counted_by_user_id === null) continue;
    const before = counted.get(row.counted_by_user_id) ?? 0;
    counted.set(row.counted_by_user_id, before + Number(row.counted));
  }
  return [...counted].map(([userId, n]) => ({ userId, counted: n }));
}

/** Members' display names by id (a removed member keeps theirs). */
export async function userNames(
  db: Reader,
  restaurantId: string,
  ids: readonly string[],
): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('users')
    .select(['id', 'display_name'])
    .where('restaurant_id', '=', restaurantId)
    .where('id', 'in', [...new Set(ids)])
    .execute();
  return new Map(rows.map((row) => [row.id, row.display_name]));
}

/** The bottle ids scanned in one place of the stocktake. */
export async function scannedIn(
  db: Reader,
  restaurantId: string,
  stocktakeId: string,
  place: Place,
): Promise<string[]> {
  const rows = await db
    .selectFrom('stocktake_scans')
    .select('code')
    .where('restaurant_id', '=', restaurantId)
    .where('stocktake_id', '=', stocktakeId)
    .where('location_id', '=', place.locationId)
    .where('bin', '=', place.bin)
    .where('outcome', '!=', 'unknown')
    .orderBy('code')
    .execute();
  return rows.map((row) => row.code);
}
