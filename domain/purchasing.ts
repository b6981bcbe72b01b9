import { refusal } from './refusal.js';
import { z } from './zod.js';

/**
 * Suppliers and purchase orders (docs/product.md §Purchase orders, decision 0043). A supplier is
 * found by the free-text supplier of the wines (products.supplier), its name compared without
 * case: that text stays the link, the record adds how to reach them. Money is whole cents.
 */

const id = z.string().min(1).max(64);
const cents = z.number().int();

export const PURCHASE_ORDER_STATUSES = [
  'draft',
  'sent',
  'partly-received',
  'received',
  'cancelled',
] as const;
export type PurchaseOrderStatus = (typeof PURCHASE_ORDER_STATUSES)[number];

/** How an order went to its supplier: a printed page, a CSV file, or an e-mail from the server. */
export const SEND_WAYS = ['print', 'csv', 'email'] as const;

/** The most bottles one line of an order asks for, and the most lines an order holds. */
export const MAX_ORDER_QUANTITY = 10_000;
export const MAX_ORDER_LINES = 500;

/** The key a supplier's name is found by: trimmed, without case (the Reorder sheet's groups). */
export function supplierKey(name: string): string {
  return name.trim().toLocaleLowerCase('en');
}

export const supplierSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  minimumOrderCents: cents.nullable(),
  deliveryDays: z.string(),
});
export type Supplier = z.infer<typeof supplierSchema>;

export const supplierListSchema = z.object({ suppliers: z.array(supplierSchema) });

/**
 * A supplier record's details. Its name is the wines' supplier text, changed on the wines: the
 * record follows the text, never the other way round (decision 0043).
 */
export const saveSupplierRequestSchema = z.strictObject({
  email: z
    .string()
    .trim()
    .pipe(z.union([z.literal(''), z.email(refusal('supplier-email-invalid')).max(254)]))
    .default(''),
  phone: z.string().trim().max(60).default(''),
  minimumOrderCents: z
    .number()
    .int('order-cost-invalid')
    .min(0, 'order-cost-invalid')
    .max(100_000_000, 'order-cost-invalid')
    .nullable()
    .default(null),
  deliveryDays: z.string().trim().max(200).default(''),
});

export const supplierParamsSchema = z.object({ id });
export const purchaseOrderParamsSchema = z.object({ id });

export const purchaseOrderLineSchema = z.object({
  formatId: z.string(),
  name: z.string(),
  producer: z.string(),
  vintage: z.string(),
  bottleSize: z.number().int(),
  quantity: z.number().int(),
  /** The unit cost the order expects; null: not known. */
  costCents: cents.nullable(),
  /** Bottles received against this line so far. */
  received: z.number().int(),
});
export type PurchaseOrderLine = z.infer<typeof purchaseOrderLineSchema>;

const totalSchema = z.object({
  bottles: z.number().int(),
  costCents: cents,
  /** Bottles of lines without a cost, left out of `costCents`. */
  withoutCost: z.number().int(),
});

export const purchaseOrderSchema = z.object({
  id: z.string(),
  /** The restaurant's own running number: PO-<number> on the printed page. */
  number: z.number().int(),
  status: z.enum(PURCHASE_ORDER_STATUSES),
  supplier: supplierSchema,
  note: z.string(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
  sentVia: z.enum(SEND_WAYS).nullable(),
  lines: z.array(purchaseOrderLineSchema),
  total: totalSchema,
});
export type PurchaseOrder = z.infer<typeof purchaseOrderSchema>;

/** An order and whether this server can e-mail it (an SMTP server is configured). */
export const purchaseOrderAnswerSchema = z.object({
  order: purchaseOrderSchema,
  canEmail: z.boolean(),
});
export type PurchaseOrderAnswer = z.infer<typeof purchaseOrderAnswerSchema>;

export const purchaseOrderSummarySchema = purchaseOrderSchema
  .pick({ id: true, number: true, status: true, createdAt: true, sentAt: true, total: true })
  .extend({ supplierName: z.string() });
export type PurchaseOrderSummary = z.infer<typeof purchaseOrderSummarySchema>;

export const purchaseOrderListSchema = z.object({
  orders: z.array(purchaseOrderSummarySchema),
});
export type PurchaseOrderList = z.infer<typeof purchaseOrderListSchema>;

/**
 * What `Create purchase orders` did: the drafts it made or reached (a supplier with a draft has it
 * brought up to date), and how many of them are new and how many it changed.
 */
export const createdOrdersSchema = purchaseOrderListSchema.extend({
  created: z.number().int().min(0),
  updated: z.number().int().min(0),
});
export type CreatedOrders = z.infer<typeof createdOrdersSchema>;

export const orderLineRequestSchema = z.strictObject({
  formatId: id,
  quantity: z
    .number()
    .int('order-quantity-invalid')
    .min(1, 'order-quantity-invalid')
    .max(MAX_ORDER_QUANTITY, 'order-quantity-invalid'),
  costCents: z
    .number()
    .int('order-cost-invalid')
    .min(0, 'order-cost-invalid')
    .max(100_000_000, 'order-cost-invalid')
    .nullable(),
});

/** A draft's whole content: its lines replace the old ones, all or nothing. */
export const saveDraftRequestSchema = z.strictObject({
  note: z.string().trim().max(2000).default(''),
  lines: z
    .array(orderLineRequestSchema)
    .max(MAX_ORDER_LINES)
    .refine(
      (lines) => new Set(lines.map((line) => line.formatId)).size === lines.length,
      refusal('order-line-twice'),
    ),
});
export type SaveDraftRequest = z.input<typeof saveDraftRequestSchema>;

export const sendPurchaseOrderRequestSchema = z.strictObject({
  via: z.enum(SEND_WAYS, refusal('invalid-field')),
  /** The language of the e-mail's text and subject. */
  lang: z.enum(['en', 'fr']).default('en'),
});

/** Orders whose content may still change: only a draft. */
export function isEditable(status: PurchaseOrderStatus): boolean {
  return status === 'draft';
}

/** Sending again (printed once more, e-mailed after a print) keeps it sent. */
export function isSendable(status: PurchaseOrderStatus): boolean {
  return status === 'draft' || status === 'sent';
}

/** Once bottles arrived against it, an order is no longer cancelled: it is finished by receiving. */
export function isCancellable(status: PurchaseOrderStatus): boolean {
  return status === 'draft' || status === 'sent';
}

/** Bottles of a line still to come; never below zero (an over-delivery is shown as received). */
export function outstanding(line: Pick<PurchaseOrderLine, 'quantity' | 'received'>): number {
  return Math.max(0, line.quantity - line.received);
}

/**
 * A new order line's unit cost, by `Create purchase orders` or added by hand to a draft (decision
 * 0051): what the wine was last bought at (the unit cost of its newest arrival that had one, the
 * wine detail's `Last cost`), else its format's cost; null when it has neither.
 */
export function newLineCost(
  lastCostCents: number | null | undefined,
  formatCostCents: number | null,
): number | null {
  return lastCostCents ?? formatCostCents;
}

/** What the lines cost, and how many bottles have no cost. */
export function orderTotal(
  lines: ReadonlyArray<Pick<PurchaseOrderLine, 'quantity' | 'costCents'>>,
): z.infer<typeof totalSchema> {
  return lines.reduce(
    (total, line) => ({
      bottles: total.bottles + line.quantity,
      costCents: total.costCents + (line.costCents ?? 0) * line.quantity,
      withoutCost: total.withoutCost + (line.costCents === null ? line.quantity : 0),
    }),
    { bottles: 0, costCents: 0, withoutCost: 0 },
  );
}
