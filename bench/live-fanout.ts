/**
 * npx tsx bench/live-fanout.ts [sqlite|postgres] [streams]
 *
 * Budget (DESIGN.md): a change reaching the other open tabs of a restaurant, loopback, 200 streams,
 * p95 ≤ 25 ms. Opens the streams, makes single-bottle changes one at a time, and times each
 * change from the request being sent to its arrival on every stream.
 */
import { type BenchDatabase, ms, percentile, withServerProcess } from './bench-server.js';
import { SseListener } from './sse-listener.js';

const database = (process.argv[2] ?? 'sqlite') as BenchDatabase;
const STREAMS = Number(process.argv[3] ?? 200);
const CHANGES = 50;

await withServerProcess(database, async (server) => {
  const headers = { cookie: server.cookie, 'content-type': 'application/json' };
  const snapshot = (await (await fetch(`${server.baseUrl}/api/snapshot`, { headers })).json()) as {
    revision: number;
    bottles: Array<{ id: string }>;
  };
  const tabs = await Promise.all(
    Array.from({ length: STREAMS }, () =>
      SseListener.open(server.baseUrl, server.cookie, snapshot.revision),
    ),
  );
  const bottleId = snapshot.bottles[0]?.id ?? '';
  const delays: number[] = [];
  let lost = 0;
  for (let change = 0; change < CHANGES; change++) {
    const revision = snapshot.revision + change + 1;
    const started = performance.now();
    const response = await fetch(`${server.baseUrl}/api/bottles/${encodeURIComponent(bottleId)}`, {
      method: 'PATCH',
      headers,
      body: JSON.stringify({ notes: `fan-out ${change}` }),
    });
    if (!response.ok) throw new Error(`write: ${response.status}`);
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
  console.log(`a change reaching ${STREAMS} open streams on ${database}, ${CHANGES} changes`);
  console.log(
    `  p50 ${ms(percentile(delays, 50))}, p95 ${ms(percentile(delays, 95))}, max ${ms(Math.max(...delays))}  (budget p95 25 ms); events lost: ${lost}`,
  );
});
