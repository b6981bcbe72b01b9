import { refusal } from './refusal.js';
import { z } from './zod.js';

/** A unit cost or an invoice's total, in the restaurant's currency (two decimals at most). */
export const costAmountSchema = z
  .number(refusal('cost-invalid'))
  .min(0, refusal('cost-invalid'))
  .max(1_000_000, refusal('cost-invalid'))
  .multipleOf(0.01, refusal('cost-invalid'));

/** What a delivery pays for one format's bottles; a format not listed costs its format's cost. */
export const deliveryCostSchema = z.object({
  formatId: z.string().min(1).max(64),
  cost: costAmountSchema,
});

/**
 * What an intake without an order says of its delivery (owners and managers: it holds costs):
 * the unit cost of each format received, and, optional, the supplier, invoice number and total.
 */
export const intakeDeliverySchema = z.object({
  supplier: z.string().trim().max(150, refusal('text-too-long')).default(''),
  invoiceNumber: z.string().trim().max(60, refusal('text-too-long')).default(''),
  invoiceTotal: costAmountSchema.nullable().default(null),
  costs: z
    .array(deliveryCostSchema)
    .max(2000)
    .refine((costs) => new Set(costs.map((line) => line.formatId)).size === costs.length, {
      ...refusal('invalid-field'),
    })
    .default([]),
});
export type IntakeDelivery = z.input<typeof intakeDeliverySchema>;

/** Percent: the rise of a delivery's unit cost over the one before that the history flags. */
export const DEFAULT_COST_RISE_PERCENT = 10;

/** Whether a percentage has at most one decimal (12.5, not 12.25), floats' noise aside. */
const oneDecimal = (value: number) => Math.abs(value * 10 - Math.round(value * 10)) < 1e-9;

/** The percentage a restaurant's owners set for it: 0 to 100, integers or one decimal. */
const costRisePercentSchema = z
  .number(refusal('cost-rise-invalid'))
  .min(0, refusal('cost-rise-invalid'))
  .max(100, refusal('cost-rise-invalid'))
  .refine(oneDecimal, refusal('cost-rise-invalid'));

/** PUT /api/restaurant/cost-rise: owners only (edit-restaurant). */
export const putCostRiseSchema = z.strictObject({ costRisePercent: costRisePercentSchema });
/**
 * Whether a unit cost rose above `percent` over the one before it (both in cents): the cost
 * history's flag and the Cost changes report's.
 */
export function isCostRise(before: number | null, after: number | null, percent: number): boolean {
  if (before === null || after === null || before <= 0) return false;
  return (after - before) * 100 > before * percent;
}

/** The change from one cost to the next, in percent (one decimal); null when there is none before. */
export function costChangePercent(before: number | null, after: number | null): number | null {
  if (before === null || after === null || before <= 0) return null;
  return Math.round(((after - before) * 1000) / before) / 10;
}

const cents = z.number().int();

/** One arrival of a format's bottles at one unit cost: a delivery, or bottles added that day. */
export const costArrivalSchema = z.object({
  /** When they arrived (the delivery's time, else the first bottle's). */
  at: z.string(),
  /** null: added without a delivery (by hand, a batch, an import). */
  deliveryId: z.string().nullable(),
  supplier: z.string(),
  unitCostCents: cents.nullable(),
  bottles: z.number().int().min(0),
  /** Against the arrival before it, in percent; null for the first or without a cost. */
  changePercent: z.number().nullable(),
  /** The rise is above the restaurant's percentage. */
  rise: z.boolean(),
});
export type CostArrival = z.infer<typeof costArrivalSchema>;

/**
 * A format's costs (owners and managers): its cost for the next arrivals, the last arrival's,
 * the average of the bottles on hand at their own costs, and the arrivals, newest first.
 */
export const formatCostsSchema = z.object({
  formatId: z.string(),
  defaultCostCents: cents.nullable(),
  lastCostCents: cents.nullable(),
  averageCostCents: cents.nullable(),
  onHand: z.number().int().min(0),
  valueCents: cents,
  withoutCost: z.number().int().min(0),
  risePercent: z.number(),
  arrivals: z.array(costArrivalSchema),
});
export type FormatCosts = z.infer<typeof formatCostsSchema>;
