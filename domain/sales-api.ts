import { alreadyImportedSchema, jsonRecord } from './import-api.js';
import { pourSizes } from './open-bottles.js';
import { POS_ITEM_KINDS, SALES_FIELDS, SALES_SOURCES } from './sales.js';
import { z } from './zod.js';

/**
 * The sales import's and the POS items' requests and answers (docs/product.md §Sales, decision
 * 0054). As with the cellar import, the file goes as the request body and the choices in the query.
 */

/** Why a row of a sales file cannot be read; the preview lists each row with its reason. */
export const SALES_ROW_REASONS = ['no-item', 'bad-quantity', 'bad-date', 'bad-amount'] as const;
export type SalesRowReason = (typeof SALES_ROW_REASONS)[number];

/** The preview lists this many unreadable rows and items at most, and says how many in all. */
export const SALES_LISTED = 200;

export const salesQuerySchema = z.object({
  /** A hand mapping: each field's column, 0-based. */
  mapping: jsonRecord(z.number().int().min(0).max(199))
    .refine((mapping) =>
      Object.keys(mapping).every((key) => (SALES_FIELDS as readonly string[]).includes(key)),
    )
    .optional(),
  sheet: z.coerce.number().int().min(1).max(1000).optional(),
  name: z.string().max(255).optional(),
  /** The person confirmed that the days already imported from other files are replaced. */
  replace: z.literal('1').optional(),
});

export const salesRowErrorSchema = z.object({
  /** The row as a spreadsheet numbers it (the header is row 1). */
  row: z.number().int(),
  reason: z.enum(SALES_ROW_REASONS),
  value: z.string(),
});

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

export const salesPreviewSchema = z.object({
  sheets: z.array(z.string()),
  source: z.enum(SALES_SOURCES),
  /** A hand-mapped file whose mapping was kept from an earlier file of the same shape. */
  remembered: z.boolean(),
  headers: z.array(z.string()),
  mapping: z.record(z.string(), z.number()),
  /** The item, quantity and date columns are known: the file can be read. */
  mapped: z.boolean(),
  days: z.array(day),
  lines: z.number().int(),
  /** Rows the POS marked void, left out. */
  skipped: z.number().int(),
  quantity: z.number(),
  itemCount: z.number().int(),
  items: z.array(z.object({ item: z.string(), quantity: z.number() })),
  errors: z.array(salesRowErrorSchema),
  errorCount: z.number().int(),
  alreadyImported: alreadyImportedSchema.nullable(),
  /** Days of this file already imported from another file: replaced only when confirmed. */
  importedDays: z.array(day),
});
export type SalesPreview = z.infer<typeof salesPreviewSchema>;

export const salesImportResultSchema = z.object({
  fileId: z.string(),
  lines: z.number().int(),
  days: z.array(day),
  replacedDays: z.array(day),
  /** Bottles the sales removed when the restaurant lets them (decision 0055), and those short. */
  depletion: z.object({ removed: z.number().int(), short: z.number() }),
});

export const salesFileSchema = z.object({
  id: z.string(),
  fileName: z.string(),
  source: z.enum(SALES_SOURCES),
  firstDay: day,
  lastDay: day,
  /** Days it has sales for (fewer than first to last when days were replaced since). */
  days: z.number().int(),
  lines: z.number().int(),
  at: z.string(),
  by: z.string(),
  /** Bottles its sales removed (depletion) that Undo removals would put back; 0 when none. */
  removedBottles: z.number().int(),
  /** Glasses its sales poured from open bottles whose levels Undo removals would give back. */
  pouredGlasses: z.number().int(),
});

/** Most files and days the Sales screen lists (newest first). */
export const SALES_FILES_LISTED = 100;
export const SALES_DAYS_LISTED = 400;

export const salesOverviewSchema = z.object({
  files: z.array(salesFileSchema),
  days: z.array(
    z.object({ day, lines: z.number().int(), quantity: z.number(), fileName: z.string() }),
  ),
});
export type SalesOverview = z.infer<typeof salesOverviewSchema>;

const pour = z.enum(pourSizes as [(typeof pourSizes)[number], ...(typeof pourSizes)[number][]]);

/** A format a POS item may be, ranked by how well its words match the item's name. */
export const posSuggestionSchema = z.object({
  formatId: z.string(),
  /** The wine's name, producer, vintage and size, as the suggestion was ranked on. */
  label: z.string(),
  /** 0 to 1: how sure the match is. */
  confidence: z.number(),
  kind: z.enum(['bottle', 'glass']),
  pour: pour.nullable(),
  /** The format has a by-the-glass listing: it can be matched as a pour. */
  byTheGlass: z.boolean(),
});
export type PosSuggestion = z.infer<typeof posSuggestionSchema>;

export const posMatchSchema = z.object({
  kind: z.enum(POS_ITEM_KINDS),
  formatId: z.string().nullable(),
  pour: pour.nullable(),
  /** The format's label, '' for `none`. */
  label: z.string(),
});

export const posItemSchema = z.object({
  itemKey: z.string(),
  item: z.string(),
  /** Sold in all imported sales. */
  quantity: z.number(),
  match: posMatchSchema.nullable(),
  /** For an unmatched item, the best formats first. */
  suggestions: z.array(posSuggestionSchema),
});
export type PosItem = z.infer<typeof posItemSchema>;

export const posItemsSchema = z.object({
  items: z.array(posItemSchema),
  unmatched: z.object({ count: z.number().int(), quantity: z.number() }),
});
export type PosItems = z.infer<typeof posItemsSchema>;

const itemName = z.string().trim().min(1).max(300);

export const matchPosItemSchema = z.object({
  item: itemName,
  kind: z.enum(POS_ITEM_KINDS),
  formatId: z.string().min(1).max(64).optional(),
  pour: pour.optional(),
});
export type MatchPosItem = z.infer<typeof matchPosItemSchema>;

export const clearPosItemSchema = z.object({ item: itemName });

export const suggestQuerySchema = z.object({ q: z.string().trim().min(1).max(300) });
export const suggestionsSchema = z.object({ suggestions: z.array(posSuggestionSchema) });

export const salesFileParamsSchema = z.object({ id: z.string().min(1).max(64) });

/** What Undo removals put back: the bottles, each where it was. */
export const undoSalesDepletionResultSchema = z.object({
  bottles: z.number().int(),
  /** Glasses whose pours were given back to their open bottles. */
  glasses: z.number().int(),
});
