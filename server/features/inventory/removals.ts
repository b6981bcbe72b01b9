import { sql } from 'kysely';
import type { Bottle } from '../../../domain/inventory.js';
import type { RemovalReason } from '../../../domain/removal-reasons.js';
import { parameterChunks } from '../../db/parameter-chunks.js';
import type { Author } from '../../db/writer.js';
import type { BottleWrite } from './bottle-write.js';
import { deleteBottles } from './bottle-write-repo.js';

/**
 * Removes bottles for a reason, inside the caller's Writer transaction: the one way a bottle
 * leaves the cellar (Remove Bottle, Batch Remove, a count's Apply). Each is remembered in
 * removed_bottles with why, when, by whom, its own cost and its delivery (migrations 0016, 0027), and its change
 * carries the reason. Returns the bottles that existed; the caller decides what a missing id means.
 */
export async function removeBottles(
  { tx, dialect, record, historyId }: BottleWrite,
  actor: Author,
  { ids, reason }: { ids: readonly string[]; reason: RemovalReason },
): Promise<Bottle[]> {
  const deleted = await deleteBottles(tx, dialect, actor.restaurantId, ids);
  const removed = deleted.map((row) => row.bottle);
  if (removed.length === 0) return removed;
  const at = new Date().toISOString();
  const history = await historyId();
  for (const part of parameterChunks(deleted)) {
    const rows = part.map(({ bottle, history: before, costCents, deliveryId }) => ({
      restaurant_id: actor.restaurantId,
      id: bottle.id,
      format_id: bottle.formatId,
      location_id: bottle.locationId,
      bin: bottle.bin,
      reason,
      cost_cents: costCents,
      delivery_id: deliveryId,
      removed_at: at,
      added_at: bottle.addedDate,
      // An open bottle is valued at the levels it had, while it was here (decision 0053).
      opened_at: bottle.open?.openedAt ?? null,
      removed_by_user_id: actor.userId,
      history_id: history,
      // Its history stays readable once the row is gone: its batches, this one last.
      history: `${before} ${history}`.trim(),
    }));
    await tx
      .insertInto('removed_bottles')
      .values(rows)
      .onConflict((conflict) =>
        conflict.columns(['restaurant_id', 'id']).doUpdateSet({
          format_id: sql.ref('excluded.format_id'),
          location_id: sql.ref('excluded.location_id'),
          bin: sql.ref('excluded.bin'),
          reason: sql.ref('excluded.reason'),
          cost_cents: sql.ref('excluded.cost_cents'),
          delivery_id: sql.ref('excluded.delivery_id'),
          removed_at: sql.ref('excluded.removed_at'),
          added_at: sql.ref('excluded.added_at'),
          opened_at: sql.ref('excluded.opened_at'),
          removed_by_user_id: sql.ref('excluded.removed_by_user_id'),
          history_id: sql.ref('excluded.history_id'),
          history: sql.ref('excluded.history'),
        }),
      )
      .execute();
  }
  for (const bottle of removed) {
    record({
      entity: 'bottle',
      id: bottle.id,
      op: 'delete',
      action: 'bottle.remove',
      data: { ...bottle, reason },
    });
  }
  return removed;
}
