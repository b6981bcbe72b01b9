/**
 * npm run bench:scale-out [-- --restaurants 500 --tabs 2000 --seconds 30 --processes 1,2,4
 *                          --concurrency 32 --bottles 200]      (after `npm run build`)
 *
 * Hosted Cellar on one PostgreSQL: many restaurants, each with a small cellar and a few open tabs,
 * under a mixed load (scans, moves, intakes, removals, edits, snapshot revalidations, reports) from
 * a forked generator, served by 1, 2 and 4 server processes (WEB_CONCURRENCY). Prints per process
 * count the throughput and p50/p99 latency, and how long a change takes to reach every open tab
 * of its restaurant (from the write's answer to the last tab: budget p95 ≤ 100 ms), whichever
 * process holds each tab. What counts is the ratio between process counts on the same machine.
 */
import { type ChildProcess, fork, spawn } from 'node:child_process';
import http from 'node:http';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { openDatabase } from '../server/db/database.js';
import { migrateToLatest } from '../server/db/migrate.js';
import { freePort } from '../server/test/embedded-postgres.js';
import { logIn, ms, percentile } from './bench-server.js';
import { generateDataset } from './dataset.js';
import type { ScaleWorkerConfig, ScaleWorkerResult } from './scale-out-worker.js';
import { type SeededRestaurant, seedRestaurant } from './seed-restaurant.js';
import { withEmbeddedPostgres } from './with-embedded-postgres.js';

const { values } = parseArgs({
  options: {
    restaurants: { type: 'string', default: '500' },
    tabs: { type: 'string', default: '2000' },
    seconds: { type: 'string', default: '30' },
    processes: { type: 'string', default: '1,2,4' },
    concurrency: { type: 'string', default: '32' },
    bottles: { type: 'string', default: '200' },
  },
});
const RESTAURANTS = Number(values.restaurants);
const TABS = Number(values.tabs);
const SECONDS = Number(values.seconds);
const PROCESS_COUNTS = values.processes.split(',').map(Number);
const CONCURRENCY = Number(values.concurrency);
const BOTTLES = Number(values.bottles);
/** A change made every this often, by this process, to time its way to the tabs. */
const PROBE_EVERY_MS = 250;
const PROPAGATION_BUDGET_MS = 100;
/** A change not at every tab of its restaurant after this is counted as lost. */
const LOST_AFTER_MS = 10_000;

/** An open tab: when a marker first reached it. */
class Tab {
  private request: http.ClientRequest | undefined;
  private tail = '';
  private readonly wanted = new Map<string, (at: number) => void>();

  /** From the restaurant's revision now, as a tab that has just loaded its snapshot. */
  static async open(baseUrl: string, cookie: string): Promise<Tab> {
    const snapshot = await fetch(`${baseUrl}/api/snapshot`, { headers: { cookie } });
    const { revision } = (await snapshot.json()) as { revision: number };
    const tab = new Tab();
    return new Promise((resolve, reject) => {
      tab.request = http.get(
        `${baseUrl}/api/live?since=${revision}`,
        { headers: { cookie, accept: 'text/event-stream' }, agent: false },
        (response) => {
          if (response.statusCode !== 200) reject(new Error(`live: ${response.statusCode}`));
          response.setEncoding('utf8');
          response.on('data', (chunk: string) => tab.read(chunk));
          resolve(tab);
        },
      );
      tab.request.on('error', reject);
    });
  }

  /** Resolves with the time (ms since the epoch) `marker` arrives. */
  seen(marker: string): Promise<number> {
    return new Promise((resolve) => this.wanted.set(marker, resolve));
  }

  close(): void {
    this.request?.destroy();
  }

  private read(chunk: string): void {
    const now = performance.timeOrigin + performance.now();
    const text = this.tail + chunk;
    for (const [marker, resolve] of this.wanted) {
      if (text.includes(marker)) {
        this.wanted.delete(marker);
        resolve(now);
      }
    }
    this.tail = text.slice(-64);
  }
}

