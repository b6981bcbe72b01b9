import type { Kysely } from 'kysely';
import type { Change } from '../../../domain/live.js';
import type { Database } from '../../db/schema.js';
import type { Author, Tx } from '../../db/writer.js';
import { AppError, notFound } from '../../http/app-error.js';
import { addImportedBottles, type BottleWrite, existingBottleIds } from '../inventory/index.js';
import { pouredChangedSince, pouredInBatch, restorePoured } from './undo-pours.js';

async function batchChanges(tx: Tx, restaurantId: string, batch: number): Promise<Change[]> {
  const row = await tx
    .selectFrom('change_batches')
    .select('changes')
    .where('restaurant_id', '=', restaurantId)
    .where('history_id', '=', batch)
    .executeTakeFirst();
  return row === undefined ? [] : (JSON.parse(row.changes) as Change[]);
}

/** The bottles a change batch removed as Sold, read from the batch itself (its changes). */
function soldInBatch(changes: readonly Change[]): string[] {
  return changes
    .filter(
      (change) =>
        change.entity === 'bottle' &&
        change.action === 'bottle.remove' &&
        (change.data as { reason?: string } | null)?.reason === 'sold',
    )
    .map((change) => change.id);
}

/**
 * Puts back the bottles a sales file's depletion removed as Sold (decision 0055, 0065), in the
 * caller's write: each where it was, with its own cost, its arrival date and its history, and its
 * removal forgotten; the file's sales stay. All or nothing: when one of the bottles the batch
 * removed was changed since (in the cellar again, or removed again by a later change) nothing is
 * put back (`depletion-not-undoable`, naming them). A file whose sales removed nothing, or whose
 * removals were already put back, has nothing to undo (`depletion-nothing-to-undo`). The open
 * bottles its glasses poured from get their levels back, a bottle they emptied comes back too
 * (`restorePoured`), unless one was changed since (refused as above). The file stays depleted
 * so its sales never deplete twice. Answers how many bottles removed as Sold came back, and how
 * many glasses' pours were given back.
 */
export async function undoSalesDepletion(
  write: BottleWrite,
  actor: Author,
  fileId: string,
): Promise<{ bottles: number; glasses: number }> {
  const { tx } = write;
  const { restaurantId } = actor;
  const file = await tx
    .selectFrom('sales_files')
    .select(['change_batch_id', 'depletion_undone_at', 'imported_at', 'glasses_poured'])
    .where('restaurant_id', '=', restaurantId)
    .where('id', '=', fileId)
    .executeTakeFirst();
  if (file === undefined) throw notFound();
  if (file.change_batch_id === null || file.depletion_undone_at !== null) {
    throw new AppError('depletion-nothing-to-undo');
  }
  const batch = Number(file.change_batch_id);
  const changes = await batchChanges(tx, restaurantId, batch);
  const sold = soldInBatch(changes);
  const poured = pouredInBatch(changes);
  if (sold.length === 0 && poured.length === 0) throw new AppError('depletion-nothing-to-undo');
  const removed = await tx
    .selectFrom('removed_bottles')
    .select(['id', 'format_id', 'location_id', 'bin', 'cost_cents', 'added_at', 'history'])
    .where('restaurant_id', '=', restaurantId)
    .where('history_id', '=', batch)
    .where('reason', '=', 'sold')
    .execute();
  const stillOut = new Set(removed.map((row) => row.id));
  const here = new Set(await existingBottleIds(tx, restaurantId, sold));
  const changed = [
    ...sold.filter((id) => here.has(id) || !stillOut.has(id)),
    ...(await pouredChangedSince(tx, restaurantId, batch, poured)),
  ];
  if (changed.length > 0) {
    throw new AppError('depletion-not-undoable', { ids: changed, list: changed.join(', ') });
  }
  const now = new Date().toISOString();
  await restorePoured(write, actor, batch, file.imported_at, poured);
  if (removed.length > 0)
    await addImportedBottles(
      write,
      actor,
      removed.map((row) => ({
        id: row.id,
        formatId: row.format_id,
        locationId: row.location_id,
        bin: row.bin,
        notes: '',
        addedDate: row.added_at ?? now,
        costCents: row.cost_cents,
        // Its history reads on from before it left: the batches it had, then its removal and return.
        earlierHistory: row.history,
      })),
    );
  await tx
    .deleteFrom('removed_bottles')
    .where('restaurant_id', '=', restaurantId)
    .where('history_id', '=', batch)
    .where('reason', '=', 'sold')
    .execute();
  await tx
    .updateTable('sales_files')
    .set({ depletion_undone_at: now })
    .where('restaurant_id', '=', restaurantId)
    .where('id', '=', fileId)
    .execute();
  return { bottles: removed.length, glasses: Number(file.glasses_poured) };
}

/** What Undo removals would give back for a sales file. */
export interface Undoable {
  /** Bottles its batch removed as Sold that are still out. */
  bottles: number;
  /** Glasses it poured from open bottles, whose levels would come back. */
  glasses: number;
}

/**
 * Per sales file whose depletion can be undone, what Undo removals would give back: the bottles
 * its batch removed as Sold and still out, and the glasses it poured; none once undone.
 */
export async function undoableRemovals(
  db: Kysely<Database>,
  restaurantId: string,
  fileIds: readonly string[],
): Promise<Map<string, Undoable>> {
  const undoable = new Map<string, Undoable>();
  if (fileIds.length === 0) return undoable;
  const files = await db
    .selectFrom('sales_files')
    .select(['id', 'change_batch_id', 'glasses_poured'])
    .where('restaurant_id', '=', restaurantId)
    .where('id', 'in', fileIds)
    .where('change_batch_id', 'is not', null)
    .where('depletion_undone_at', 'is', null)
    .execute();
  const batches = files.map((file) => Number(file.change_batch_id));
  if (batches.length === 0) return undoable;
  const rows = await db
    .selectFrom('removed_bottles')
    .select((eb) => ['history_id', eb.fn.countAll<number>().as('bottles')])
    .where('restaurant_id', '=', restaurantId)
    .where('history_id', 'in', batches)
    .where('reason', '=', 'sold')
    .groupBy('history_id')
    .execute();
  const byBatch = new Map(rows.map((row) => [Number(row.history_id), Number(row.bottles)]));
  for (const file of files) {
    const bottles = byBatch.get(Number(file.change_batch_id)) ?? 0;
    const glasses = Number(file.glasses_poured);
    if (bottles > 0 || glasses > 0) undoable.set(file.id, { bottles, glasses });
  }
  return undoable;
}
