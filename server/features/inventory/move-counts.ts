// SQLite: a batch move keeps bottle_counts in one statement instead of the per-row trigger
// (migration 0040, decision 0067). The bottles are
// read by key, one per id (CROSS JOIN keeps json_each outside: grouped by format, SQLite chose to
// walk the restaurant's every bottle by its format index instead, twice the CPU).
import { sql } from 'kysely';
import type { Tx } from '../../db/writer.js';

/**
 * Runs `move` (the UPDATE that moves the bottles `ids` names to `placement`) with SQLite's
 * per-row move trigger paused, after one netted statement has done what the trigger would: each
 * (format, place) the bottles leave loses them and the place they go to gains them, manual entries
 * with them, the rows marked `touched` for the Writer's count changes (live/bottle-counts.ts).
 * Bottles already in that place net to nothing, as the trigger skips them. The pause row is added
 * and removed inside the caller's transaction: a failing move rolls it back with everything else.
 */
export async function withMoveCounted<T>(
  tx: Tx,
  restaurantId: string,
  ids: readonly string[],
  placement: { locationId: string | null; bin: string },
  move: () => Promise<T>,
): Promise<T> {
  await sql`insert into bottle_counts_paused (paused) values (1)`.execute(tx);
  await sql`with leaving as materialized (
      select bottles.format_id, coalesce(bottles.location_id, '') as location_id, bottles.bin,
        count(*) as n, sum(substr(bottles.id, 1, 1) = 'M') as m
      from (select distinct value from json_each(${JSON.stringify(ids)})) as chosen
      cross join bottles on bottles.restaurant_id = ${restaurantId} and bottles.id = chosen.value
      group by bottles.format_id, coalesce(bottles.location_id, ''), bottles.bin)
    insert into bottle_counts (restaurant_id, format_id, location_id, bin, bottles, manual, touched)
    select ${restaurantId}, format_id, location_id, bin, sum(n), sum(m), 1 from (
      select format_id, location_id, bin, -n as n, -m as m from leaving
      union all
      select format_id, ${placement.locationId ?? ''}, ${placement.bin}, n, m from leaving
    ) as netted
    group by format_id, location_id, bin having sum(n) <> 0 or sum(m) <> 0
    on conflict (restaurant_id, format_id, location_id, bin)
    do update set bottles = bottle_counts.bottles + excluded.bottles,
      manual = bottle_counts.manual + excluded.manual, touched = 1`.execute(tx);
  const result = await move();
  await sql`delete from bottle_counts_paused`.execute(tx);
  return result;
}
