/**
 * npm run bench:guest-menu [-- postgres] [guests] [--processes N]   (after `npm run build`)
 *
 * Budgets, on the bench restaurant (20,000 bottles): the public guest page's server time
 * ≤ 50 ms (held per revision); a thousand open guest pages must not load the server, and one
 * change (a price) reaches every one of them within 10 s. The guests are simulated as the page's
 * script behaves: each asks for /m/<token>/menu.json with its ETag every 5 s (± 20 %), and on a new
 * version reads the JSON and the page again. The server is its own process; its CPU is read from
 * /proc.
 *
 * And (decision 0030): the page's and menu.json's sizes, as sent (brotli) and without compression;
 * /api/health asked again and again while the menu rebuilds after a change, beside the same
 * without a rebuild (budget: max 100 ms; the build is in a worker thread).
 */
import { type ChildProcess, fork } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { buildGuestMenu } from '../domain/guest-menu.js';
import { type CompactModel, expandModel } from '../domain/snapshot-codec.js';
import { type BenchDatabase, ms, percentile, withServerProcess } from './bench-server.js';
import { SIZE_OPTIONS, sizesFrom } from './dataset-args.js';
import type { PollerConfig, PollerMessage } from './guest-poller.js';

/** The guests' processes, each with its share; what they report is gathered here. */
function startPollers(config: Omit<PollerConfig, 'guests'>) {
  const updates: number[] = [];
  const counts = new Map<
    ChildProcess,
    { polls: number; notModified: number; refused: number; sent: number }
  >();
  const waiting = new Map<ChildProcess, () => void>();
  const children = Array.from({ length: PROCESSES }, (_, index) => {
    const child = fork(fileURLToPath(new URL('./guest-poller.ts', import.meta.url)), [], {
      // tsx's loader, so the child runs from source like this script.
      execArgv: process.execArgv,
    });
    child.on('message', (message: PollerMessage) => {
      if (message.kind === 'updated') updates.push(message.at);
      else {
        counts.set(child, message);
        waiting.get(child)?.();
      }
    });
    const share = Math.floor(GUESTS / PROCESSES) + (index < GUESTS % PROCESSES ? 1 : 0);
    child.send({ ...config, guests: share } satisfies PollerConfig);
    return child;
  });
  const ask = async () => {
    await Promise.all(
      children.map(
        (child) =>
          new Promise<void>((resolve) => {
            waiting.set(child, resolve);
            child.send('counts');
          }),
      ),
    );
    const total = { polls: 0, notModified: 0, refused: 0, sent: 0 };
    for (const one of counts.values()) {
      total.polls += one.polls;
      total.notModified += one.notModified;
      total.refused += one.refused;
      total.sent += one.sent;
    }
    return total;
  };
  return {
    updates,
    counts: ask,
    /** CPU seconds the guests' processes have used. */
    cpu: () => children.reduce((sum, child) => sum + (cpuSeconds(child.pid) ?? 0), 0),
    async stop() {
      const total = await ask();
      for (const child of children) {
        child.send('stop');
        child.disconnect();
      }
      return total;
    },
  };
}

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { ...SIZE_OPTIONS, processes: { type: 'string' } },
});
const database = (positionals[0] ?? 'sqlite') as BenchDatabase;
const GUESTS = Number(positionals[1] ?? 1_000);
const POLL_MS = 5_000;
const IDLE_MS = 20_000;
/** The simulated guests' processes (--processes N): one fell behind its own schedule at 1,000. */
const PROCESSES = Number(values.processes ?? Math.max(2, os.cpus().length));
const PAGE_REQUESTS = 50;

/** CPU seconds a process has used (Linux /proc; undefined elsewhere). */
function cpuSeconds(pid: number | undefined): number | undefined {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return undefined;
  }
}

function serverTime(response: Response): number {
  const match = /dur=([\d.]+)/.exec(response.headers.get('server-timing') ?? '');
  return match ? Number(match[1]) : Number.NaN;
}

const sleep = (msToWait: number) => new Promise((resolve) => setTimeout(resolve, msToWait));

const kB = (bytes: number) => `${(bytes / 1024).toFixed(0)} kB`;

/** Bytes of an answer as sent with this Accept-Encoding. */
async function sizeOf(url: string, encoding: 'br' | 'identity'): Promise<number> {
  const response = await fetch(url, {
    headers: { 'accept-encoding': encoding, 'accept-language': 'en' },
  });
  const length = Number(response.headers.get('content-length'));
  const body = await response.arrayBuffer();
  // fetch decodes brotli: the length on the wire is the header's.
  return encoding === 'identity' || !length ? body.byteLength : length;
}

