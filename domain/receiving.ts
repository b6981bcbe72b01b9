import { looksLikeProductBarcode } from './batch-commands.js';
import { bottleIdSchema, placementSchema } from './inventory-commands.js';
import { MAX_ORDER_QUANTITY } from './purchasing.js';
import { refusal } from './refusal.js';
import { z } from './zod.js';

/**
 * Receiving against a purchase order (docs/product.md §Purchase orders): bottles scanned against
 * each line (their QR ids) or counted (unlabelled stock: that many manual entries), at this
 * delivery's unit cost, all into one place. A receipt may be partial; the next one goes on.
 */

const receiptLineSchema = z.strictObject({
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
  /** This delivery's unit cost; null: the format's cost. */
  costCents: z
    .number()
    .int('order-cost-invalid')
    .min(0, 'order-cost-invalid')
    .max(100_000_000, 'order-cost-invalid')
    .nullable()
    .default(null),
});

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
    lines: z
      .array(receiptLineSchema)
      .min(1, 'receipt-empty')
      .max(500)
      .refine(
        (lines) => new Set(lines.map((line) => line.formatId)).size === lines.length,
        refusal('order-line-twice'),
      )
      .refine((lines) => {
        const ids = lines.flatMap((line) => line.ids);
        return new Set(ids).size === ids.length;
      }, refusal('bottle-id-twice')),
  })
  .strict();

/** Whether the order takes bottles: once sent, until all arrived (or it was cancelled). */
export function isReceivable(status: string): boolean {
  return status === 'sent' || status === 'partly-received';
}
