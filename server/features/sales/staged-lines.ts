import { setImmediate, setTimeout as sleep } from 'node:timers/promises';
import type SqliteDatabase from 'better-sqlite3';
import type { Kysely } from 'kysely';
import type { Db } from '../../db/database.js';
import { insertRows } from '../../db/insert-rows.js';
import type { Database } from '../../db/schema.js';
import type { Author, Tx, Writer } from '../../db/writer.js';
// The sales tables' types, added to `Database` by that file.
import '../../db/schema-sales.js';
import type { SalesSource } from '../../../domain/sales.js';
import type { SalesLine } from './sales-rows.js';

/**
 * A sales file's lines written in slices, each its own short transaction with a turn of the
 * event loop between two, into a file marked `pending` that no read sees (decision 0069): one
 * transaction of 100,000 lines held the one SQLite connection, and with it every other
 * restaurant's requests, for seconds. The file becomes `imported` in the import's last
 * transaction; until then, or when anything fails, its lines are deleted the same way.
 */

/**
 * SQLite: lines a slice writes or deletes, a few milliseconds on its one connection, which every
 * other request's queries wait for in turn; after each slice the import rests half as long again
 * as the slice took, so that a request of several queries passes between two slices rather than
 * waiting behind one slice per query. On the 2-core bench machine (npm run bench:sales-import):
 * 2,500-line slices back to back kept other restaurants' requests 350–450 ms; 1,000 with rests
 * as long, p99 100–127 ms; 500 with rests half as long again, p99 88–92 ms, the import of
 * 100,000 lines 7.0–8.1 s (budget 10 s).
 */
const SQLITE_SLICE = 500;
/** SQLite: the rest after a slice, as a multiple of the slice's time. */
const SQLITE_REST = 1.5;
/** PostgreSQL: a slice holds one pooled connection only, and turns the event loop between two. */
const POSTGRES_SLICE = 5_000;

/**
 * PostgreSQL: a pending file this old at a server's start was left by a process that stopped
 * (an import takes seconds); a younger one may be another process's import under way. SQLite is
 * served by one process: at its start every pending file was left.
 */
const ABANDONED_AFTER_MS = 60 * 60 * 1000;

export interface PendingSalesFile {
  id: string;
  fileName: string;
  source: SalesSource;
  days: readonly string[];
  now: string;
}

type Connections = Pick<Db, 'dialect' | 'sqlite' | 'kysely'>;

/**
 * The file's row, pending, then its lines slice by slice. Its hash is left out until the last
 * transaction (a placeholder stands in, unique): a pending file refuses no other import of the
 * same bytes, the last transaction checks that again.
 */
export async function stageSalesFile(
  writer: Writer,
  db: Connections,
  author: Author,
  file: PendingSalesFile,
  lines: readonly SalesLine[],
): Promise<void> {
  await writer.write(author, async (tx) => {
    await tx
      .insertInto('sales_files')
      .values({
        restaurant_id: author.restaurantId,
        id: file.id,
        file_name: file.fileName,
        file_hash: `pending:${file.id}`,
        source: file.source,
        first_day: file.days[0] ?? '',
        last_day: file.days[file.days.length - 1] ?? '',
        line_count: lines.length,
        imported_at: file.now,
        imported_by_user_id: author.userId,
        change_batch_id: null,
        state: 'pending',
      })
      .execute();
  });
  const size = db.sqlite ? SQLITE_SLICE : POSTGRES_SLICE;
  let rest = 0;
  for (let start = 0; start < lines.length; start += size) {
    await (db.sqlite ? sleep(rest) : setImmediate());
    const slice = lines.slice(start, start + size);
    const started = performance.now();
    await writer.write(author, async (tx) => {
      if (db.sqlite) insertSliceSqlite(db.sqlite, author.restaurantId, file.id, start, slice);
      else await insertSlicePostgres(tx, author.restaurantId, file.id, start, slice);
    });
    rest = SQLITE_REST * (performance.now() - started);
  }
}

