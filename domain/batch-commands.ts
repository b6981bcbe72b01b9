import { BARCODE_PATTERN } from './barcode.js';
import { intakeDeliverySchema } from './deliveries.js';
import { bottleIdSchema, placementSchema } from './inventory-commands.js';
import { refusal } from './refusal.js';
import { DEFAULT_REMOVAL_REASON, removalReasons } from './removal-reasons.js';
import { z } from './zod.js';

/** A batch holds at most this many bottles: one scan session, one transaction. */
export const MAX_BATCH = 2000;

/** A scanned code that is a product barcode (all digits, 8/12/13/14 long) cannot be a bottle id. */
export function looksLikeProductBarcode(code: string): boolean {
  return BARCODE_PATTERN.test(code.trim());
}

const idList = z
  .array(bottleIdSchema)
  .min(1, refusal('scan-at-least-one'))
  .max(MAX_BATCH)
  .refine((ids) => new Set(ids).size === ids.length, refusal('already-in-list'));

export const batchMoveRequestSchema = placementSchema.extend({ ids: idList });
export const batchRemoveRequestSchema = z.object({
  ids: idList,
  reason: z.enum(removalReasons).default(DEFAULT_REMOVAL_REASON),
});
export const batchChangeFormatRequestSchema = z.object({
  ids: idList,
  formatId: z.string().min(1).max(64),
});
export const batchAddRequestSchema = placementSchema.extend({
  formatId: z.string().min(1).max(64),
  ids: idList.refine((ids) => !ids.some(looksLikeProductBarcode), {
    ...refusal('not-a-bottle-id'),
  }),
});

export const stagedBottleSchema = z.object({
  qrCodeId: bottleIdSchema.refine((id) => !looksLikeProductBarcode(id), {
    ...refusal('not-a-bottle-id'),
  }),
  /** The format the bottle is staged under. */
  formatId: z.string().min(1).max(64),
});
export const intakeRequestSchema = z.object({
  locationId: z.string(refusal('choose-location')).min(1, refusal('choose-location')).max(64),
  bin: z.string().trim().max(40).default(''),
  stagedBottles: z
    .array(stagedBottleSchema)
    .min(1, refusal('scan-at-least-one'))
    .max(MAX_BATCH)
    .refine((staged) => new Set(staged.map((item) => item.qrCodeId)).size === staged.length, {
      ...refusal('already-in-list'),
    }),
  /** Owners and managers: the delivery these bottles came in, at its unit costs (decision 0042). */
  delivery: intakeDeliverySchema.optional(),
});
export type IntakeRequest = z.input<typeof intakeRequestSchema>;

/**
 * What a batch answers: how many bottles and which. The bottles themselves reach every open tab,
 * this one included, through the live feed; echoing 1,000 of them back would only cost time.
 */
export const batchResultSchema = z.object({ count: z.number().int(), ids: z.array(z.string()) });
export type BatchResult = z.infer<typeof batchResultSchema>;

export const rekeyRequestSchema = z.object({
  newId: bottleIdSchema.refine((id) => !looksLikeProductBarcode(id), {
    ...refusal('not-a-bottle-id'),
  }),
});

/** A bottle in a path: its id as it is stored (a QR code's text or a manual entry's id). */
export const qrBottleParamsSchema = z.object({ id: z.string().min(1).max(128) });
