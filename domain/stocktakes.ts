import { bottleSchema } from './inventory.js';
import { openStateSchema } from './open-bottles.js';
import { z } from './zod.js';

/**
 * Stock counts, called stocktakes in code: `count` is already the word for how many
 * bottles a format has in a place (bottle_counts, decision 0013). The screens say Stock Count.
 *
 * A stocktake covers places: whole locations, or bins of one. At its start the bottles then in
 * those places are its expected bottles (kept with it); members scan what they find, each scan
 * recorded once per bottle; the preview compares the two, and Apply reconciles (decision 0016).
 */

const id = z.string().min(1).max(64);

/** The stocktake a request names. */
export const stocktakeParamsSchema = z.object({ id });

/** A counted place: a whole location (`bin` absent), or one bin of it ('' is the location's loose shelf). */
export const stocktakePlaceSchema = z.object({
  locationId: id,
  bin: z.string().max(40).optional(),
});
export type StocktakePlace = z.infer<typeof stocktakePlaceSchema>;

export const startStocktakeRequestSchema = z.object({
  /** Empty: the whole cellar (every location, and the unassigned bottles are not expected). */
  places: z.array(stocktakePlaceSchema).max(500).default([]),
});
export type StartStocktakeRequest = z.input<typeof startStocktakeRequestSchema>;

export const stocktakeStatuses = ['open', 'paused', 'applied', 'cancelled'] as const;
export type StocktakeStatus = (typeof stocktakeStatuses)[number];

/**
 * One place's progress (a location and bin): how many bottles were expected there, how many of
 * them were counted there (scanned where they are recorded, or counted by quantity up to what was
 * expected), and, apart, how many scanned there are recorded elsewhere (`found`): counted never
 * holds a bottle another place expects.
 */
export const placeTotalsSchema = z.object({
  expected: z.number().int(),
  counted: z.number().int(),
  found: z.number().int(),
});
export const placeProgressSchema = placeTotalsSchema.extend({
  locationId: z.string(),
  bin: z.string(),
});

export const stocktakeSchema = z.object({
  id: z.string(),
  status: z.enum(stocktakeStatuses),
  places: z.array(stocktakePlaceSchema),
  startedAt: z.string(),
  startedBy: z.string(),
  finishedAt: z.string().nullable(),
  finishedBy: z.string().nullable(),
  expected: z.number().int(),
  counted: z.number().int(),
  /** Scanned in a place of the count, recorded in another: apart from `counted`. */
  found: z.number().int(),
  progress: z.array(placeProgressSchema),
  /** Who counted how many (display names; a removed member keeps theirs). */
  counters: z.array(z.object({ userId: z.string(), name: z.string(), counted: z.number().int() })),
});
export type Stocktake = z.infer<typeof stocktakeSchema>;

export const scanRequestSchema = z.object({
  /** What the camera read, or a manual bottle's id ticked in the list. */
  code: z.string().min(1).max(128),
  /** Where the phone is counting. */
  locationId: id,
  bin: z.string().max(40).default(''),
});
export type ScanRequest = z.input<typeof scanRequestSchema>;

/**
 * What a scan says at once: `counted`; `already-counted` (by anyone, anywhere in this stocktake);
 * `found-elsewhere` (a bottle recorded in another place or unassigned: `recordedIn`); `unknown`
 * (no bottle of this restaurant has that id).
 */
export const scanOutcomes = ['counted', 'already-counted', 'found-elsewhere', 'unknown'] as const;
export type ScanOutcome = (typeof scanOutcomes)[number];

export const scanResultSchema = z.object({
  outcome: z.enum(scanOutcomes),
  code: z.string(),
  /** found-elsewhere: where the bottle is recorded (locationId null: Unassigned). */
  recordedIn: z.object({ locationId: z.string().nullable(), bin: z.string() }).optional(),
  /** The bottle scanned is open: its level, which the count may record (decision 0044). */
  open: openStateSchema.optional(),
});
export type StocktakeScanResult = z.infer<typeof scanResultSchema>;

const placedBottleSchema = bottleSchema.pick({
  id: true,
  formatId: true,
  locationId: true,
  bin: true,
});

/**
 * What Apply would do, computed from the stocktake and the inventory as they are now. `token`
 * names this exact result: Apply with an older one is refused with the new preview.
 * `cost` fields (cents at today's cost) are left out for roles without see-costs (cost-view.ts).
 */
export const stocktakePreviewSchema = z.object({
  token: z.string(),
  expected: z.number().int(),
  counted: z.number().int(),
  /** Expected in the counted places, not scanned, and still where they were at the start. */
  missing: z.array(placedBottleSchema),
  /** Scanned in a counted place, recorded in another place (or unassigned). */
  foundElsewhere: z.array(
    z.object({
      bottle: placedBottleSchema,
      scannedIn: z.object({ locationId: z.string(), bin: z.string() }),
    }),
  ),
  unknownCodes: z.array(z.string()),
  /**
   * Manual bottles counted by quantity beyond those expected there (and not missing): found, to
   * add. Apply adds nothing; the record lists them.
   */
  surplus: z.array(
    z.object({
      formatId: z.string(),
      locationId: z.string(),
      bin: z.string(),
      count: z.number().int(),
    }),
  ),
  perLocation: z.array(
    z.object({
      locationId: z.string(),
      expected: z.number().int(),
      counted: z.number().int(),
      missing: z.number().int(),
      cost: z.number().int().optional(),
    }),
  ),
  /** The missing bottles' value at cost, and how many of them have no cost. */
  missingValue: z.object({ cost: z.number().int().optional(), withoutCost: z.number().int() }),
});
export type StocktakePreview = z.infer<typeof stocktakePreviewSchema>;

