import { refusal } from './refusal.js';
import { z } from './zod.js';

/**
 * An open bottle (docs/product.md §4, decision 0044): when it was opened, the level last measured
 * (tenths of the bottle, or its weight in grams) and what remains in thousandths of the bottle,
 * which a measure sets and a pour lowers. The money view counts that fraction of its cost.
 */
export const openStateSchema = z.object({
  openedAt: z.string(),
  /** The level last measured by eye, 0 to 10; null when it was weighed, or never measured. */
  levelTenths: z.number().int().nullable(),
  /** The weight last measured, in grams; null when it was measured by eye. */
  levelGrams: z.number().int().nullable(),
  /** What remains, 0 to 1000 thousandths: the level measured less what was poured since. */
  remaining: z.number().int(),
});
export type OpenState = z.infer<typeof openStateSchema>;

export const FULL = 1000;

/** A glass by the glass: 3 oz and 5 oz, in millilitres. */
export const POURS = { '3oz': 89, '5oz': 148 } as const;
export type PourSize = keyof typeof POURS;
export const pourSizes = Object.keys(POURS) as PourSize[];

const clamp = (permille: number) => Math.min(FULL, Math.max(0, Math.round(permille)));

/** A level by eye, in tenths, as thousandths remaining. */
export function remainingOfTenths(tenths: number): number {
  return clamp(tenths * 100);
}

/**
 * A weighed level as thousandths remaining: the wine's weight over a full bottle's, each less the
 * empty glass. Null when the format's weights are not both known, or not a full above an empty.
 */
export function remainingOfWeight(
  grams: number,
  weights: { fullGrams: number | null; emptyGrams: number | null },
): number | null {
  const { fullGrams, emptyGrams } = weights;
  if (fullGrams === null || emptyGrams === null || fullGrams <= emptyGrams) return null;
  return clamp(((grams - emptyGrams) * FULL) / (fullGrams - emptyGrams));
}

/** What remains after pouring `ml` from a bottle of `bottleSize` ml. */
export function remainingAfterPour(remaining: number, ml: number, bottleSize: number): number {
  return clamp(remaining - (ml * FULL) / bottleSize);
}

/** The share of a cost (in cents) that what remains is worth, to the cent. */
export function valueRemaining(costCents: number, remaining: number): number {
  return Math.round((costCents * remaining) / FULL);
}

/** The body of a level recorded: by eye in tenths, or a weight in grams; exactly one of them. */
export const recordLevelRequestSchema = z
  .object({
    tenths: z
      .number(refusal('level-invalid'))
      .int(refusal('level-invalid'))
      .min(0, refusal('level-invalid'))
      .max(10, refusal('level-invalid'))
      .optional(),
    grams: z
      .number(refusal('weight-invalid'))
      .int(refusal('weight-invalid'))
      .min(0, refusal('weight-invalid'))
      .max(100_000, refusal('weight-invalid'))
      .optional(),
  })
  .strict()
  .refine((level) => (level.tenths === undefined) !== (level.grams === undefined), {
    ...refusal('level-invalid'),
  });
export type RecordLevelRequest = z.infer<typeof recordLevelRequestSchema>;

export const pourRequestSchema = z.object({ size: z.enum(pourSizes as [PourSize, ...PourSize[]]) });

const weightGrams = z
  .number(refusal('weight-invalid'))
  .int(refusal('weight-invalid'))
  .min(1, refusal('weight-invalid'))
  .max(100_000, refusal('weight-invalid'))
  .nullable();

/** A format's full and empty weights, to read a weighed level; null clears one. */
export const formatWeightFields = {
  fullWeightGrams: weightGrams.optional(),
  emptyWeightGrams: weightGrams.optional(),
};

/** Weights that cannot turn a weight into a level: a full bottle no heavier than an empty one. */
export function weightsContradict(weights: {
  fullWeightGrams?: number | null;
  emptyWeightGrams?: number | null;
}): boolean {
  const { fullWeightGrams: full, emptyWeightGrams: empty } = weights;
  return typeof full === 'number' && typeof empty === 'number' && full <= empty;
}

/**
 * A glass poured from a bottle with `remaining` thousandths left: what remains of it after, and
 * the millilitres the glass still needs from the next bottle when this one ran dry (0 when it
 * held enough). Less than half a thousandth of the next bottle is no pour at all.
 */
export function pourAcross(
  remaining: number,
  ml: number,
  bottleSize: number,
): { remaining: number; carryMl: number } {
  const after = remainingAfterPour(remaining, ml, bottleSize);
  if (after > 0) return { remaining: after, carryMl: 0 };
  const carryMl = ml - (remaining * bottleSize) / FULL;
  return { remaining: 0, carryMl: (carryMl * FULL) / bottleSize < 0.5 ? 0 : carryMl };
}
