/**
 * npx tsx bench/model-counts.ts [postgres] [--bottles N --profiles N --formats N --locations N --bins N]
 *
 * Decision 0013's open questions, at Bern's scale by default (600,000 bottles, 7,000 profiles,
 * 12,000 formats, 20 locations, 10,000 bins): how long seeding that restaurant takes (the budget
 * is under 2 minutes), what the counts the search model would carry cost the database (per
 * format, per format × location, per format × location × bin), with today's indexes and with a
 * covering index on (restaurant, format, location, bin), against reading them from the counts
 * table the database keeps (migration 0011), and what `/admin`'s first screen
 * (GET /api/first-cards) costs the server. Each query: the median of 5 after one to warm up.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { type Kysely, sql } from 'kysely';
import { type Db, openDatabase } from '../server/db/database.js';
import { migrateToLatest } from '../server/db/migrate.js';
import type { Database } from '../server/db/schema.js';
import {
  readInventoryCounts,
  readProductCards,
} from '../server/features/inventory/first-cards-repo.js';
import { ms, percentile } from './bench-server.js';
import { generateDataset } from './dataset.js';
import { BERNS_SCALE, SIZE_OPTIONS, sizesFrom } from './dataset-args.js';
import { seedRestaurant } from './seed-restaurant.js';
import { withEmbeddedPostgres } from './with-embedded-postgres.js';

const { values, positionals } = parseArgs({ allowPositionals: true, options: SIZE_OPTIONS });
const postgres = positionals.includes('postgres');
const sizes = { ...BERNS_SCALE, ...sizesFrom(values) };

async function median(run: () => Promise<unknown>): Promise<{ time: number; rows: number }> {
  let rows = 0;
  const first = await run();
  if (Array.isArray(first)) rows = first.length;
  const times: number[] = [];
  for (let i = 0; i < 5; i++) {
    const started = performance.now();
    await run();
    times.push(performance.now() - started);
  }
  return { time: percentile(times, 50), rows };
}

function countQueries(db: Kysely<Database>, restaurantId: string, formatId: string) {
  const bottles = () => db.selectFrom('bottles').where('restaurant_id', '=', restaurantId);
  const count = sql<number>`count(*)`.as('count');
  return {
    'count per format': () => bottles().select(['format_id', count]).groupBy('format_id').execute(),
    'count per format × location': () =>
      bottles()
        .select(['format_id', 'location_id', count])
        .groupBy(['format_id', 'location_id'])
        .execute(),
    'count per format × location × bin': () =>
      bottles()
        .select(['format_id', 'location_id', 'bin', count])
        .groupBy(['format_id', 'location_id', 'bin'])
        .execute(),
    'the counts table (migration 0011), per format × location': () =>
      db
        .selectFrom('bottle_counts')
        .select(['format_id', 'location_id', sql<number>`sum(bottles)`.as('count')])
        .where('restaurant_id', '=', restaurantId)
        .groupBy(['format_id', 'location_id'])
        .execute(),
    "one format's bottles": () =>
      bottles().select(['id', 'location_id', 'bin']).where('format_id', '=', formatId).execute(),
  };
}

async function measure(db: Db): Promise<void> {
  await migrateToLatest(db);
  const dataset = generateDataset({ seed: 14, ...sizes });
  const started = performance.now();
  const seeded = await seedRestaurant(db, dataset, {
    email: 'bern@example.com',
    password: 'bench-password',
  });
  const n = (value: number) => value.toLocaleString('en-US');
  console.log(
    `${postgres ? 'PostgreSQL (embedded, durable)' : 'SQLite (file)'}: seeded ${n(seeded.counts.bottles)} bottles, ${n(seeded.counts.products)} profiles, ${n(seeded.counts.formats)} formats, ${n(seeded.counts.locations)} locations, ${n(seeded.counts.bins)} bins in ${ms(performance.now() - started)} (budget: under 2 minutes)`,
  );
  const { restaurantId } = seeded;
  const format = await db.kysely
    .selectFrom('bottles')
    .select('format_id')
    .where('restaurant_id', '=', restaurantId)
    .groupBy('format_id')
    .orderBy(sql`count(*)`, 'desc')
    .limit(1)
    .executeTakeFirstOrThrow();
  // As autovacuum leaves a table at rest: statistics, and the visibility map index-only scans need.
  if (postgres) await sql`VACUUM ANALYZE bottles, bottle_counts`.execute(db.kysely);

  const report = async (label: string) => {
    console.log(label);
    for (const [name, run] of Object.entries(
      countQueries(db.kysely, restaurantId, format.format_id),
    )) {
      const { time, rows } = await median(run);
      console.log(`  ${name}: ${ms(time)} (${n(rows)} rows)`);
    }
  };
  await report("today's indexes");
  const counts = await median(() => readInventoryCounts(db.kysely, restaurantId));
  const cards = await median(() => readProductCards(db.kysely, restaurantId, 40, 'en'));
  console.log(
    `  GET /api/first-cards' reads: the restaurant's counts ${ms(counts.time)}, the first 40 cards ${ms(cards.time)}`,
  );

  await db.kysely.schema
    .createIndex('bottles_counts')
    .on('bottles')
    .columns(['restaurant_id', 'format_id', 'location_id', 'bin'])
    .execute();
  if (postgres) await sql`VACUUM ANALYZE bottles`.execute(db.kysely);
  await report('with an index on (restaurant, format, location, bin)');
}

if (postgres) {
  await withEmbeddedPostgres(async (url) => {
    const db = openDatabase({ databaseUrl: url, sqliteFile: '' });
    try {
      await measure(db);
    } finally {
      await db.close();
    }
  });
} else {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cellar-counts-'));
  const db = openDatabase({ databaseUrl: undefined, sqliteFile: path.join(dir, 'cellar.sqlite') });
  try {
    await measure(db);
  } finally {
    await db.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
