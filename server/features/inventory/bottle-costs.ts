import type { Kysely } from 'kysely';
import { parameterChunks } from '../../db/parameter-chunks.js';
import type { Database } from '../../db/schema.js';
import type { Tx } from '../../db/writer.js';

/**
 * What new bottles of a format cost, given by whoever adds them: a delivery's unit cost (in
 * cents; null: unknown) and the delivery. Without `costCents` they cost what their format costs
 * at that moment (decision 0042), so every way in (Add Bottle, a batch, an intake, an import)
 * keeps each bottle's own cost.
 */
export interface BottleCost {
  costCents?: number | null;
  deliveryId?: string | null;
}

/** The columns a new bottle's cost is written in. */
export interface CostColumns {
  cost_cents: number | null;
  delivery_id: string | null;
}

/** Each format's cost now, by id (formats of another restaurant are absent). */
export async function formatCosts(
  tx: Kysely<Database>,
  restaurantId: string,
  formatIds: Iterable<string>,
): Promise<Map<string, number | null>> {
  const costs = new Map<string, number | null>();
  for (const part of parameterChunks([...new Set(formatIds)])) {
    const rows = await tx
      .selectFrom('formats')
      .select(['id', 'cost_cents'])
      .where('restaurant_id', '=', restaurantId)
      .where('id', 'in', part)
      .execute();
    for (const row of rows) costs.set(row.id, row.cost_cents);
  }
  return costs;
}

/** The cost columns of a format's new bottles: the cost given, else the format's now. */
export async function newBottleCost(
  tx: Kysely<Database>,
  restaurantId: string,
  formatId: string,
  given: BottleCost = {},
): Promise<CostColumns> {
  const deliveryId = given.deliveryId ?? null;
  if (given.costCents !== undefined)
    return { cost_cents: given.costCents, delivery_id: deliveryId };
  const costs = await formatCosts(tx, restaurantId, [formatId]);
  return { cost_cents: costs.get(formatId) ?? null, delivery_id: deliveryId };
}

/**
 * Gives a format's bottles on hand that came in no delivery its new cost: what was paid for a
 * delivery stays what it was. Bottles carry no cost in the model, so no tab needs telling.
 */
export async function repriceBottlesOnHand(
  tx: Tx,
  restaurantId: string,
  formatId: string,
  costCents: number | null,
): Promise<void> {
  await tx
    .updateTable('bottles')
    .set({ cost_cents: costCents })
    .where('restaurant_id', '=', restaurantId)
    .where('format_id', '=', formatId)
    .where('delivery_id', 'is', null)
    .execute();
}
