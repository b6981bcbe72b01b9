/**
 * npm run bench:seed -- [--profiles N] [--formats N] [--bottles N] [--locations N] [--bins N]
 *                       [--seed S]
 *                       [--email E] [--password P] [--name RESTAURANT]
 *
 * Adds one realistic restaurant to the database the server would use (DATA_DIR or DATABASE_URL,
 * read by the same readEnv), so benchmarks and manual checks run against the budget's 20,000
 * bottles. Prints the login last, so `| tail -2` gives it to a script.
 */
import { parseArgs } from 'node:util';
import { openDatabase } from '../server/db/database.js';
import { migrateToLatest } from '../server/db/migrate.js';
import { readEnv, sqliteFile } from '../server/env.js';
import { generateDataset } from './dataset.js';
import { SIZE_OPTIONS, sizesFrom } from './dataset-args.js';
import { seedFromText } from './random.js';
import { countRestaurantRows, type SeedCounts, seedRestaurant } from './seed-restaurant.js';

const DEFAULT_PASSWORD = 'bench-password';

function describeCounts(counts: SeedCounts): string {
  const n = (value: number) => value.toLocaleString('en-US');
  return `${n(counts.locations)} locations, ${n(counts.bins)} bins, ${n(counts.products)} profiles, ${n(counts.formats)} formats, ${n(counts.bottles)} bottles`;
}

/** The database as a person would name it, without a password from DATABASE_URL. */
function describeDatabase(databaseUrl: string | undefined, file: string): string {
  if (!databaseUrl) return `SQLite ${file}`;
  const url = new URL(databaseUrl);
  url.password = url.password ? '***' : '';
  return `PostgreSQL ${url.toString()}`;
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      ...SIZE_OPTIONS,
      seed: { type: 'string' },
      email: { type: 'string' },
      password: { type: 'string' },
      name: { type: 'string' },
    },
    strict: true,
  });
  const seed = seedFromText(values.seed ?? '1');
  const password = values.password ?? DEFAULT_PASSWORD;
  if (password.length < 6) throw new Error('--password must be at least 6 characters');
  // Unique per run, so seeding twice into one database needs no flag.
  const email = values.email ?? `bench-${seed}-${Date.now().toString(36)}@example.com`;

  const env = readEnv();
  const file = sqliteFile(env);
  const db = openDatabase({ databaseUrl: env.DATABASE_URL, sqliteFile: file });
  try {
    const started = performance.now();
    await migrateToLatest(db);
    const migrated = performance.now();
    const dataset = generateDataset({
      seed,
      now: new Date().toISOString(),
      ...sizesFrom(values),
    });
    const generated = performance.now();
    const seeded = await seedRestaurant(db, dataset, {
      email,
      password,
      ...(values.name ? { restaurantName: values.name } : {}),
    });
    const written = performance.now();
    const stored = await countRestaurantRows(db, seeded.restaurantId);
    const ms = (from: number, to: number) => `${Math.round(to - from).toLocaleString('en-US')} ms`;

    console.log(
      `Seeded restaurant ${seeded.restaurantId} (seed ${seed}) into ${describeDatabase(env.DATABASE_URL, file)}`,
    );
    console.log(`  generated: ${describeCounts(seeded.counts)}`);
    console.log(`  in database: ${describeCounts(stored)}`);
    console.log(
      `  time: migrate ${ms(started, migrated)}, generate ${ms(migrated, generated)}, ` +
        `hash + write ${ms(generated, written)}, total ${ms(started, written)}`,
    );
    if (JSON.stringify(stored) !== JSON.stringify(seeded.counts)) {
      throw new Error('The database does not hold what was generated');
    }
    console.log('Log in with:');
    console.log(`email: ${seeded.email}`);
    console.log(`password: ${seeded.password}`);
  } finally {
    await db.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
