import { setImmediate, setTimeout as sleep } from 'node:timers/promises';

/** Where a page of a keyset read starts (after the row whose key is `after`) and its size. */
export interface KeysetPage<K = string> {
  after: K | undefined;
  limit: number;
}

/** Rows per query: on SQLite, about 7 ms for the widest table (products), 1 ms for bottles. */
const PAGE_ROWS = 1_000;

/**
 * A bulk job's rest after each of its turns (a page read, a part of a file written), as a
 * multiple of the turn's time: the job then takes at most two fifths of the machine, the database's
 * work for it included, however long it runs. The CSV backup of 22,000 bottles done back to back
 * kept other restaurants' requests p99 at 121–174 ms on SQLite and 159–182 ms on PostgreSQL on the
 * 2-core machine; resting, 58–73 and 68–70 ms, the backup taking 3.2–4.1 s and 4.2–5.4 s instead
 * of 2.6–3.9 and 3.1–3.3 s.
 */
export const BULK_REST = 1.5;

/**
 * Every row `readPage` gives, a page at a time in key order, letting other requests run between
 * pages. On SQLite a query runs on this thread: reading the bench restaurant's products, formats
 * and bottles in one query each held every other request for about 90 ms (and an export of a
 * 600,000-bottle cellar would have held them for seconds).
 *
 * `rest`: after each page, wait that many times as long as the page took, so that a bulk read
 * takes a bounded share of the machine (the database's work included) however long it runs.
 */
export async function readInPages<T, K>(
  readPage: (page: KeysetPage<K>) => Promise<T[]>,
  keyOf: (row: T) => K,
  limit = PAGE_ROWS,
  { rest = 0 }: { rest?: number } = {},
): Promise<T[]> {
  const rows: T[] = [];
  let after: K | undefined;
  for (;;) {
    const started = performance.now();
    const page = await readPage({ after, limit });
    const took = performance.now() - started;
    for (const row of page) rows.push(row);
    const last = page.at(-1);
    if (last === undefined || page.length < limit) return rows;
    after = keyOf(last);
    await (rest > 0 ? sleep(rest * took) : setImmediate());
  }
}
