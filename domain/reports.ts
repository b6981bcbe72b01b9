import { refusal } from './refusal.js';
import { removalReasons } from './removal-reasons.js';
import { DEFAULT_DEAD_STOCK_DAYS } from './report-formulas.js';
import { varianceReportSchema } from './variance.js';
import { z } from './zod.js';

/**
 * The money view's requests and answers (decision 0017): GET /api/reports/... for
 * owners and managers. Money is whole cents; a sum says how many bottles it left out for want of
 * a cost (`withoutCost`) rather than valuing them at zero.
 */

export const VALUE_GROUPS = ['category', 'color', 'country', 'location', 'supplier'] as const;
export type ValueGroup = (typeof VALUE_GROUPS)[number];

const instant = z.iso.datetime({ offset: true });

/** The longest period a report covers: enough for a fiscal year and its comparison. */
export const MAX_PERIOD_DAYS = 731;

/**
 * Every report's query (each reads what it needs). A period is [from, to): the web sends the
 * reader's local midnights; without them, this month in UTC.
 */
export const reportQuerySchema = z
  .strictObject({
    from: instant.optional(),
    to: instant.optional(),
    group: z.enum(VALUE_GROUPS, refusal('invalid-field')).default('category'),
    days: z.coerce.number().int().min(1).max(3650).default(DEFAULT_DEAD_STOCK_DAYS),
    /** The language of the category names and of the CSV's headings. */
    lang: z.enum(['en', 'fr']).default('en'),
  })
  .refine((query) => (query.from === undefined) === (query.to === undefined), {
    message: 'report-period-invalid',
  })
  .refine(
    (query) =>
      query.from === undefined ||
      query.to === undefined ||
      (Date.parse(query.from) < Date.parse(query.to) &&
        Date.parse(query.to) - Date.parse(query.from) <= MAX_PERIOD_DAYS * 86_400_000),
    { message: 'report-period-invalid' },
  );
export type ReportQuery = z.output<typeof reportQuerySchema>;

const cents = z.number().int();
const count = z.number().int().min(0);

/** Bottles, their value at cost and the ones without a cost. */
export const costSumSchema = z.object({ bottles: count, costCents: cents, withoutCost: count });
export type CostSum = z.infer<typeof costSumSchema>;

export const valuedSchema = costSumSchema.extend({ priceCents: cents, withoutPrice: count });

const periodSchema = z.object({ from: z.string(), to: z.string() });

export const valueReportSchema = periodSchema.extend({
  /** The moment the value is of: `to`, or now when `to` is still ahead. */
  at: z.string(),
  group: z.enum(VALUE_GROUPS),
  /** '' label: no value (Unassigned, Uncategorized, no supplier...). */
  groups: z.array(valuedSchema.extend({ label: z.string() })),
  total: valuedSchema,
});
export type ValueReport = z.infer<typeof valueReportSchema>;

export const outReportSchema = periodSchema.extend({
  reasons: z.array(costSumSchema.extend({ reason: z.enum(removalReasons) })),
  total: costSumSchema,
  opening: costSumSchema,
  received: costSumSchema,
  closing: costSumSchema,
  costOfGoodsCents: cents,
});
export type OutReport = z.infer<typeof outReportSchema>;

const formatLine = z.object({
  formatId: z.string(),
  name: z.string(),
  producer: z.string(),
  vintage: z.string(),
  bottleSize: z.number().int(),
  costCents: cents.nullable(),
});

export const glassReportSchema = z.object({
  target: z.number(),
  rows: z.array(
    formatLine.extend({
      price3ozCents: cents.nullable(),
      price5ozCents: cents.nullable(),
      pourCost3oz: z.number().nullable(),
      pourCost5oz: z.number().nullable(),
      above3oz: z.boolean(),
      above5oz: z.boolean(),
    }),
  ),
});
export type GlassReport = z.infer<typeof glassReportSchema>;

export const deadStockReportSchema = z.object({
  days: z.number().int(),
  since: z.string(),
  rows: z.array(
    formatLine.extend({
      bottles: count,
      valueCents: cents.nullable(),
      /** The last add, move or removal of one of its bottles; null if none is known. */
      lastMovement: z.string().nullable(),
    }),
  ),
  total: costSumSchema,
});
export type DeadStockReport = z.infer<typeof deadStockReportSchema>;

