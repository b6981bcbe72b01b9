/**
 * npm run bench:stocktake [-- postgres]   (after `npm run build:server`)
 *
 * A stock count at scale: a stock count of the bench restaurant (20,000 bottles) by 4 phones at once.
 * The built server runs as its own process. One count of the whole cellar is started; 4 sessions
 * (4 phones) each open the live feed and scan a quarter of the bottles, one scan at a time each,
 * all four at once and flat out (each phone's next scan the moment its last is answered): every
 * placed bottle where it is recorded, except 2 % left out (missing) and 2 % scanned in another
 * place (found elsewhere), and the unassigned ones in some place. Then a second count, the 4
 * phones scanning at a phone's pace for 30 s (a bottle every 100 ms each, each phone on its own
 * clock). Printed for both: the scan acknowledged in server time (Server-Timing, budget p95 ≤ 10
 * ms) and from the phone; each scan reaching the 3 other phones' streams, from its request being
 * sent (≤ 100 ms p95). For the first: the preview of 20,000 (≤ 500 ms) and Apply (≤ 1 s), server
 * time; the load average, and how long this machine's disk takes to flush a write (every
 * PostgreSQL commit waits for one).
 */
import http from 'node:http';
import os from 'node:os';
import type { Bottle } from '../domain/inventory.js';
import type { CompactModel } from '../domain/snapshot-codec.js';
import { type BenchDatabase, logIn, ms, percentile, withServerProcess } from './bench-server.js';
import { diskSyncLatency } from './disk-sync.js';
import { createRandom } from './random.js';

const database: BenchDatabase = process.argv.includes('postgres') ? 'postgres' : 'sqlite';
const PHONES = 4;
const PREVIEW_RUNS = 5;
/** The paced phase: how long, and each phone's time between two scans. */
const PACED_SECONDS = 30;
const PACE_MS = 100;

/** The server's own time of an answer (`Server-Timing: app;dur=…`). */
function serverTime(response: Response): number {
  const header = response.headers.get('server-timing') ?? '';
  return Number(/dur=([\d.]+)/.exec(header)?.[1] ?? Number.NaN);
}

/** One phone's live feed: when each scanned code's change arrived. */
class ScanFeed {
  readonly arrivals = new Map<string, number>();
  private request: http.ClientRequest | undefined;
  private buffer = '';

  static open(baseUrl: string, cookie: string, since: number): Promise<ScanFeed> {
    const feed = new ScanFeed();
    return new Promise((resolve, reject) => {
      feed.request = http.get(
        `${baseUrl}/api/live?since=${since}`,
        { headers: { cookie, accept: 'text/event-stream' }, agent: false },
        (response) => {
          if (response.statusCode !== 200) reject(new Error(`live: ${response.statusCode}`));
          response.setEncoding('utf8');
          response.on('data', (chunk: string) => feed.read(chunk));
          resolve(feed);
        },
      );
      feed.request.on('error', reject);
    });
  }

  close(): void {
    this.request?.destroy();
  }

  private read(chunk: string): void {
    const now = performance.now();
    this.buffer += chunk;
    let end = this.buffer.indexOf('\n\n');
    while (end >= 0) {
      const block = this.buffer.slice(0, end);
      this.buffer = this.buffer.slice(end + 2);
      const data = block.split('\n').find((line) => line.startsWith('data: '));
      if (block.includes('event: changes') && data) {
        // From a commit, or from the change log (a filled gap): the same changes, not the same text.
        const batch = JSON.parse(data.slice('data: '.length)) as {
          changes: { action: string; data: { code?: string } }[];
        };
        for (const change of batch.changes) {
          const code = change.action === 'stocktake.scan' ? change.data.code : undefined;
          if (code && !this.arrivals.has(code)) this.arrivals.set(code, now);
        }
      }
      end = this.buffer.indexOf('\n\n');
    }
  }
}

async function allBottles(baseUrl: string, cookie: string): Promise<Bottle[]> {
  const bottles: Bottle[] = [];
  let after: string | null = null;
  do {
    const query: string = `list=all&limit=500${after ? `&after=${encodeURIComponent(after)}` : ''}`;
    const response = await fetch(`${baseUrl}/api/bottles?${query}`, { headers: { cookie } });
    const page = (await response.json()) as { bottles: Bottle[]; next: string | null };
    bottles.push(...page.bottles);
    after = page.next;
  } while (after);
  return bottles;
}

function line(label: string, values: readonly number[], budget: string): string {
  return `  ${label}: p50 ${ms(percentile(values, 50))}, p95 ${ms(percentile(values, 95))}, max ${ms(Math.max(...values))}  (${budget})`;
}

async function currentRevision(baseUrl: string, cookie: string): Promise<number> {
  const response = await fetch(`${baseUrl}/api/snapshot/compact`, { headers: { cookie } });
  return ((await response.json()) as CompactModel).revision;
}

