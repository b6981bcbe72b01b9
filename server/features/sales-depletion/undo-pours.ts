import type { Bottle } from '../../../domain/inventory.js';
import type { Change } from '../../../domain/live.js';
import type { OpenState } from '../../../domain/open-bottles.js';
import type { Author, Tx } from '../../db/writer.js';
import {
  addImportedBottles,
  type BottleWrite,
  recordLevels,
  updateBottleRow,
} from '../inventory/index.js';

/** A bottle the file's glasses poured from: opened by them, or open before; emptied or not. */
interface Poured {
  id: string;
  openedByBatch: boolean;
  /** Its last state in the batch (the bottle after the last pour, or as it was removed). */
  last: Bottle;
  finished: boolean;
}

/** The bottles a change batch poured glasses from, in the order it first touched them. */
export function pouredInBatch(changes: readonly Change[]): Poured[] {
  const byId = new Map<string, Poured>();
  for (const change of changes) {
    if (change.entity !== 'bottle') continue;
    const data = change.data as (Bottle & { reason?: string }) | null;
    const pour = change.action === 'bottle.open' || change.action === 'bottle.pour';
    const emptied = change.action === 'bottle.remove' && data?.reason === 'poured';
    if ((!pour && !emptied) || data === null) continue;
    const known = byId.get(change.id);
    byId.set(change.id, {
      id: change.id,
      openedByBatch: known ? known.openedByBatch : change.action === 'bottle.open',
      last: data,
      finished: emptied,
    });
  }
  return [...byId.values()];
}

/** Of the bottles poured from, those changed since the batch: poured again, moved, removed… */
export async function pouredChangedSince(
  tx: Tx,
  restaurantId: string,
  batch: number,
  poured: readonly Poured[],
): Promise<string[]> {
  const changed: string[] = [];
  for (const bottle of poured) {
    const here = await tx
      .selectFrom('bottles')
      .select('history')
      .where('restaurant_id', '=', restaurantId)
      .where('id', '=', bottle.id)
      .executeTakeFirst();
    if (bottle.finished) {
      const gone = await tx
        .selectFrom('removed_bottles')
        .select('history_id')
        .where('restaurant_id', '=', restaurantId)
        .where('id', '=', bottle.id)
        .executeTakeFirst();
      if (here !== undefined || gone?.history_id !== batch) changed.push(bottle.id);
    } else if (Number(here?.history.trim().split(' ').at(-1)) !== batch) {
      // Its history's last batch (SQLite may write it as 4.0) must be the file's.
      changed.push(bottle.id);
    }
  }
  return changed;
}

/** What remained in a bottle before `since`: its last kept level before then. */
async function remainingBefore(tx: Tx, restaurantId: string, id: string, since: string) {
  const row = await tx
    .selectFrom('bottle_levels')
    .select('remaining_permille')
    .where('restaurant_id', '=', restaurantId)
    .where('bottle_id', '=', id)
    .where('at', '<', since)
    .orderBy('at', 'desc')
    .executeTakeFirst();
  return row?.remaining_permille ?? null;
}

/**
 * Gives the bottles a file's glasses poured from the levels they had before (decision 0065):
 * a bottle the glasses opened is closed again, one open before has its remaining level back,
 * and one they emptied is back in the cellar at that level; the levels the pours kept (from
 * `since`, when the file was imported, on) are forgotten, so the Variance no longer counts them.
 * The caller has checked that none was changed since.
 */
export async function restorePoured(
  write: BottleWrite,
  actor: Author,
  batch: number,
  since: string,
  poured: readonly Poured[],
): Promise<void> {
  const { tx, record } = write;
  const { restaurantId } = actor;
  for (const bottle of poured) {
    const remaining = bottle.openedByBatch
      ? null
      : await remainingBefore(tx, restaurantId, bottle.id, since);
    const open: OpenState | null =
      bottle.last.open && remaining !== null ? { ...bottle.last.open, remaining } : null;
    await tx
      .deleteFrom('bottle_levels')
      .where('restaurant_id', '=', restaurantId)
      .where('bottle_id', '=', bottle.id)
      .where('at', '>=', since)
      .execute();
    if (bottle.finished) {
      const gone = await tx
        .selectFrom('removed_bottles')
        .select(['added_at', 'cost_cents', 'history'])
        .where('restaurant_id', '=', restaurantId)
        .where('id', '=', bottle.id)
        .executeTakeFirstOrThrow();
      await tx
        .deleteFrom('removed_bottles')
        .where('restaurant_id', '=', restaurantId)
        .where('id', '=', bottle.id)
        .where('history_id', '=', batch)
        .execute();
      const { last } = bottle;
      // Re-adding an open bottle keeps a level at its opening: the one it had then stays.
      const opening = open
        ? await tx
            .selectFrom('bottle_levels')
            .select('remaining_permille')
            .where('restaurant_id', '=', restaurantId)
            .where('bottle_id', '=', bottle.id)
            .where('at', '=', open.openedAt)
            .executeTakeFirst()
        : undefined;
      await addImportedBottles(write, actor, [
        {
          id: last.id,
          formatId: last.formatId,
          locationId: last.locationId,
          bin: last.bin,
          notes: last.notes,
          addedDate: gone.added_at ?? last.addedDate,
          costCents: gone.cost_cents,
          open,
          earlierHistory: gone.history,
        },
      ]);
      if (open && opening) {
        await recordLevels(tx, restaurantId, [
          { bottleId: bottle.id, at: open.openedAt, remaining: opening.remaining_permille },
        ]);
      }
      continue;
    }
    const before = await updateBottleRow(tx, restaurantId, bottle.id, {
      opened_at: open?.openedAt ?? null,
      level_tenths: open?.levelTenths ?? null,
      level_grams: open?.levelGrams ?? null,
      remaining_permille: open?.remaining ?? null,
    });
    if (before) {
      record(
        { entity: 'bottle', id: before.id, op: 'put', action: 'bottle.level', data: before },
        { before: bottle.last },
      );
    }
  }
}
