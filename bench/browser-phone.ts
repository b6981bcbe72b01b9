/**
 * npx tsx bench/browser-phone.ts [--bottles N --profiles N --formats N --locations N --bins N]
 *   (after `npm run build`; Bern's scale: --bottles 600000 --profiles 7000 --formats 12000
 *   --locations 20 --bins 10000)
 *
 * The browser budgets on a phone (docs/performance.md), for the bench restaurant or any size. Headless Debian
 * Chromium, a phone's viewport (390 × 844) and CPU (4× slower, as Lighthouse's mobile preset):
 * - `/admin` opened signed in on slow 4G (150 ms round trip, 1.6 Mbit/s down, as Lighthouse's):
 *   the first paint (the dashboard's skeleton), the first wine card painted (Element Timing)
 *   and the model in the browser (the `inventory-loaded` mark), from the start of navigation;
 *   then the tab's JS heap, collected,
 * - a search keystroke (budget ≤ 100 ms at 20,000 bottles, ≤ 150 ms at Bern's scale): a producer's
 *   name typed a character at a time, at once after the model shows and again after 3 s (code
 *   is loaded in idle time after the model); each keystroke timed from its keydown to the
 *   frame after the last element or text it changed (the list derives with useDeferredValue, so
 *   the results come in a later commit than the keystroke's own),
 * - the inventory tree (≤ 500 ms / ≤ 1 s): from the click on the Inventory view to the frame
 *   after its rows are drawn; then scrolled for two seconds, with the frames longer than 50 ms
 *   counted (jank),
 * - `/admin` opened again in a fresh tab and left alone 5 s after the model arrived: the time its
 *   main thread was blocked after the first paint (each long task's time over 50 ms, the page's
 *   own Long Tasks), what Lighthouse's Total Blocking Time estimates from its own trace.
 * BENCH_WEB_DIST=<dir> serves another build of the web app (to compare two, run one after the other).
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { Browser, Page } from '@playwright/test';
import { type BenchServer, ms, percentile, withBenchServer } from './bench-server.js';
import {
  emulatePhone,
  launchBenchChromium,
  openDashboard,
  phoneContext,
  signedInState,
} from './browser-login.js';
import { SIZE_OPTIONS, sizesFrom } from './dataset-args.js';

const sizes = sizesFrom(parseArgs({ options: SIZE_OPTIONS }).values);

/** In the page, before its scripts: the time of the last keydown and of the last DOM change. */
function watchKeystrokes(): void {
  const state = { keydown: 0, changed: 0 };
  (window as unknown as { keystrokes: typeof state }).keystrokes = state;
  addEventListener(
    'keydown',
    (event) => {
      state.keydown = event.timeStamp;
      state.changed = 0;
    },
    true,
  );
  // Elements and text, not attributes: a transition's style changes (the suggestions fading in)
  // would otherwise count as the keystroke's work.
  new MutationObserver(() => {
    // The frame that shows the change: the next animation frame after it.
    requestAnimationFrame(() => {
      state.changed = performance.now();
    });
  }).observe(document, { childList: true, subtree: true, characterData: true });
}

/** In the page, before its scripts: its first contentful paint, its largest, its long tasks. */
function watchLongTasks(): void {
  const seen = {
    firstPaint: 0,
    tasks: [] as Array<{ start: number; duration: number }>,
    largest: { start: 0, size: 0, what: '' },
  };
  (window as unknown as { longTasks: typeof seen }).longTasks = seen;
  // What the largest paint was, named when it is reported: React may replace the skeleton's node.
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as Array<
      PerformanceEntry & { size: number; element: Element | null }
    >) {
      const element = entry.element;
      const owner = element?.closest('[data-testid]')?.getAttribute('data-testid');
      const text = (element?.textContent ?? '') || (element?.getAttribute('placeholder') ?? '');
      seen.largest = {
        start: entry.startTime,
        size: entry.size,
        what: element
          ? `${element.tagName.toLowerCase()}${owner ? ` in [data-testid=${owner}]` : ''} "${text.trim().slice(0, 40)}"`
          : 'an element already gone',
      };
    }
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const task of list.getEntries())
      seen.tasks.push({ start: task.startTime, duration: task.duration });
  }).observe({ type: 'longtask', buffered: true });
  new PerformanceObserver((list) => {
    for (const paint of list.getEntriesByName('first-contentful-paint'))
      seen.firstPaint = paint.startTime;
  }).observe({ type: 'paint', buffered: true });
}

