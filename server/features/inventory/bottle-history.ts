import type { Kysely } from 'kysely';
import { type BottleChangeRow, lifelineOf } from '../../../domain/bottle-history.js';
import type { BottleHistoryEntry } from '../../../domain/inventory-commands.js';
import type { Db } from '../../db/database.js';
import { parameterChunks } from '../../db/parameter-chunks.js';
import type { Database } from '../../db/schema.js';
import { notFound } from '../../http/app-error.js';
import { findBottle } from './bottle-repo.js';

// Re-keys followed back at most (QR assigned, changed, removed...).
const MAX_IDS = 50;

interface HistoryRow extends BottleChangeRow {
  at: string;
  actorName: string | null;
  data: unknown;
}

/** The `bottles.history` column (SQLite): revisions, space-separated, oldest first. */
export function parseHistoryRevisions(history: string): number[] {
  return history
    .split(' ')
    .filter((part) => part !== '')
    .map(Number);
}

/**
 * Who added, moved, re-profiled or re-keyed the bottle, and when, from the change log. How the
 * bottle's rows are found depends on the database (decision 0003): SQLite lists the revisions on
 * the bottle row, PostgreSQL indexes the change log by entity. Either way the same rule then picks
 * this bottle's life out of the rows of the ids it has had.
 */
export async function readBottleHistory(
  db: Db,
  restaurantId: string,
  bottleId: string,
): Promise<BottleHistoryEntry[]> {
  const rows =
    db.dialect === 'sqlite'
      ? await rowsByHistoryList(db.kysely, restaurantId, bottleId)
      : await rowsByEntityIndex(db.kysely, restaurantId, bottleId);
  return lifelineOf(rows, bottleId).map((row) => ({
    revision: row.revision,
    at: row.at,
    action: row.action,
    actorName: row.actorName,
    data: row.data,
  }));
}

async function rowsByHistoryList(
  db: Kysely<Database>,
  restaurantId: string,
  bottleId: string,
): Promise<HistoryRow[]> {
  const bottle = await db
    .selectFrom('bottles')
    .select('history')
    .where('restaurant_id', '=', restaurantId)
    .where('id', '=', bottleId)
    .executeTakeFirst();
  if (!bottle) throw notFound();
  const revisions = parseHistoryRevisions(bottle.history);
  // The ids the bottle had are named by the re-keys among its revisions.
  const ids = new Set([bottleId]);
  for (const part of parameterChunks(revisions)) {
    const rekeys = await changeRows(db, restaurantId)
      .where('changes.revision', 'in', part)
      .where('changes.action', '=', 'bottle.rekey')
      .where('changes.op', '=', 'put')
      .execute();
    for (const rekey of rekeys) {
      const previousId = previousIdIn(rekey.data);
      if (previousId && ids.size < MAX_IDS) ids.add(previousId);
    }
  }
  const rows: HistoryRow[] = [];
  for (const part of parameterChunks(revisions)) {
    const found = await changeRows(db, restaurantId)
      .where('changes.revision', 'in', part)
      .where('changes.entity_id', 'in', [...ids])
      .orderBy('changes.revision')
      .orderBy('changes.seq')
      .execute();
    rows.push(...found.map(toHistoryRow));
  }
  return rows;
}

async function rowsByEntityIndex(
  db: Kysely<Database>,
  restaurantId: string,
  bottleId: string,
): Promise<HistoryRow[]> {
  if (!(await findBottle(db, restaurantId, bottleId))) throw notFound();
  const ids = [bottleId];
  for (let hop = 0; hop < MAX_IDS; hop++) {
    const rekey = await changeRows(db, restaurantId)
      .where('changes.entity_id', '=', ids[ids.length - 1] ?? bottleId)
      .where('changes.action', '=', 'bottle.rekey')
      .where('changes.op', '=', 'put')
      .orderBy('changes.revision', 'desc')
      .executeTakeFirst();
    const previousId = rekey ? previousIdIn(rekey.data) : undefined;
    if (!previousId || ids.includes(previousId)) break;
    ids.push(previousId);
  }
  const rows = await changeRows(db, restaurantId)
    .where('changes.entity_id', 'in', ids)
    .orderBy('changes.revision')
    .orderBy('changes.seq')
    .execute();
  return rows.map(toHistoryRow);
}

/** The restaurant's bottle change rows with their author. */
function changeRows(db: Kysely<Database>, restaurantId: string) {
  return db
    .selectFrom('changes')
    .leftJoin('users', (join) =>
      join
        .onRef('users.id', '=', 'changes.actor_user_id')
        .onRef('users.restaurant_id', '=', 'changes.restaurant_id'),
    )
    .select([
      'changes.revision',
      'changes.entity_id',
      'changes.op',
      'changes.action',
      'changes.at',
      'changes.data',
      'users.display_name',
    ])
    .where('changes.restaurant_id', '=', restaurantId)
    .where('changes.entity', '=', 'bottle');
}

type ChangeRowRead = Awaited<ReturnType<ReturnType<typeof changeRows>['execute']>>[number];

function toHistoryRow(row: ChangeRowRead): HistoryRow {
  const data = row.data === null ? null : (JSON.parse(row.data) as unknown);
  return {
    revision: Number(row.revision),
    entityId: row.entity_id,
    op: row.op,
    action: row.action,
    previousId: row.action === 'bottle.rekey' ? previousIdOf(data) : undefined,
    at: row.at,
    actorName: row.display_name,
    data,
  };
}

/** A re-key's put names the id the bottle had before. */
function previousIdOf(data: unknown): string | undefined {
  const previousId =
    typeof data === 'object' && data !== null
      ? (data as { previousId?: unknown }).previousId
      : null;
  return typeof previousId === 'string' ? previousId : undefined;
}

function previousIdIn(data: string | null): string | undefined {
  return data === null ? undefined : previousIdOf(JSON.parse(data) as unknown);
}
