import { blendPartSchema, bottleSchema } from './inventory.js';
import { refusal } from './refusal.js';
import { removalReasons } from './removal-reasons.js';
import { z } from './zod.js';

export const catalogSources = ['restaurant', 'catalog', 'openfoodfacts'] as const;

/** What a barcode lookup offers as the template of a new profile (docs/product.md §4, Scan flow). */
export const barcodeMatchSchema = z.object({
  source: z.enum(catalogSources),
  /** Set when the barcode is already one of this restaurant's profiles. */
  productId: z.string().nullable(),
  product: z.object({
    barcode: z.string(),
    name: z.string(),
    producer: z.string(),
    country: z.string(),
    region: z.string(),
    appellation: z.string(),
    mainCategory: z.string(),
    varieties: z.array(blendPartSchema),
  }),
});
export type BarcodeMatch = z.infer<typeof barcodeMatchSchema>;

export const lookupResponseSchema = z.object({ match: barcodeMatchSchema.nullable() });

/** A barcode in a path, as typed or read; whether it is a barcode at all is the lookup's refusal. */
export const barcodeParamsSchema = z.object({ code: z.string().trim().min(1).max(128) });

/**
 * What a scanned code is: one of our bottles, one we removed (when, why, which wine), a
 * known product barcode, or nothing we know.
 */
/** The most characters a QR code can hold (7,089 digits): no camera reads a longer code. */
export const SCANNED_CODE_MAX = 7089;

/**
 * What was scanned or typed, sent in the request's body: a QR code may carry far more text than a
 * URL's path takes (a long one was refused with 414 when it was sent in the path).
 */
export const scanRequestSchema = z.object({
  code: z.string().trim().min(1).max(SCANNED_CODE_MAX, refusal('text-too-long')),
});

export const scanResultSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('bottle'), bottle: bottleSchema, productId: z.string() }),
  z.object({
    kind: z.literal('removed'),
    code: z.string(),
    removedAt: z.string(),
    reason: z.enum(removalReasons),
    /** The wine it was, while its format still exists. */
    formatId: z.string().nullable(),
    productId: z.string().nullable(),
  }),
  z.object({ kind: z.literal('product'), match: barcodeMatchSchema }),
  z.object({ kind: z.literal('unknown'), code: z.string() }),
]);
export type ScanResult = z.infer<typeof scanResultSchema>;

export const labelSheetRequestSchema = z.object({ count: z.number().int().min(1).max(300) });
export const labelSheetResponseSchema = z.object({ ids: z.array(z.string()) });