/** /admin in a fresh tab, left alone 5 s after its model arrived: its main thread's long tasks. */
async function blockedAfterFirstPaint(
  browser: Browser,
  server: BenchServer,
  storageState: Awaited<ReturnType<typeof signedInState>>,
): Promise<{
  firstPaint: number;
  loaded: number;
  blocked: number;
  tasks: Array<{ start: number; duration: number }>;
  largest: { start: number; size: number; what: string };
}> {
  const context = await phoneContext(browser, storageState);
  try {
    const page = await context.newPage();
    await page.addInitScript('window.__name = (fn) => fn');
    await page.addInitScript(watchLongTasks);
    await emulatePhone(context, page);
    const { loaded } = await openDashboard(page, server);
    await page.waitForTimeout(5_000);
    const { firstPaint, tasks, largest } = await page.evaluate(
      () =>
        (
          window as unknown as {
            longTasks: {
              firstPaint: number;
              tasks: Array<{ start: number; duration: number }>;
              largest: { start: number; size: number; what: string };
            };
          }
        ).longTasks,
    );
    const after = tasks.filter((task) => task.start >= firstPaint);
    const blocked = after.reduce((sum, task) => sum + task.duration - 50, 0);
    return { firstPaint, loaded, blocked, tasks: after, largest };
  } finally {
    await context.close();
  }
}

/** Waits until the page has not changed for `quietMs`; then keydown → last change drawn. */
async function keystrokeTime(page: Page, quietMs = 400): Promise<number> {
  let last = -1;
  for (;;) {
    await page.waitForTimeout(quietMs);
    const { keydown, changed } = await page.evaluate(
      () => (window as unknown as { keystrokes: { keydown: number; changed: number } }).keystrokes,
    );
    if (changed === last) return changed === 0 ? Number.NaN : changed - keydown;
    last = changed;
  }
}

