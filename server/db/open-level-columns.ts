/**
 * The levels an open bottle had, with their times (migration 0033, decision 0053), added to the
 * tables of schema.ts here, where that file has no room left.
 */
declare module './schema.js' {
  interface Database {
    bottle_levels: BottleLevelTable;
  }
  interface RemovedBottleTable {
    /** When the bottle had been opened; null when it left closed (or before migration 0033). */
    opened_at: import('kysely').Generated<string | null>;
  }
}

/** A level an open bottle had from `at` on, until the next one (or its removal). */
export interface BottleLevelTable {
  restaurant_id: string;
  bottle_id: string;
  at: string;
  remaining_permille: number;
}
