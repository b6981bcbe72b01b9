import { type RawBuilder, sql } from 'kysely';

/**
 * A bottle's cost as the money view counts it at `at` (decision 0044): an open bottle's share of
 * it that remains (cost × remaining / 1000, to the cent, as `valueRemaining` in
 * domain/open-bottles.ts), once it was opened before `at`; a closed bottle's whole cost. Only the
 * level now is kept, so a bottle opened before a past moment counts at its level now.
 */
export function costAt(at: string): RawBuilder<number> {
  return sql<number>`case when remaining_permille is null or opened_at >= ${at} then cost_cents
    else round(cost_cents * remaining_permille / 1000.0) end`;
}
