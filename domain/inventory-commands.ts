import { BARCODE_PATTERN, canonicalBarcode } from './barcode.js';
import { isBottleSize, normalizeVintage } from './format-rules.js';
import { DEFAULT_BOTTLE_SIZE_ML } from './inventory.js';
import { refusal } from './refusal.js';
import { DEFAULT_REMOVAL_REASON, removalReasons } from './removal-reasons.js';
import { z } from './zod.js';

/**
 * Request bodies of the inventory write endpoints. Limits are generous for real data and small
 * enough that nothing oversized reaches the database.
 */

// Each limit names its reason, so the form can say which field is wrong, in the user's language.
const text = (max: number) => z.string().trim().max(max, refusal('text-too-long')).default('');
const moneyValue = z
  .number(refusal('price-invalid'))
  .min(0, refusal('price-invalid'))
  .max(1_000_000, refusal('price-invalid'))
  .multipleOf(0.01, refusal('price-invalid'));
const money = moneyValue.nullable().default(null);
const percentage = (reason: 'percentage-invalid' | 'alcohol-invalid') =>
  z.number(refusal(reason)).min(0, refusal(reason)).max(100, refusal(reason));

export const blendPartInputSchema = z.object({
  name: z.string().trim().max(80, refusal('text-too-long')),
  pct: percentage('percentage-invalid').nullable(),
});

/** A barcode is all digits, 8, 12, 13 or 14 long (docs/product.md §5), stored in its canonical spelling. */
export const barcodeSchema = z
  .string()
  .trim()
  .regex(BARCODE_PATTERN, refusal('barcode-invalid'))
  .transform(canonicalBarcode);

export const productInputSchema = z.object({
  name: z.string().trim().min(1, refusal('missing-information')).max(200, refusal('text-too-long')),
  producer: text(200),
  country: text(100),
  region: text(100),
  subregion: text(100),
  appellation: text(150),
  classification: text(150),
  regulatedDesignation: text(150),
  style: text(100),
  color: text(50),
  supplier: text(150),
  mainCategory: z.string().trim().min(1, refusal('missing-information')).max(64),
  subCategory: z.string().trim().min(1, refusal('missing-information')).max(64),
  varieties: z.array(blendPartInputSchema).max(20).default([]),
  grains: z.array(blendPartInputSchema).max(20).default([]),
  alcoholPercentage: percentage('alcohol-invalid').nullable().default(null),
  barcode: barcodeSchema.nullable().default(null),
  isPrivateImport: z.boolean().default(false),
  showOnMenu: z.boolean().default(true),
});
export type ProductInput = z.input<typeof productInputSchema>;

/** domain/format-rules.ts: a year, NV, or empty for categories that have no vintage. */
const vintageSchema = z
  .string()
  .max(10, refusal('vintage-invalid'))
  .transform((raw, context) => {
    const vintage = normalizeVintage(raw);
    if (vintage === null) context.addIssue({ code: 'custom', ...refusal('vintage-invalid') });
    return vintage ?? '';
  });
const bottleSizeSchema = z
  .number(refusal('bottle-size-invalid'))
  .refine(isBottleSize, refusal('bottle-size-invalid'));

export const formatInputSchema = z.object({
  vintage: vintageSchema.default(''),
  bottleSize: bottleSizeSchema.default(DEFAULT_BOTTLE_SIZE_ML),
  cost: money,
  price: money,
  tastingNotes: text(4000),
  isPrivateImport: z.boolean().default(false),
  showOnMenu: z.boolean().default(true),
});
export type FormatInput = z.input<typeof formatInputSchema>;

/**
 * Whether an id survives being put in a URL path: a browser rewrites the dot segments `.` and
 * `..` (DELETE /api/bottles/./qr reached /api/bottles/qr, another bottle) and / \ ? # split it.
 */
