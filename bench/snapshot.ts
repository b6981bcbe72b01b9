/**
 * npx tsx bench/snapshot.ts [sqlite|postgres] [--random-ids]
 *
 * The snapshot budget (DESIGN.md): a 20,000-bottle restaurant's snapshot served in ≤ 150 ms and
 * ≤ 400 kB on the wire compressed. Measures, over real HTTP on loopback:
 * - the first load, right after signing in: the sign-in has started building the snapshot (read
 *   from the database, which also builds the in-memory mirror) and the request joins that build;
 *   a dashboard asks later (its code loads first), so this is the most it waits,
 * - after a write: the server answers with the copy it has (the previous revision while the new one
 *   is being built; the tab replays the difference from the live feed) and builds the new revision
 *   from its mirror in the background,
 * - fresh after a write: from the write's answer until the new revision itself is served,
 * - warm: another tab at the same revision (served from the per-revision cache),
 * - after a restart: a new server over the same database serves the copy the last build stored,
 *   first to a dashboard that reconnects with its session, then right after a sign-in,
 * - after an upgrade that makes stored copies unusable (a migration or a new compact form): the
 *   start-time preparation (what server/main.ts runs) rebuilds the copy, then a sign-in loads,
 * - the bytes on the wire with brotli and with gzip, and the plain JSON for comparison.
 * "server" is the server's own time (its Server-Timing header); "round trip" adds HTTP and the
 * client decoding the body.
 */
import http from 'node:http';
import { readEnv } from '../server/env.js';
import { prepareSnapshotsAtStart } from '../server/features/snapshot/snapshot-warming.js';
import { type BenchDatabase, logIn, ms, percentile, withBenchServer } from './bench-server.js';

const database = (process.argv.find((arg) => arg === 'postgres') ?? 'sqlite') as BenchDatabase;
// --random-ids: every bottle its own random label and time (the worst case for compression).
const randomIds = process.argv.includes('--random-ids');
const AFTER_WRITE_RUNS = 30;
const WARM_RUNS = 30;

interface Timing {
  roundTrip: number;
  server: number;
  revision: number;
  etag: string;
}

async function timed(url: string, headers: Record<string, string>): Promise<Timing> {
  const started = performance.now();
  const response = await fetch(url, { headers });
  const body = (await response.json()) as { revision: number };
  const roundTrip = performance.now() - started;
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  const header = response.headers.get('server-timing') ?? '';
  return {
    roundTrip,
    server: Number(/dur=([\d.]+)/.exec(header)?.[1] ?? Number.NaN),
    revision: body.revision,
    etag: response.headers.get('etag') ?? '',
  };
}

/** fetch() decodes bodies; node:http does not, so this counts the bytes as sent. */
function wireBytes(url: string, cookie: string, encoding: string): Promise<number> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { cookie, 'accept-encoding': encoding } }, (response) => {
        let bytes = 0;
        response.on('data', (chunk: Buffer) => {
          bytes += chunk.length;
        });
        response.on('end', () => resolve(bytes));
      })
      .on('error', reject);
  });
}

function summary(timings: Timing[]): string {
  const server = timings.map((timing) => timing.server);
  const roundTrip = timings.map((timing) => timing.roundTrip);
  return `server p50 ${ms(percentile(server, 50))}, p95 ${ms(percentile(server, 95))}; round trip p50 ${ms(percentile(roundTrip, 50))}, p95 ${ms(percentile(roundTrip, 95))}`;
}

