/**
 * npm run bench:isolation [-- sqlite|postgres] [export|preview|import]
 *   (both databases when neither is named; every job when none is named)
 *
 * One restaurant's heavy work must not stall the others (decision 0031). The bench restaurant
 * (22,000 bottles) and three small restaurants are seeded; each small one makes ordinary requests
 * in a steady loop (its inventory as the web app loads it, `/api/snapshot/compact`; a scan; a
 * move) while `/api/health` is asked in another. For each heavy job — an import of 20,000 rows,
 * a preview of 100,000 rows, the CSV backup of 22,000 bottles — it prints the small restaurants'
 * request p50/p99 and health's longest answer during the job, beside the same loops run as long
 * without it. Budget: others' p99 ≤ 100 ms, health max ≤ 100 ms. The server is its own process
 * (the built dist/server/main.js: `npm run build:server` first), so the loops' own work does not
 * wait on the server's event loop, nor the server on theirs. An error answer is printed.
 */
import os from 'node:os';
import { type BenchDatabase, logIn, ms, percentile, withServerProcess } from './bench-server.js';
import { type Dataset, generateDataset } from './dataset.js';
import { type SeededRestaurant, seedRestaurant } from './seed-restaurant.js';

const BUDGET_P99_MS = 100;
const BUDGET_HEALTH_MS = 100;
const SMALL_RESTAURANTS = 3;

const named = (['sqlite', 'postgres'] as const).filter((name) => process.argv.includes(name));
const databases: BenchDatabase[] = named.length > 0 ? named : ['sqlite', 'postgres'];
const jobNames = ['export', 'preview', 'import'].filter((name) => process.argv.includes(name));

interface Small {
  cookie: string;
  bottles: string[];
  locations: string[];
}

interface Timings {
  others: number[];
  /** `others` split: the moves wait on SQLite for another restaurant's write to commit. */
  reads: number[];
  moves: number[];
  health: number[];
  failed: number;
}

/** Requests answered with an error (a 503 from health waiting past its probe's 2 s, say). */
let failed = 0;

async function call(url: string, cookie: string, init: RequestInit = {}): Promise<void> {
  const response = await fetch(url, {
    ...init,
    headers: { cookie, 'content-type': 'application/json', ...init.headers },
  });
  const body = await response.text();
  if (!response.ok) {
    failed++;
    console.error(`${init.method ?? 'GET'} ${url}: ${response.status} ${body.slice(0, 300)}`);
  }
}

const isMove = (step: number) => step % 3 === 2;

/** A small restaurant's service: loads its inventory as the web app does, scans, moves. */
async function serve(api: string, small: Small, step: number): Promise<void> {
  const bottle = small.bottles[step % small.bottles.length] ?? '';
  if (step % 3 === 0) return call(`${api}/snapshot/compact`, small.cookie);
  if (!isMove(step)) {
    return call(`${api}/scan`, small.cookie, {
      method: 'POST',
      body: JSON.stringify({ code: bottle }),
    });
  }
  const locationId = small.locations[step % small.locations.length] ?? null;
  return call(`${api}/bottles/${encodeURIComponent(bottle)}`, small.cookie, {
    method: 'PATCH',
    body: JSON.stringify({ locationId, bin: '' }),
  });
}

/** Runs the loops until `until` settles; what they measured meanwhile. */
async function measure(api: string, smalls: Small[], until: Promise<unknown>): Promise<Timings> {
  const timings: Timings = { others: [], reads: [], moves: [], health: [], failed: 0 };
  const failedBefore = failed;
  let running = true;
  void until.finally(() => {
    running = false;
  });
  const loop = async (work: (step: number) => Promise<void>, into: number[], split = false) => {
    for (let step = 0; running; step++) {
      const started = performance.now();
      await work(step);
      // A request started while the job ran counts, even when answered after it: those waiting
      // for its last write are answered just after it.
      const took = performance.now() - started;
      into.push(took);
      if (split) (isMove(step) ? timings.moves : timings.reads).push(took);
    }
  };
  await Promise.all([
    ...smalls.map((small) => loop((step) => serve(api, small, step), timings.others, true)),
    loop(() => call(`${api}/health`, ''), timings.health),
    until,
  ]);
  timings.failed = failed - failedBefore;
  return timings;
}