/** The file's hash and time set, and its lines seen from now on: in the import's last write. */
export async function markImported(
  tx: Tx,
  restaurantId: string,
  fileId: string,
  hash: string,
  now: string,
): Promise<void> {
  await tx
    .updateTable('sales_files')
    .set({ state: 'imported', file_hash: hash, imported_at: now })
    .where('restaurant_id', '=', restaurantId)
    .where('id', '=', fileId)
    .where('state', '=', 'pending')
    .execute();
}

/** A pending file's lines, slice by slice, then its row. Nothing when it is not pending. */
export async function dropPendingFile(
  writer: Writer,
  reader: Kysely<Database>,
  author: Author,
  fileId: string,
): Promise<void> {
  const { restaurantId } = author;
  const file = await reader
    .selectFrom('sales_files')
    .select('line_count')
    .where('restaurant_id', '=', restaurantId)
    .where('id', '=', fileId)
    .where('state', '=', 'pending')
    .executeTakeFirst();
  if (file === undefined) return;
  for (let start = 0; start < file.line_count; start += SQLITE_SLICE) {
    await setImmediate();
    await writer.write(author, async (tx) => {
      await tx
        .deleteFrom('sales_lines')
        .where('restaurant_id', '=', restaurantId)
        .where('file_id', '=', fileId)
        .where('position', '>=', start)
        .where('position', '<', start + SQLITE_SLICE)
        .execute();
    });
  }
  await writer.write(author, async (tx) => {
    await tx
      .deleteFrom('sales_files')
      .where('restaurant_id', '=', restaurantId)
      .where('id', '=', fileId)
      .where('state', '=', 'pending')
      .execute();
  });
}

/**
 * The pending files of a restaurant, for reads to leave their lines out: a subquery of the read's
 * own statement, so a file that turns pending meanwhile is left out too.
 */
export function pendingFiles(db: Kysely<Database>, restaurantId: string) {
  return db
    .selectFrom('sales_files')
    .select('id')
    .where('restaurant_id', '=', restaurantId)
    .where('state', '=', 'pending');
}

/** At a server's start: the pending files a stopped process left, deleted (see above). */
export async function dropAbandonedFiles(writer: Writer, db: Connections): Promise<number> {
  let query = db.kysely
    .selectFrom('sales_files')
    .select(['restaurant_id', 'id', 'imported_by_user_id'])
    .where('state', '=', 'pending');
  if (db.dialect === 'postgres') {
    const before = new Date(Date.now() - ABANDONED_AFTER_MS).toISOString();
    query = query.where('imported_at', '<', before);
  }
  const files = await query.execute();
  for (const file of files) {
    const author = { restaurantId: file.restaurant_id, userId: file.imported_by_user_id };
    await dropPendingFile(writer, db.kysely, author, file.id);
  }
  return files.length;
}

/**
 * SQLite: one prepared statement run per line on the transaction's own connection (Kysely's
 * driver runs one transaction at a time on it, so the statements are part of the slice's):
 * building 1,000-row statements through Kysely took three times as long.
 */
function insertSliceSqlite(
  connection: SqliteDatabase.Database,
  restaurantId: string,
  fileId: string,
  first: number,
  slice: readonly SalesLine[],
): void {
  const insert = connection.prepare(
    'insert into sales_lines (restaurant_id, file_id, position, day, item_key, item, quantity, amount_cents, location) values (?, ?, ?, ?, ?, ?, ?, ?, ?)',
  );
  slice.forEach((line, index) => {
    insert.run(
      restaurantId,
      fileId,
      first + index,
      line.day,
      line.itemKey,
      line.item,
      line.quantity,
      line.amountCents,
      line.location,
    );
  });
}

/** PostgreSQL: the slice's rows as arrays, 1,000 a statement. */
async function insertSlicePostgres(
  tx: Tx,
  restaurantId: string,
  fileId: string,
  first: number,
  slice: readonly SalesLine[],
): Promise<void> {
  await insertRows(
    tx,
    'postgres',
    'sales_lines',
    slice.map((line, index) => ({
      restaurant_id: restaurantId,
      file_id: fileId,
      position: first + index,
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
