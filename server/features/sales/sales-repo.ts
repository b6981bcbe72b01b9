import type { Kysely } from 'kysely';
import type { AlreadyImported } from '../../../domain/import-api.js';
import {
  SALES_DAYS_LISTED,
  SALES_FILES_LISTED,
  type SalesOverview,
} from '../../../domain/sales-api.js';
import { parameterChunks } from '../../db/parameter-chunks.js';
import type { Database } from '../../db/schema.js';
// The sales tables' types, added to `Database` by that file.
import '../../db/schema-sales.js';
import type { Tx } from '../../db/writer.js';
import type { SalesMapping } from './sales-shapes.js';
import { pendingFiles } from './staged-lines.js';

/**
 * The sales tables' reads and writes (migration 0035, decision 0054); the lines of a file still
 * being written (`pending`, decision 0069) are in none of them.
 */

type Reader = Kysely<Database>;

/** The file of the same bytes imported before, with who imported it; null if none. */
export async function sameFile(
  db: Reader,
  restaurantId: string,
  hash: string,
): Promise<AlreadyImported | null> {
  const row = await db
    .selectFrom('sales_files')
    .leftJoin('users', 'users.id', 'sales_files.imported_by_user_id')
    .select(['sales_files.imported_at', 'sales_files.file_name', 'users.display_name'])
    .where('sales_files.restaurant_id', '=', restaurantId)
    .where('sales_files.file_hash', '=', hash)
    .where('sales_files.state', '=', 'imported')
    .executeTakeFirst();
  if (!row) return null;
  return { at: row.imported_at, by: row.display_name ?? '', fileName: row.file_name };
}

/** Of these days, those some imported file already has sales for, in order. */
export async function importedDays(
  db: Reader,
  restaurantId: string,
  days: readonly string[],
): Promise<string[]> {
  const found = new Set<string>();
  for (const part of parameterChunks(days)) {
    const rows = await db
      .selectFrom('sales_lines')
      .select('day')
      .distinct()
      .where('restaurant_id', '=', restaurantId)
      .where('day', 'in', part)
      .where('file_id', 'not in', pendingFiles(db, restaurantId))
      .execute();
    for (const row of rows) found.add(row.day);
  }
  return [...found].sort();
}

/** The hand mappings the restaurant kept, by shape key. */
export async function rememberedShapes(
  db: Reader,
  restaurantId: string,
): Promise<Record<string, SalesMapping>> {
  const rows = await db
    .selectFrom('sales_shapes')
    .select(['shape_key', 'mapping'])
    .where('restaurant_id', '=', restaurantId)
    .execute();
  const kept: Record<string, SalesMapping> = {};
  for (const row of rows) kept[row.shape_key] = JSON.parse(row.mapping) as SalesMapping;
  return kept;
}

export async function keepShape(
  tx: Tx,
  restaurantId: string,
  shapeKey: string,
  mapping: SalesMapping,
  now: string,
): Promise<void> {
  const values = { mapping: JSON.stringify(mapping), updated_at: now };
  await tx
    .insertInto('sales_shapes')
    .values({ restaurant_id: restaurantId, shape_key: shapeKey, ...values })
    .onConflict((conflict) => conflict.columns(['restaurant_id', 'shape_key']).doUpdateSet(values))
    .execute();
}

/** Removes every imported line of these days, whichever file they came from. */
export async function removeDays(tx: Tx, restaurantId: string, days: readonly string[]) {
  for (const part of parameterChunks(days)) {
    await tx
      .deleteFrom('sales_lines')
      .where('restaurant_id', '=', restaurantId)
      .where('day', 'in', part)
      .where('file_id', 'not in', pendingFiles(tx, restaurantId))
      .execute();
  }
}

/** The files, newest first, and the days imported, latest first. */
export async function salesOverview(db: Reader, restaurantId: string): Promise<SalesOverview> {
  const files = await db
    .selectFrom('sales_files')
    .leftJoin('users', 'users.id', 'sales_files.imported_by_user_id')
    .select([
      'sales_files.id',
      'sales_files.file_name',
      'sales_files.source',
      'sales_files.first_day',
      'sales_files.last_day',
      'sales_files.imported_at',
      'users.display_name',
    ])
    .where('sales_files.restaurant_id', '=', restaurantId)
    .where('sales_files.state', '=', 'imported')
    .orderBy('sales_files.imported_at', 'desc')
    .orderBy('sales_files.id')
    .limit(SALES_FILES_LISTED)
    .execute();
  const counts = await db
    .selectFrom('sales_lines')
    .select((eb) => [
      'file_id',
      eb.fn.countAll<number>().as('lines'),
      eb.fn.count<number>('day').distinct().as('days'),
    ])
    .where('restaurant_id', '=', restaurantId)
    .where('file_id', 'not in', pendingFiles(db, restaurantId))
    .groupBy('file_id')
    .execute();
  const byFile = new Map(counts.map((row) => [row.file_id, row]));
  const days = await db
    .selectFrom('sales_lines')
    .innerJoin('sales_files', (join) =>
      join
        .onRef('sales_files.restaurant_id', '=', 'sales_lines.restaurant_id')
        .onRef('sales_files.id', '=', 'sales_lines.file_id'),
    )
    .select((eb) => [
      'sales_lines.day',
      eb.fn.countAll<number>().as('lines'),
      eb.fn.sum<number>('sales_lines.quantity').as('quantity'),
      eb.fn.max('sales_files.file_name').as('file_name'),
    ])
    .where('sales_lines.restaurant_id', '=', restaurantId)
    .where('sales_files.state', '=', 'imported')
    .groupBy('sales_lines.day')
    .orderBy('sales_lines.day', 'desc')
    .limit(SALES_DAYS_LISTED)
    .execute();
  return {
    files: files.map((row) => ({
      id: row.id,
      fileName: row.file_name,
      source: row.source,
      firstDay: row.first_day,
      lastDay: row.last_day,
      days: Number(byFile.get(row.id)?.days ?? 0),
      lines: Number(byFile.get(row.id)?.lines ?? 0),
      at: row.imported_at,
      by: row.display_name ?? '',
      // Counted by the sales service, from the depletion's own records.
      removedBottles: 0,
      pouredGlasses: 0,
    })),
    days: days.map((row) => ({
      day: row.day,
      lines: Number(row.lines),
      quantity: Math.round(Number(row.quantity) * 1000) / 1000,
      fileName: row.file_name ?? '',
    })),
  };
}
