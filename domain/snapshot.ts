import { bottleSchema, formatSchema, productSchema } from './inventory.js';
import { restaurantSchema } from './restaurant.js';
import { z } from './zod.js';

/** Everything /admin needs, consistent at one revision; the live feed continues from there. */
export const snapshotSchema = z.object({
  revision: z.number().int(),
  restaurant: restaurantSchema,
  products: z.array(productSchema),
  formats: z.array(formatSchema),
  bottles: z.array(bottleSchema),
});
export type Snapshot = z.infer<typeof snapshotSchema>;
