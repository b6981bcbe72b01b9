import { z } from './zod.js';

/**
 * The Variance report (decision 0055): per format, the bottles the point of sale says were sold
 * against the bottles that left the cellar as used, over a period; explained losses apart; and,
 * because bottles are single, the removals with no sale that day and the sales with no removal.
 */

/** Removal reasons that are usage: what a sale should explain. */
export const USED_REASONS = ['sold', 'poured', 'lost-in-count'] as const;
/** Removal reasons explained without a sale, shown apart and not in the variance. */
export const EXPLAINED_REASONS = ['broken', 'gift', 'returned'] as const;
export type ExplainedReason = (typeof EXPLAINED_REASONS)[number];

const cents = z.number().int();
const count = z.number().int().min(0);

export const varianceRowSchema = z.object({
  formatId: z.string(),
  name: z.string(),
  producer: z.string(),
  vintage: z.string(),
  bottleSize: z.number().int(),
  /** Bottles removed as sold, poured or lost in count. */
  removed: count,
  /** Open bottles' levels dropped in the period, in bottles (two decimals). */
  depleted: z.number(),
  /** removed + depleted. */
  used: z.number(),
  /** Bottle sales plus glasses as bottles (two decimals). */
  sold: z.number(),
  /** sold − used: negative is bottles gone without a sale. */
  variance: z.number(),
  /** The variance at cost; null when no cost is known for it. */
  costCents: cents.nullable(),
  /** The variance at the format's menu price; null without a price. */
  priceCents: cents.nullable(),
  /** variance ÷ used, in percent; null when nothing was used. */
  sharePercent: z.number().nullable(),
  explained: z.object({ broken: count, gift: count, returned: count }),
});
export type VarianceRow = z.infer<typeof varianceRowSchema>;

export const varianceReportSchema = z.object({
  from: z.string(),
  to: z.string(),
  /** The sales days the period covers (YYYY-MM-DD, both included): each day whose noon is in it. */
  firstDay: z.string(),
  lastDay: z.string(),
  rows: z.array(varianceRowSchema),
  total: z.object({
    used: z.number(),
    sold: z.number(),
    variance: z.number(),
    costCents: cents,
    /** Rows whose variance has no cost, left out of costCents. */
    withoutCost: count,
    priceCents: cents,
    explained: count,
  }),
  /** Bottles removed as sold on a day with no bottle sale of their format, by location. */
  soldWithoutSale: z.array(
    z.object({
      location: z.string(),
      day: z.string(),
      bottleId: z.string(),
      formatId: z.string(),
      name: z.string(),
      vintage: z.string(),
    }),
  ),
  /** Bottle sales of a matched format on a day none of its bottles was removed as sold. */
  salesWithoutBottle: z.array(
    z.object({
      /** The POS's own place name, '' when the file gave none. */
      location: z.string(),
      day: z.string(),
      item: z.string(),
      quantity: z.number(),
      formatId: z.string(),
      name: z.string(),
      vintage: z.string(),
    }),
  ),
});
export type VarianceReport = z.infer<typeof varianceReportSchema>;

/** Bottles to two decimals, as the report shows them (2.366… glasses as bottles are 2.37). */
export function bottles2(value: number): number {
  return Math.round(value * 100) / 100;
}

/** A local day (YYYY-MM-DD) and the minutes past its midnight of a time written with an offset. */
function wallClock(text: string): { day: string; minutes: number; offsetMinutes: number } {
  const match = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})(?::[\d.]+)?(Z|[+-]\d{2}:?\d{2})$/.exec(text);
  if (match === null) {
    const iso = new Date(text).toISOString();
    return wallClock(iso);
  }
  const [, day = '', hh = '0', mm = '0', zone = 'Z'] = match;
  const sign = zone.startsWith('-') ? -1 : 1;
  const digits = zone.replace(/[^\d]/g, '');
  const offsetMinutes =
    zone === 'Z' ? 0 : sign * (Number(digits.slice(0, 2)) * 60 + Number(digits.slice(2, 4)));
  return { day, minutes: Number(hh) * 60 + Number(mm), offsetMinutes };
}

function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

const NOON = 12 * 60;

/**
 * The sales days of a period [from, to) written with the reader's offset: each day whose noon is
 * in it. A period of midnights covers its days; one between two stock counts counts a day's
 * sales after a count taken that morning or the night before, and not after one that evening.
 */
export function salesDays(
  from: string,
  to: string,
): { firstDay: string; lastDay: string; offsetMinutes: number } {
  const start = wallClock(from);
  const end = wallClock(to);
  const firstDay = start.minutes <= NOON ? start.day : addDays(start.day, 1);
  const lastDay = end.minutes > NOON ? end.day : addDays(end.day, -1);
  return { firstDay, lastDay, offsetMinutes: start.offsetMinutes };
}
