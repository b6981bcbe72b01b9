import { type RawBuilder, sql } from 'kysely';

/**
 * A bottle's cost as the money view counts it at `at` (decision 0053): an open bottle's share of
 * it that remained at that moment (cost × remaining / 1000, to the cent, as `valueRemaining` in
 * domain/open-bottles.ts), once it was opened before `at`; a closed bottle's whole cost. What
 * remained then is its last level set before `at` (`bottle_levels`); a bottle here now without
 * one counts its level now, a removed one in full, as before those levels were kept.
 */
export function costAt(at: string, table: 'bottles' | 'removed_bottles'): RawBuilder<number> {
  const id = sql.ref(`${table}.id`);
  const restaurant = sql.ref(`${table}.restaurant_id`);
  const fallback = table === 'bottles' ? sql.ref('bottles.remaining_permille') : sql`1000`;
  return sql<number>`case when ${sql.ref(`${table}.opened_at`)} is null
      or ${sql.ref(`${table}.opened_at`)} >= ${at} then ${sql.ref(`${table}.cost_cents`)}
    else round(${sql.ref(`${table}.cost_cents`)} * coalesce((select bottle_levels.remaining_permille
      from bottle_levels where bottle_levels.restaurant_id = ${restaurant}
      and bottle_levels.bottle_id = ${id} and bottle_levels.at < ${at}
      order by bottle_levels.at desc limit 1), ${fallback}) / 1000.0) end`;
}
