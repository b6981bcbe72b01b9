/**
 * npx tsx bench/load.ts [sqlite|postgres] [--seconds 60] [--streams 200] [--concurrency 16]
 *                       [--seed 1] [--server dist/server/main.js]
 *
 * The bench restaurant (20,000 bottles) with 200 open live streams takes a mixed
 * load of reads and writes (bench/load-mix.ts) for 60 s on loopback. Three processes: the built
 * server, this one holding the streams, and a forked generator (bench/load-worker.ts) keeping a
 * fixed number of requests in flight. Prints throughput and p50/p95/p99 latency overall and per
 * kind, the errors (any answer but a 2xx, or a 304 to a revalidation), and for the streams the
 * events expected and received: every acknowledged write makes one revision, and every revision
 * must reach every stream. Exits 1 on any error or lost event. Run `npm run build` first, or point
 * --server at a server built elsewhere.
 */
import { fork } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { type BenchDatabase, percentile, withServerProcess } from './bench-server.js';
import type { KindResult, WorkerConfig, WorkerResult } from './load-worker.js';
import { SseListener } from './sse-listener.js';

const args = process.argv.slice(2);
const option = (name: string, fallback: string): string => {
  const index = args.indexOf(name);
  return index >= 0 ? (args[index + 1] ?? fallback) : fallback;
};
const database: BenchDatabase = args.includes('postgres') ? 'postgres' : 'sqlite';
const SECONDS = Number(option('--seconds', '60'));
const STREAMS = Number(option('--streams', '200'));
const CONCURRENCY = Number(option('--concurrency', '16'));
const SEED = Number(option('--seed', '1'));
const SERVER_MAIN = option('--server', 'dist/server/main.js');
// After the load ends, the streams have this long to receive the last revision.
const DRAIN_MS = 30_000;

async function currentRevision(baseUrl: string, cookie: string): Promise<number> {
  const response = await fetch(`${baseUrl}/api/snapshot`, { headers: { cookie } });
  if (!response.ok) throw new Error(`snapshot: ${response.status}`);
  return ((await response.json()) as { revision: number }).revision;
}

/** CPU seconds a process has used (Linux /proc; undefined elsewhere). */
function cpuSeconds(pid: number | undefined): number | undefined {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // utime and stime, fields 14 and 15 of stat(5), in clock ticks of 1/100 s.
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return undefined;
  }
}