export const applyStocktakeRequestSchema = z.object({ token: z.string().min(1).max(128) });

/** A stocktake in the list: open and paused ones, and past (applied) ones with their totals. */
export const stocktakeSummarySchema = z.object({
  id: z.string(),
  status: z.enum(stocktakeStatuses),
  places: z.array(stocktakePlaceSchema),
  startedAt: z.string(),
  startedBy: z.string(),
  finishedAt: z.string().nullable(),
  finishedBy: z.string().nullable(),
  expected: z.number().int(),
  counted: z.number().int(),
  /** What Apply did (past counts only). */
  totals: z
    .object({
      missing: z.number().int(),
      foundElsewhere: z.number().int(),
      unknownCodes: z.number().int(),
    })
    .nullable(),
});
export type StocktakeSummary = z.infer<typeof stocktakeSummarySchema>;

export const stocktakeListSchema = z.object({
  /** Open and paused, newest first. */
  current: z.array(stocktakeSummarySchema),
  /** Past counts: applied, newest first. */
  past: z.array(stocktakeSummarySchema),
});
export type StocktakeList = z.infer<typeof stocktakeListSchema>;

export const stocktakeScansQuerySchema = z.object({
  locationId: id,
  bin: z.string().max(40).default(''),
});

/** The bottle ids counted in one place (the manual-id tick list). */
export const stocktakeScansSchema = z.object({ ids: z.array(z.string()) });

/** The bottles counted in the whole stocktake after a scan or a quantity (the counts list's). */
export const stocktakeCountedSchema = z.object({ counted: z.number().int() });

/**
 * The live feed's `stocktake` change of a scan (action `stocktake.scan`): what was scanned, where,
 * by whom, that place's totals after it, the stocktake's bottles counted and how many its scanner
 * has counted after it (the other phones copy them, never count). Other actions
 * (`stocktake.start`, `.pause`, `.resume`, `.apply`, `.cancel`) carry `{ id, status }`.
 */
export const stocktakeScanChangeSchema = z.object({
  stocktakeId: z.string(),
  code: z.string(),
  outcome: z.enum(scanOutcomes),
  place: z.object({ locationId: z.string(), bin: z.string() }),
  userId: z.string(),
  totals: placeTotalsSchema,
  stocktake: stocktakeCountedSchema,
  /** The scanner's line in who counted what (`Stocktake.counters`), after this scan. */
  counter: z.object({ counted: z.number().int() }),
});
export type StocktakeScanChange = z.infer<typeof stocktakeScanChangeSchema>;

/** The largest quantity of one format counted in one place. */
export const MAX_COUNTED_QUANTITY = 10_000;

/**
 * How many manual bottles (no QR label) of a format a member counted in a place: the number on
 * the shelf, which replaces the one counted before (two phones counting one shelf count the same
 * bottles: the last word is the count, with who said it; decision 0026).
 */
export const quantityRequestSchema = z.object({
  formatId: id,
  locationId: id,
  bin: z.string().max(40).default(''),
  quantity: z.number().int().min(0).max(MAX_COUNTED_QUANTITY),
});
export type QuantityRequest = z.input<typeof quantityRequestSchema>;

/** A format to count by quantity in one place: how many were expected, counted, by whom, when. */
export const quantityRowSchema = z.object({
  formatId: z.string(),
  expected: z.number().int(),
  quantity: z.number().int().nullable(),
  /** The display name of who counted it last. */
  countedBy: z.string().nullable(),
  countedAt: z.string().nullable(),
});
export type QuantityRow = z.infer<typeof quantityRowSchema>;

export const quantitiesSchema = z.object({ rows: z.array(quantityRowSchema) });

/**
 * The live feed's change of a quantity counted (action `stocktake.quantity`): the format, the
 * place, the quantity, who counted it and when, and that place's totals and the stocktake's
 * bottles counted after it.
 */
export const stocktakeQuantityChangeSchema = z.object({
  stocktakeId: z.string(),
  formatId: z.string(),
  place: z.object({ locationId: z.string(), bin: z.string() }),
  expected: z.number().int(),
  quantity: z.number().int(),
  userId: z.string(),
  /** Their display name, shown beside the quantity on the other phones. */
  countedBy: z.string(),
  at: z.string(),
  totals: placeTotalsSchema,
  stocktake: stocktakeCountedSchema,
});
export type StocktakeQuantityChange = z.infer<typeof stocktakeQuantityChangeSchema>;
