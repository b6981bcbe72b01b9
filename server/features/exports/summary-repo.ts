import type { Kysely } from 'kysely';
import type { KeysetPage } from '../../db/read-in-pages.js';
import type { Database } from '../../db/schema.js';

/**
 * What the printable summary reads: the counts per format and location, and the few fields of
 * the formats and wines it prints, each a page at a time in its key's order. Joined in memory
 * rather than by the database: PostgreSQL planned the join of fresh tables as nested loops (1.5 s
 * for the bench restaurant), and each read alone is an index range.
 */

/** How many bottles a format has in a location, its bins added up. */
export interface LocationCount {
  formatId: string;
  /** '' for unassigned bottles, as the counts table keeps them. */
  locationId: string;
  bottles: number;
}

/** Where a page of counts ends: its last format and location. */
export type LocationCountKey = readonly [formatId: string, locationId: string];

export async function readLocationCounts(
  db: Kysely<Database>,
  restaurantId: string,
  { after, limit }: KeysetPage<LocationCountKey>,
): Promise<LocationCount[]> {
  let select = db
    .selectFrom('bottle_counts')
    .select((eb) => [
      'format_id',
      'location_id',
      eb.fn.sum<number | string>('bottles').as('bottles'),
    ])
    .where('restaurant_id', '=', restaurantId)
    .where('bottles', '>', 0);
  if (after !== undefined) {
    select = select.where((eb) =>
      eb(eb.refTuple('format_id', 'location_id'), '>', eb.tuple(after[0], after[1])),
    );
  }
  const rows = await select
    .groupBy(['format_id', 'location_id'])
    .orderBy('format_id')
    .orderBy('location_id')
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    formatId: row.format_id,
    locationId: row.location_id,
    // PostgreSQL's sum of integers is a bigint, which its driver gives as text.
    bottles: Number(row.bottles),
  }));
}

export interface ReportFormat {
  id: string;
  productId: string;
  vintage: string;
}

export async function readReportFormats(
  db: Kysely<Database>,
  restaurantId: string,
  { after, limit }: KeysetPage,
): Promise<ReportFormat[]> {
  let select = db
    .selectFrom('formats')
    .select(['id', 'product_id as productId', 'vintage'])
    .where('restaurant_id', '=', restaurantId);
  if (after !== undefined) select = select.where('id', '>', after);
  return select.orderBy('id').limit(limit).execute();
}

export interface ReportWine {
  id: string;
  name: string;
  producer: string;
  color: string;
  country: string;
  region: string;
}

export async function readReportWines(
  db: Kysely<Database>,
  restaurantId: string,
  { after, limit }: KeysetPage,
): Promise<ReportWine[]> {
  let select = db
    .selectFrom('products')
    .select(['id', 'name', 'producer', 'color', 'country', 'region'])
    .where('restaurant_id', '=', restaurantId);
  if (after !== undefined) select = select.where('id', '>', after);
  return select.orderBy('id').limit(limit).execute();
}
