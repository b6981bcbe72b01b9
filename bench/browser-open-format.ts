/**
 * npx tsx bench/browser-open-format.ts   (after `npm run build`)
 *
 * Budget: open a format with its bottles, phone preset, ≤ 300 ms (docs/performance.md). The wine detail now reads
 * its format's bottles from the server when it opens (decision 0013). Headless Debian Chromium
 * opens /admin signed in on the bench restaurant (20,000 bottles), then, as a phone: the CPU 4×
 * slower and a mobile network's round trip (150 ms, 1.6 Mbit/s down, as Lighthouse's slow 4G),
 * taps wine cards one after the other and times each from the tap (the page's pointerdown: the
 * moment the finger lands, not when the test tool starts its click, whose checks on a 4× CPU
 * took 35–90 ms before the tap) to the frame after its bottles are drawn.
 * BENCH_WEB_DIST=<dir> serves another build of the web app (to compare two, one after the other).
 */
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { ms, percentile, withBenchServer } from './bench-server.js';
import {
  emulatePhone,
  launchBenchChromium,
  openDashboard,
  signedInState,
} from './browser-login.js';

const WINES = 15;

/** A format button with bottles on a wine card drawn and not opened yet; null if none. */
async function nextFormat(page: Page, opened: Set<string>): Promise<Locator | null> {
  // Cards come and go as the list scrolls: one that went while being read is skipped.
  return findFormat(page, opened).catch(() => null);
}

async function findFormat(page: Page, opened: Set<string>): Promise<Locator | null> {
  const cards = page.locator('[data-testid="wine-card"]');
  for (let index = 0; index < (await cards.count()); index++) {
    const buttons = cards.nth(index).getByRole('button');
    const name = ((await buttons.first().textContent({ timeout: 1_000 })) ?? '').trim();
    if (opened.has(name)) continue;
    opened.add(name);
    for (let at = 1; at < (await buttons.count()); at++) {
      const text = (await buttons.nth(at).textContent({ timeout: 1_000 })) ?? '';
      if (!/·\s*0$/.test(text.trim())) {
        return buttons.nth(at);
      }
    }
  }
  return null;
}

await withBenchServer(
  'sqlite',
  async (server) => {
    const browser = await launchBenchChromium();
    try {
      const context = await browser.newContext({
        storageState: await signedInState(browser, server),
        viewport: { width: 390, height: 844 },
      });
      const page = await context.newPage();
      await page.addInitScript(() => {
        addEventListener(
          'pointerdown',
          (event) => {
            (window as unknown as { tapped: number }).tapped = event.timeStamp;
          },
          true,
        );
      });
      await openDashboard(page, server);
      await emulatePhone(context, page);

      const times: number[] = [];
      const opened = new Set<string>();
      while (times.length < WINES) {
        // The list is virtualized: take the first card drawn that was not opened yet, on a
        // format that has bottles (a wine's default format may have none).
        const format = await nextFormat(page, opened);
        if (format === null) {
          await page.mouse.wheel(0, 500);
          continue;
        }
        await format.click();
        await page.locator('[data-testid="detail-bottle"]').first().waitFor({ timeout: 30_000 });
        const drawn = await page.evaluate(
          () =>
            new Promise<number>((resolve) =>
              requestAnimationFrame(() =>
                resolve(performance.now() - (window as unknown as { tapped: number }).tapped),
              ),
            ),
        );
        times.push(drawn);
        await page.getByRole('button', { name: '← Back' }).click();
        await page.locator('[data-testid="wine-detail"]').waitFor({ state: 'detached' });
      }
      await context.close();
      console.log(
        `open a format with its bottles, phone preset (4× CPU, 150 ms RTT), ${WINES} wines of the bench restaurant:`,
      );
      console.log(
        `  p50 ${ms(percentile(times, 50))}, p95 ${ms(percentile(times, 95))}, worst ${ms(Math.max(...times))}  (budget 300 ms); runs ${times.map((time) => time.toFixed(0)).join(', ')} ms`,
      );
    } finally {
      await browser.close();
    }
  },
  { webDistDir: path.resolve(process.env.BENCH_WEB_DIST ?? 'dist/web') },
);
