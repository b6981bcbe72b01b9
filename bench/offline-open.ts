/**
 * npm run bench:offline-open [-- --runs N] (after `npm run build`; sizes as bench/browser-phone.ts)
 *
 * Opening /admin with no network on a phone (docs/performance.md; budget: the first wine card
 * ≤ 1 s): Debian's Chromium, 390 × 844, the CPU 4× slower. The bench restaurant's owner opens
 * /admin once online (the service worker installs, the page keeps the inventory: web/sw.ts,
 * web/lib/offline-store.ts), then the network is cut and the page reloaded `runs` times: each
 * time, the first wine card painted (Element Timing), from the start of navigation, and whether the
 * badge said Offline.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ms, percentile, withBenchServer } from './bench-server.js';
import { launchBenchChromium, phoneContext, signedInState } from './browser-login.js';
import { SIZE_OPTIONS, sizesFrom } from './dataset-args.js';

const BUDGET_MS = 1_000;
const { values } = parseArgs({ options: { ...SIZE_OPTIONS, runs: { type: 'string' } } });
const sizes = sizesFrom(values);
const runs = Number(values.runs ?? 7);

/** In the page, before its scripts: every wine card's elements named for Element Timing. */
function markWineCards(): void {
  new MutationObserver(() => {
    for (const card of document.querySelectorAll(
      '[data-testid="wine-card"]:not([elementtiming])',
    )) {
      for (const element of [card, ...card.querySelectorAll('*')]) {
        element.setAttribute('elementtiming', 'wine-card');
      }
    }
  }).observe(document, { childList: true, subtree: true });
}

/** The earliest wine card's paint, on the page's clock (from the start of navigation). */
function firstCardPainted(): Promise<number> {
  return new Promise((resolve) => {
    new PerformanceObserver((list) => {
      const times = list
        .getEntries()
        .map((entry) => (entry as PerformanceEntry & { renderTime: number }).renderTime);
      if (times.length > 0) resolve(Math.min(...times));
    }).observe({ type: 'element', buffered: true });
  });
}

/** How many models the page keeps for opening offline. */
function keptModels(): Promise<number> {
  return new Promise((resolve) => {
    const open = indexedDB.open('cellar-offline');
    open.onsuccess = () => {
      const db = open.result;
      if (!db.objectStoreNames.contains('models')) {
        db.close();
        resolve(0);
        return;
      }
      const count = db.transaction('models').objectStore('models').count();
      count.onsuccess = () => {
        db.close();
        resolve(count.result);
      };
    };
    open.onerror = () => resolve(0);
  });
}

await withBenchServer(
  'sqlite',
  async (server) => {
    const browser = await launchBenchChromium();
    try {
      console.error('signing in…');
      const storageState = await signedInState(browser, server);
      const context = await phoneContext(browser, storageState, { serviceWorkers: 'allow' });
      const page = await context.newPage();
      // tsx names the functions it compiles with a helper (__name) the page does not have.
      await page.addInitScript('window.__name = (fn) => fn');
      await page.addInitScript(markWineCards);
      await page.goto(`${server.baseUrl}/admin`);
      await page.locator('[data-testid="wine-card"]').first().waitFor({ timeout: 60_000 });
      console.error('opened online; waiting for the service worker and the kept model…');
      await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
      while ((await page.evaluate(keptModels)) === 0) await page.waitForTimeout(500);

      console.error('kept; reloading offline…');
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      await context.setOffline(true);
      const times: number[] = [];
      for (let run = 0; run < runs; run += 1) {
        await page.reload({ timeout: 30_000 });
        times.push(await page.evaluate(firstCardPainted));
        const status = page.locator('[data-testid="live-status"][data-status="offline"]');
        await status.waitFor({ timeout: 30_000 });
      }
      const sorted = [...times].sort((a, b) => a - b);
      console.log(
        `/admin opened offline on a phone (4× CPU), ${sizes.bottles ?? 20_000} bottles, ${runs} reloads:`,
      );
      console.log(
        `  first wine card painted, from navigation: p50 ${ms(percentile(sorted, 50))}, worst ${ms(sorted.at(-1) ?? Number.NaN)} (budget ${ms(BUDGET_MS)}); each: ${times.map((time) => time.toFixed(0)).join(', ')} ms`,
      );
    } finally {
      await browser.close();
    }
  },
  { webDistDir: path.resolve(process.env.BENCH_WEB_DIST ?? 'dist/web'), dataset: sizes },
);
