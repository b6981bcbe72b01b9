import { looksLikeProductBarcode } from './batch-commands.js';
import { bottleIdSchema, placementSchema } from './inventory-commands.js';
import { MAX_ORDER_QUANTITY, purchaseOrderLineSchema, purchaseOrderSchema } from './purchasing.js';
import { refusal } from './refusal.js';
import { z } from './zod.js';

/**
 * Receiving against a purchase order (docs/product.md §Purchase orders): bottles scanned against
 * each line (their QR ids) or counted (unlabelled stock: that many manual entries), at this
 * delivery's unit cost, all into one place. A receipt may be partial; the next one goes on.
 */

const receiptBottles = {
  formatId: z.string().min(1).max(64),
  ids: z
    .array(
      bottleIdSchema.refine((id) => !looksLikeProductBarcode(id), refusal('bottle-id-invalid')),
    )
    .max(2000)
    .default([]),
  count: z
    .number()
    .int('order-quantity-invalid')
    .min(0, 'order-quantity-invalid')
    .max(MAX_ORDER_QUANTITY, 'order-quantity-invalid')
    .default(0),
};

const receiptLineSchema = z.strictObject({
  ...receiptBottles,
  /** This delivery's unit cost; null: the format's cost. */
  costCents: z
    .number()
    .int('order-cost-invalid')
    .min(0, 'order-cost-invalid')
    .max(100_000_000, 'order-cost-invalid')
    .nullable()
    .default(null),
});

function receiptLines<L extends z.ZodType<{ formatId: string; ids: string[] }>>(line: L) {
  return z
    .array(line)
    .min(1, 'receipt-empty')
    .max(500)
    .refine(
      (lines) => new Set(lines.map((item) => item.formatId)).size === lines.length,
      refusal('order-line-twice'),
    )
    .refine((lines) => {
      const ids = lines.flatMap((item) => item.ids);
      return new Set(ids).size === ids.length;
    }, refusal('bottle-id-twice'));
}

export const receiveOrderRequestSchema = placementSchema
  .extend({
    invoiceNumber: z.string().trim().max(60).default(''),
    invoiceTotalCents: z
      .number()
      .int('order-cost-invalid')
      .min(0, 'order-cost-invalid')
      .max(1_000_000_000, 'order-cost-invalid')
      .nullable()
      .default(null),
    lines: receiptLines(receiptLineSchema),
  })
  .strict();

/**
 * Receiving as anyone who may add bottles (decision 0052): no cost is asked or taken (a cost or
 * invoice total sent is refused as a field it does not know); each line's bottles take the unit
 * cost the order gives it, set by whoever made the order.
 */
export const receiveDeliveryRequestSchema = placementSchema
  .extend({
    invoiceNumber: z.string().trim().max(60).default(''),
    lines: receiptLines(z.strictObject(receiptBottles)),
  })
  .strict();

/** An order as it is received without costs: what was ordered and what came, never its price. */
export const deliveryOrderSchema = purchaseOrderSchema
  .pick({ id: true, number: true, status: true, note: true, createdAt: true, sentAt: true })
  .extend({
    supplierName: z.string(),
    lines: z.array(purchaseOrderLineSchema.omit({ costCents: true })),
  });
export type DeliveryOrder = z.infer<typeof deliveryOrderSchema>;

export const deliveryOrderAnswerSchema = z.object({ order: deliveryOrderSchema });

/** The orders waiting for bottles, without costs: how many bottles each still awaits. */
export const deliveryOrderListSchema = z.object({
  orders: z.array(
    deliveryOrderSchema
      .pick({ id: true, number: true, status: true, createdAt: true, sentAt: true })
      .extend({ supplierName: z.string(), outstanding: z.number().int() }),
  ),
});
export type DeliveryOrderList = z.infer<typeof deliveryOrderListSchema>;

/** Whether the order takes bottles: once sent, until all arrived (or it was cancelled). */
export function isReceivable(status: string): boolean {
  return status === 'sent' || status === 'partly-received';
}
