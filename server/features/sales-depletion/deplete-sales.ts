import type { PourSize } from '../../../domain/open-bottles.js';
import type { SalesDepletion } from '../../../domain/sales-depletion.js';
import type { Author, Tx } from '../../db/writer.js';
import { AppError, notFound } from '../../http/app-error.js';
import { type BottleWrite, removeBottles } from '../inventory/index.js';
import { pourGlassIn } from '../open-bottles/index.js';
import { readDepletionSettings } from './depletion-settings.js';

/** A sales file's matched lines summed per format (bottles) or per format and glass size. */
async function soldOfFile(tx: Tx, restaurantId: string, fileId: string) {
  return tx
    .selectFrom('sales_lines')
    .innerJoin('pos_items', (join) =>
      join
        .onRef('pos_items.restaurant_id', '=', 'sales_lines.restaurant_id')
        .onRef('pos_items.item_key', '=', 'sales_lines.item_key'),
    )
    .select((eb) => [
      'pos_items.kind',
      'pos_items.format_id',
      'pos_items.pour',
      eb.fn.sum<number>('sales_lines.quantity').as('quantity'),
    ])
    .where('sales_lines.restaurant_id', '=', restaurantId)
    .where('sales_lines.file_id', '=', fileId)
    .where('pos_items.kind', 'in', ['bottle', 'glass'])
    .where('pos_items.format_id', 'is not', null)
    .groupBy(['pos_items.kind', 'pos_items.format_id', 'pos_items.pour'])
    .orderBy('pos_items.format_id')
    .execute();
}

/** The oldest bottles of a format (added first, then by id), in a location or anywhere. */
async function oldestBottles(
  tx: Tx,
  restaurantId: string,
  formatId: string,
  locationId: string | null,
  count: number,
): Promise<string[]> {
  let query = tx
    .selectFrom('bottles')
    .select('id')
    .where('restaurant_id', '=', restaurantId)
    .where('format_id', '=', formatId);
  if (locationId !== null) query = query.where('location_id', '=', locationId);
  const rows = await query.orderBy('added_at').orderBy('id').limit(count).execute();
  return rows.map((row) => row.id);
}

/**
 * Imported sales take their bottles out of the cellar (decision 0055), in the caller's write
 * (the import's transaction, so the file and its removals are one change batch): each format
 * sold by the bottle loses its oldest bottles, from the restaurant's chosen location (any when
 * none), reason Sold; a format with fewer on hand loses what there is, and the answer says how
 * many were short. Glasses pour from the open bottle as a glass poured on the phone does
 * (`pourGlassIn`). The file keeps the batch's history id, so its removals can be undone. A file
 * already depleted is refused (`sales-already-depleted`). Call it whatever the setting says:
 * it reads the setting and does nothing when depletion is off.
 */
export async function depleteSalesFile(
  write: BottleWrite,
  actor: Author,
  fileId: string,
): Promise<SalesDepletion> {
  const { tx } = write;
  const { restaurantId } = actor;
  const file = await tx
    .selectFrom('sales_files')
    .select(['id', 'change_batch_id'])
    .where('restaurant_id', '=', restaurantId)
    .where('id', '=', fileId)
    .executeTakeFirst();
  if (file === undefined) throw notFound();
  if (file.change_batch_id !== null) throw new AppError('sales-already-depleted');
  const settings = await readDepletionSettings(tx, restaurantId);
  const answer: SalesDepletion = {
    batch: null,
    removed: 0,
    formats: [],
    glasses: { poured: 0, short: 0 },
  };
  if (!settings.deplete) return answer;

  for (const line of await soldOfFile(tx, restaurantId, fileId)) {
    const quantity = Number(line.quantity);
    const formatId = line.format_id;
    if (formatId === null || quantity <= 0) continue;
    if (line.kind === 'bottle') {
      const ids = await oldestBottles(tx, restaurantId, formatId, settings.locationId, quantity);
      if (ids.length > 0) await removeBottles(write, actor, { ids, reason: 'sold' });
      answer.removed += ids.length;
      answer.formats.push({
        formatId,
        sold: quantity,
        removed: ids.length,
        short: quantity - ids.length,
      });
    } else if (line.pour !== null) {
      await pourGlasses(write, actor, formatId, line.pour, quantity, answer.glasses);
    }
  }
  if (answer.removed > 0 || answer.glasses.poured > 0) {
    answer.batch = String(await write.historyId());
    await tx
      .updateTable('sales_files')
      .set({ change_batch_id: answer.batch, glasses_poured: answer.glasses.poured })
      .where('restaurant_id', '=', restaurantId)
      .where('id', '=', fileId)
      .execute();
  }
  return answer;
}

/** Whole glasses, one pour each; once no bottle is left to pour from, the rest are short. */
async function pourGlasses(
  write: BottleWrite,
  actor: Author,
  formatId: string,
  pour: PourSize,
  glasses: number,
  tally: SalesDepletion['glasses'],
): Promise<void> {
  for (let glass = 0; glass < Math.floor(glasses); glass++) {
    try {
      await pourGlassIn(write, actor, formatId, pour);
      tally.poured += 1;
    } catch (error) {
      if (!(error instanceof AppError) || error.reason !== 'no-bottle-to-pour') throw error;
      tally.short += Math.floor(glasses) - glass;
      return;
    }
  }
}
