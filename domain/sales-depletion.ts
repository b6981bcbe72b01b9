import { z } from './zod.js';

/**
 * Whether imported bottle sales remove bottles (decision 0055): off unless a restaurant turns it
 * on, taking them from one location, or from any when none is chosen.
 */
export const salesDepletionSettingsSchema = z.object({
  deplete: z.boolean(),
  /** null: the oldest bottles of the format wherever they are. */
  locationId: z.string().nullable(),
});
export type SalesDepletionSettings = z.infer<typeof salesDepletionSettingsSchema>;

export const putSalesDepletionSettingsSchema = z.strictObject({
  deplete: z.boolean(),
  locationId: z.string().min(1).max(64).nullable(),
});

/** What depleting one sales file did: the bottles it removed, and what it could not. */
export interface SalesDepletion {
  /** The change batch's history id, kept on the file (sales_files.change_batch_id). */
  batch: string | null;
  removed: number;
  /** Per format of its bottle lines: the bottles sold, and how many of them were not on hand. */
  formats: Array<{ formatId: string; sold: number; removed: number; short: number }>;
  /** Glasses poured from open bottles, and glasses with no bottle left to pour them from. */
  glasses: { poured: number; short: number };
}
