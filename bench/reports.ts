/**
 * npm run bench:reports [-- postgres] [--rows 500000] [--removed 150000] [--runs 9] [--reads]
 * ONLY=variance npm run bench:reports: only the reports whose label starts so.
 * --beside: also /api/health's waits while the year's reports run, beside the same loop alone.
 *
 * The money view at scale (budget: every report ≤ 300 ms server time on SQLite and
 * PostgreSQL). The bench restaurant (20,000 bottles) gets a year of history written directly:
 * `--rows` change-log batches a few seconds apart, its bottles added across the year with a
 * history list of several of those batches each, `--removed` bottles removed across the year
 * for every reason at their format's cost, glass listings and par levels. Then every report,
 * for this month (the cellar as it is now), last month (rebuilt at a past moment) and the whole
 * year: the server's own time (Server-Timing `app;dur=`), the first request and the median and
 * worst of `--runs` more.
 */
import os from 'node:os';
import { parseArgs } from 'node:util';
import { CompiledQuery, sql } from 'kysely';
import { removalReasons } from '../domain/removal-reasons.js';
import { salesDays, USED_REASONS } from '../domain/variance.js';
import type { Db } from '../server/db/database.js';
import * as repo from '../server/features/reports/money-view-repo.js';
import { periodOf, weekRanges } from '../server/features/reports/report-period.js';
import {
  readUnmatchedDays,
  unmatchedDaysQuery,
} from '../server/features/reports/variance-days-repo.js';
import * as varianceRepo from '../server/features/reports/variance-repo.js';
import { readItemSales, readMatchedItems } from '../server/features/reports/variance-sales-repo.js';
import { type BenchDatabase, ms, percentile, withBenchServer } from './bench-server.js';
import { createRandom } from './random.js';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    rows: { type: 'string', default: '500000' },
    removed: { type: 'string', default: '150000' },
    runs: { type: 'string', default: '9' },
    /** Also time each read of the reports alone, and print the plans of the heaviest. */
    reads: { type: 'boolean', default: false },
    /** Also /api/health's waits while the year's heaviest reports run, and without them. */
    beside: { type: 'boolean', default: false },
  },
});
const database: BenchDatabase = positionals.includes('postgres') ? 'postgres' : 'sqlite';
const ROWS = Number(values.rows);
const REMOVED = Number(values.removed);
const RUNS = Number(values.runs);
const BUDGET_MS = 300;
const CHUNK = 1_000;
const DAY_MS = 24 * 3600 * 1000;
const YEAR_MS = 365 * DAY_MS;

/** A year of change-log batches (small: the reports read only their time by history id). */
async function writeHistory(db: Db, restaurantId: string): Promise<{ first: number }> {
  const start = await db.kysely
    .selectFrom('restaurants')
    .select('revision')
    .where('id', '=', restaurantId)
    .executeTakeFirstOrThrow();
  const first = Number(start.revision) + 1;
  const began = Date.now() - YEAR_MS;
  for (let done = 0; done < ROWS; done += CHUNK) {
    const rows = [];
    for (let index = done; index < Math.min(ROWS, done + CHUNK); index++) {
      rows.push({
        restaurant_id: restaurantId,
        revision: first + index,
        actor_user_id: null,
        at: new Date(began + Math.floor((index * YEAR_MS) / ROWS)).toISOString(),
        history_id: first + index,
        changes: '[]',
        kind: 'bottles-moved',
        summary: '{"count":1}',
      });
    }
    await db.kysely.insertInto('change_batches').values(rows).execute();
  }
  await db.kysely
    .updateTable('restaurants')
    .set({ revision: first + ROWS - 1 })
    .where('id', '=', restaurantId)
    .execute();
  if (db.dialect === 'postgres') {
    await sql`select setval('change_history_ids', ${first + ROWS - 1})`.execute(db.kysely);
  }
  return { first };
}

/** The time of batch `index` of the year (as writeHistory spread them). */
const batchTime = (index: number) =>
  new Date(Date.now() - YEAR_MS + Math.floor((index * YEAR_MS) / ROWS)).toISOString();

/**
 * Each bottle added at some batch of the year, then touched by two to eight later ones (moves,
 * edits): its history list, as the Writer keeps it.
 */
