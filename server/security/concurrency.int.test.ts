import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkLedger } from '../test/concurrency/ledger.js';
import { runReferenceRaces } from '../test/concurrency/reference-races.js';
import { runConcurrencyWorkload } from '../test/concurrency/workload.js';
import { startTestServer, type TestServer } from '../test/test-server.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

// The thousands-per-client version with its throughput: `npx tsx bench/concurrency.ts [postgres]`.
describe('8 sessions of one restaurant writing at once', () => {
  it('keeps every acknowledged operation and nothing else', { timeout: 60_000 }, async () => {
    const owner = await server.signUp();
    const run = await runConcurrencyWorkload({
      baseUrl: server.baseUrl,
      email: owner.email,
      password: owner.password,
      clients: 8,
      opsPerClient: 200,
      seed: 7,
    });
    const result = checkLedger(run.ledger, run.final);

    expect(result.examples).toEqual([]);
    expect(Object.values(result.violations).every((count) => count === 0)).toBe(true);
    // The workload really overlapped: contested ids and locations were refused some of the time.
    expect(run.operations).toBeGreaterThanOrEqual(8 * 200);
    expect(run.kinds['intake (contested id)']?.refused).toBeGreaterThan(0);
    expect(run.kinds.move?.acknowledged).toBeGreaterThan(300);
    expect(run.kinds['delete location']?.acknowledged).toBeGreaterThan(0);
    expect(run.kinds['delete location']?.refused).toBeGreaterThan(0);
    expect(run.kinds['rename hall']?.acknowledged).toBeGreaterThan(0);
    expect(run.kinds['rename hall']?.refused).toBeGreaterThan(0);
  });
});

describe('deletes racing saves that refer to what they delete', () => {
  it('never leaves a profile without its category or format, and answers only refusals', {
    timeout: 60_000,
  }, async () => {
    const { client } = await server.signUp();
    const run = await runReferenceRaces(client, 30);

    expect(run.unexpected).toEqual([]);
    expect(run.orphans).toEqual([]);
  });
});
