/**
 * The load generator of bench/load.ts, run as its own process (forked, talking over IPC), apart
 * from both the server and the process holding the live streams: it sends the mixed load with a
 * fixed number of requests in flight for the given time and reports every request's latency.
 */
import type { Snapshot } from '../domain/snapshot.js';
import { Cellar, type Kind, kinds, type Operation } from './load-mix.js';
import { createRandom } from './random.js';
import { sendOperation } from './send-operation.js';

export interface WorkerConfig {
  baseUrl: string;
  cookie: string;
  seconds: number;
  concurrency: number;
  seed: number;
}

export interface KindResult {
  name: string;
  write: boolean;
  requests: number;
  /** Round trip of each answered request, in ms, from sending to the whole body read. */
  latencies: number[];
  /** The server's own time (Server-Timing), in ms. */
  serverTimes: number[];
  errors: number;
  /** Refusals the request was built to get. */
  refused: number;
}

export interface WorkerResult {
  kinds: KindResult[];
  /** Time from the first request sent to the last one answered. */
  elapsedMs: number;
  /** Writes answered 2xx: each made exactly one revision. */
  acknowledgedWrites: number;
  errorSamples: string[];
  /** This process's CPU time during the load. */
  cpuSeconds: number;
}

async function run(config: WorkerConfig): Promise<WorkerResult> {
  const random = createRandom(config.seed);
  const headers = { cookie: config.cookie };
  const loaded = await fetch(`${config.baseUrl}/api/snapshot`, { headers });
  if (!loaded.ok) throw new Error(`snapshot: ${loaded.status}`);
  const cellar = new Cellar((await loaded.json()) as Snapshot, String(config.seed));

  const results = new Map<Kind, KindResult>(
    kinds.map((kind) => [
      kind,
      {
        name: kind.name,
        write: kind.write,
        requests: 0,
        latencies: [],
        serverTimes: [],
        errors: 0,
        refused: 0,
      },
    ]),
  );
  const errorSamples: string[] = [];
  let acknowledgedWrites = 0;

  const send = async (kind: Kind, operation: Operation): Promise<void> => {
    const result = results.get(kind);
    if (!result) return;
    const { method, path } = operation.request;
    result.requests += 1;
    const { status, etag, latency, serverTime, detail } = await sendOperation(
      config.baseUrl,
      config.cookie,
      operation,
    );
    if (latency !== undefined) result.latencies.push(latency);
    if (serverTime !== undefined) result.serverTimes.push(serverTime);
    const ok = operation.expected(status);
    const refused = !ok && status !== 0 && operation.refused?.(status) === true;
    if (ok && kind.write) acknowledgedWrites += 1;
    if (refused) result.refused += 1;
    else if (!ok) {
      result.errors += 1;
      if (errorSamples.length < 20)
        errorSamples.push(`${kind.name}: ${method} ${path} → ${status} ${detail}`);
    }
    operation.settle(ok, etag);
  };

  // The timed load starts now (the snapshot above is the generator's own set-up).
  process.send?.({ started: true });
  const cpuBefore = process.cpuUsage();
  const started = performance.now();
  const deadline = started + config.seconds * 1000;
  const loop = async (): Promise<void> => {
    while (performance.now() < deadline) {
      const kind = random.weighted(kinds);
      await send(kind, kind.make(cellar, random));
    }
  };
  await Promise.all(Array.from({ length: config.concurrency }, loop));
  const cpu = process.cpuUsage(cpuBefore);
  return {
    cpuSeconds: (cpu.user + cpu.system) / 1e6,
    kinds: [...results.values()],
    elapsedMs: performance.now() - started,
    acknowledgedWrites,
    errorSamples,
  };
}

process.once('message', (config: WorkerConfig) => {
  run(config).then(
    (result) => process.send?.({ result }, () => process.disconnect()),
    (error: unknown) =>
      process.send?.({ failure: error instanceof Error ? error.stack : String(error) }, () =>
        process.disconnect(),
      ),
  );
});
