import { sql } from 'kysely';
import { type BottleChangeRow, lifelineOf } from '../../../domain/bottle-history.js';
import type { BottleHistoryEntry } from '../../../domain/inventory-commands.js';
import { removalReasonOf } from '../../../domain/removal-reasons.js';
import type { Db } from '../../db/database.js';
import { oneOf } from '../../db/one-of.js';
import { notFound } from '../../http/app-error.js';

// Re-keys followed back at most (QR assigned, changed, removed...).
const MAX_IDS = 50;

interface HistoryRow extends BottleChangeRow {
  at: string;
  madeAt: string | null;
  actorName: string | null;
  data: unknown;
}

/** The `bottles.history` column: history ids of batches, space-separated, oldest first. */
export function parseHistoryIds(history: string): number[] {
  return history
    .split(' ')
    .filter((part) => part !== '')
    .map(Number);
}

/**
 * Who added, moved, re-profiled, re-keyed or removed the bottle, and when, from the change log.
 * The bottle row lists the batches that touched it (decision 0003), and so does a removed bottle's
 * row in removed_bottles (the live one wins when the id was used again); the changes of those
 * batches to the ids the bottle has had are picked out of their JSON by the database, and the rule
 * of `lifelineOf` then keeps this bottle's life.
 */
export async function readBottleHistory(
  db: Db,
  restaurantId: string,
  bottleId: string,
): Promise<BottleHistoryEntry[]> {
  const live = await db.kysely
    .selectFrom('bottles')
    .select('history')
    .where('restaurant_id', '=', restaurantId)
    .where('id', '=', bottleId)
    .executeTakeFirst();
  const bottle =
    live ??
    (await db.kysely
      .selectFrom('removed_bottles')
      .select('history')
      .where('restaurant_id', '=', restaurantId)
      .where('id', '=', bottleId)
      .executeTakeFirst());
  if (!bottle) throw notFound();
  const historyIds = parseHistoryIds(bottle.history);
  // The ids the bottle had are named by the re-keys among its batches.
  const ids = new Set([bottleId]);
  const rekeys = await bottleChanges(db, restaurantId, historyIds, { rekeys: true });
  for (const rekey of rekeys) {
    if (rekey.previous_id && ids.size < MAX_IDS) ids.add(rekey.previous_id);
  }
  const rows = await bottleChanges(db, restaurantId, historyIds, { ids: [...ids] });
  return lifelineOf(rows.map(toHistoryRow), bottleId, live === undefined).map((row) => ({
    revision: row.revision,
    at: row.at,
    ...(row.madeAt ? { madeAt: row.madeAt } : {}),
    action: row.action,
    actorName: row.actorName,
    data: row.data,
    reason: row.action === 'bottle.remove' ? removalReasonOf(row.data) : null,
  }));
}

interface BottleChangeRead {
  revision: number | string;
  at: string;
  made_at: string | null;
  display_name: string | null;
  entity_id: string;
  op: string;
  action: string;
  /** JSON text of the change's data ('null' or null when it has none). */
  data: string | null;
  previous_id: string | null;
}

/**
 * The bottle changes of the restaurant's batches named by `historyIds`, in log order, with their author:
 * the re-keys, or the changes to `ids`. SQLite walks a batch's JSON array with json_each,
 * PostgreSQL with json_array_elements; both filter before anything reaches the server.
 */
async function bottleChanges(
  db: Db,
  restaurantId: string,
  historyIds: readonly number[],
  which: { rekeys: true } | { ids: readonly string[] },
): Promise<BottleChangeRead[]> {
  if (historyIds.length === 0) return [];
  const postgres = db.dialect === 'postgres';
  const elements = postgres
    ? sql`cross join lateral json_array_elements(b.changes::json) with ordinality as e(value, seq)`
    : sql`join json_each(b.changes) as e`;
  const seq = postgres ? sql`e.seq` : sql`e.key`;
  const filter =
    'rekeys' in which
      ? sql`e.value ->> 'action' = 'bottle.rekey' and e.value ->> 'op' = 'put'`
      : oneOf(db.dialect, sql`e.value ->> 'id'`, which.ids);
  const result = await sql<BottleChangeRead>`
    select b.revision, b.at, b.made_at, u.display_name, e.value ->> 'id' as entity_id,
      e.value ->> 'op' as op, e.value ->> 'action' as action,
      ${postgres ? sql`(e.value -> 'data')::text` : sql`e.value -> 'data'`} as data,
      ${postgres ? sql`e.value -> 'data' ->> 'previousId'` : sql`e.value ->> '$.data.previousId'`} as previous_id
    from change_batches as b
    ${elements}
    left join users as u on u.id = b.actor_user_id and u.restaurant_id = b.restaurant_id
    where b.restaurant_id = ${restaurantId} and ${oneOf(db.dialect, sql`b.history_id`, historyIds, 'integer')}
      and e.value ->> 'entity' = 'bottle' and ${filter}
    order by b.revision, ${seq}`.execute(db.kysely);
  return result.rows;
}

function toHistoryRow(row: BottleChangeRead): HistoryRow {
  return {
    revision: Number(row.revision),
    entityId: row.entity_id,
    op: row.op,
    action: row.action,
    previousId: row.action === 'bottle.rekey' ? (row.previous_id ?? undefined) : undefined,
    at: row.at,
    madeAt: row.made_at,
    actorName: row.display_name,
    data: row.data === null ? null : (JSON.parse(row.data) as unknown),
  };
}
