// 8 sessions of one restaurant × thousands of overlapping operations, then the final state checked
// against every acknowledged one. `npm run build`, then
//   npx tsx bench/concurrency.ts [postgres] [--ops 2000] [--clients 8] [--seed 7] [--main FILE]
// The server is the built one (dist/server/main.js, or --main / CELLAR_SERVER_MAIN) in its own
// process; the integration test server/security/concurrency.int.test.ts is the short version.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { checkLedger, totalViolations } from '../server/test/concurrency/ledger.js';
import { runConcurrencyWorkload } from '../server/test/concurrency/workload.js';
import { builtServerMain, ServerChild } from '../server/test/durability/server-child.js';
import { TestClient } from '../server/test/test-client.js';
import { ms, percentile } from './bench-server.js';
import { seedFromText } from './random.js';
import { withEmbeddedPostgres } from './with-embedded-postgres.js';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    ops: { type: 'string', default: '2000' },
    clients: { type: 'string', default: '8' },
    seed: { type: 'string', default: '7' },
    main: { type: 'string' },
  },
});
const database = positionals.includes('postgres') ? 'postgres' : 'sqlite';
const main = values.main ?? builtServerMain();
const clients = Number(values.clients);
const opsPerClient = Number(values.ops);

async function run(databaseUrl?: string): Promise<number> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cellar-concurrency-'));
  const server = await ServerChild.start(main, dataDir, databaseUrl);
  try {
    const owner = { email: 'owner@example.com', password: 'concurrency-password' };
    const signup = await new TestClient(server.baseUrl).post('/api/auth/signup', {
      displayName: 'Owner',
      restaurantName: 'Concurrency Bistro',
      ...owner,
      inviteCode: await server.inviteCode(),
    });
    if (signup.status !== 201) throw new Error(`sign-up: ${signup.status}`);

    const result = await runConcurrencyWorkload({
      baseUrl: server.baseUrl,
      ...owner,
      clients,
      opsPerClient,
      seed: seedFromText(values.seed),
    });
    const check = checkLedger(result.ledger, result.final);
    const seconds = result.durationMs / 1000;
    console.log(`
concurrency on ${database}: ${clients} sessions of one restaurant, ${opsPerClient} operations each
  operations     ${result.operations} in ${seconds.toFixed(1)} s = ${(result.operations / seconds).toFixed(0)} ops/s
  latency        p50 ${ms(percentile(result.latencies, 50))}, p95 ${ms(percentile(result.latencies, 95))}, p99 ${ms(percentile(result.latencies, 99))}
  acknowledged   ${result.ledger.acknowledgedWrites} writes; final state ${check.bottles} bottles, revision ${result.final.revision}
  by kind (acknowledged / refused as expected):`);
    for (const [kind, tally] of Object.entries(result.kinds).sort()) {
      console.log(
        `    ${kind.padEnd(28)} ${String(tally.acknowledged).padStart(6)} / ${tally.refused}`,
      );
    }
    console.log('  checks (each must be 0):');
    for (const [name, count] of Object.entries(check.violations)) {
      console.log(`    ${name.padEnd(28)} ${count}`);
    }
    for (const example of check.examples) console.log(`  ! ${example}`);
    return totalViolations(check);
  } finally {
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

const violations = database === 'postgres' ? await withEmbeddedPostgres(run) : await run();
process.exit(violations === 0 ? 0 : 1);
