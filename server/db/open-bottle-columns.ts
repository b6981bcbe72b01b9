import type { Generated } from 'kysely';

/**
 * The columns of open bottles (migration 0029, decision 0044), added to the tables of schema.ts
 * here, where that file has no room left: a bottle's open state, all null while it is closed, and
 * a format's full and empty weights, which read a weighed level.
 */
declare module './schema.js' {
  interface BottleTable {
    /** When it was opened. */
    opened_at: Generated<string | null>;
    /** The level last measured, in tenths or as a weight in grams (at most one of them). */
    level_tenths: Generated<number | null>;
    level_grams: Generated<number | null>;
    /** What remains, in thousandths of the bottle: the level measured less the pours since. */
    remaining_permille: Generated<number | null>;
  }
  interface FormatTable {
    full_weight_grams: Generated<number | null>;
    empty_weight_grams: Generated<number | null>;
  }
}

/** A bottle's open state, read apart from its other fields: absent while it is closed. */
export const OPEN_COLUMNS = [
  'opened_at',
  'level_tenths',
  'level_grams',
  'remaining_permille',
] as const;
