import { formatSchema, productSchema } from './inventory.js';
import { categorySchema } from './restaurant.js';
import { z } from './zod.js';

/** The first screen's cards: more than the tallest screen shows at once, a few kB in all. */
export const FIRST_CARDS_LIMIT = 40;

/** Strict, as every query string: an unknown parameter is a mistake worth telling. */
export const firstCardsQuerySchema = z.strictObject({
  /** The language the screen sorts names in: `Intl.Collator().resolvedOptions().locale`. */
  locale: z.string().max(64).optional(),
});

/** What a wine card draws of a format: the format, and how many bottles it holds. */
export const cardFormatSchema = z.object({
  format: formatSchema,
  count: z.number().int().min(0),
});
export type CardFormat = z.infer<typeof cardFormatSchema>;

/** A wine card (docs/product.md §2): the wine, its formats newest first, its bottle count. */
export const productCardSchema = z.object({
  product: productSchema,
  // Read-only, so that the dashboard's own wines (read-only lists) are cards too.
  formats: z.array(cardFormatSchema).readonly(),
  count: z.number().int().min(0),
});
export type ProductCard = z.infer<typeof productCardSchema>;

/** The dashboard's one-line summary of what the restaurant holds. */
export const inventoryCountsSchema = z.object({
  products: z.number().int().min(0),
  formats: z.number().int().min(0),
  bottles: z.number().int().min(0),
  locations: z.number().int().min(0),
});
export type InventoryCounts = z.infer<typeof inventoryCountsSchema>;

/**
 * What `/admin` draws before the restaurant's model has arrived (decision 0013): the
 * summary and the first cards of the profile view, in the name order of the language asked in.
 * Read-only: the cards become the live ones when the model is loaded.
 */
export const firstCardsSchema = z.object({
  counts: inventoryCountsSchema,
  categories: z.array(categorySchema),
  cards: z.array(productCardSchema),
  /** The restaurant's revision they were read at: the model that replays them is no older. */
  revision: z.number().int().min(0),
});
export type FirstCards = z.infer<typeof firstCardsSchema>;