async function spreadBottles(db: Db, restaurantId: string, first: number): Promise<void> {
  const random = createRandom(17);
  const bottles = await db.kysely
    .selectFrom('bottles')
    .select('id')
    .where('restaurant_id', '=', restaurantId)
    .execute();
  await db.kysely.transaction().execute(async (tx) => {
    for (const bottle of bottles) {
      const added = random.int(0, ROWS - 1);
      const ids = [added];
      let last = added;
      const touches = random.int(2, 8);
      for (let n = 0; n < touches && last < ROWS - 1; n++) {
        last = random.int(last + 1, Math.min(ROWS - 1, last + 40_000));
        ids.push(last);
      }
      await tx
        .updateTable('bottles')
        .set({ added_at: batchTime(added), history: ids.map((index) => first + index).join(' ') })
        .where('restaurant_id', '=', restaurantId)
        .where('id', '=', bottle.id)
        .execute();
    }
  });
}

/** A year of removals, every reason, at the cost of their format; listings and par levels. */
async function writeRemovalsAndSettings(
  db: Db,
  restaurantId: string,
  first: number,
): Promise<void> {
  const random = createRandom(19);
  const formats = await db.kysely
    .selectFrom('formats')
    .select(['id', 'cost_cents'])
    .where('restaurant_id', '=', restaurantId)
    .execute();
  const location = await db.kysely
    .selectFrom('locations')
    .select('id')
    .where('restaurant_id', '=', restaurantId)
    .executeTakeFirst();
  for (let done = 0; done < REMOVED; done += CHUNK) {
    const rows = [];
    for (let index = done; index < Math.min(REMOVED, done + CHUNK); index++) {
      const format = random.pick(formats);
      const added = random.int(0, ROWS - 2);
      const removed = random.int(added + 1, Math.min(ROWS - 1, added + 60_000));
      rows.push({
        restaurant_id: restaurantId,
        id: `GONE-${index}`,
        format_id: format.id,
        location_id: location?.id ?? null,
        bin: '',
        reason: random.pick(removalReasons),
        cost_cents: format.cost_cents,
        removed_at: batchTime(removed),
        added_at: batchTime(added),
        removed_by_user_id: null,
        history_id: first + removed,
        history: `${first + added} ${first + removed}`,
      });
    }
    await db.kysely.insertInto('removed_bottles').values(rows).execute();
  }
  const listed = formats.slice(0, 300).map((format, index) => ({
    restaurant_id: restaurantId,
    id: `bench-listing-${index}`,
    format_id: format.id,
    price3oz_cents: 900 + (index % 7) * 100,
    price5oz_cents: 1400 + (index % 7) * 150,
  }));
  await db.kysely
    .insertInto('glass_listings')
    .values(listed)
    .onConflict((conflict) => conflict.doNothing())
    .execute();
  const withPar = formats.filter((_, index) => index % 3 === 0).map((format) => format.id);
  for (let start = 0; start < withPar.length; start += 500) {
    await db.kysely
      .updateTable('formats')
      .set({ par_level: 12 })
      .where('restaurant_id', '=', restaurantId)
      .where('id', 'in', withPar.slice(start, start + 500))
      .execute();
  }
  if (db.sqlite) db.sqlite.pragma('wal_checkpoint(TRUNCATE)');
  if (db.dialect === 'postgres') {
    // Autovacuum has visited a year-old table many times; this one was written in a minute. Its
    // visibility map set, PostgreSQL can answer from the covering indexes alone, as it would then.
    await sql`vacuum analyze`.execute(db.kysely);
    await sql`checkpoint`.execute(db.kysely);
  }
}

/**
 * A year of point-of-sale lines (the Variance report, 500 ms budget), about 100,000: a bottle sale
 * for nearly every bottle removed as sold, on its day; 50,000 lines of glasses of the listed
 * formats; and 25,000 of items that are not wine (matched as neither, or not matched at all), in
 * one sales file.
 */
