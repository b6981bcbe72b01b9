import { sql } from 'kysely';
import type { DialectName } from '../../db/database.js';
import { oneOf } from '../../db/one-of.js';
import type { Tx } from '../../db/writer.js';
import { AppError } from '../../http/app-error.js';

/** What Undo import checks and removes, a statement for many rows each. */

/** The history list names only this batch (databases written before 2026-11-30 may hold `12.0`). */
function onlyBatch(history: string, historyId: number): boolean {
  const ids = history.trim().split(/\s+/);
  return ids.length === 1 && Number(ids[0]) === historyId;
}

/**
 * Every bottle of the import is still here and unchanged: a bottle changed since lists a later
 * batch in its history; a removed one is gone.
 */
export async function bottlesUntouched(
  tx: Tx,
  dialect: DialectName,
  restaurantId: string,
  ids: readonly string[],
  historyId: number,
): Promise<boolean> {
  const rows = await tx
    .selectFrom('bottles')
    .select('history')
    .where('restaurant_id', '=', restaurantId)
    .where(oneOf(dialect, sql.ref('id'), ids))
    .execute();
  return rows.filter((bottle) => onlyBatch(bottle.history, historyId)).length === ids.length;
}

type Owned = 'bottles' | 'formats' | 'products' | 'glass_listings';
type OwnedColumn = 'id' | 'format_id' | 'product_id';

/** Deletes this restaurant's rows of `table` whose `column` is one of `ids`, in one statement. */
export async function deleteWhereIn(
  tx: Tx,
  dialect: DialectName,
  restaurantId: string,
  table: Owned,
  column: OwnedColumn,
  ids: readonly string[],
): Promise<void> {
  if (ids.length === 0) return;
  await sql`delete from ${sql.table(table)} where restaurant_id = ${restaurantId}
    and ${oneOf(dialect, sql.ref(column), ids)}`.execute(tx);
}

/** Undo is refused while a row of `table` outside the import still points at one of `ids`. */
export async function refuseIfUsed(
  tx: Tx,
  dialect: DialectName,
  restaurantId: string,
  table: Owned,
  column: OwnedColumn,
  ids: readonly string[],
): Promise<void> {
  if (ids.length === 0) return;
  const used = await sql`select 1 from ${sql.table(table)} where restaurant_id = ${restaurantId}
    and ${oneOf(dialect, sql.ref(column), ids)} limit 1`.execute(tx);
  if (used.rows.length > 0) throw new AppError('import-not-undoable');
}