function line(label: string, timings: Timings): string {
  const p50 = percentile(timings.others, 50);
  const p99 = percentile(timings.others, 99);
  // The p99 of a few hundred requests leaves out the three loops' single longest waits.
  const longestRead = Math.max(0, ...timings.reads);
  const longestMove = Math.max(0, ...timings.moves);
  const health = Math.max(0, ...timings.health);
  const verdict =
    p99 <= BUDGET_P99_MS && health <= BUDGET_HEALTH_MS && timings.failed === 0 ? 'within' : 'OVER';
  return `${label.padEnd(12)} others p50 ${ms(p50)} p99 ${ms(p99)} (${timings.others.length} requests; longest read ${ms(longestRead)}, move ${ms(longestMove)}), health max ${ms(health)}, ${timings.failed} errors: ${verdict}`;
}

function cellarFile(rows: number): string {
  const lines = ['Name;Producer;Vintage;Size;Price;Location;Bin;Quantity'];
  for (let row = 0; row < rows; row++) {
    lines.push(
      `Cuvée ${row};Domaine ${row % 97};${2000 + (row % 20)};75cl;24.50;Cave ${row % 6};A${row % 12};1`,
    );
  }
  return lines.join('\n');
}

async function post(url: string, cookie: string, body: string): Promise<void> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { cookie, 'content-type': 'text/csv' },
    body,
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${url}: ${response.status} ${text.slice(0, 300)}`);
}

const sleep = (duration: number) => new Promise((resolve) => setTimeout(resolve, duration));

interface Seeded {
  smalls: Array<{ seeded: SeededRestaurant; dataset: Dataset }>;
  importer?: SeededRestaurant;
}

for (const database of databases) {
  const seeded: Seeded = { smalls: [] };
  await withServerProcess(
    database,
    async (server) => {
      const smalls: Small[] = [];
      for (const small of seeded.smalls) {
        smalls.push({
          cookie: await logIn(server.baseUrl, small.seeded),
          bottles: small.dataset.bottles.map((bottle) => bottle.id),
          locations: small.dataset.locations.map((location) => location.id),
        });
      }
      if (!seeded.importer) throw new Error('the importing restaurant was not seeded');
      const importer = await logIn(server.baseUrl, seeded.importer);
      const api = `${server.baseUrl}/api`;
      const jobs: Array<[string, () => Promise<void>]> = [
        ['export 22k', () => call(`${api}/exports/bottles.csv`, server.cookie)],
        ['preview 100k', () => post(`${api}/imports/preview`, importer, cellarFile(100_000))],
        ['import 20k', () => post(`${api}/imports?name=bench.csv`, importer, cellarFile(20_000))],
      ];
      const results: string[] = [];
      const chosen = jobs.filter(
        ([name]) => jobNames.length === 0 || jobNames.some((job) => name.startsWith(job)),
      );
      for (const [name, job] of chosen) {
        const started = performance.now();
        const during = await measure(api, smalls, job());
        const took = performance.now() - started;
        const without = await measure(api, smalls, sleep(took));
        results.push(`${name} (${ms(took)})`);
        results.push(`  ${line('with it:', during)}`);
        results.push(`  ${line('without:', without)}`);
      }
      console.log(
        `\n${database}, load average ${os
          .loadavg()
          .map((value) => value.toFixed(1))
          .join(
            ' ',
          )} on ${os.cpus().length} cores; budget: others' p99 ≤ ${BUDGET_P99_MS} ms, health max ≤ ${BUDGET_HEALTH_MS} ms`,
      );
      for (const result of results) console.log(result);
    },
    {
      dataset: { bottles: 22_000 },
      alsoSeed: async (db) => {
        for (let index = 0; index < SMALL_RESTAURANTS; index++) {
          const dataset = generateDataset({
            seed: 100 + index,
            profiles: 60,
            formats: 90,
            bottles: 300,
            locations: 4,
          });
          const small = await seedRestaurant(db, dataset, {
            email: `small${index}@example.com`,
            password: 'bench-password',
            restaurantName: `Small ${index}`,
          });
          seeded.smalls.push({ seeded: small, dataset });
        }
        seeded.importer = await seedRestaurant(
          db,
          { ...generateDataset(), locations: [], products: [], formats: [], bottles: [] },
          { email: 'importer@example.com', password: 'bench-password', restaurantName: 'Importer' },
        );
      },
    },
  );
}