async function writeSales(db: Db, restaurantId: string): Promise<number> {
  const random = createRandom(23);
  const user = await db.kysely
    .selectFrom('users')
    .select('id')
    .where('restaurant_id', '=', restaurantId)
    .executeTakeFirstOrThrow();
  const sold = await db.kysely
    .selectFrom('removed_bottles')
    .select(['format_id', 'removed_at'])
    .where('restaurant_id', '=', restaurantId)
    .where('reason', '=', 'sold')
    .execute();
  const listed = await db.kysely
    .selectFrom('glass_listings')
    .select('format_id')
    .where('restaurant_id', '=', restaurantId)
    .execute();
  const at = new Date().toISOString();
  // One sold bottle in forty was never rung up, and one in forty was rung up the next day: the
  // report's lists of single bottles and sales that do not meet have some to name.
  const lines: Array<{ day: string; key: string; quantity: number }> = sold.flatMap(
    (row, index) => {
      if (index % 40 === 0) return [];
      const late = index % 40 === 20 ? DAY_MS : 0;
      const day = new Date(Date.parse(row.removed_at) + late).toISOString().slice(0, 10);
      return [{ day, key: `btl ${row.format_id}`, quantity: 1 }];
    },
  );
  const dayOf = () => batchTime(random.int(0, ROWS - 1)).slice(0, 10);
  for (let n = 0; n < 50_000; n++)
    lines.push({
      day: dayOf(),
      key: `glass ${random.pick(listed).format_id}`,
      quantity: random.int(1, 6),
    });
  for (let n = 0; n < 25_000; n++)
    lines.push({ day: dayOf(), key: `food ${n % 60}`, quantity: random.int(1, 9) });
  const days = lines.map((line) => line.day).sort();
  await db.kysely
    .insertInto('sales_files')
    .values({
      restaurant_id: restaurantId,
      id: 'bench-sales',
      file_name: 'bench-sales.csv',
      file_hash: 'bench-sales',
      source: 'mapped',
      first_day: days[0] ?? '',
      last_day: days.at(-1) ?? '',
      line_count: lines.length,
      imported_at: at,
      imported_by_user_id: user.id,
      change_batch_id: null,
    })
    .execute();
  const items = new Map<string, { kind: 'bottle' | 'glass' | 'none'; formatId: string | null }>();
  for (const line of lines) {
    const [kind, id = ''] = line.key.split(' ');
    // Half the food is matched as neither; the rest is left unmatched.
    if (kind === 'food' && Number(id) % 2 === 1) continue;
    items.set(line.key, {
      kind: kind === 'btl' ? 'bottle' : kind === 'glass' ? 'glass' : 'none',
      formatId: kind === 'food' ? null : id,
    });
  }
  const itemRows = [...items].map(([key, item]) => ({
    restaurant_id: restaurantId,
    item_key: key,
    item: key,
    kind: item.kind,
    format_id: item.formatId,
    pour: item.kind === 'glass' ? ('5oz' as const) : null,
    updated_at: at,
    updated_by_user_id: user.id,
  }));
  for (let start = 0; start < itemRows.length; start += CHUNK)
    await db.kysely
      .insertInto('pos_items')
      .values(itemRows.slice(start, start + CHUNK))
      .execute();
  for (let start = 0; start < lines.length; start += CHUNK) {
    await db.kysely
      .insertInto('sales_lines')
      .values(
        lines.slice(start, start + CHUNK).map((line, index) => ({
          restaurant_id: restaurantId,
          file_id: 'bench-sales',
          position: start + index,
          day: line.day,
          item_key: line.key,
          item: line.key,
          quantity: line.quantity,
          amount_cents: null,
        })),
      )
      .execute();
  }
  if (db.dialect === 'postgres') await sql`vacuum analyze`.execute(db.kysely);
  return lines.length;
}

async function serverTime(baseUrl: string, cookie: string, path: string): Promise<number> {
  const response = await fetch(`${baseUrl}${path}`, { headers: { cookie } });
  const body = await response.text();
  if (!response.ok) throw new Error(`${path}: ${response.status} ${body}`);
  const header = response.headers.get('server-timing') ?? '';
  return Number(/dur=([\d.]+)/.exec(header)?.[1] ?? Number.NaN);
}

function period(monthsBack: number, months: number): string {
  const now = new Date();
  const from = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - monthsBack, 1));
  const to = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - monthsBack + months, 1));
  return `from=${from.toISOString()}&to=${to.toISOString()}`;
}

