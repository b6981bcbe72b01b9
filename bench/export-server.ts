/**
 * npx tsx bench/export-server.ts [sqlite|postgres] [runs]
 *
 * The exports the server builds (the browser no longer holds every bottle), for the
 * bench restaurant (20,000 bottles), over real HTTP on loopback, median of `runs` (5) after a
 * first run:
 * - the CSV backup (GET /api/exports/bottles.csv): to its headers and to its last byte, its rows,
 *   and the longest the server's event loop was held meanwhile (other requests wait that long),
 * - the printable report's groups (GET /api/exports/report) for each grouping key, and the
 *   longest the event loop was held.
 * The server runs in this process, so the event loop's figure includes the client's own work of
 * reading the answer: an upper bound.
 */
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { REPORT_GROUP_KEYS } from '../domain/inventory-report.js';
import { type BenchDatabase, ms, percentile, withBenchServer } from './bench-server.js';

const database = (process.argv.find((arg) => arg === 'postgres') ?? 'sqlite') as BenchDatabase;
const runs = Number(process.argv.find((arg) => /^\d+$/.test(arg)) ?? 5);

interface Sample {
  headers: number;
  total: number;
  stall: number;
  rows: number;
  bytes: number;
}

async function timedCsv(baseUrl: string, cookie: string): Promise<Sample> {
  const loop = monitorEventLoopDelay({ resolution: 1 });
  loop.enable();
  const started = performance.now();
  const response = await fetch(`${baseUrl}/api/exports/bottles.csv`, { headers: { cookie } });
  const headers = performance.now() - started;
  const text = await response.text();
  const total = performance.now() - started;
  loop.disable();
  if (!response.ok) throw new Error(`CSV: ${response.status}`);
  return {
    headers,
    total,
    stall: loop.max / 1e6,
    rows: text.trimEnd().split('\r\n').length - 1,
    bytes: Buffer.byteLength(text),
  };
}

async function timedReport(
  baseUrl: string,
  cookie: string,
  groupBy: string,
): Promise<{ total: number; stall: number }> {
  const loop = monitorEventLoopDelay({ resolution: 1 });
  loop.enable();
  const started = performance.now();
  const response = await fetch(`${baseUrl}/api/exports/report?groupBy=${groupBy}&locale=en`, {
    headers: { cookie },
  });
  await response.json();
  const total = performance.now() - started;
  loop.disable();
  if (!response.ok) throw new Error(`report: ${response.status}`);
  return { total, stall: loop.max / 1e6 };
}

await withBenchServer(database, async (server) => {
  const { baseUrl, cookie } = server;
  await timedCsv(baseUrl, cookie);
  const samples: Sample[] = [];
  for (let run = 0; run < runs; run++) samples.push(await timedCsv(baseUrl, cookie));
  const median = (pick: (sample: Sample) => number) => percentile(samples.map(pick), 50);
  const last = samples.at(-1);
  console.log(
    `exports built by the server, ${database}, ${server.seeded.counts.bottles.toLocaleString('en-US')} bottles, median of ${runs}`,
  );
  console.log(
    `  CSV backup: headers ${ms(median((s) => s.headers))}, last byte ${ms(median((s) => s.total))}; ` +
      `${(last?.rows ?? 0).toLocaleString('en-US')} rows, ${((last?.bytes ?? 0) / 1e6).toFixed(1)} MB; ` +
      `longest event-loop stall ${ms(median((s) => s.stall))} (worst ${ms(Math.max(...samples.map((s) => s.stall)))})`,
  );
  for (const key of REPORT_GROUP_KEYS) {
    await timedReport(baseUrl, cookie, key);
    const times: Array<{ total: number; stall: number }> = [];
    for (let run = 0; run < runs; run++) times.push(await timedReport(baseUrl, cookie, key));
    console.log(
      `  report grouped by ${key}: ${ms(
        percentile(
          times.map((t) => t.total),
          50,
        ),
      )}; ` +
        `longest event-loop stall ${ms(
          percentile(
            times.map((t) => t.stall),
            50,
          ),
        )}`,
    );
  }
});