await withBenchServer(
  database,
  async (server) => {
    const url = `${server.baseUrl}/api/snapshot/compact`;
    const headers = { cookie: server.cookie, 'accept-encoding': 'br' };
    const first = await timed(url, headers);
    const plain = await fetch(`${server.baseUrl}/api/snapshot`, {
      headers: { cookie: server.cookie },
    });
    const snapshot = (await plain.json()) as { bottles: Array<{ id: string }> };
    const bottleId = snapshot.bottles[0]?.id ?? '';

    const afterWrite: Timing[] = [];
    const freshAfter: number[] = [];
    let behind = 0;
    for (let run = 0; run < AFTER_WRITE_RUNS; run++) {
      // A write makes a new revision.
      const write = await fetch(`${server.baseUrl}/api/bottles/${encodeURIComponent(bottleId)}`, {
        method: 'PATCH',
        headers: { cookie: server.cookie, 'content-type': 'application/json' },
        body: JSON.stringify({ notes: `bench ${run}` }),
      });
      const written = performance.now();
      await write.arrayBuffer();
      const revision = first.revision + run + 1;
      const served = await timed(url, headers);
      afterWrite.push(served);
      if (served.revision < revision) behind += 1;
      // Then until the new revision itself is served (built and compressed in the background).
      // (Asking with the served copy's ETag: 304s are cheap, so polling does not slow the build.)
      let etag = served.etag;
      for (let latest = served.revision; latest < revision; ) {
        await new Promise((resolve) => setTimeout(resolve, 2));
        const poll = await fetch(url, { headers: { ...headers, 'if-none-match': etag } });
        if (poll.status === 304) continue;
        latest = ((await poll.json()) as { revision: number }).revision;
        etag = poll.headers.get('etag') ?? '';
      }
      freshAfter.push(performance.now() - written);
    }
    const warm: Timing[] = [];
    for (let run = 0; run < WARM_RUNS; run++) warm.push(await timed(url, headers));

    const br = await wireBytes(url, server.cookie, 'br');
    const gzip = await wireBytes(url, server.cookie, 'gzip');
    const plainGzip = await wireBytes(`${server.baseUrl}/api/snapshot`, server.cookie, 'gzip');
    const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} kB`;

    // After a restart: the last build was stored in the database. A dashboard that reconnects
    // with its session asks first; a sign-in starts from the stored copy too.
    await server.services.snapshots.settled();
    const reconnected = await server.startAnother();
    const reconnect = await timed(`${reconnected.baseUrl}/api/snapshot/compact`, headers);
    const restarted = await server.startAnother();
    const signedIn = await logIn(restarted.baseUrl, server.seeded);
    const afterRestart = await timed(`${restarted.baseUrl}/api/snapshot/compact`, {
      ...headers,
      cookie: signedIn,
    });
    if (reconnect.revision !== afterRestart.revision)
      throw new Error('the restarted servers served different revisions');

    // After an upgrade: the stored copy was written by older code, so it cannot be served.
    await server.services.db.kysely
      .updateTable('stored_snapshots')
      .set({ format: 'older-code' })
      .where('restaurant_id', '=', server.seeded.restaurantId)
      .execute();
    const upgraded = await server.startAnother();
    const preparing = performance.now();
    await prepareSnapshotsAtStart(
      upgraded.services.db,
      upgraded.services.snapshots,
      readEnv().SESSION_IDLE_MINUTES,
    );
    await upgraded.services.snapshots.settled();
    const prepared = performance.now() - preparing;
    const afterUpgrade = await timed(`${upgraded.baseUrl}/api/snapshot/compact`, {
      ...headers,
      cookie: await logIn(upgraded.baseUrl, server.seeded),
    });

    const shape = randomIds ? ' (random ids and times)' : '';
    console.log(
      `snapshot of ${snapshot.bottles.length.toLocaleString('en-US')} bottles on ${database}${shape}`,
    );
    console.log(
      `  never built, first load right after sign-in (joins the build the sign-in started; only data written behind the server's back, or a sign-in racing the start-time preparation, leads here): server ${ms(first.server)}, round trip ${ms(first.roundTrip)}`,
    );
    console.log(
      `  after a write: ${summary(afterWrite)}  (budget 150 ms); ${behind} of ${AFTER_WRITE_RUNS} answers were the previous revision, completed by the live feed`,
    );
    console.log(
      `  fresh after a write (the new revision built in the background and served): p50 ${ms(percentile(freshAfter, 50))}, p95 ${ms(percentile(freshAfter, 95))}`,
    );
    console.log(`  warm (same revision): ${summary(warm)}`);
    console.log(
      `  after a restart, from the stored copy: a reconnecting dashboard: server ${ms(reconnect.server)}, round trip ${ms(reconnect.roundTrip)}; right after sign-in: server ${ms(afterRestart.server)}, round trip ${ms(afterRestart.roundTrip)}`,
    );
    console.log(
      `  after an upgrade: the start-time preparation rebuilt and stored the copy in ${ms(prepared)}; then right after sign-in: server ${ms(afterUpgrade.server)}, round trip ${ms(afterUpgrade.roundTrip)}`,
    );
    console.log(
      `  on the wire: brotli ${kb(br)}, gzip ${kb(gzip)}  (budget 400 kB); plain form gzip ${kb(plainGzip)}`,
    );
  },
  { randomIds },
);