function runWorker(config: WorkerConfig, onStart: () => void): Promise<WorkerResult> {
  const worker = fork(fileURLToPath(new URL('./load-worker.ts', import.meta.url)), [], {
    // tsx's loader, so the worker runs from source like this script.
    execArgv: process.execArgv,
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  return new Promise((resolve, reject) => {
    worker.on('message', (message: { started?: true; result?: WorkerResult; failure?: string }) => {
      if (message.started) onStart();
      else if (message.result) resolve(message.result);
      else reject(new Error(`load worker: ${message.failure}`));
    });
    worker.once('exit', (code) => reject(new Error(`load worker exited (${code}) with no result`)));
    worker.send(config);
  });
}

const pad = (text: string | number, width: number) => String(text).padStart(width);
const fixed = (value: number) => (Number.isFinite(value) ? value.toFixed(1) : '–');

function row(name: string, kinds: KindResult[], seconds: number): string {
  const latencies = kinds.flatMap((kind) => kind.latencies);
  const server = kinds.flatMap((kind) => kind.serverTimes);
  const errors = kinds.reduce((sum, kind) => sum + kind.errors, 0);
  const refused = kinds.reduce((sum, kind) => sum + kind.refused, 0);
  const count = kinds.reduce((sum, kind) => sum + kind.requests, 0);
  return [
    name.padEnd(20),
    pad(count, 8),
    pad(fixed(count / seconds), 8),
    pad(fixed(percentile(latencies, 50)), 8),
    pad(fixed(percentile(latencies, 95)), 8),
    pad(fixed(percentile(latencies, 99)), 8),
    pad(`${fixed(percentile(server, 50))} / ${fixed(percentile(server, 95))}`, 16),
    pad(refused, 7),
    pad(errors, 7),
  ].join(' ');
}

const loadBefore = os.loadavg()[0] ?? 0;
const failed = await withServerProcess(
  database,
  async (server) => {
    const start = await currentRevision(server.baseUrl, server.cookie);
    const tabs = await Promise.all(
      Array.from({ length: STREAMS }, () => SseListener.open(server.baseUrl, server.cookie, start)),
    );
    let serverCpuBefore: number | undefined;
    let holderCpuBefore = process.cpuUsage();
    const result = await runWorker(
      {
        baseUrl: server.baseUrl,
        cookie: server.cookie,
        seconds: SECONDS,
        concurrency: CONCURRENCY,
        seed: SEED,
      },
      () => {
        serverCpuBefore = cpuSeconds(server.pid);
        holderCpuBefore = process.cpuUsage();
      },
    );
    const loadEnd = os.loadavg()[0] ?? 0;
    const serverCpuAfter = cpuSeconds(server.pid);
    const holderCpu = process.cpuUsage(holderCpuBefore);

    // Every acknowledged write made one revision; wait until the last one reached every stream.
    const end = await currentRevision(server.baseUrl, server.cookie);
    const drainStarted = performance.now();
    const drainDeadline = Date.now() + DRAIN_MS;
    for (const tab of tabs) {
      await tab.waitFor(end, Math.max(0, drainDeadline - Date.now())).catch(() => undefined);
    }
    const drainMs = performance.now() - drainStarted;
    for (const tab of tabs) tab.close();

    const expected = end - start;
    const received = tabs.map((tab) => {
      let count = 0;
      for (let revision = start + 1; revision <= end; revision++) {
        if (tab.arrivals.has(revision)) count += 1;
      }
      return count;
    });
    const lost = received.reduce((sum, count) => sum + (expected - count), 0);
    const spreads: number[] = [];
    for (let revision = start + 1; revision <= end; revision++) {
      const times = tabs.flatMap((tab) => tab.arrivals.get(revision) ?? []);
      if (times.length > 1) spreads.push(Math.max(...times) - Math.min(...times));
    }

    const seconds = result.elapsedMs / 1000;
    const reads = result.kinds.filter((kind) => !kind.write);
    const writes = result.kinds.filter((kind) => kind.write);
    const errors = result.kinds.reduce((sum, kind) => sum + kind.errors, 0);
    console.log(
      `load on ${database}: ${fixed(seconds)} s, ${CONCURRENCY} requests in flight from a separate process, ` +
        `${STREAMS} live streams open; ${os.cpus().length} CPUs, load average ${loadBefore.toFixed(1)} before, ${loadEnd.toFixed(1)} at the end`,
    );
    console.log(
      `${'kind'.padEnd(20)} ${pad('requests', 8)} ${pad('req/s', 8)} ${pad('p50 ms', 8)} ${pad('p95 ms', 8)} ${pad('p99 ms', 8)} ${pad('server p50/p95', 16)} ${pad('refused', 7)} ${pad('errors', 7)}`,
    );
    for (const kind of result.kinds) console.log(row(kind.name, [kind], seconds));
    console.log(row('all reads', reads, seconds));
    console.log(row('all writes', writes, seconds));
    console.log(row('all', result.kinds, seconds));
    for (const sample of result.errorSamples) console.log(`  error: ${sample}`);
    const requests = result.kinds.reduce((sum, kind) => sum + kind.requests, 0);
    if (serverCpuBefore !== undefined && serverCpuAfter !== undefined) {
      const serverCpu = serverCpuAfter - serverCpuBefore;
      console.log(
        `CPU during the load: server ${fixed(serverCpu)} s (${fixed((100 * serverCpu) / seconds)} % of one core, ` +
          `${fixed((1000 * serverCpu) / requests)} ms a request), stream holder ${fixed((holderCpu.user + holderCpu.system) / 1e6)} s, ` +
          `load generator ${fixed(result.cpuSeconds)} s`,
      );
    }
    const revisionsMatch = expected === result.acknowledgedWrites;
    console.log(
      `acknowledged writes ${result.acknowledgedWrites}; revisions ${start} → ${end} (${expected})${revisionsMatch ? '' : '  MISMATCH'}`,
    );
    console.log(
      `live streams: ${expected} events expected on each of ${STREAMS}; received per stream min ${Math.min(...received)}, max ${Math.max(...received)}; ` +
        `events lost ${lost}; drained ${fixed(drainMs)} ms after the load ended; ` +
        `first to last stream per revision p50 ${fixed(percentile(spreads, 50))} ms, p95 ${fixed(percentile(spreads, 95))} ms`,
    );
    return errors > 0 || lost > 0 || !revisionsMatch;
  },
  { serverMain: SERVER_MAIN },
);
if (failed) process.exitCode = 1;
