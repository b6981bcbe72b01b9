import { mkdirSync, readdirSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './e2e/support/chromium.js';
import { e2eBaseURL } from './e2e/support/env.js';

// Playwright loads this file in the runner and again in each worker. The runner picks the data
// directory and port and puts them in process.env; workers inherit them, so everyone agrees.
process.env.E2E_PORT ??= '3100';
// The built server under test (and its CLI); another build can be tried without touching dist/.
process.env.E2E_SERVER_DIR ??= 'dist/server';
process.env.E2E_DATA_DIR ??= path.resolve(
  '.tmp/e2e-data',
  `run-${new Date().toISOString().replace(/[:.]/g, '-')}-${process.pid}`,
);
mkdirSync(process.env.E2E_DATA_DIR, { recursive: true });
// Each run's database holds the large restaurant's 100,000 bottles (about 45 MB): runs older than
// a day go (a run still going, here or in another checkout's port, is younger).
const runs = path.dirname(process.env.E2E_DATA_DIR);
for (const run of readdirSync(runs)) {
  const dir = path.join(runs, run);
  if (run.startsWith('run-') && Date.now() - statSync(dir).mtimeMs > 24 * 3600_000) {
    rmSync(dir, { recursive: true, force: true });
  }
}

const port = process.env.E2E_PORT;
const baseURL = e2eBaseURL();

export default defineConfig({
  testDir: 'e2e',
  // Screenshots are for people to look at, not a check: only taken when asked for.
  testIgnore: process.env.SCREENSHOTS ? [] : ['**/screenshots.spec.ts'],
  outputDir: '.tmp/test-results',
  // visual.spec.ts's pictures, committed: one per screen, device, theme and language, whatever the
  // platform (Debian's Chromium with .ci/run's fonts draws them).
  snapshotPathTemplate: '{testDir}/visual/{arg}{ext}',
  // Seeds large-restaurant.spec's 100,000 bottles (about 2 s on SQLite) once the server is up and
  // before any test: on SQLite, a seed beside other tests would hold the write lock their sign-ins
  // wait only 20 ms for.
  globalSetup: './e2e/support/global-setup.ts',
  fullyParallel: false,
  workers: 2,
  retries: 0,
  reporter: 'list',
  // The timeout catches a test that hangs, not a slow one: on a loaded CI machine a long test
  // (two sign-ups with their invite CLI runs, or a second tab) took more than 30 s, with every
  // step passing. Speed is measured by the benches, never by a test.
  timeout: 90_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL,
    // Recording a trace costs every test its screencast and snapshots: measured, a third of the
    // suite's time on a 2-core machine. A failure keeps its screenshot and page snapshot
    // (error-context.md); PW_TRACE=1 records traces to look at one in the trace viewer.
    trace: process.env.PW_TRACE ? 'retain-on-failure' : 'off',
    screenshot: 'only-on-failure',
    // Menus, drawers and modals open without their transitions (the theme respects reduced
    // motion), so a click never lands on a panel that is still sliding open. Seen once in CI and
    // not reproduced since: the theme switch, clicked while the phone menu unfolded, did nothing.
    reducedMotion: 'reduce',
    // A test's contexts (its page's, and those it opens with browser.newContext()) have no
    // service worker unless its spec asks for one (the offline specs, the offline pictures): each
    // new context installing it fetched the whole app's code ahead (3 MB), a fifth of the suite's
    // time (decision 0070).
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
    },
  },
  webServer: {
    // The built server, which also serves the built web app: run `npm run build` first.
    command: `node ${process.env.E2E_SERVER_DIR}/main.js`,
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'pipe',
    stderr: 'pipe',
    env: {
      PORT: port,
      HOST: '127.0.0.1',
      DATA_DIR: process.env.E2E_DATA_DIR,
      LOG_LEVEL: 'warn',
      // E2E_WEB_DIST_DIR tries another build of the web app (as E2E_SERVER_DIR does the server).
      WEB_DIST_DIR: path.resolve(process.env.E2E_WEB_DIST_DIR ?? 'dist/web'),
      // Every test signs up and logs in from 127.0.0.1; the per-address limits would trip
      // half-way through the suite. The per-account limit is low so a test can reach it quickly.
      LOGIN_LIMIT_PER_ADDRESS: '10000',
      WRITE_LIMIT_PER_MINUTE: '10000000',
      SIGNUP_LIMIT_PER_ADDRESS: '10000',
      GUEST_MENU_SENT_PER_MINUTE: '1000000',
      LOGIN_LIMIT_PER_ACCOUNT: '3',
    },
  },
});
