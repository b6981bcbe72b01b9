import { newLineCost } from '../../../domain/purchasing.js';
import type { ReorderLine } from '../../../domain/reports.js';
import type { Tx } from '../../db/writer.js';
import * as orders from './order-repo.js';

const byWine = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

/** What `Create purchase orders` did to one supplier's draft. */
export type DraftOutcome = 'created' | 'updated' | 'unchanged';

/**
 * Brings a supplier's draft to the Reorder sheet (decision 0051): its newest draft, if it has one,
 * gets each sheet wine's quantity to reach par now, keeping the unit cost on the line (a price
 * typed there is the person's), and the sheet's wines it lacks at their last cost; lines of
 * wines not on the sheet stay as they are. Without a draft, a new one is made. Sent orders are
 * never touched: they are with the supplier.
 */
export async function draftForSupplier(
  tx: Tx,
  restaurantId: string,
  supplier: { id: string; rows: readonly ReorderLine[] },
  make: (lines: orders.LineRow[]) => Promise<string>,
  lastCosts: ReadonlyMap<string, number>,
): Promise<{ id: string; outcome: DraftOutcome }> {
  const wanted = [...supplier.rows]
    .sort((a, b) => byWine.compare(a.name, b.name))
    .map((row) => ({
      formatId: row.formatId,
      quantity: row.toOrder,
      costCents: newLineCost(lastCosts.get(row.formatId), row.costCents),
    }));
  const draftId = await orders.newestDraftOf(tx, restaurantId, supplier.id);
  // Locked, then read again: a draft sent meanwhile by another tab is left to the supplier.
  const head =
    draftId === undefined ? undefined : await orders.lockOrder(tx, restaurantId, draftId);
  const draft =
    head?.status === 'draft' ? await orders.readOrder(tx, restaurantId, head.id) : undefined;
  if (draft === undefined) return { id: await make(wanted), outcome: 'created' };
  const quantities = new Map(wanted.map((line) => [line.formatId, line.quantity]));
  let changed = false;
  const lines: orders.LineRow[] = draft.lines.map((line) => {
    const quantity = quantities.get(line.formatId) ?? line.quantity;
    if (quantity !== line.quantity) changed = true;
    return { formatId: line.formatId, quantity, costCents: line.costCents };
  });
  const present = new Set(lines.map((line) => line.formatId));
  for (const line of wanted) {
    if (present.has(line.formatId)) continue;
    lines.push(line);
    changed = true;
  }
  if (!changed) return { id: draft.id, outcome: 'unchanged' };
  await orders.replaceDraft(tx, restaurantId, draft.id, { note: draft.note, lines });
  return { id: draft.id, outcome: 'updated' };
}
