/**
 * npm run bench:guest-menu [-- postgres] [guests]   (after `npm run build`)
 *
 * Budgets (issue 18), on the bench restaurant (20,000 bottles): the public guest page's server time
 * ≤ 50 ms (held per revision); a thousand open guest pages must not load the server, and one
 * change (a price) reaches every one of them within 10 s. The guests are simulated as the page's
 * script behaves: each asks for /m/<token>/menu.json with its ETag every 5 s (± 20 %), and on a new
 * version reads the JSON and the page again. The server is its own process; its CPU is read from
 * /proc.
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { buildGuestMenu } from '../domain/guest-menu.js';
import { type CompactModel, expandModel } from '../domain/snapshot-codec.js';
import { type BenchDatabase, ms, percentile, withServerProcess } from './bench-server.js';
import { SIZE_OPTIONS, sizesFrom } from './dataset-args.js';

const { values, positionals } = parseArgs({ allowPositionals: true, options: SIZE_OPTIONS });
const database = (positionals[0] ?? 'sqlite') as BenchDatabase;
const GUESTS = Number(positionals[1] ?? 1_000);
const POLL_MS = 5_000;
const IDLE_MS = 20_000;
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

/**
 * A guest's request as a phone sends it, without decompressing the answer here: a thousand guests
 * unpacking megabytes in this one process would time the bench's own CPU, not the server's.
 */
const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
function guestGet(
  url: string,
  headers: Record<string, string>,
): Promise<{ status: number; etag: string | undefined; bytes: number }> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { agent, headers }, (response) => {
      let bytes = 0;
      response.on('data', (chunk: Buffer) => {
        bytes += chunk.length;
      });
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, etag: response.headers.etag, bytes }),
      );
      response.on('error', reject);
    });
    request.on('error', reject);
  });
}

const sleep = (msToWait: number) => new Promise((resolve) => setTimeout(resolve, msToWait));

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

    // A thousand guests with the page open.
    const menu = await fetch(jsonUrl, { headers: guestHeaders });
    const etag = menu.headers.get('etag') ?? '';
    await menu.arrayBuffer();
    const guests = Array.from({ length: GUESTS }, () => ({ etag, updatedAt: 0 }));
    let polls = 0;
    let notModified = 0;
    let sent = 0;
    let running = true;
    const loops = guests.map(async (guest) => {
      await sleep(Math.random() * POLL_MS);
      while (running) {
        try {
          const response = await guestGet(jsonUrl, {
            ...guestHeaders,
            'if-none-match': guest.etag,
          });
          polls++;
          if (response.status === 304) notModified++;
          else if (response.status === 200) {
            // As the script does: a new version, so the page again.
            const page = await guestGet(pageUrl, guestHeaders);
            sent += response.bytes + page.bytes;
            guest.etag = response.etag ?? '';
            guest.updatedAt = performance.now();
          }
        } catch {
          // A refused connection under load is a guest that tries again.
        }
        await sleep(POLL_MS * (0.8 + Math.random() * 0.4));
      }
    });

    await sleep(POLL_MS);
    const idleCpu = cpuSeconds(server.pid);
    const idlePolls = polls;
    await sleep(IDLE_MS);
    const idleUsed = (cpuSeconds(server.pid) ?? Number.NaN) - (idleCpu ?? Number.NaN);
    console.log(
      `  ${GUESTS} open pages, idle: ${(((polls - idlePolls) / IDLE_MS) * 1000).toFixed(0)} polls/s, ${notModified} of ${polls} answered 304; server CPU ${((idleUsed / (IDLE_MS / 1000)) * 100).toFixed(1)} % of a core`,
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
    const changedAt = performance.now();
    const changed = await fetch(`${server.baseUrl}/api/formats/${formatId}`, {
      method: 'PATCH',
      headers,
      body: JSON.stringify({ price: 1234.5 }),
    });
    if (!changed.ok) throw new Error(`change: ${changed.status}`);
    const deadline = changedAt + 15_000;
    while (guests.some((guest) => guest.updatedAt < changedAt) && performance.now() < deadline) {
      await sleep(100);
    }
    const changeCpu = (cpuSeconds(server.pid) ?? Number.NaN) - (beforeChange ?? Number.NaN);
    running = false;
    await Promise.all(loops);
    const delays = guests
      .filter((guest) => guest.updatedAt >= changedAt)
      .map((guest) => guest.updatedAt - changedAt);
    const elapsed = (performance.now() - changedAt) / 1000;
    console.log(
      `  one price change: ${delays.length} of ${GUESTS} pages updated, first ${ms(Math.min(...delays))}, p50 ${ms(percentile(delays, 50))}, max ${ms(Math.max(...delays))}  (budget 10 s); server CPU ${changeCpu.toFixed(2)} s over ${elapsed.toFixed(1)} s, ${Math.round(sent / 1024 / 1024)} MB sent (brotli)`,
    );
  },
  {
    dataset: sizesFrom(values),
    webDistDir: path.resolve('dist/web'),
    // Every simulated guest is on this one address.
    env: { GUEST_MENU_LIMIT_PER_MINUTE: '100000000' },
  },
);