await withBenchServer(database, async (server) => {
  const { db } = server.services;
  const { restaurantId } = server.seeded;
  const writing = performance.now();
  const { first } = await writeHistory(db, restaurantId);
  await spreadBottles(db, restaurantId, first);
  await writeRemovalsAndSettings(db, restaurantId, first);
  const salesLines = await writeSales(db, restaurantId);
  const counts = await db.kysely
    .selectFrom('bottles')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('restaurant_id', '=', restaurantId)
    .executeTakeFirstOrThrow();
  console.log(
    `${database}: ${Number(counts.n).toLocaleString('en')} bottles, ${ROWS.toLocaleString('en')} change rows, ` +
      `${REMOVED.toLocaleString('en')} removed bottles, ${salesLines.toLocaleString('en')} sales lines written in ${((performance.now() - writing) / 1000).toFixed(1)} s`,
  );
  const thisMonth = period(0, 1);
  const lastMonth = period(1, 1);
  const year = period(11, 12);
  const cases: [string, string, number?][] = [
    ['value, this month, by category', `/api/reports/value?${thisMonth}&group=category`],
    ['value, last month, by location', `/api/reports/value?${lastMonth}&group=location`],
    ['value, last month, by supplier', `/api/reports/value?${lastMonth}&group=supplier`],
    ['what went out + cost of goods, this month', `/api/reports/out?${thisMonth}`],
    ['what went out + cost of goods, last month', `/api/reports/out?${lastMonth}`],
    ['what went out + cost of goods, the year', `/api/reports/out?${year}`],
    ['by the glass (300 listings)', '/api/reports/glass'],
    ['dead stock, 90 days', '/api/reports/dead-stock'],
    ['movement, the year (53 weeks)', `/api/reports/movement?${year}`],
    ['reorder (par on a third of the formats)', '/api/reports/reorder'],
    ['cost changes, the year', `/api/reports/cost-changes?${year}`],
    ['variance, the year (budget 500 ms)', `/api/reports/variance?${year}`, 500],
    [
      'CSV: value by country, last month',
      `/api/reports/value/export.csv?${lastMonth}&group=country`,
    ],
  ];
  const load = () =>
    os
      .loadavg()
      .map((value) => value.toFixed(2))
      .join(' ');
  console.log(`load average ${load()}`);
  console.log(
    `server time (Server-Timing), first request then median / worst of ${RUNS}; budget ${BUDGET_MS} ms`,
  );
  let over = 0;
  for (const [label, path, budget = BUDGET_MS] of cases.filter(
    ([l]) => !process.env.ONLY || l.startsWith(process.env.ONLY),
  )) {
    const firstTime = await serverTime(server.baseUrl, server.cookie, path);
    const runs: number[] = [];
    for (let run = 0; run < RUNS; run++)
      runs.push(await serverTime(server.baseUrl, server.cookie, path));
    const worst = Math.max(firstTime, ...runs);
    if (worst > budget) over += 1;
    console.log(
      `  ${label}: first ${ms(firstTime)}, then ${ms(percentile(runs, 50))} / ${ms(Math.max(...runs))}` +
        `${worst > budget ? '  OVER BUDGET' : ''}`,
    );
  }
  if (values.reads) await timeReads(db, restaurantId, year);
  if (values.beside) await healthBeside(server.baseUrl, server.cookie, year);
  console.log(over === 0 ? 'every report within budget' : `${over} report(s) over budget`);
  console.log(`load average ${load()}`);
});

/** /api/health asked again and again, each as soon as the last answered, until `until` settles. */
async function healthUntil(baseUrl: string, until: Promise<unknown>): Promise<number[]> {
  let done = false;
  void until.finally(() => {
    done = true;
  });
  const waits: number[] = [];
  while (!done) {
    const start = performance.now();
    await (await fetch(`${baseUrl}/api/health`)).text();
    waits.push(performance.now() - start);
  }
  return waits;
}

/**
 * What another restaurant meets while an owner reads the year: /api/health's waits (its round trip
 * to the database on the server's connection) while the year's heaviest reports run one after the
 * other three times, then the same loop as long without them.
 */
