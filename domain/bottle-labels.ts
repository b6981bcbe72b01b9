import { bottleIdSchema } from './inventory-commands.js';
import { BIN_NAME_MAX } from './restaurant-commands.js';
import { z } from './zod.js';

/**
 * Labels for the bottles a restaurant has (docs/product.md §5, decision 0024): which bottles, and
 * what each label says. One print run at most this many labels (100 sheets of 30).
 */
export const MAX_BOTTLE_LABELS = 3000;

export const bottleLabelsRequestSchema = z.discriminatedUnion('scope', [
  /** The bottles selected in a bottle manager. */
  z.object({
    scope: z.literal('bottles'),
    ids: z.array(bottleIdSchema).min(1).max(MAX_BOTTLE_LABELS),
  }),
  /** Every bottle of a location, or of one of its bins. */
  z.object({
    scope: z.literal('place'),
    locationId: z.string().min(1).max(64),
    bin: z.string().max(BIN_NAME_MAX).optional(),
  }),
  /** Every manual entry of the restaurant. */
  z.object({ scope: z.literal('manual') }),
]);
export type BottleLabelsRequest = z.infer<typeof bottleLabelsRequestSchema>;

export const bottleLabelSchema = z.object({
  /** The id the label prints: the bottle's QR id, new for a manual entry. */
  id: z.string(),
  /** The manual entry's id before this print run gave it a label id; null for a QR bottle. */
  previousId: z.string().nullable(),
  name: z.string(),
  vintage: z.string(),
  bottleSize: z.number(),
  /** Null: Unassigned. */
  location: z.string().nullable(),
  bin: z.string(),
});
export type BottleLabel = z.infer<typeof bottleLabelSchema>;

export const bottleLabelsResponseSchema = z.object({ labels: z.array(bottleLabelSchema) });
