import { setImmediate } from 'node:timers/promises';
import type SqliteDatabase from 'better-sqlite3';
import type { Kysely } from 'kysely';
import type { AlreadyImported } from '../../../domain/import-api.js';
import type { SalesSource } from '../../../domain/sales.js';
import {
  SALES_DAYS_LISTED,
  SALES_FILES_LISTED,
  type SalesOverview,
} from '../../../domain/sales-api.js';
import type { Db } from '../../db/database.js';
import { insertRows } from '../../db/insert-rows.js';
import { parameterChunks } from '../../db/parameter-chunks.js';
import type { Database } from '../../db/schema.js';
// The sales tables' types, added to `Database` by that file.
import '../../db/schema-sales.js';
import type { Tx } from '../../db/writer.js';
import type { SalesLine } from './sales-rows.js';
import type { SalesMapping } from './sales-shapes.js';

/** The sales tables' reads and writes (migration 0035, decision 0054). */

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

/** Removes every line of these days, whichever file they came from. */
export async function removeDays(tx: Tx, restaurantId: string, days: readonly string[]) {
  for (const part of parameterChunks(days)) {
    await tx
      .deleteFrom('sales_lines')
      .where('restaurant_id', '=', restaurantId)
      .where('day', 'in', part)
      .execute();
  }
}

export interface NewSalesFile {
  id: string;
  fileName: string;
  hash: string;
  source: SalesSource;
  days: readonly string[];
  userId: string;
  now: string;
}

/**
 * The file's row, then its lines. SQLite: one prepared statement run per line on the transaction's
 * own connection (`sqlite`), 5,000 lines between two turns of the event loop: building and
 * sending 1,000-row statements through Kysely took 6 s for 100,000 lines on the loaded bench
 * machine, all of it with the one connection held. PostgreSQL: 1,000 rows a statement, as arrays.
 */
export async function insertSalesFile(
  tx: Tx,
  db: Pick<Db, 'dialect' | 'sqlite'>,
  restaurantId: string,
  file: NewSalesFile,
  lines: readonly SalesLine[],
): Promise<void> {
  await tx
    .insertInto('sales_files')
    .values({
      restaurant_id: restaurantId,
      id: file.id,
      file_name: file.fileName,
      file_hash: file.hash,
      source: file.source,
      first_day: file.days[0] ?? '',
      last_day: file.days[file.days.length - 1] ?? '',
      line_count: lines.length,
      imported_at: file.now,
      imported_by_user_id: file.userId,
      change_batch_id: null,
    })
    .execute();
  if (db.sqlite) {
    await insertLinesSqlite(db.sqlite, restaurantId, file.id, lines);
    return;
  }
  await insertRows(
    tx,
    db.dialect,
    'sales_lines',
    lines.map((line, position) => ({
      restaurant_id: restaurantId,
      file_id: file.id,
      position,
      day: line.day,
      item_key: line.itemKey,
      item: line.item,
      quantity: line.quantity,
      amount_cents: line.amountCents,
      location: line.location,
    })),
    { position: 'integer', quantity: 'real', amount_cents: 'integer' },
  );
}

const SQLITE_PART = 5_000;

async function insertLinesSqlite(
  connection: SqliteDatabase.Database,
  restaurantId: string,
  fileId: string,
  lines: readonly SalesLine[],
): Promise<void> {
  const insert = connection.prepare(
    'insert into sales_lines (restaurant_id, file_id, position, day, item_key, item, quantity, amount_cents, location) values (?, ?, ?, ?, ?, ?, ?, ?, ?)',
  );
  for (let start = 0; start < lines.length; start += SQLITE_PART) {
    if (start > 0) await setImmediate();
    const end = Math.min(lines.length, start + SQLITE_PART);
    for (let position = start; position < end; position++) {
      const line = lines[position];
      if (!line) continue;
      insert.run(
        restaurantId,
        fileId,
        position,
        line.day,
        line.itemKey,
        line.item,
        line.quantity,
        line.amountCents,
        line.location,
      );
    }
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