export const movementReportSchema = periodSchema.extend({
  /** Weeks from Monday (UTC date), bottles added and removed in each. */
  weeks: z.array(z.object({ week: z.string(), in: count, out: count })),
});
export type MovementReport = z.infer<typeof movementReportSchema>;

export const reorderLineSchema = formatLine.extend({
  par: count,
  onHand: count,
  toOrder: count,
  lineCents: cents.nullable(),
});
export type ReorderLine = z.infer<typeof reorderLineSchema>;

export const reorderReportSchema = z.object({
  suppliers: z.array(
    z.object({
      /** '' when the profiles name no supplier. */
      supplier: z.string(),
      rows: z.array(reorderLineSchema),
      total: costSumSchema,
    }),
  ),
  total: costSumSchema,
});
export type ReorderReport = z.infer<typeof reorderReportSchema>;

/**
 * The arrivals of a period whose unit cost changed from the arrival of the same format before
 * (decision 0042), oldest first; a rise above the restaurant's percentage is flagged.
 */
export const costChangesReportSchema = periodSchema.extend({
  risePercent: z.number(),
  rows: z.array(
    formatLine.extend({
      at: z.string(),
      supplier: z.string(),
      bottles: count,
      beforeCents: cents,
      afterCents: cents,
      changePercent: z.number(),
      rise: z.boolean(),
    }),
  ),
});
export type CostChangesReport = z.infer<typeof costChangesReportSchema>;

/**
 * The reports, in the order of the screen's tabs: each is `GET /api/reports/<name>` answering its
 * schema (domain/operations/report-views.ts), a CSV of it, a tab and a row of the isolation
 * matrix, all derived from this list. A new report is an entry here, its computation and CSV on
 * the server (a typed record there asks for them) and its panel and labels on the web.
 */
export const REPORTS = {
  value: {
    schema: valueReportSchema,
    summary: 'Value on hand at cost and at menu price, by a group',
  },
  out: {
    schema: outReportSchema,
    summary: 'Removals of a period by reason, and its cost of goods',
  },
  glass: { schema: glassReportSchema, summary: 'Pour cost of each glass listing at 3oz and 5oz' },
  'dead-stock': {
    schema: deadStockReportSchema,
    summary: 'Formats with bottles and no movement for N days',
  },
  movement: { schema: movementReportSchema, summary: 'Bottles in and out per week of a period' },
  reorder: { schema: reorderReportSchema, summary: 'Formats below their par level, by supplier' },
  'cost-changes': {
    schema: costChangesReportSchema,
    summary: 'Unit cost changes of the arrivals of a period, rises flagged',
  },
  variance: {
    schema: varianceReportSchema,
    summary: 'Bottles used against bottles sold, per format',
  },
} as const;

export type ReportName = keyof typeof REPORTS;
export const REPORT_NAMES = Object.keys(REPORTS) as readonly ReportName[];

/** What a report answers, by its name. */
export type ReportOf<N extends ReportName> = z.infer<(typeof REPORTS)[N]['schema']>;

export const reportExportParamsSchema = z.object({ report: z.enum(REPORT_NAMES) });

export const reportSettingsSchema = z.object({
  restaurant: z.string(),
  /** The restaurant's currency; owners change it by PUT /api/restaurant/currency. */
  currency: z.string(),
  pourCostTarget: z.number().int().min(1).max(100),
  /** The rise of a unit cost, in percent, flagged (owners set it by PUT /api/restaurant/cost-rise). */
  costRisePercent: z.number(),
});
export type ReportSettings = z.infer<typeof reportSettingsSchema>;

export const putReportSettingsSchema = z.strictObject({
  pourCostTarget: z.number().int().min(1, 'pour-target-invalid').max(100, 'pour-target-invalid'),
});

/** The most bottles a par level asks for. */
export const MAX_PAR_LEVEL = 10_000;

export const parLevelSchema = z.object({
  formatId: z.string().min(1).max(64),
  /** null clears it. */
  par: z
    .number()
    .int('par-level-invalid')
    .min(0, 'par-level-invalid')
    .max(MAX_PAR_LEVEL, 'par-level-invalid')
    .nullable(),
});

export const parLevelsSchema = z.object({ levels: z.array(parLevelSchema) });
export type ParLevels = z.infer<typeof parLevelsSchema>;

/** Set many par levels at once (all or none): from the Reorder screen or one from a wine. */
export const putParLevelsSchema = z.strictObject({
  levels: z.array(parLevelSchema).min(1).max(5000),
});
