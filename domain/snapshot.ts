import type { FormatCounts } from './bottle-counts.js';
import {
  bottleSchema,
  type Format,
  formatSchema,
  type Product,
  productSchema,
} from './inventory.js';
import { type Restaurant, restaurantSchema } from './restaurant.js';
import { z } from './zod.js';

/**
 * Everything of a restaurant, bottles included, consistent at one revision (GET /api/snapshot:
 * for tools and tests; a tab loads the model below).
 */
export const snapshotSchema = z.object({
  revision: z.number().int(),
  restaurant: restaurantSchema,
  products: z.array(productSchema),
  formats: z.array(formatSchema),
  bottles: z.array(bottleSchema),
});
export type Snapshot = z.infer<typeof snapshotSchema>;

/**
 * What a tab loads (decision 0013): the restaurant, its wines and formats, and where their
 * bottles are, consistent at one revision; the live feed continues from there. A screen reads
 * the bottles it shows when it opens (GET /api/bottles).
 */
export interface RestaurantModel {
  revision: number;
  restaurant: Restaurant;
  products: Product[];
  formats: Format[];
  counts: FormatCounts[];
}
