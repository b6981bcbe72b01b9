/**
 * npx tsx bench/browser-ready.ts   (after `npm run build`)
 *
 * Budget: the dashboard's data ready in the browser ≤ 1 s on loopback, for the bench
 * restaurant (20,000 bottles). Headless Debian Chromium opens /admin signed in; two figures from
 * the start of navigation: the inventory in the browser (the snapshot fetched and decoded into
 * the store: the `inventory-loaded` mark), and the first wine card painted (also indexed and
 * rendered; Element Timing, see browser-login.ts), the stricter one. Both for a first visit (empty HTTP cache) and for a returning one;
 * then the tab's JavaScript heap (≤ 60 MB).
 * Each run is a fresh browser context with the state a signed-in browser keeps (cookie and local
 * storage) and an empty HTTP cache. Between runs the bench waits for the closed context's
 * renderer to be gone: on this 2-core machine its teardown otherwise ran into the next run and
 * took a core from it (runs after the first were 100–300 ms slower), which no phone opening the
 * app has to share its CPU with.
 */
import path from 'node:path';
import { ms, percentile, withBenchServer } from './bench-server.js';
import { launchBenchChromium, openDashboard, settle, signedInState } from './browser-login.js';

const RUNS = 7;

await withBenchServer(
  'sqlite',
  async (server) => {
    const browser = await launchBenchChromium();
    try {
      const storageState = await signedInState(browser, server);
      const report = (title: string, runs: Array<{ loaded: number; card: number }>) => {
        const loaded = runs.map((run) => run.loaded);
        const cards = runs.map((run) => run.card);
        console.log(title);
        console.log(
          `  inventory in the browser: p50 ${ms(percentile(loaded, 50))}, worst ${ms(Math.max(...loaded))}  (budget 1 s)`,
        );
        console.log(
          `  first wine card painted: p50 ${ms(percentile(cards, 50))}, worst ${ms(Math.max(...cards))}; runs ${cards.map((time) => time.toFixed(0)).join(', ')} ms`,
        );
      };

      // First visit: a new context each time, nothing in the HTTP cache (the worst case).
      const firstVisits = [];
      for (let run = 0; run < RUNS; run++) {
        const context = await browser.newContext({ storageState });
        firstVisits.push(await openDashboard(await context.newPage(), server));
        await context.close();
        await settle();
      }
      // Returning: the same browser opening the dashboard again, its code in the HTTP cache (the
      // assets are immutable) and compiled once already; the snapshot revalidated by its ETag.
      const context = await browser.newContext({ storageState });
      const page = await context.newPage();
      await openDashboard(page, server);
      const returning = [];
      for (let run = 0; run < RUNS; run++) {
        await page.goto('about:blank');
        await settle();
        returning.push(await openDashboard(page, server));
      }
      // The tab's JavaScript heap once the dashboard is loaded, after a collection.
      const cdp = await context.newCDPSession(page);
      await cdp.send('HeapProfiler.collectGarbage');
      const heap = await cdp.send('Runtime.getHeapUsage');
      await context.close();

      const bottles = server.seeded.counts.bottles.toLocaleString('en-US');
      report(
        `/admin with ${bottles} bottles, first visit (fresh browser context, loopback)`,
        firstVisits,
      );
      report(`/admin with ${bottles} bottles, returning (HTTP cache kept, loopback)`, returning);
      console.log(
        `JS heap of the tab after load, collected: ${(heap.usedSize / 2 ** 20).toFixed(1)} MB  (budget 60 MB)`,
      );
    } finally {
      await browser.close();
    }
  },
  { webDistDir: path.resolve('dist/web') },
);