async function startServer(
  url: string,
  processes: number,
): Promise<{ baseUrl: string; child: ChildProcess }> {
  const port = await freePort();
  const child = spawn(process.execPath, ['dist/server/main.js'], {
    env: {
      ...process.env,
      DATABASE_URL: url,
      WEB_CONCURRENCY: String(processes),
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      LOGIN_LIMIT_PER_ADDRESS: '1000000',
      WRITE_LIMIT_PER_MINUTE: '100000000',
      LIVE_STREAMS_PER_RESTAURANT: '1000',
      WEB_DIST_DIR: '/nonexistent',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  for (let attempt = 0; ; attempt++) {
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) break;
    } catch {
      if (attempt > 600) throw new Error('the server did not start');
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  // Every process listening: the primary says so once all are.
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  return { baseUrl, child };
}

async function stopServer(child: ChildProcess): Promise<void> {
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

function runWorker(config: ScaleWorkerConfig): Promise<ScaleWorkerResult> {
  const worker = fork(fileURLToPath(new URL('./scale-out-worker.ts', import.meta.url)), {
    execArgv: process.execArgv,
  });
  return new Promise((resolve, reject) => {
    worker.on('message', (message: { result?: ScaleWorkerResult; failure?: string }) => {
      if (message.result) resolve(message.result);
      if (message.failure) reject(new Error(message.failure));
    });
    worker.on('error', reject);
    worker.send(config);
  });
}

interface Row {
  processes: number;
  throughput: number;
  p50: number;
  p99: number;
  errors: number;
  propagationP50: number;
  propagationP95: number;
  probes: number;
  lost: number;
}

async function measure(url: string, processes: number, cookies: string[]): Promise<Row> {
  const { baseUrl, child } = await startServer(url, processes);
  const tabs: Tab[][] = cookies.map(() => []);
  try {
    for (let n = 0; n < TABS; n++) {
      const restaurant = n % cookies.length;
      tabs[restaurant]?.push(await Tab.open(baseUrl, cookies[restaurant] ?? ''));
    }
    const load = runWorker({
      baseUrl,
      cookies,
      seconds: SECONDS,
      concurrency: CONCURRENCY,
      seed: processes,
    });
    const propagation: number[] = [];
    let probe = 0;
    let lostChanges = 0;
    let running = true;
    void load.finally(() => {
      running = false;
    });
    while (running) {
      const restaurant = probe % cookies.length;
      const marker = `probe-${processes}-${probe++}`;
      const arrivals = (tabs[restaurant] ?? []).map((tab) => tab.seen(marker));
      const response = await fetch(`${baseUrl}/api/locations`, {
        method: 'POST',
        headers: { cookie: cookies[restaurant] ?? '', 'content-type': 'application/json' },
        body: JSON.stringify({ name: marker }),
      });
      const answered = performance.timeOrigin + performance.now();
      await response.arrayBuffer();
      if (response.ok) {
        const lost = new Promise<number>((resolve) =>
          setTimeout(() => resolve(Number.POSITIVE_INFINITY), LOST_AFTER_MS),
        );
        const last = Math.max(
          ...(await Promise.all(arrivals.map((at) => Promise.race([at, lost])))),
        );
        if (Number.isFinite(last)) propagation.push(last - answered);
        else lostChanges += 1;
      }
      await new Promise((resolve) => setTimeout(resolve, PROBE_EVERY_MS));
    }
    const result = await load;
    return {
      processes,
      throughput: result.requests / (result.elapsedMs / 1000),
      p50: percentile(result.latencies, 50),
      p99: percentile(result.latencies, 99),
      errors: result.errors,
      propagationP50: percentile(propagation, 50),
      propagationP95: percentile(propagation, 95),
      probes: propagation.length,
      lost: lostChanges,
    };
  } finally {
    for (const list of tabs) for (const tab of list) tab.close();
    await stopServer(child);
  }
}

await withEmbeddedPostgres(async (url) => {
  const db = openDatabase({ databaseUrl: url, sqliteFile: '' });
  const seeded: SeededRestaurant[] = [];
  try {
    await migrateToLatest(db);
    const dataset = generateDataset({
      bottles: BOTTLES,
      profiles: Math.max(10, Math.round(BOTTLES / 4)),
      formats: Math.max(10, Math.round(BOTTLES / 3)),
      locations: 3,
    });
    const started = performance.now();
    for (let n = 0; n < RESTAURANTS; n++) {
      seeded.push(
        await seedRestaurant(db, dataset, {
          email: `owner${n}@scale.example`,
          password: 'bench-password',
          restaurantName: `Restaurant ${n}`,
        }),
      );
    }
    console.log(
      `${RESTAURANTS} restaurants of ${BOTTLES} bottles seeded in ${((performance.now() - started) / 1000).toFixed(0)} s`,
    );
  } finally {
    await db.close();
  }
  // Sessions live in the database: signed in once, the same cookies serve every run.
  const first = await startServer(url, 1);
  const cookies: string[] = [];
  try {
    for (const restaurant of seeded) cookies.push(await logIn(first.baseUrl, restaurant));
  } finally {
    await stopServer(first.child);
  }
  console.log(
    `${TABS} open tabs, ${CONCURRENCY} requests in flight for ${SECONDS} s per run, a change timed every ${PROBE_EVERY_MS} ms`,
  );
  const rows: Row[] = [];
  for (const processes of PROCESS_COUNTS) {
    const row = await measure(url, processes, cookies);
    rows.push(row);
    console.log(
      `${processes} process${processes === 1 ? '' : 'es'}: ${row.throughput.toFixed(0)} requests/s, p50 ${ms(row.p50)}, p99 ${ms(row.p99)}, errors ${row.errors}; a change to all its restaurant's tabs p50 ${ms(row.propagationP50)}, p95 ${ms(row.propagationP95)} (${row.probes} changes, ${row.lost} lost; budget ${PROPAGATION_BUDGET_MS} ms)`,
    );
  }
  const base = rows[0];
  if (base) {
    for (const row of rows.slice(1)) {
      console.log(
        `${row.processes} processes against ${base.processes}: throughput × ${(row.throughput / base.throughput).toFixed(2)}, p99 × ${(row.p99 / base.p99).toFixed(2)}`,
      );
    }
  }
  const over = rows.filter(
    (row) => row.propagationP95 > PROPAGATION_BUDGET_MS || row.errors > 0 || row.lost > 0,
  );
  console.log(over.length === 0 ? 'within budget' : 'OVER BUDGET');
});
