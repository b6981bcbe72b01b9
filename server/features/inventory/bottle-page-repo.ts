import { type Kysely, sql } from 'kysely';
import type { BottlePageQuery } from '../../../domain/bottle-page.js';
import type { Bottle } from '../../../domain/inventory.js';
import type { Database } from '../../db/schema.js';
import { BOTTLE_COLUMNS, toBottle } from './row-mappers.js';

/**
 * Up to `limit` bottles that match the query, in id order, after the bottle `afterId`: keyset
 * paging, so a page costs the same at the end of a long list as at its start.
 */
export async function readBottlePage(
  db: Kysely<Database>,
  restaurantId: string,
  query: BottlePageQuery,
  afterId: string | undefined,
  limit: number,
): Promise<Bottle[]> {
  let select = db
    .selectFrom('bottles')
    .select(BOTTLE_COLUMNS)
    .where('restaurant_id', '=', restaurantId);
  if (query.format !== undefined) select = select.where('format_id', '=', query.format);
  if (query.location !== undefined) select = select.where('location_id', '=', query.location);
  if (query.bin !== undefined) select = select.where('bin', '=', query.bin);
  if (query.list === 'unassigned') select = select.where('location_id', 'is', null);
  // domain/manual-id.ts's countsAsManual: the first letter is M. Not LIKE, which SQLite applies
  // without regard to case.
  if (query.list === 'manual') select = select.where(sql<string>`substr(id, 1, 1)`, '=', 'M');
  if (afterId !== undefined) select = select.where('id', '>', afterId);
  const rows = await select.orderBy('id').limit(limit).execute();
  return rows.map(toBottle);
}

/**
 * Whether what the query names is this restaurant's: its format, its location, that location's
 * bin. A screen asking for one that is gone (or never was, or is another restaurant's) is told
 * not-found, as every route that takes an id answers.
 */
export async function pageScopeExists(
  db: Kysely<Database>,
  restaurantId: string,
  query: BottlePageQuery,
): Promise<boolean> {
  const exists = async (found: Promise<unknown>) => (await found) !== undefined;
  const checks: Array<Promise<boolean>> = [];
  if (query.format !== undefined) {
    checks.push(
      exists(
        db
          .selectFrom('formats')
          .select('id')
          .where('restaurant_id', '=', restaurantId)
          .where('id', '=', query.format)
          .executeTakeFirst(),
      ),
    );
  }
  if (query.location !== undefined) {
    checks.push(
      exists(
        db
          .selectFrom('locations')
          .select('id')
          .where('restaurant_id', '=', restaurantId)
          .where('id', '=', query.location)
          .executeTakeFirst(),
      ),
    );
    if (query.bin !== undefined && query.bin !== '') {
      checks.push(
        exists(
          db
            .selectFrom('bins')
            .select('name')
            .where('restaurant_id', '=', restaurantId)
            .where('location_id', '=', query.location)
            .where('name', '=', query.bin)
            .executeTakeFirst(),
        ),
      );
    }
  }
  return (await Promise.all(checks)).every(Boolean);
}