async function healthBeside(baseUrl: string, cookie: string, year: string): Promise<void> {
  const heavy = ['variance', 'out', 'movement', 'cost-changes', 'value'].map(
    (report) => `/api/reports/${report}?${year}`,
  );
  const started = performance.now();
  const reading = (async () => {
    for (let round = 0; round < 3; round++)
      for (const path of heavy) await serverTime(baseUrl, cookie, path);
  })();
  const beside = await healthUntil(baseUrl, reading);
  const took = performance.now() - started;
  const alone = await healthUntil(baseUrl, new Promise((resolve) => setTimeout(resolve, took)));
  const line = (waits: number[]) =>
    `p99 ${ms(percentile(waits, 99))}, max ${ms(Math.max(...waits))} (${waits.length} requests)`;
  console.log(
    `/api/health while the year's reports run (${(took / 1000).toFixed(1)} s): ${line(beside)}`,
  );
  console.log(`/api/health alone as long: ${line(alone)}`);
}

/** The Variance report's reads of the year, each as the report makes it. */
function varianceReads(
  db: Db,
  restaurantId: string,
  from: string,
  to: string,
): [string, () => Promise<unknown>][] {
  const k = db.kysely;
  const period = periodOf({ from, to });
  const days = salesDays(from, to);
  const matched = () => readMatchedItems(k, restaurantId);
  const levels = () => varianceRepo.readLevels(k, restaurantId, period.from, period.to);
  const levelIds = async () => [...new Set((await levels()).map((level) => level.bottleId))];
  return [
    ['variance: POS items matched', matched],
    [
      'variance: removals summed',
      () => varianceRepo.readRemovalSums(k, db.dialect, restaurantId, period.from, period.to),
    ],
    [
      'variance: POS items matched, then their sales summed',
      async () =>
        readItemSales(k, db.dialect, restaurantId, days.firstDay, days.lastDay, await matched()),
    ],
    ['variance: open bottles’ levels', levels],
    [
      'variance: days unmatched',
      () => readUnmatchedDays(k, db.dialect, restaurantId, period, days),
    ],
    [
      'variance: levels, then their formats and removals',
      async () => {
        const ids = await levelIds();
        await Promise.all([
          varianceRepo.readBottleFormats(k, restaurantId, ids),
          varianceRepo.readRemovedAs(k, restaurantId, ids, USED_REASONS, period.from, period.to),
        ]);
      },
    ],
  ];
}

/** Each read of the year's reports alone (median of `--runs`), and the heaviest one's plan. */
async function timeReads(db: Db, restaurantId: string, year: string): Promise<void> {
  const query = new URLSearchParams(year);
  const from = query.get('from') ?? '';
  const to = query.get('to') ?? '';
  const reads: [string, () => Promise<unknown>][] = [
    ['formats', () => repo.readFormats(db.kysely, restaurantId)],
    ['counts now', () => repo.countsNow(db.kysely, restaurantId)],
    ['removals around the year', () => repo.removalsAround(db.kysely, restaurantId, from, to)],
    ['cellar around the year', () => repo.presentAround(db.kysely, restaurantId, from, to)],
    ['removed on hand at its start', () => repo.removedOnHandAt(db.kysely, restaurantId, from)],
    [
      'moved in the year, by week',
      () => repo.movedIn(db.kysely, restaurantId, weekRanges(from, to)),
    ],
    ...varianceReads(db, restaurantId, from, to),
  ];
  console.log(`each read alone over the year, median of ${RUNS}`);
  for (const [label, read] of reads) {
    const times: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      const start = performance.now();
      await read();
      times.push(performance.now() - start);
    }
    console.log(`  ${label}: ${ms(percentile(times, 50))}`);
  }
  const explain = db.dialect === 'postgres' ? 'explain analyze' : 'explain query plan';
  const plans = [
    repo.removalsAroundQuery(db.kysely, restaurantId, from, to).compile(),
    db.kysely
      .selectFrom('removed_bottles')
      .select((eb) => [eb.fn.countAll().as('n')])
      .where('restaurant_id', '=', restaurantId)
      .where('removed_at', '>=', from)
      .compile(),
    unmatchedDaysQuery(
      db.kysely,
      db.dialect,
      restaurantId,
      periodOf({ from, to }),
      salesDays(from, to),
    ).compile(db.kysely),
  ];
  for (const compiled of plans) {
    const result = await db.kysely.executeQuery(
      CompiledQuery.raw(`${explain} ${compiled.sql}`, [...compiled.parameters]),
    );
    console.log(`plan of: ${compiled.sql.slice(0, 120)}...`);
    for (const row of result.rows) console.log(`  ${Object.values(row as object).join(' | ')}`);
  }
}