/** Starts a count of the whole cellar. */
function startWholeCount(baseUrl: string, cookie: string): Promise<Response> {
  return fetch(`${baseUrl}/api/stocktakes`, {
    method: 'POST',
    headers: { cookie, 'content-type': 'application/json' },
    body: JSON.stringify({ places: [] }),
  });
}

type Scan = { code: string; locationId: string; bin: string };

interface Phase {
  seconds: number;
  /** Server time (Server-Timing) of each scan's answer. */
  acknowledged: number[];
  roundTrip: number[];
  /** From a scan's request being sent to its change arriving on each other phone's stream. */
  fanOut: number[];
  lost: number;
  outcomes: Map<string, number>;
}

/** Each phone's n-th scan sent `offsetsMs[phone]` + n × `everyMs` after the start. */
interface Pace {
  everyMs: number;
  offsetsMs: readonly number[];
}

/**
 * The phones (one session each, its live stream open from `since`) scan their share of `scans`
 * into the count, all at once: each phone's next scan the moment its last is answered, or at
 * `pace` (at once when late).
 */
async function scanPhase(
  baseUrl: string,
  cookies: readonly string[],
  stocktakeId: string,
  scans: readonly Scan[],
  since: number,
  pace?: Pace,
): Promise<Phase> {
  const feeds = await Promise.all(cookies.map((cookie) => ScanFeed.open(baseUrl, cookie, since)));
  const sentAt = new Map<string, { at: number; phone: number }>();
  const phase: Phase = {
    seconds: 0,
    acknowledged: [],
    roundTrip: [],
    fanOut: [],
    lost: 0,
    outcomes: new Map(),
  };
  const started = performance.now();
  await Promise.all(
    cookies.map(async (cookie, phone) => {
      for (let index = phone, nth = 0; index < scans.length; index += cookies.length, nth++) {
        if (pace) {
          const due = (pace.offsetsMs[phone] ?? 0) + nth * pace.everyMs;
          const wait = started + due - performance.now();
          if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
        }
        const scan = scans[index] as Scan;
        const at = performance.now();
        sentAt.set(scan.code, { at, phone });
        const response = await fetch(`${baseUrl}/api/stocktakes/${stocktakeId}/scans`, {
          method: 'POST',
          headers: { cookie, 'content-type': 'application/json' },
          body: JSON.stringify(scan),
        });
        const body = (await response.json()) as { outcome?: string };
        if (!response.ok) throw new Error(`scan: ${response.status} ${JSON.stringify(body)}`);
        phase.roundTrip.push(performance.now() - at);
        phase.acknowledged.push(serverTime(response));
        const outcome = body.outcome ?? '';
        phase.outcomes.set(outcome, (phase.outcomes.get(outcome) ?? 0) + 1);
      }
    }),
  );
  phase.seconds = (performance.now() - started) / 1000;
  // Every scan reaches every other phone; wait for the last ones to arrive.
  for (const [code, sent] of sentAt) {
    for (const [phone, feed] of feeds.entries()) {
      if (phone === sent.phone) continue;
      let arrived = feed.arrivals.get(code);
      const deadline = performance.now() + 5_000;
      while (arrived === undefined && performance.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 5));
        arrived = feed.arrivals.get(code);
      }
      if (arrived === undefined) phase.lost++;
      else phase.fanOut.push(arrived - sent.at);
    }
  }
  for (const feed of feeds) feed.close();
  return phase;
}

function printPhase(phase: Phase): void {
  console.log(line('scan acknowledged, server time', phase.acknowledged, 'budget p95 10 ms'));
  console.log(line('scan round trip, from the phone', phase.roundTrip, 'for reference'));
  console.log(
    `${line(`scan reaching the ${PHONES - 1} other phones`, phase.fanOut, 'budget p95 100 ms')}; lost: ${phase.lost}`,
  );
}