/** /api/health's times, one request after the other, until `done` says stop. */
async function probeHealth(baseUrl: string, done: () => boolean): Promise<number[]> {
  const times: number[] = [];
  while (!done()) {
    const started = performance.now();
    await (await fetch(`${baseUrl}/api/health`)).arrayBuffer();
    times.push(performance.now() - started);
  }
  return times;
}

/**
 * Changes the welcome (a change every guest sees), and probes health until the new version is
 * served; then probes as long again with nothing rebuilding. Returns both probes' times.
 */
async function healthDuringRebuild(
  baseUrl: string,
  headers: Record<string, string>,
  jsonUrl: string,
  etag: string,
) {
  let rebuilt = false;
  const started = performance.now();
  const changed = await fetch(`${baseUrl}/api/guest-menu-link`, {
    method: 'PATCH',
    headers,
    body: JSON.stringify({ welcomeEn: `Welcome ${Date.now()}` }),
  });
  if (!changed.ok) throw new Error(`welcome: ${changed.status}`);
  const watch = (async () => {
    while ((await fetch(jsonUrl, { headers: { 'if-none-match': etag } })).status === 304) {
      await sleep(20);
    }
    rebuilt = true;
  })();
  const during = await probeHealth(baseUrl, () => rebuilt);
  await watch;
  const took = performance.now() - started;
  const quietUntil = performance.now() + took;
  const quiet = await probeHealth(baseUrl, () => performance.now() > quietUntil);
  return { during, quiet, took };
}

