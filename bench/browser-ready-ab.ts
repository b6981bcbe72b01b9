/**
 * npx tsx bench/browser-ready-ab.ts ROUNDS DIR_A DIR_B [DIR_C ...]   (web builds to compare)
 *
 * Compares web builds on what bench/browser-ready.ts times (first visit, navigation to the first
 * wine card), interleaved in a random order each round, so the machine's drift (large on this
 * 2-core VM) falls on every build alike. Build a variant with
 * `npx vite build --outDir /tmp/variant && node scripts/precompress.mjs /tmp/variant`.
 * Each build gets its own server and seeded restaurant, in this process.
 */
import path from 'node:path';
import { type BenchServer, ms, percentile, withBenchServer } from './bench-server.js';
import { launchBenchChromium, openDashboard, settle, signedInState } from './browser-login.js';

const rounds = Number(process.argv[2]);
const dirs = process.argv.slice(3).map((dir) => path.resolve(dir));
if (!Number.isInteger(rounds) || rounds < 1 || dirs.length < 2) {
  throw new Error('usage: npx tsx bench/browser-ready-ab.ts ROUNDS DIR_A DIR_B [DIR_C ...]');
}

async function compare(servers: BenchServer[]): Promise<void> {
  const browser = await launchBenchChromium();
  try {
    const states = [];
    for (const server of servers) states.push(await signedInState(browser, server));
    const times: number[][] = servers.map(() => []);
    for (let round = 0; round < rounds; round++) {
      const order = servers.map((_, index) => index).sort(() => Math.random() - 0.5);
      for (const index of order) {
        const server = servers[index];
        if (!server) continue;
        const context = await browser.newContext({ storageState: states[index] });
        times[index]?.push((await openDashboard(await context.newPage(), server)).card);
        await context.close();
        await settle();
      }
    }
    console.log(`first wine card, first visit, ${rounds} rounds interleaved:`);
    dirs.forEach((dir, index) => {
      const runs = times[index] ?? [];
      console.log(
        `  ${dir}: median ${ms(percentile(runs, 50))}; runs ${runs.map((t) => t.toFixed(0)).join(', ')}`,
      );
    });
  } finally {
    await browser.close();
  }
}

/** One bench server per build, nested so that each closes after the comparison. */
async function withServers(index: number, servers: BenchServer[]): Promise<void> {
  const dir = dirs[index];
  if (dir === undefined) return compare(servers);
  return withBenchServer('sqlite', (server) => withServers(index + 1, [...servers, server]), {
    webDistDir: dir,
  });
}

await withServers(0, []);
