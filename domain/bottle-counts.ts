import { z } from './zod.js';

/**
 * Where a format's bottles are: how many in each location (null: unassigned), without the
 * bottles themselves (decision 0013). The live feed sends a format's whole list again whenever a
 * write changes it, so a screen replaces it rather than adding up differences.
 */
export const formatCountsSchema = z.object({
  formatId: z.string(),
  locations: z.array(
    z.object({ locationId: z.string().nullable(), bottles: z.number().int().positive() }),
  ),
});
export type FormatCounts = z.infer<typeof formatCountsSchema>;

/** How many bottles a format has in all (none when it has no counts). */
export function bottlesOfFormat(counts: FormatCounts | undefined): number {
  let bottles = 0;
  for (const location of counts?.locations ?? []) bottles += location.bottles;
  return bottles;
}
