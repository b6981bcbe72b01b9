import type { Author } from '../../db/writer.js';
import { AppError, notFound } from '../../http/app-error.js';
import { addImportedBottles, type BottleWrite, existingBottleIds } from '../inventory/index.js';

/**
 * Puts back the bottles a sales file's depletion removed as Sold (decision 0055), in the caller's
 * write: each where it was, with its own cost, its arrival date and its history, and its
 * removal forgotten. Refused (`depletion-not-undoable`) when one of them is a bottle here again.
 * The glasses it poured stay poured, as a glass poured by hand does; the file stays depleted so
 * they are not poured twice. Answers how many bottles came back.
 */
export async function undoSalesDepletion(
  write: BottleWrite,
  actor: Author,
  fileId: string,
): Promise<{ bottles: number }> {
  const { tx } = write;
  const { restaurantId } = actor;
  const file = await tx
    .selectFrom('sales_files')
    .select('change_batch_id')
    .where('restaurant_id', '=', restaurantId)
    .where('id', '=', fileId)
    .executeTakeFirst();
  if (file === undefined) throw notFound();
  if (file.change_batch_id === null) return { bottles: 0 };
  const removed = await tx
    .selectFrom('removed_bottles')
    .select(['id', 'format_id', 'location_id', 'bin', 'cost_cents', 'added_at', 'history'])
    .where('restaurant_id', '=', restaurantId)
    .where('history_id', '=', Number(file.change_batch_id))
    .where('reason', '=', 'sold')
    .execute();
  if (removed.length === 0) return { bottles: 0 };
  const ids = removed.map((row) => row.id);
  const here = await existingBottleIds(tx, restaurantId, ids);
  if (here.length > 0) throw new AppError('depletion-not-undoable', { ids: here });
  const now = new Date().toISOString();
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
    })),
  );
  const batch = await write.historyId();
  for (const row of removed) {
    // Its history reads on from before it left: the batches it had, then its removal and return.
    await tx
      .updateTable('bottles')
      .set({ history: `${row.history} ${batch}`.trim() })
      .where('restaurant_id', '=', restaurantId)
      .where('id', '=', row.id)
      .execute();
  }
  await tx
    .deleteFrom('removed_bottles')
    .where('restaurant_id', '=', restaurantId)
    .where('history_id', '=', Number(file.change_batch_id))
    .where('reason', '=', 'sold')
    .execute();
  return { bottles: removed.length };
}
