import { type ExpressionBuilder, type Kysely, type RawBuilder, sql } from 'kysely';
import type { Database } from '../../db/schema.js';

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

/**
 * What the removals of a period that left open were worth at its opening and closing, beside
 * their whole costs, grouped as `removalsAroundQuery` groups every removal: the one read of the
 * period's levels. Those removed bottles are few, found by their own index (migration 0036); the
 * pass over every removal sums whole costs from its covering index, and the difference of each
 * group is added to it.
 */
export function openRemovalsQuery(
  db: Kysely<Database>,
  restaurantId: string,
  from: string,
  to: string,
) {
  return (
    db
      .selectFrom('removed_bottles')
      .select((eb) => [
        'reason',
        ...periodPlace(eb, from, to),
        eb.fn.sum<number>('cost_cents').as('cost'),
        eb.fn.sum<number>(costAt(from, 'removed_bottles')).as('cost_from'),
        eb.fn.sum<number>(costAt(to, 'removed_bottles')).as('cost_to'),
      ])
      .where('restaurant_id', '=', restaurantId)
      .where('removed_at', '>=', from)
      // Opened at or after `to`, a bottle counts its whole cost at both ends, as in the pass.
      .where('opened_at', 'is not', null)
      .where('opened_at', '<', to)
      .groupBy(['reason', 'removed_in', 'added'])
  );
}

/** When a removed bottle had been added, against a period [from, to) (null: before any). */
export const ADDED_BEFORE_FROM = 0;
export const ADDED_IN_PERIOD = 1;
export const ADDED_AFTER = 2;

/**
 * Where a removed bottle stands against the period [from, to): whether it left in it
 * (`removed_in`), and whether it arrived before, in or after it (`added`). One rule for the
 * whole-cost sums and the open removals' levels, which are added together group by group.
 */
export function periodPlace(
  eb: ExpressionBuilder<Database, 'removed_bottles'>,
  from: string,
  to: string,
) {
  return [
    eb.case().when('removed_at', '<', to).then(1).else(0).end().as('removed_in'),
    eb
      .case()
      .when(eb.or([eb('added_at', 'is', null), eb('added_at', '<', from)]))
      .then(ADDED_BEFORE_FROM)
      .when('added_at', '<', to)
      .then(ADDED_IN_PERIOD)
      .else(ADDED_AFTER)
      .end()
      .as('added'),
  ] as const;
}
