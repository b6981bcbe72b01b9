import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { DialectName } from '../../db/database.js';
import type { Database } from '../../db/schema.js';
import { pendingFiles } from '../sales/index.js';

/**
 * The bottles removed as sold on a day their format had no bottle sale, and the bottle sales of a
 * day none of their format's bottles was removed as sold (decision 0055), matched by the database:
 * a year has tens of thousands of each, of which the report lists a few hundred.
 */

type Reader = Kysely<Database>;

/**
 * The reader's day (YYYY-MM-DD) of an instant column, at the period's offset. The instants are
 * ISO texts; SQLite reads them as UTC (`Z` or an offset) and PostgreSQL as a timestamptz.
 */
function dayOf(dialect: DialectName, column: string, offsetMinutes: number): RawBuilder<string> {
  if (dialect === 'sqlite')
    return sql<string>`date(${sql.ref(column)}, ${`${offsetMinutes} minutes`})`;
  return sql<string>`to_char((${sql.ref(column)}::timestamptz at time zone 'UTC') + make_interval(mins => ${offsetMinutes}::int), 'YYYY-MM-DD')`;
}

/** One side left alone: a bottle removed as sold, or an item's bottle sales in one POS place. */
export interface UnmatchedDay {
  side: 'removal' | 'sale';
  /** The bottle's id, or the POS item's key. */
  key: string;
  formatId: string;
  /** The bottle's location id, or the POS place as the file wrote it. */
  place: string | null;
  day: string;
  /** The bottles sold (0 for a removal). */
  quantity: number;
}

interface Row {
  side: 'removal' | 'sale';
  key: string;
  format_id: string;
  place: string | null;
  day: string;
  quantity: number | string;
}

/**
 * The removals as sold in [from, to) whose day in [firstDay, lastDay] had no bottle sale of their
 * format, and the bottle sales of [firstDay, lastDay] (summed per item, day and place, those above
 * nought) whose day had no removal as sold of their format.
 *
 * A format's day is compared as one text (`format day`) with `not in`: SQLite looks each up in an
 * index it makes of the list, where for a pair of columns or a correlated `not exists` it read the
 * whole list for each of tens of thousands of rows; PostgreSQL hashes the list either way. The
 * sales lines are asked for by item (`in`) so that SQLite walks its index by item, already grouped.
 * Each list is used twice and made once (`materialized`): SQLite otherwise made the sales' days
 * again for their second use, a quarter more time over a year; PostgreSQL does so anyway.
 */
export async function readUnmatchedDays(
  db: Reader,
  dialect: DialectName,
  restaurantId: string,
  period: { from: string; to: string },
  days: { firstDay: string; lastDay: string; offsetMinutes: number },
): Promise<UnmatchedDay[]> {
  if (days.lastDay < days.firstDay) return [];
  const result = await unmatchedDaysQuery(db, dialect, restaurantId, period, days).execute(db);
  return result.rows.map((row) => ({
    side: row.side,
    key: row.key,
    formatId: row.format_id,
    place: row.place,
    day: row.day,
    quantity: Number(row.quantity),
  }));
}

/** The query `readUnmatchedDays` runs (a bench prints its plan). */
export function unmatchedDaysQuery(
  db: Reader,
  dialect: DialectName,
  restaurantId: string,
  period: { from: string; to: string },
  days: { firstDay: string; lastDay: string; offsetMinutes: number },
): RawBuilder<Row> {
  const { firstDay, lastDay } = days;
  return sql<Row>`
    with sold as materialized (
      select id, format_id, location_id, ${dayOf(dialect, 'removed_at', days.offsetMinutes)} as day
      from removed_bottles
      where restaurant_id = ${restaurantId} and reason = 'sold'
        and removed_at >= ${period.from} and removed_at < ${period.to}
    ),
    sale_days as materialized (
      select s.item_key, s.day, s.location, p.format_id, sum(s.quantity) as quantity
      from sales_lines s
      join pos_items p on p.restaurant_id = s.restaurant_id and p.item_key = s.item_key
      where s.restaurant_id = ${restaurantId} and p.kind = 'bottle' and p.format_id is not null
        and s.item_key in (
          select item_key from pos_items where restaurant_id = ${restaurantId} and kind = 'bottle'
        )
        and s.day >= ${firstDay} and s.day <= ${lastDay}
        and s.file_id not in (${pendingFiles(db, restaurantId)})
      group by s.item_key, s.day, s.location, p.format_id
      having sum(s.quantity) > 0
    )
    select 'removal' as side, id as key, format_id, location_id as place, day, 0 as quantity
    from sold
    where day >= ${firstDay} and day <= ${lastDay}
      and format_id || ' ' || day not in (select format_id || ' ' || day from sale_days)
    union all
    select 'sale' as side, item_key as key, format_id, location as place, day, quantity
    from sale_days
    where format_id || ' ' || day not in (
      select format_id || ' ' || day from sold where day is not null
    )
  `;
}