export function isAddressableId(id: string): boolean {
  return id !== '.' && id !== '..' && !/[/\\?#]/.test(id);
}

/** The longest bottle id: a longer scanned code is no bottle of ours. */
export const BOTTLE_ID_MAX = 128;

/** A scanned QR id: printable, no spaces, addressable in a URL. */
export const bottleIdSchema = z
  .string()
  .trim()
  .min(1)
  .max(BOTTLE_ID_MAX)
  .regex(/^[\x21-\x7E]+$/, refusal('bottle-id-invalid'))
  .refine(isAddressableId, refusal('bottle-id-invalid'));

export const placementSchema = z.object({
  locationId: z.string().max(64).nullable().default(null),
  bin: z.string().trim().max(40).default(''),
});

export const newBottlesSchema = placementSchema.extend({
  /** Manual entries: this many new MAN ids. */
  count: z
    .number(refusal('count-invalid'))
    .int(refusal('count-invalid'))
    .min(0, refusal('count-invalid'))
    .max(1000, refusal('count-invalid'))
    .default(0),
  /** Scanned QR ids. */
  ids: z.array(bottleIdSchema).max(1000).default([]),
});
export type NewBottles = z.input<typeof newBottlesSchema>;

/** The bottle/profile form's save: a profile, its format, and new bottles, all or nothing. */
export const createProductRequestSchema = z.object({
  product: productInputSchema,
  format: formatInputSchema,
  bottles: newBottlesSchema.optional(),
  /** Take the barcode away from the wine that has it (after the Barcode In Use prompt). */
  reassignBarcode: z.boolean().default(false),
});
export type CreateProductRequest = z.input<typeof createProductRequestSchema>;

export const updateProductRequestSchema = z.object({
  product: productInputSchema,
  reassignBarcode: z.boolean().default(false),
});

export const addFormatRequestSchema = z.object({
  format: formatInputSchema,
  bottles: newBottlesSchema.optional(),
});

/** Only the fields sent change (no defaults here: a missing field keeps its value). */
export const updateFormatRequestSchema = z
  .object({
    vintage: vintageSchema,
    bottleSize: bottleSizeSchema,
    cost: moneyValue.nullable(),
    price: moneyValue.nullable(),
    tastingNotes: z.string().trim().max(4000, refusal('text-too-long')),
    isPrivateImport: z.boolean(),
    showOnMenu: z.boolean(),
    /**
     * With a new cost: the bottles on hand that came in no delivery take it too (decision 0042);
     * otherwise it is the cost of the next arrivals only.
     */
    repriceOnHand: z.boolean(),
  })
  .partial();

export const setDefaultFormatRequestSchema = z.object({ formatId: z.string().max(64) });

export const addBottlesRequestSchema = newBottlesSchema.extend({ formatId: z.string().max(64) });
export type AddBottlesRequest = z.input<typeof addBottlesRequestSchema>;

/** DELETE /api/bottles/:id?reason=: why the bottle leaves. */
export const removeBottleQuerySchema = z.object({
  reason: z.enum(removalReasons).default(DEFAULT_REMOVAL_REASON),
});

export const updateBottleRequestSchema = z.object({
  locationId: z.string().max(64).nullable().optional(),
  bin: z.string().trim().max(40).optional(),
  notes: z.string().trim().max(2000).optional(),
});

/**
 * The bottle/profile form's save of an existing product, all in one transaction: its general
 * information, a format of it edited and/or added (with new bottles), one of its bottles' place
 * and notes. Each part is optional; a part refused refuses them all.
 */
export const saveProductEditsRequestSchema = z.object({
  product: updateProductRequestSchema.optional(),
  format: z
    .object({ id: z.string().min(1).max(128), changes: updateFormatRequestSchema })
    .optional(),
  newFormat: addFormatRequestSchema.optional(),
  bottle: z
    .object({ id: z.string().min(1).max(128), changes: updateBottleRequestSchema })
    .optional(),
});

/** The id of a product, format or bottle in a path. */
export const inventoryIdParamsSchema = z.object({ id: z.string().min(1).max(128) });

export const bottleHistoryEntrySchema = z.object({
  revision: z.number().int(),
  at: z.string(),
  action: z.string(),
  actorName: z.string().nullable(),
  data: z.unknown().nullable(),
  /** A removal's reason; null for every other step, and for removals made before. */
  reason: z.enum(removalReasons).nullable(),
});
export type BottleHistoryEntry = z.infer<typeof bottleHistoryEntrySchema>;
