/**
 * npx tsx bench/snapshot.ts [sqlite|postgres] [--random-ids]
 *
 * The snapshot budget (DESIGN.md): a 20,000-bottle restaurant's snapshot served in ≤ 150 ms and
 * ≤ 400 kB on the wire compressed. Measures, over real HTTP on loopback:
 * - cold: the first request after a write (the server rebuilds and compresses it),
 * - warm: another tab at the same revision (served from the per-revision cache),
 * - the bytes on the wire with brotli and with gzip, and the plain JSON for comparison.
 */
import { type BenchDatabase, ms, percentile, withBenchServer } from './bench-server.js';

const database = (process.argv.find((arg) => arg === 'postgres') ?? 'sqlite') as BenchDatabase;
// --random-ids: every bottle its own random label and time (the worst case for compression).
const randomIds = process.argv.includes('--random-ids');
const COLD_RUNS = 15;
const WARM_RUNS = 30;

async function timed(
  url: string,
  headers: Record<string, string>,
): Promise<{ ms: number; bytes: number }> {
  const started = performance.now();
  const response = await fetch(url, { headers });
  // Counting what arrived compressed: read the raw body without decoding.
  const bytes = (await response.arrayBuffer()).byteLength;
  const elapsed = performance.now() - started;
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return { ms: elapsed, bytes };
}

async function wireBytes(url: string, cookie: string, encoding: string): Promise<number> {
  // fetch() decodes bodies; node:http does not, so it shows the bytes as sent.
  const http = await import('node:http');
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

await withBenchServer(
  database,
  async (server) => {
    const url = `${server.baseUrl}/api/snapshot/compact`;
    const headers = { cookie: server.cookie, 'accept-encoding': 'br' };
    const snapshot = (await (
      await fetch(`${server.baseUrl}/api/snapshot`, { headers: { cookie: server.cookie } })
    ).json()) as {
      bottles: Array<{ id: string }>;
    };
    const bottleId = snapshot.bottles[0]?.id ?? '';

    const cold: number[] = [];
    for (let run = 0; run < COLD_RUNS; run++) {
      // A write makes a new revision: the next snapshot is built afresh.
      await fetch(`${server.baseUrl}/api/bottles/${encodeURIComponent(bottleId)}`, {
        method: 'PATCH',
        headers: { cookie: server.cookie, 'content-type': 'application/json' },
        body: JSON.stringify({ notes: `bench ${run}` }),
      });
      cold.push((await timed(url, headers)).ms);
    }
    const warm: number[] = [];
    for (let run = 0; run < WARM_RUNS; run++) warm.push((await timed(url, headers)).ms);

    const br = await wireBytes(url, server.cookie, 'br');
    const gzip = await wireBytes(url, server.cookie, 'gzip');
    const plainGzip = await wireBytes(`${server.baseUrl}/api/snapshot`, server.cookie, 'gzip');
    const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} kB`;

    console.log(
      `snapshot of ${snapshot.bottles.length.toLocaleString('en-US')} bottles on ${database}${randomIds ? ' (random ids and times)' : ''}`,
    );
    console.log(
      `  cold (after a write): p50 ${ms(percentile(cold, 50))}, p95 ${ms(percentile(cold, 95))}  (budget 150 ms)`,
    );
    console.log(
      `  warm (same revision): p50 ${ms(percentile(warm, 50))}, p95 ${ms(percentile(warm, 95))}`,
    );
    console.log(
      `  on the wire: brotli ${kb(br)}, gzip ${kb(gzip)}  (budget 400 kB); plain form gzip ${kb(plainGzip)}`,
    );
  },
  { randomIds },
);
