/**
 * npx tsx bench/browser-first-sign-in.ts [sqlite|postgres] [runs]   (after `npm run build`)
 *
 * The snapshot budget (≤ 150 ms server time) for the one case with nothing to serve yet: a
 * restaurant whose snapshot was never built (data loaded outside the app, like the bench seed; or
 * the first start after a migration changed the stored format). bench/snapshot.ts asks for the
 * snapshot the moment the sign-in answers, so it waits for most of the build the sign-in started.
 * A browser first loads the dashboard's code. Here headless Chromium signs in through the login
 * form, and the snapshot request's Server-Timing (the server's own time) and its start after the
 * login's answer are read from the page's Resource Timing. Each run is a new server and a freshly
 * seeded restaurant (20,000 bottles), so every run is a first build.
 */
import path from 'node:path';
import { type BenchDatabase, ms, percentile, withBenchServer } from './bench-server.js';
import { launchBenchChromium, signInThroughForm } from './browser-login.js';

const database = (process.argv[2] ?? 'sqlite') as BenchDatabase;
const RUNS = Number(process.argv[3] ?? 3);

interface FirstLoad {
  /** The snapshot request's server time. */
  server: number;
  /** From the login's answer to the snapshot request. */
  after: number;
}

const runs: FirstLoad[] = [];
for (let run = 0; run < RUNS; run++) {
  runs.push(
    await withBenchServer(
      database,
      async (server) => {
        const browser = await launchBenchChromium();
        try {
          const page = await browser.newPage();
          await signInThroughForm(page, server);
          return await page.evaluate(() => {
            const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
            const login = entries.find((entry) => entry.name.endsWith('/api/auth/login'));
            const snapshot = entries.find((entry) => entry.name.includes('/api/snapshot'));
            if (!login || !snapshot) throw new Error('no login or snapshot request was seen');
            return {
              server: snapshot.serverTiming[0]?.duration ?? Number.NaN,
              after: snapshot.startTime - login.responseEnd,
            };
          });
        } finally {
          await browser.close();
        }
      },
      // The bench's own sign-in would start the build before the browser's.
      { webDistDir: path.resolve('dist/web'), signedIn: false },
    ),
  );
}
const servers = runs.map((run) => run.server);
console.log(
  `a never-built restaurant's first snapshot on ${database}, signed in through the form in Chromium (${RUNS} runs, a new restaurant each)`,
);
console.log(
  `  server: p50 ${ms(percentile(servers, 50))}, worst ${ms(Math.max(...servers))}  (budget 150 ms); runs ${servers.map(ms).join(', ')}`,
);
console.log(
  `  the request came ${runs.map((run) => ms(run.after)).join(', ')} after the login's answer`,
);
