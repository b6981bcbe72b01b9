import { newId } from '../../db/new-id.js';
import type { Tx } from '../../db/writer.js';

/** What a delivery says of itself; its bottles carry their unit costs and its id. */
interface DeliveryInput {
  supplier?: string;
  purchaseOrderId?: string | null;
  invoiceNumber?: string;
  /** The invoice's total in cents; null: not given. */
  invoiceTotalCents?: number | null;
  /** The member (user id) who received it. */
  receivedBy?: string | null;
  /** ISO time; now when not given. */
  receivedAt?: string;
}

/**
 * Records a delivery in the caller's transaction and returns its id, for the bottles it brings
 * (the inventory's bottle commands take it with their unit cost): an intake without an order, or
 * the receiving of a purchase order.
 */
export async function recordDelivery(
  trx: Tx,
  restaurantId: string,
  input: DeliveryInput,
): Promise<string> {
  const id = newId();
  await trx
    .insertInto('deliveries')
    .values({
      restaurant_id: restaurantId,
      id,
      supplier: input.supplier?.trim() ?? '',
      purchase_order_id: input.purchaseOrderId ?? null,
      invoice_number: input.invoiceNumber?.trim() ?? '',
      invoice_total_cents: input.invoiceTotalCents ?? null,
      received_at: input.receivedAt ?? new Date().toISOString(),
      received_by: input.receivedBy ?? null,
    })
    .execute();
  return id;
}
