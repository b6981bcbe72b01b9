/**
 * npx tsx bench/live-fanout.ts [sqlite|postgres] [streams] [--bottles N --profiles N …]   (after `npm run build`)
 *
 * Budget: a change reaching the other open tabs of a restaurant, loopback, 200
 * streams, p95 ≤ 25 ms, for the bench restaurant and at Bern's scale. Opens the streams, moves one
 * bottle back and forth between two places, one move at a time (each batch carries the bottle's
 * change and its format's count change, as every move does), and times each from the request
 * being sent to its arrival on every stream.
 */
import { parseArgs } from 'node:util';
import type { CompactModel } from '../domain/snapshot-codec.js';
import { type BenchDatabase, ms, percentile, withServerProcess } from './bench-server.js';
import { SIZE_OPTIONS, sizesFrom } from './dataset-args.js';
import { SseListener } from './sse-listener.js';

const { values, positionals } = parseArgs({ allowPositionals: true, options: SIZE_OPTIONS });
const database = (positionals[0] ?? 'sqlite') as BenchDatabase;
const STREAMS = Number(positionals[1] ?? 200);
const CHANGES = 50;

await withServerProcess(
  database,
  async (server) => {
    const headers = { cookie: server.cookie, 'content-type': 'application/json' };
    const model = (await (
      await fetch(`${server.baseUrl}/api/snapshot/compact`, { headers })
    ).json()) as CompactModel;
    const page = (await (
      await fetch(`${server.baseUrl}/api/bottles?list=all&limit=1`, { headers })
    ).json()) as { bottles: Array<{ id: string; locationId: string | null }> };
    const bottle = page.bottles[0];
    // Two places other than the bottle's own, so that every move changes something.
    const [first, second] = model.restaurant.locations.filter(
      (location) => location.id !== bottle?.locationId,
    );
    if (!bottle || !first || !second) throw new Error('the bench restaurant is too small');
    const bottleId = bottle.id;
    // The feed from the model's revision (the move below is the next).
    const tabs = await Promise.all(
      Array.from({ length: STREAMS }, () =>
        SseListener.open(server.baseUrl, server.cookie, model.revision),
      ),
    );
    const delays: number[] = [];
    let lost = 0;
    for (let change = 0; change < CHANGES; change++) {
      const revision = model.revision + change + 1;
      const to = change % 2 === 0 ? first : second;
      const started = performance.now();
      const response = await fetch(`${server.baseUrl}/api/batches/move`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ ids: [bottleId], locationId: to.id, bin: '' }),
      });
      if (!response.ok) throw new Error(`move: ${response.status}`);
      await response.arrayBuffer();
      for (const tab of tabs) {
        try {
          delays.push((await tab.waitFor(revision, 5_000)) - started);
        } catch {
          lost += 1;
        }
      }
    }
    for (const tab of tabs) tab.close();
    const bottles = server.seeded.counts.bottles.toLocaleString('en-US');
    console.log(
      `a move (bottle and count changes) reaching ${STREAMS} open streams on ${database}, ${bottles} bottles, ${CHANGES} moves`,
    );
    console.log(
      `  p50 ${ms(percentile(delays, 50))}, p95 ${ms(percentile(delays, 95))}, max ${ms(Math.max(...delays))}  (budget p95 25 ms); events lost: ${lost}`,
    );
  },
  {
    dataset: sizesFrom(values),
    // The bench opens every stream with one session; 200 phones would have one each.
    env: { LIVE_STREAMS_PER_SESSION: String(STREAMS) },
  },
);
