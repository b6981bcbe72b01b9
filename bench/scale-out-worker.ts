/**
 * The load generator of bench/scale-out.ts, forked: the mixed load of bench/load-mix.ts (plus a
 * report now and then) spread over many restaurants, each request for a restaurant picked at
 * random, with a fixed number of requests in flight. Reports each request's latency.
 */
import type { Snapshot } from '../domain/snapshot.js';
import { Cellar, type Kind, kinds as mixKinds, type Operation } from './load-mix.js';
import { createRandom } from './random.js';
import { sendOperation } from './send-operation.js';

export interface ScaleWorkerConfig {
  baseUrl: string;
  cookies: string[];
  seconds: number;
  concurrency: number;
  seed: number;
}

export interface ScaleWorkerResult {
  latencies: number[];
  requests: number;
  errors: number;
  errorSamples: string[];
  elapsedMs: number;
}

/** An owner's report, read as the month-end screen reads it. */
const report: Kind = {
  name: 'report',
  write: false,
  w: 3,
  make: () => ({
    request: { method: 'GET', path: '/api/reports/value?group=category' },
    expected: (status) => status >= 200 && status < 300,
    settle: () => {},
  }),
};
const kinds: readonly Kind[] = [...mixKinds, report];

async function run(config: ScaleWorkerConfig): Promise<ScaleWorkerResult> {
  const random = createRandom(config.seed);
  const cellars: Cellar[] = [];
  for (const [index, cookie] of config.cookies.entries()) {
    const loaded = await fetch(`${config.baseUrl}/api/snapshot`, { headers: { cookie } });
    if (!loaded.ok) throw new Error(`snapshot of restaurant ${index}: ${loaded.status}`);
    // A small restaurant: a few requests in flight at a time (one 50-bottle batch at most).
    cellars.push(new Cellar((await loaded.json()) as Snapshot, `${config.seed}-${index}`, 150));
  }
  const latencies: number[] = [];
  const errorSamples: string[] = [];
  let requests = 0;
  let errors = 0;

  const send = async (cookie: string, operation: Operation): Promise<void> => {
    const { method, path } = operation.request;
    requests += 1;
    const { status, etag, latency, detail } = await sendOperation(
      config.baseUrl,
      cookie,
      operation,
    );
    if (latency !== undefined) latencies.push(latency);
    const ok = operation.expected(status) || operation.refused?.(status) === true;
    if (!ok) {
      errors += 1;
      if (errorSamples.length < 10) errorSamples.push(`${method} ${path} → ${status} ${detail}`);
    }
    operation.settle(operation.expected(status), etag);
  };

  process.send?.({ started: true });
  const started = performance.now();
  const deadline = started + config.seconds * 1000;
  const loop = async (): Promise<void> => {
    while (performance.now() < deadline) {
      const index = random.int(0, config.cookies.length - 1);
      const cellar = cellars[index];
      const cookie = config.cookies[index];
      if (!cellar || cookie === undefined) continue;
      const kind = random.weighted(kinds);
      await send(cookie, kind.make(cellar, random));
    }
  };
  await Promise.all(Array.from({ length: config.concurrency }, loop));
  return { latencies, requests, errors, errorSamples, elapsedMs: performance.now() - started };
}

process.once('message', (config: ScaleWorkerConfig) => {
  run(config).then(
    (result) => process.send?.({ result }, () => process.disconnect()),
    (error: unknown) =>
      process.send?.({ failure: error instanceof Error ? error.stack : String(error) }, () =>
        process.disconnect(),
      ),
  );
});
