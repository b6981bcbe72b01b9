/**
 * npm run bench:sales-import [-- postgres]   (SQLite when not named)
 *
 * A year of POS sales, 100,000 item lines (a Square item export: ~275 lines a day over 365 days,
 * 400 items), imported into one restaurant while three small ones make ordinary requests in a
 * steady loop (their inventory as the web app loads it, a scan, a move) and `/api/health` is
 * asked in another, as bench/isolation.ts does. Prints the import's time (budget ≤ 10 s, docs
 * /product.md §Sales) and the small restaurants' p50/p99 and health's longest answer during it,
 * beside the same loops run as long without it. The server runs in this process, so the loops'
 * own work counts in their times.
 */
import os from 'node:os';
import { type BenchDatabase, logIn, ms, percentile, withBenchServer } from './bench-server.js';
import { generateDataset } from './dataset.js';
import { seedRestaurant } from './seed-restaurant.js';

const BUDGET_IMPORT_MS = 10_000;
const LINES = 100_000;
const SMALL_RESTAURANTS = 3;
const WARM_UP_MS = 2_000;
const database: BenchDatabase = process.argv.includes('postgres') ? 'postgres' : 'sqlite';

interface Small {
  cookie: string;
  bottles: string[];
  locations: string[];
}

let failed = 0;

async function call(url: string, cookie: string, init: RequestInit = {}): Promise<void> {
  const response = await fetch(url, {
    ...init,
    headers: { cookie, 'content-type': 'application/json', ...init.headers },
  });
  await response.arrayBuffer();
  if (!response.ok) failed++;
}

async function serve(api: string, small: Small, step: number): Promise<void> {
  const bottle = small.bottles[step % small.bottles.length] ?? '';
  if (step % 3 === 0) return call(`${api}/snapshot/compact`, small.cookie);
  if (step % 3 === 1) {
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

async function measure(api: string, smalls: Small[], until: Promise<unknown>) {
  const others: number[] = [];
  const health: number[] = [];
  const failedBefore = failed;
  let running = true;
  void until.finally(() => {
    running = false;
  });
  const loop = async (work: (step: number) => Promise<void>, into: number[]) => {
    for (let step = 0; running; step++) {
      const started = performance.now();
      await work(step);
      if (running) into.push(performance.now() - started);
    }
  };
  await Promise.all([
    ...smalls.map((small) => loop((step) => serve(api, small, step), others)),
    loop(() => call(`${api}/health`, ''), health),
    until,
  ]);
  const p99 = percentile(others, 99);
  return `others p50 ${ms(percentile(others, 50))} p99 ${ms(p99)} (${others.length} requests), health max ${ms(Math.max(0, ...health))}, ${failed - failedBefore} errors`;
}

/** A year of item lines as Square exports them. */
function salesFile(): string {
  const lines = ['Date,Time,Category,Item,Qty,Gross Sales'];
  const start = Date.UTC(2025, 0, 1);
  for (let line = 0; line < LINES; line++) {
    const day = new Date(start + Math.floor((line * 365) / LINES) * 86_400_000);
    const item = line % 400;
    lines.push(
      `${day.toISOString().slice(0, 10)},19:${String(line % 60).padStart(2, '0')}:00,Wine,Cuvée ${item} BTL,${1 + (line % 3)},$${(24 + (item % 50)).toFixed(2)}`,
    );
  }
  return lines.join('\n');
}

const sleep = (duration: number) => new Promise((resolve) => setTimeout(resolve, duration));

await withBenchServer(
  database,
  async (server) => {
    const db = server.services.db;
    const smalls: Small[] = [];
    for (let index = 0; index < SMALL_RESTAURANTS; index++) {
      const dataset = generateDataset({
        seed: 100 + index,
        profiles: 60,
        formats: 90,
        bottles: 300,
        locations: 4,
      });
      const seeded = await seedRestaurant(db, dataset, {
        email: `small${index}@example.com`,
        password: 'bench-password',
        restaurantName: `Small ${index}`,
      });
      smalls.push({
        cookie: await logIn(server.baseUrl, seeded),
        bottles: dataset.bottles.map((bottle) => bottle.id),
        locations: dataset.locations.map((location) => location.id),
      });
    }
    const api = `${server.baseUrl}/api`;
    const file = salesFile();
    let took = 0;
    const job = async () => {
      const started = performance.now();
      const response = await fetch(`${api}/sales?name=year.csv`, {
        method: 'POST',
        headers: { cookie: server.cookie, 'content-type': 'text/csv' },
        body: file,
      });
      const text = await response.text();
      took = performance.now() - started;
      if (!response.ok) throw new Error(`import: ${response.status} ${text.slice(0, 300)}`);
      const answer = JSON.parse(text) as { lines: number; days: string[] };
      if (answer.lines !== LINES) throw new Error(`imported ${answer.lines} lines`);
    };
    // Both runs measured warm, as a server is after its first minutes: the first requests of a
    // new process compile its code and would count against whichever run came first.
    await measure(api, smalls, sleep(WARM_UP_MS));
    const during = await measure(api, smalls, job());
    const without = await measure(api, smalls, sleep(took));
    console.log(
      `\n${database}, load average ${os
        .loadavg()
        .map((value) => value.toFixed(1))
        .join(' ')} on ${os.cpus().length} cores`,
    );
    console.log(
      `import of ${LINES.toLocaleString('en')} sales lines: ${ms(took)} (budget ${ms(BUDGET_IMPORT_MS)}): ${took <= BUDGET_IMPORT_MS ? 'within' : 'OVER'}`,
    );
    console.log(`  with it:  ${during}`);
    console.log(`  without:  ${without}`);
  },
  { dataset: { profiles: 200, formats: 300, bottles: 1_000 } },
);
