import { openStateSchema } from './open-bottles.js';
import { z } from './zod.js';

/** docs/product.md §3: products (wine profiles), formats (vintage + bottle size) and bottles. */

export const DEFAULT_BOTTLE_SIZE_ML = 750;

export const blendPartSchema = z.object({
  name: z.string(),
  pct: z.number().nullable(),
});
export type BlendPart = z.infer<typeof blendPartSchema>;

export const productSchema = z.object({
  id: z.string(),
  name: z.string(),
  producer: z.string(),
  country: z.string(),
  region: z.string(),
  subregion: z.string(),
  appellation: z.string(),
  classification: z.string(),
  regulatedDesignation: z.string(),
  style: z.string(),
  color: z.string(),
  supplier: z.string(),
  mainCategory: z.string(),
  subCategory: z.string(),
  varieties: z.array(blendPartSchema),
  grains: z.array(blendPartSchema),
  alcoholPercentage: z.number().nullable(),
  barcode: z.string().nullable(),
  isPrivateImport: z.boolean(),
  showOnMenu: z.boolean(),
  defaultFormatId: z.string().nullable(),
});
export type Product = z.infer<typeof productSchema>;

export const formatSchema = z.object({
  id: z.string(),
  productId: z.string(),
  vintage: z.string(),
  bottleSize: z.number().int(),
  /** Absent for a role that may not see costs (domain/cost-view.ts), null when none is set. */
  cost: z.number().nullable().optional(),
  price: z.number().nullable(),
  tastingNotes: z.string(),
  isPrivateImport: z.boolean(),
  showOnMenu: z.boolean(),
  /** A full and an empty bottle's weights in grams, for levels by weight (decision 0044). */
  fullWeightGrams: z.number().nullable().optional(),
  emptyWeightGrams: z.number().nullable().optional(),
});
export type Format = z.infer<typeof formatSchema>;

export const bottleSchema = z.object({
  id: z.string(),
  formatId: z.string(),
  /** null means Unassigned. */
  locationId: z.string().nullable(),
  bin: z.string(),
  notes: z.string(),
  addedDate: z.string(),
  /** Present once the bottle is opened (decision 0044). */
  open: openStateSchema.optional(),
});
export type Bottle = z.infer<typeof bottleSchema>;
