import { bottleSchema } from './inventory.js';
import { z } from './zod.js';

/** A glass poured by the glass: the bottles it came from, in order, and the one left open. */
export const glassPourAnswerSchema = z.object({
  poured: z.array(
    z.object({
      bottleId: z.string(),
      /** Opened for this glass: none of the format was open. */
      openedNow: z.boolean(),
      /** Emptied by this glass: removed, Poured by the glass. */
      finished: z.boolean(),
    }),
  ),
  /** The format's bottle left open, with what remains; null when the glass emptied the last. */
  bottle: bottleSchema.nullable(),
});
export type GlassPourAnswer = z.infer<typeof glassPourAnswerSchema>;
