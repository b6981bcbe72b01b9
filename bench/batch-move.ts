/**
 * npx tsx bench/batch-move.ts [sqlite|postgres]
 * BENCH_BASE=<commit> npx tsx bench/batch-move.ts [sqlite|postgres]   (beside another commit's)
 *
 * Budgets (docs/performance.md): a batch move of 1,000 bottles, server p95 ≤ 30 ms on SQLite and
 * ≤ 150 ms on PostgreSQL, reaching another open tab ≤ 100 ms p95; a single scan acknowledged by the
 * server p95 ≤ 10 ms. Real HTTP on loopback against the seeded 20,000-bottle restaurant. Two kinds
 * of batch, between two locations: the same 1,000 bottles back and forth (their pages stay hot,
 * and each move grows their history lists by one), then the next 1,000 bottles each time (bottles
 * from everywhere in the table, each moved about five times). Each pass over the table sends its
 * bottles the other way: the first takes them out of their many bins, the later ones move them
 * between the two locations (with one destination per batch, a pass of an even number of batches
 * would send every bottle back where it already is, and time moves that move nothing).
 */
import fs from 'node:fs';
import { compareWithBase } from './base-commit.js';
import { type BenchDatabase, ms, percentile, withServerProcess } from './bench-server.js';
import { SseListener } from './sse-listener.js';

if (process.env.BENCH_BASE) {
  compareWithBase(process.env.BENCH_BASE, 'bench/batch-move.ts', process.argv.slice(2));
  process.exit(0);
}

const database = (process.argv[2] ?? 'sqlite') as BenchDatabase;
// The first moves after a start run cold code (the JIT has not compiled it yet): they are timed
// and printed apart, and the percentiles are over the moves after them.
const WARM_UP_MOVES = 5;
const MOVES = 100;
const SCANS = 300;

/** CPU seconds a process has used (Linux /proc; NaN elsewhere). */
function cpuSeconds(pid: number | undefined): number {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return Number.NaN;
  }
}

interface MoveTimes {
  /** The server process's CPU time per move, over the moves after the warm-up: on a loaded
   * machine a steadier figure than the wall-clock ones, which wait for the CPU. */
  cpuPerMove: number;
  warmUp: number[];
  server: number[];
  roundTrip: number[];
  toOtherTab: number[];
}

await withServerProcess(
  database,
  async (server) => {
    const headers = { cookie: server.cookie, 'content-type': 'application/json' };
    const snapshot = (await (
      await fetch(`${server.baseUrl}/api/snapshot`, { headers })
    ).json()) as {
      revision: number;
      restaurant: { locations: Array<{ id: string }> };
      bottles: Array<{ id: string }>;
    };
    const all = snapshot.bottles.map((bottle) => bottle.id);
    const [first, second] = snapshot.restaurant.locations;
    if (!first || !second) throw new Error('the bench restaurant needs two locations');
    const otherTab = await SseListener.open(server.baseUrl, server.cookie, snapshot.revision);
    let revision = snapshot.revision;

    /**
     * Times WARM_UP_MOVES + MOVES moves, each of the 1,000 bottles `batchOf(move)` gives, to the
     * first location when `toFirst(move)`, else to the second.
     */
    const timeMoves = async (
      batchOf: (move: number) => string[],
      toFirst: (move: number) => boolean,
    ) => {
      const times: MoveTimes = {
        cpuPerMove: 0,
        warmUp: [],
        server: [],
        roundTrip: [],
        toOtherTab: [],
      };
      let cpuAfterWarmUp = 0;
      for (let move = 0; move < WARM_UP_MOVES + MOVES; move++) {
        if (move === WARM_UP_MOVES) cpuAfterWarmUp = cpuSeconds(server.pid);
        const locationId = toFirst(move) ? first.id : second.id;
        const started = performance.now();
        const response = await fetch(`${server.baseUrl}/api/batches/move`, {
          method: 'POST',
          headers,
          body: JSON.stringify({ ids: batchOf(move), locationId, bin: '' }),
        });
        const answered = performance.now();
        if (!response.ok) throw new Error(`move: ${response.status} ${await response.text()}`);
        await response.arrayBuffer();
        revision += 1;
        const arrived = await otherTab.waitFor(revision);
        const serverTime = Number(
          /dur=([\d.]+)/.exec(response.headers.get('server-timing') ?? '')?.[1],
        );
        if (move < WARM_UP_MOVES) {
          times.warmUp.push(serverTime);
          continue;
        }
        times.server.push(serverTime);
        times.roundTrip.push(answered - started);
        times.toOtherTab.push(arrived - started);
      }
      times.cpuPerMove = ((cpuSeconds(server.pid) - cpuAfterWarmUp) * 1000) / MOVES;
      return times;
    };
    const ids = all.slice(0, 1000);
    const sameBatch = await timeMoves(
      () => ids,
      (move) => move % 2 === 0,
    );
    const nextBatch = await timeMoves(
      (move) => Array.from({ length: 1000 }, (_, i) => all[(move * 1000 + i) % all.length] ?? ''),
      (move) => Math.floor((move * 1000) / all.length) % 2 === 0,
    );
    otherTab.close();

    const scanTimes: number[] = [];
    for (let scan = 0; scan < SCANS; scan++) {
      const id = ids[scan % ids.length] ?? '';
      const started = performance.now();
      const response = await fetch(`${server.baseUrl}/api/scan`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ code: id }),
      });
      await response.arrayBuffer();
      scanTimes.push(performance.now() - started);
    }

    const budget = database === 'sqlite' ? 30 : 150;
    const report = (title: string, times: MoveTimes) => {
      console.log(`  ${title}`);
      console.log(`    the ${WARM_UP_MOVES} first: ${times.warmUp.map(ms).join(', ')}`);
      console.log(
        `    server: p50 ${ms(percentile(times.server, 50))}, p95 ${ms(percentile(times.server, 95))}  (budget ${budget} ms); round trip p50 ${ms(percentile(times.roundTrip, 50))}, p95 ${ms(percentile(times.roundTrip, 95))}`,
      );
      console.log(
        `    seen by another open tab: p50 ${ms(percentile(times.toOtherTab, 50))}, p95 ${ms(percentile(times.toOtherTab, 95))}  (budget 100 ms)`,
      );
      console.log(`    the server's CPU time per move: ${ms(times.cpuPerMove)}`);
    };
    console.log(
      `batch move of 1,000 bottles on ${database}, ${MOVES} moves after ${WARM_UP_MOVES} to warm up (HTTP round trip on loopback)`,
    );
    report('the same 1,000 bottles back and forth (the first after the start)', sameBatch);
    report('the next 1,000 bottles each time, wrapping round', nextBatch);
    console.log(
      `single scan acknowledged (${SCANS} scans): p50 ${ms(percentile(scanTimes, 50))}, p95 ${ms(percentile(scanTimes, 95))}  (budget 10 ms)`,
    );
  },
  // BENCH_SERVER_MAIN: another build of the server (to compare two versions back to back).
  { serverMain: process.env.BENCH_SERVER_MAIN },
);
