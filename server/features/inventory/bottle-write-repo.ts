// The statements that move, re-profile and delete bottles by the batch, inside a Writer
// transaction: what the bottle commands (bottle-commands.ts) run.
import { sql } from 'kysely';
import type { Bottle } from '../../../domain/inventory.js';
import type { DialectName } from '../../db/database.js';
import { oneOf } from '../../db/one-of.js';
import type { Tx } from '../../db/writer.js';
import { withMoveCounted } from './move-counts.js';
import { BOTTLE_COLUMNS, toBottle } from './row-mappers.js';

/** `id` is one of `ids`: one short statement for a batch of any size. */
function idIn(dialect: DialectName, ids: readonly string[]) {
  return oneOf(dialect, sql.ref('id'), ids);
}

/**
 * The history-list append for bottles changed inside a Writer transaction, as part of the
 * statement that changes them (one pass over the rows instead of two; decision 0003).
 */
function historyAppend(historyId: number) {
  return { history: sql<string>`history || ' ' || ${String(historyId)}` };
}

/** Moves the bottles in one statement; returns those that existed. */
export async function moveBottles(
  tx: Tx,
  dialect: DialectName,
  restaurantId: string,
  ids: readonly string[],
  placement: { locationId: string | null; bin: string },
  historyId: number,
): Promise<Bottle[]> {
  const update = () =>
    tx
      .updateTable('bottles')
      .set({
        location_id: placement.locationId,
        bin: placement.bin,
        ...historyAppend(historyId),
      })
      .where('restaurant_id', '=', restaurantId)
      .where(idIn(dialect, ids))
      .returning(BOTTLE_COLUMNS)
      .execute();
  // PostgreSQL's count triggers already run once per statement.
  const rows =
    dialect === 'sqlite'
      ? await withMoveCounted(tx, restaurantId, ids, placement, update)
      : await update();
  return rows.map(toBottle);
}

/**
 * Moves each bottle to its own place (a count's Apply sends found bottles back to where each was
 * scanned): on PostgreSQL in one statement however many places. Returns those that existed.
 */
export async function moveEachBottle(
  tx: Tx,
  dialect: DialectName,
  restaurantId: string,
  moves: ReadonlyArray<{ id: string; locationId: string; bin: string }>,
  historyId: number,
): Promise<Bottle[]> {
  if (moves.length === 0) return [];
  if (dialect === 'sqlite') {
    // In process a statement per place costs no round trip and reads its bottles by key; an
    // UPDATE … FROM json_each took 12 s for 1,222 moves here (bench:stocktake's Apply).
    const byPlace = new Map<string, { locationId: string; bin: string; ids: string[] }>();
    for (const move of moves) {
      const key = `${move.locationId}\u0000${move.bin}`;
      const group = byPlace.get(key) ?? { locationId: move.locationId, bin: move.bin, ids: [] };
      group.ids.push(move.id);
      byPlace.set(key, group);
    }
    const moved: Bottle[] = [];
    for (const { ids, ...placement } of byPlace.values()) {
      moved.push(...(await moveBottles(tx, dialect, restaurantId, ids, placement, historyId)));
    }
    return moved;
  }
  // The moves as one bound parameter, with column names of their own so RETURNING stays plain.
  const target = sql<Move>`(select * from unnest(${moves.map((m) => m.id)}::text[],
    ${moves.map((m) => m.locationId)}::text[], ${moves.map((m) => m.bin)}::text[])
    as t(move_id, move_location_id, move_bin))`;
  const rows = await tx
    .updateTable('bottles')
    .from(target.as('m'))
    .set({
      location_id: sql.ref('m.move_location_id'),
      bin: sql.ref('m.move_bin'),
      ...historyAppend(historyId),
    })
    .where('restaurant_id', '=', restaurantId)
    .whereRef('id', '=', 'm.move_id')
    .returning(BOTTLE_COLUMNS)
    .execute();
  return rows.map(toBottle);
}

interface Move {
  move_id: string;
  move_location_id: string;
  move_bin: string;
}

export async function changeBottlesFormat(
  tx: Tx,
  dialect: DialectName,
  restaurantId: string,
  ids: readonly string[],
  formatId: string,
  historyId: number,
): Promise<Bottle[]> {
  const rows = await tx
    .updateTable('bottles')
    .set({ format_id: formatId, ...historyAppend(historyId) })
    .where('restaurant_id', '=', restaurantId)
    .where(idIn(dialect, ids))
    .returning(BOTTLE_COLUMNS)
    .execute();
  return rows.map(toBottle);
}

/** A deleted bottle with what its removal keeps of it: its history list, cost and delivery. */
export interface DeletedBottle {
  bottle: Bottle;
  history: string;
  costCents: number | null;
  deliveryId: string | null;
}

/** Deletes the bottles in one statement; returns those that existed. */
export async function deleteBottles(
  tx: Tx,
  dialect: DialectName,
  restaurantId: string,
  ids: readonly string[],
): Promise<DeletedBottle[]> {
  const rows = await tx
    .deleteFrom('bottles')
    .where('restaurant_id', '=', restaurantId)
    .where(idIn(dialect, ids))
    .returning([...BOTTLE_COLUMNS, 'history', 'cost_cents', 'delivery_id'])
    .execute();
  return rows.map((row) => ({
    bottle: toBottle(row),
    history: row.history,
    costCents: row.cost_cents === null ? null : Number(row.cost_cents),
    deliveryId: row.delivery_id,
  }));
}