await withServerProcess(
  database,
  async (server) => {
    const headers = { cookie: server.cookie, 'content-type': 'application/json' };
    const published = await fetch(`${server.baseUrl}/api/guest-menu-link/publish`, {
      method: 'POST',
      headers,
      body: '{}',
    });
    if (!published.ok) throw new Error(`publish: ${published.status}`);
    const { token } = (await published.json()) as { token: string };
    const pageUrl = `${server.baseUrl}/m/${token}`;
    const jsonUrl = `${pageUrl}/menu.json`;
    const guestHeaders = { 'accept-encoding': 'br', 'accept-language': 'en' };

    // The page's server time: the first (the menu built while the guest waits), then held.
    const first = await fetch(pageUrl, { headers: guestHeaders });
    const html = await first.text();
    const firstTime = serverTime(first);
    const times: number[] = [];
    for (let i = 0; i < PAGE_REQUESTS; i++) {
      const response = await fetch(pageUrl, { headers: guestHeaders });
      await response.arrayBuffer();
      times.push(serverTime(response));
    }
    const entries = (html.match(/<li>/g) ?? []).length;
    const { counts } = server.seeded;
    console.log(
      `guest page /m/<token> on ${database}: ${counts.bottles.toLocaleString('en-US')} bottles, ${counts.formats.toLocaleString('en-US')} formats, ${entries.toLocaleString('en-US')} entries on the menu, ${Math.round(html.length / 1024)} kB of HTML`,
    );
    console.log(
      `  server time: first ever (built while it waits) ${ms(firstTime)}; held p50 ${ms(percentile(times, 50))}, p95 ${ms(percentile(times, 95))}  (budget 50 ms)`,
    );

    const [pageBr, pageIdentity, jsonBr, jsonIdentity] = await Promise.all([
      sizeOf(pageUrl, 'br'),
      sizeOf(pageUrl, 'identity'),
      sizeOf(jsonUrl, 'br'),
      sizeOf(jsonUrl, 'identity'),
    ]);
    console.log(
      `  sizes: the page ${kB(pageBr)} brotli (${kB(pageIdentity)} uncompressed), menu.json ${kB(jsonBr)} brotli (${kB(jsonIdentity)} uncompressed)`,
    );

    // The rebuild after a change, and every other request meanwhile.
    const before = await fetch(jsonUrl, { headers: guestHeaders });
    await before.arrayBuffer();
    const rebuild = await healthDuringRebuild(
      server.baseUrl,
      headers,
      jsonUrl,
      before.headers.get('etag') ?? '',
    );
    const healthLine = (times: number[]) =>
      `${times.length} requests, p99 ${ms(percentile(times, 99))}, max ${ms(Math.max(...times))}`;
    console.log(
      `  /api/health while the menu rebuilds after a change (${ms(rebuild.took)} until served): ${healthLine(rebuild.during)}; as long with nothing rebuilding: ${healthLine(rebuild.quiet)}  (budget: max 100 ms)`,
    );

    // A thousand guests with the page open.
    const menu = await fetch(jsonUrl, { headers: guestHeaders });
    const etag = menu.headers.get('etag') ?? '';
    await menu.arrayBuffer();
    const guests = startPollers({ jsonUrl, pageUrl, etag, pollMs: POLL_MS, headers: guestHeaders });
    await sleep(POLL_MS);
    const idleCpu = cpuSeconds(server.pid);
    const idleGuestCpu = guests.cpu();
    const idleStart = await guests.counts();
    await sleep(IDLE_MS);
    const idleUsed = (cpuSeconds(server.pid) ?? Number.NaN) - (idleCpu ?? Number.NaN);
    const idleEnd = await guests.counts();
    const percentOfCore = (seconds: number) =>
      `${((seconds / (IDLE_MS / 1000)) * 100).toFixed(1)} % of a core`;
    console.log(
      `  ${GUESTS} open pages in ${PROCESSES} processes, idle: ${(((idleEnd.polls - idleStart.polls) / IDLE_MS) * 1000).toFixed(0)} polls/s (${((GUESTS / POLL_MS) * 1000).toFixed(0)} on schedule), ${idleEnd.notModified} of ${idleEnd.polls} answered 304; server CPU ${percentOfCore(idleUsed)}; the guests' processes ${percentOfCore(guests.cpu() - idleGuestCpu)}`,
    );

    // One change: a price.
    // A format the guests see (by the menu's own rules), so the change is theirs to see.
    const model = expandModel(
      (await (
        await fetch(`${server.baseUrl}/api/snapshot/compact`, { headers })
      ).json()) as CompactModel,
    );
    const formatId = buildGuestMenu({
      products: new Map(model.products.map((product) => [product.id, product])),
      formats: new Map(model.formats.map((format) => [format.id, format])),
      counts: new Map(model.counts.map((counts) => [counts.formatId, counts])),
      listings: model.restaurant.listings,
    }).bottle[0]?.formatId;
    if (formatId === undefined) throw new Error('nothing on the menu');
    const beforeChange = cpuSeconds(server.pid);
    const guestsBeforeChange = guests.cpu();
    const changedAt = Date.now();
    const changed = await fetch(`${server.baseUrl}/api/formats/${formatId}`, {
      method: 'PATCH',
      headers,
      body: JSON.stringify({ price: 1234.5 }),
    });
    if (!changed.ok) throw new Error(`change: ${changed.status}`);
    const writeMs = Date.now() - changedAt;
    const deadline = changedAt + 15_000;
    const updated = () => guests.updates.filter((at) => at >= changedAt);
    while (updated().length < GUESTS && Date.now() < deadline) await sleep(100);
    const changeCpu = (cpuSeconds(server.pid) ?? Number.NaN) - (beforeChange ?? Number.NaN);
    const changeGuestCpu = guests.cpu() - guestsBeforeChange;
    const delays = updated().map((at) => at - changedAt);
    const elapsed = (Date.now() - changedAt) / 1000;
    const { sent, refused } = await guests.stop();
    console.log(
      `  one price change (its write answered in ${writeMs} ms): ${delays.length} of ${GUESTS} pages updated, first ${ms(Math.min(...delays))}, p50 ${ms(percentile(delays, 50))}, max ${ms(Math.max(...delays))}  (budget 10 s); server CPU ${changeCpu.toFixed(2)} s over ${elapsed.toFixed(1)} s (the guests' processes ${changeGuestCpu.toFixed(2)} s), ${Math.round(sent / 1024 / 1024)} MB sent (brotli); ${refused} requests refused or failed in the whole run`,
    );
    console.log(
      `  machine load average (1, 5, 15 min): ${os
        .loadavg()
        .map((load) => load.toFixed(1))
        .join(', ')}`,
    );
  },
  {
    dataset: sizesFrom(values),
    webDistDir: path.resolve('dist/web'),
    // Every simulated guest is on this one address, as behind a restaurant's Wi-Fi: the default
    // quota of requests per address must let all their polls through. A thousand guests on one
    // address is an event hall, not a restaurant: the quota of whole menus sent (a table's worth by
    // default, decision 0030) is raised for them, as such a venue would.
    env: { GUEST_MENU_SENT_PER_MINUTE: '1000000' },
  },
);