await withBenchServer(
  'sqlite',
  async (server) => {
    // Two producers' names to type, the first 8 characters of each.
    const producers = (
      await server.services.db.kysely
        .selectFrom('products')
        .select('producer')
        .distinct()
        .where('restaurant_id', '=', server.seeded.restaurantId)
        .where('producer', '<>', '')
        .orderBy('producer')
        .limit(2)
        .execute()
    ).map((row) => row.producer.slice(0, 8));
    const browser = await launchBenchChromium();
    try {
      const storageState = await signedInState(browser, server);
      const context = await phoneContext(browser, storageState);
      const page = await context.newPage();
      // tsx names the functions it compiles with a helper (__name) the page does not have.
      await page.addInitScript('window.__name = (fn) => fn');
      await page.addInitScript(watchKeystrokes);
      const cdp = await emulatePhone(context, page);
      const opened = await openDashboard(page, server);
      await cdp.send('HeapProfiler.collectGarbage');
      const heap = await cdp.send('Runtime.getHeapUsage');
      // Typing and the tree happen once the page is loaded: the network no longer counts.
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: 0,
        downloadThroughput: -1,
        uploadThroughput: -1,
      });

      const search = page.getByRole('searchbox', { name: 'Search inventory' });
      const typeIn = async (word: string) => {
        await search.click();
        const times: number[] = [];
        for (const character of word) {
          await page.keyboard.type(character);
          times.push(await keystrokeTime(page));
        }
        await page.keyboard.press('Escape');
        await search.fill('');
        await keystrokeTime(page);
        return times;
      };
      // At once after the model shows, the code the dashboard loads in idle time (the wine
      // detail's, the filters' and the tree's, the Reports') is still arriving and running;
      // after a few seconds it is in. The search documents come with the model.
      const [first = '', second = ''] = producers;
      const cold = await typeIn(first);
      await page.waitForTimeout(3_000);
      const warm = await typeIn(second);

      const started = await page.evaluate(() => performance.now());
      await page.getByRole('radio', { name: 'Inventory' }).check({ force: true });
      await page.locator('[data-testid^="tree-"]').first().waitFor({ timeout: 30_000 });
      const tree = await page.evaluate(
        (from) =>
          new Promise<number>((resolve) =>
            requestAnimationFrame(() => resolve(performance.now() - from)),
          ),
        started,
      );
      // Scrolling the tree: frames over 50 ms while the wheel turns for two seconds.
      const frames = page.evaluate(
        () =>
          new Promise<number[]>((resolve) => {
            const intervals: number[] = [];
            let previous = performance.now();
            const end = previous + 2_000;
            const frame = (now: number) => {
              intervals.push(now - previous);
              previous = now;
              if (now < end) requestAnimationFrame(frame);
              else resolve(intervals);
            };
            requestAnimationFrame(frame);
          }),
      );
      for (let step = 0; step < 20; step++) {
        await page.mouse.wheel(0, 400);
        await page.waitForTimeout(100);
      }
      const intervals = await frames;
      await context.close();
      const fresh = await blockedAfterFirstPaint(browser, server, storageState);

      const n = (value: number) => value.toLocaleString('en-US');
      const { counts } = server.seeded;
      console.log(
        `phone (390 × 844, 4× CPU), ${n(counts.bottles)} bottles, ${n(counts.products)} profiles, ${n(counts.formats)} formats, ${n(counts.bins)} bins:`,
      );
      console.log(
        `  /admin on slow 4G: first paint (the skeleton) ${ms(opened.firstPaint)}, first wine card painted ${ms(opened.card)} (budget at Bern's scale 3 s), model in the browser ${ms(opened.loaded)}`,
      );
      console.log(
        `  JS heap of the tab after load, collected: ${(heap.usedSize / 2 ** 20).toFixed(1)} MB (budget 60 MB / 150 MB at Bern's scale)`,
      );
      const keystrokes = (word: string, times: number[]) => {
        // NaN: the keystroke changed nothing on the page but the field itself.
        const changed = times.filter((time) => !Number.isNaN(time));
        return `"${word}": p50 ${ms(percentile(changed, 50))}, worst ${ms(Math.max(...changed))}; each ${times.map((time) => (Number.isNaN(time) ? '–' : time.toFixed(0))).join(', ')} ms`;
      };
      console.log(
        `  search keystroke, to the results drawn (budget 100 ms / 150 ms): typed at once after load ${keystrokes(first, cold)}; after 3 s ${keystrokes(second, warm)}`,
      );
      console.log(
        `  inventory tree, first screen drawn: ${ms(tree)} (budget 500 ms / 1 s); scrolling 2 s: ${intervals.filter((interval) => interval > 50).length} of ${intervals.length} frames over 50 ms, worst ${ms(Math.max(...intervals))}`,
      );
      console.log(
        `  /admin in a fresh tab, to 5 s after its model: main thread blocked after the first paint (${ms(fresh.firstPaint)}; model ${ms(fresh.loaded)}) ${ms(fresh.blocked)} (Lighthouse's TBT budget 200 ms), ${fresh.tasks.length} long tasks (duration at start, ms): ${fresh.tasks.map((task) => `${task.duration.toFixed(0)} at ${task.start.toFixed(0)}`).join(', ')}`,
      );
      console.log(
        `  largest contentful paint (the one Lighthouse names): ${fresh.largest.what}, ${n(Math.round(fresh.largest.size))} px² at ${ms(fresh.largest.start)}`,
      );
    } finally {
      await browser.close();
    }
  },
  { webDistDir: path.resolve(process.env.BENCH_WEB_DIST ?? 'dist/web'), dataset: sizes },
);
