import type { z } from 'zod';
import type { Format } from '../../../domain/inventory.js';
import type { formatInputSchema } from '../../../domain/inventory-commands.js';
import { weightsContradict } from '../../../domain/open-bottles.js';
import { vintageKey } from '../../../domain/product-identity.js';
import { fromBool, toCents } from '../../db/normalize.js';
import { parameterChunks } from '../../db/parameter-chunks.js';
import type { Tx } from '../../db/writer.js';
import { AppError } from '../../http/app-error.js';
import { toFormat } from './row-mappers.js';

export type FormatFields = z.output<typeof formatInputSchema>;

function columns(fields: Partial<FormatFields>) {
  return {
    ...(fields.vintage !== undefined && {
      vintage: fields.vintage,
      vintage_key: vintageKey(fields.vintage),
    }),
    ...(fields.bottleSize !== undefined && { bottle_size: fields.bottleSize }),
    ...(fields.cost !== undefined && { cost_cents: toCents(fields.cost) }),
    ...(fields.price !== undefined && { price_cents: toCents(fields.price) }),
    ...(fields.tastingNotes !== undefined && { tasting_notes: fields.tastingNotes }),
    ...(fields.isPrivateImport !== undefined && {
      is_private_import: fromBool(fields.isPrivateImport),
    }),
    ...(fields.showOnMenu !== undefined && { show_on_menu: fromBool(fields.showOnMenu) }),
    ...(fields.fullWeightGrams !== undefined && { full_weight_grams: fields.fullWeightGrams }),
    ...(fields.emptyWeightGrams !== undefined && { empty_weight_grams: fields.emptyWeightGrams }),
  };
}

export async function findFormat(
  tx: Tx,
  restaurantId: string,
  id: string,
): Promise<Format | undefined> {
  const row = await tx
    .selectFrom('formats')
    .selectAll()
    .where('restaurant_id', '=', restaurantId)
    .where('id', '=', id)
    .executeTakeFirst();
  return row && toFormat(row);
}

export async function findMatchingFormat(
  tx: Tx,
  restaurantId: string,
  productId: string,
  fields: Pick<FormatFields, 'vintage' | 'bottleSize'>,
): Promise<Format | undefined> {
  const row = await tx
    .selectFrom('formats')
    .selectAll()
    .where('restaurant_id', '=', restaurantId)
    .where('product_id', '=', productId)
    .where('vintage_key', '=', vintageKey(fields.vintage))
    .where('bottle_size', '=', fields.bottleSize)
    .executeTakeFirst();
  return row && toFormat(row);
}

export async function formatsOfProduct(
  tx: Tx,
  restaurantId: string,
  productId: string,
): Promise<Format[]> {
  const rows = await tx
    .selectFrom('formats')
    .selectAll()
    .where('restaurant_id', '=', restaurantId)
    .where('product_id', '=', productId)
    .execute();
  return rows.map(toFormat);
}

export async function insertFormat(
  tx: Tx,
  restaurantId: string,
  id: string,
  productId: string,
  fields: FormatFields,
  now: string,
): Promise<Format> {
  if (weightsContradict(fields)) throw new AppError('format-weights-invalid');
  const row = await tx
    .insertInto('formats')
    .values({
      restaurant_id: restaurantId,
      id,
      product_id: productId,
      vintage: fields.vintage,
      vintage_key: vintageKey(fields.vintage),
      bottle_size: fields.bottleSize,
      cost_cents: toCents(fields.cost),
      price_cents: toCents(fields.price),
      tasting_notes: fields.tastingNotes,
      is_private_import: fromBool(fields.isPrivateImport),
      show_on_menu: fromBool(fields.showOnMenu),
      full_weight_grams: fields.fullWeightGrams ?? null,
      empty_weight_grams: fields.emptyWeightGrams ?? null,
      created_at: now,
      updated_at: now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return toFormat(row);
}

/**
 * The format as it is, its row locked until commit (a no-op UPDATE, portable unlike FOR UPDATE):
 * an edit reads what it changes from, and another edit of it waits.
 */
export async function lockFormat(
  tx: Tx,
  restaurantId: string,
  id: string,
): Promise<Format | undefined> {
  const row = await tx
    .updateTable('formats')
    .set((eb) => ({ updated_at: eb.ref('updated_at') }))
    .where('restaurant_id', '=', restaurantId)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
  return row && toFormat(row);
}

export async function updateFormatRow(
  tx: Tx,
  restaurantId: string,
  id: string,
  fields: Partial<FormatFields>,
  now: string,
): Promise<Format | undefined> {
  const row = await tx
    .updateTable('formats')
    .set({ ...columns(fields), updated_at: now })
    .where('restaurant_id', '=', restaurantId)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
  return row && toFormat(row);
}

export async function deleteFormatRow(tx: Tx, restaurantId: string, id: string): Promise<boolean> {
  const result = await tx
    .deleteFrom('formats')
    .where('restaurant_id', '=', restaurantId)
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

export async function deleteListingsOfFormat(
  tx: Tx,
  restaurantId: string,
  formatId: string,
): Promise<string[]> {
  const rows = await tx
    .deleteFrom('glass_listings')
    .where('restaurant_id', '=', restaurantId)
    .where('format_id', '=', formatId)
    .returning('id')
    .execute();
  return rows.map((row) => row.id);
}

/** Which of these formats are this restaurant's. */
export async function existingFormatIds(
  tx: Tx,
  restaurantId: string,
  ids: readonly string[],
): Promise<Set<string>> {
  const found = new Set<string>();
  for (const part of parameterChunks(ids)) {
    const rows = await tx
      .selectFrom('formats')
      .select('id')
      .where('restaurant_id', '=', restaurantId)
      .where('id', 'in', part)
      .execute();
    for (const row of rows) found.add(row.id);
  }
  return found;
}