await withServerProcess(database, async (server) => {
  const { baseUrl } = server;
  const json = { 'content-type': 'application/json' };
  const model = (await (
    await fetch(`${baseUrl}/api/snapshot/compact`, { headers: { cookie: server.cookie } })
  ).json()) as CompactModel;
  const places = model.restaurant.locations.flatMap((location) =>
    location.bins.length > 0
      ? location.bins.map((bin) => ({ locationId: location.id, bin }))
      : [{ locationId: location.id, bin: '' }],
  );
  const bottles = await allBottles(baseUrl, server.cookie);
  const random = createRandom(16);

  // What each phone scans, and where: most where recorded, some elsewhere, some not at all.
  const scans: Scan[] = [];
  let leftOut = 0;
  for (const bottle of bottles) {
    const roll = random.next();
    if (bottle.locationId !== null && roll < 0.02) {
      leftOut++;
      continue;
    }
    if (bottle.locationId === null || roll < 0.04) {
      scans.push({ code: bottle.id, ...random.pick(places) });
    } else scans.push({ code: bottle.id, locationId: bottle.locationId, bin: bottle.bin });
  }

  const startedAt = performance.now();
  const started = await startWholeCount(baseUrl, server.cookie);
  const startMs = performance.now() - startedAt;
  const stocktake = (await started.json()) as { id: string; expected: number };
  const revision = await currentRevision(baseUrl, server.cookie);

  const cookies = await Promise.all(
    Array.from({ length: PHONES }, () => logIn(baseUrl, server.seeded)),
  );
  const loadBefore = os.loadavg()[0] ?? 0;
  const syncBefore = diskSyncLatency();
  const flatOut = await scanPhase(baseUrl, cookies, stocktake.id, scans, revision);
  const loadDuring = os.loadavg()[0] ?? 0;
  const syncAfter = diskSyncLatency();

  const previewServer: number[] = [];
  let token = '';
  let preview: { missing: unknown[]; foundElsewhere: unknown[]; token: string } | undefined;
  for (let run = 0; run < PREVIEW_RUNS; run++) {
    const response = await fetch(`${baseUrl}/api/stocktakes/${stocktake.id}/preview`, {
      headers: { cookie: server.cookie },
    });
    if (!response.ok) throw new Error(`preview: ${response.status} ${await response.text()}`);
    preview = (await response.json()) as typeof preview;
    token = preview?.token ?? '';
    previewServer.push(serverTime(response));
  }
  const applied = await fetch(`${baseUrl}/api/stocktakes/${stocktake.id}/apply`, {
    method: 'POST',
    headers: { cookie: server.cookie, ...json },
    body: JSON.stringify({ token }),
  });
  if (!applied.ok) throw new Error(`apply: ${applied.status} ${await applied.text()}`);
  const applyMs = serverTime(applied);

  // A count at a phone's pace: each phone scans a bottle every PACE_MS, however long the last one
  // took to answer (what the flat-out phase above cannot show: there each phone sends its next
  // scan the moment the last is answered, hundreds of scans a second from four clients). Each
  // phone keeps its own time, as four people's do: its first scan at a moment of the first PACE_MS.
  const offsetsMs = cookies.map(() => random.next() * PACE_MS);
  const paced = (await (await startWholeCount(baseUrl, server.cookie)).json()) as { id: string };
  const pacedScans = scans.slice(0, (PACED_SECONDS * 1000 * PHONES) / PACE_MS);
  const atPace = await scanPhase(
    baseUrl,
    cookies,
    paced.id,
    pacedScans,
    await currentRevision(baseUrl, server.cookie),
    { everyMs: PACE_MS, offsetsMs },
  );
  await fetch(`${baseUrl}/api/stocktakes/${paced.id}/cancel`, {
    method: 'POST',
    headers: { cookie: server.cookie },
  });

  const count = (n: number) => n.toLocaleString('en-US');
  console.log(
    `a stock count of ${count(bottles.length)} bottles on ${database}: ${PHONES} phones flat out, ${count(scans.length)} scans in ${flatOut.seconds.toFixed(1)} s (${count(leftOut)} bottles left out)`,
  );
  console.log(
    `  start (${count(stocktake.expected)} expected, one INSERT … SELECT): ${ms(startMs)} from the client`,
  );
  const outcomes = [...flatOut.outcomes].map(([k, v]) => `${k} ${count(v)}`).join(', ');
  console.log(`  outcomes: ${outcomes}`);
  printPhase(flatOut);
  console.log(
    `  then a new count, each phone scanning a bottle every ${PACE_MS} ms (from ${offsetsMs.map((offset) => ms(offset)).join(', ')}): ${count(pacedScans.length)} scans in ${atPace.seconds.toFixed(1)} s`,
  );
  printPhase(atPace);
  console.log(
    `${line(`preview (${count(preview?.missing.length ?? 0)} missing, ${count(preview?.foundElsewhere.length ?? 0)} found elsewhere), server time, ${PREVIEW_RUNS} runs`, previewServer, 'budget 500 ms')}`,
  );
  console.log(`  Apply, server time: ${ms(applyMs)}  (budget 1 s)`);
  console.log(
    `  load average (1 min): ${loadBefore.toFixed(1)} before the scans, ${loadDuring.toFixed(1)} after`,
  );
  const sync = ({ p50, p95 }: { p50: number; p95: number }) => `${ms(p50)} / ${ms(p95)}`;
  console.log(
    `  this disk's flush of 8 kB (write + fdatasync) p50 / p95: ${sync(syncBefore)} before the scans, ${sync(syncAfter)} after (each PostgreSQL commit waits for one)`,
  );
});
