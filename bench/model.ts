/**
 * npx tsx bench/model.ts [sqlite|postgres] [--bottles N --profiles N --formats N --locations N --bins N]
 *
 * What serving a tab's model costs the server (decision 0013; the budget
 * "server memory per restaurant held"), over real HTTP on loopback, for the bench restaurant (20,000
 * bottles) or any size (Bern's scale: --bottles 600000 --profiles 7000 --formats 12000
 * --locations 20 --bins 10000):
 * - the first load, nothing held (after a start, or a restaurant nobody opened lately): the request
 *   waits for the model to be read, encoded and compressed,
 * - after a write: the held model, a revision behind, is served at once (the tab replays the
 *   write from the live feed) while the current one is built in the background,
 * - fresh after a write: from the write's answer until the new revision itself is served,
 * - warm: another tab at the same revision,
 * - the bytes on the wire with brotli and with gzip,
 * - the server's memory for one restaurant held: the JS heap and buffers after a full GC, on a new
 *   server over the same database before and after it has built and holds the restaurant's model.
 * "server" is the server's own time (its Server-Timing header); "round trip" adds HTTP and the
 * client parsing the body.
 */
import http from 'node:http';
import { parseArgs } from 'node:util';
import v8 from 'node:v8';
import { runInNewContext } from 'node:vm';
import { type BenchDatabase, ms, percentile, withBenchServer } from './bench-server.js';
import { SIZE_OPTIONS, sizesFrom } from './dataset-args.js';

const { values, positionals } = parseArgs({ allowPositionals: true, options: SIZE_OPTIONS });
const database: BenchDatabase = positionals.includes('postgres') ? 'postgres' : 'sqlite';
const sizes = sizesFrom(values);
const AFTER_WRITE_RUNS = 20;
const WARM_RUNS = 30;

v8.setFlagsFromString('--expose-gc');
const collectGarbage = runInNewContext('gc') as () => void;

/** The JS heap in use after a full collection, and the buffers outside it, in MB. */
function heapAfterGc(): number {
  collectGarbage();
  collectGarbage();
  const { heapUsed, arrayBuffers } = process.memoryUsage();
  return (heapUsed + arrayBuffers) / 2 ** 20;
}

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
    const { id: formatId } = await server.services.db.kysely
      .selectFrom('formats')
      .select('id')
      .where('restaurant_id', '=', server.seeded.restaurantId)
      .executeTakeFirstOrThrow();

    const afterWrite: Timing[] = [];
    const freshAfter: number[] = [];
    let behind = 0;
    for (let run = 0; run < AFTER_WRITE_RUNS; run++) {
      // A write makes a new revision (a bottle added: its format's counts change).
      const write = await fetch(`${server.baseUrl}/api/bottles`, {
        method: 'POST',
        headers: { cookie: server.cookie, 'content-type': 'application/json' },
        body: JSON.stringify({ formatId, count: 1 }),
      });
      const written = performance.now();
      await write.arrayBuffer();
      if (!write.ok) throw new Error(`write: ${write.status}`);
      // The bench is the restaurant's only writer: one revision per write.
      const revision = first.revision + run + 1;
      const served = await timed(url, headers);
      afterWrite.push(served);
      if (served.revision < revision) behind += 1;
      // Then until the new revision itself is served (built in the background).
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
    const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} kB`;

    // A new server over the same database holds nothing: its first load waits for a build.
    const before = heapAfterGc();
    const restarted = await server.startAnother();
    const started = heapAfterGc();
    const afterStart = await timed(`${restarted.baseUrl}/api/snapshot/compact`, headers);
    await restarted.services.models.settled();
    const holding = heapAfterGc();

    const counts = await server.services.db.kysely
      .selectFrom('bottle_counts')
      .select((eb) => eb.fn.countAll<number>().as('places'))
      .where('restaurant_id', '=', server.seeded.restaurantId)
      .executeTakeFirstOrThrow();
    const n = (value: number) => value.toLocaleString('en-US');
    console.log(
      `model of ${n(server.seeded.counts.bottles)} bottles (${n(server.seeded.counts.products)} profiles, ${n(server.seeded.counts.formats)} formats, ${n(Number(counts.places))} places) on ${database}`,
    );
    console.log(
      `  first load, nothing held (the request waits for the build): server ${ms(first.server)}, round trip ${ms(first.roundTrip)}; on a server just started: server ${ms(afterStart.server)}, round trip ${ms(afterStart.roundTrip)}`,
    );
    console.log(
      `  after a write: ${summary(afterWrite)}; ${behind} of ${AFTER_WRITE_RUNS} answers were the previous revision, completed by the live feed`,
    );
    console.log(
      `  fresh after a write (the new revision built in the background and served): p50 ${ms(percentile(freshAfter, 50))}, p95 ${ms(percentile(freshAfter, 95))}`,
    );
    console.log(`  warm (same revision): ${summary(warm)}`);
    console.log(`  on the wire: brotli ${kb(br)}, gzip ${kb(gzip)}`);
    console.log(
      `  server memory (JS heap and buffers after GC): a new server ${(started - before).toFixed(1)} MB; holding this restaurant's model ${(holding - started).toFixed(1)} MB more (budget 20 MB at 20,000 bottles, 200 MB at Bern's scale)`,
    );
  },
  { dataset: sizes },
);
