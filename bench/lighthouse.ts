/**
 * npm run bench:lighthouse [-- --runs N] [--page /admin] [--bottles N --profiles N …]   (after `npm run build`)
 *
 * Lighthouse (the npm package, Debian's Chromium) in its default mobile preset
 * (a mid-range phone: 4× CPU slowdown, simulated slow 4G) against `/` and `/login` signed out, and
 * `/admin` and `/menu` signed in as the owner of the bench restaurant (20,000 bottles; the sizes
 * of bench/dataset-args.ts for another, e.g. Bern's scale). Prints the
 * median run's performance score, LCP, TBT, CLS and Speed Index per page, every run's score, what
 * the page downloaded (compressed): its code, and its data (the API's answers), and the largest
 * savings Lighthouse estimates.
 *
 * Lighthouse gets its own headless Chromium on a DevTools port, with the session cookie in its
 * jar for the signed-in pages. LIGHTHOUSE_REPORT_DIR=<dir> keeps each run's whole report;
 * BENCH_WEB_DIST=<dir> serves another build of the web app (to compare two, one after the other).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/support/chromium.js';
import { freePort } from '../server/test/embedded-postgres.js';
import { withBenchServer } from './bench-server.js';
import { SIZE_OPTIONS, sizesFrom } from './dataset-args.js';

interface Figures {
  score: number;
  lcp: number;
  tbt: number;
  cls: number;
  speedIndex: number;
  codeBytes: number;
  dataBytes: number;
  /** The API answers /admin's first card waits for (decision 0013); the model arrives after. */
  firstCardBytes: number;
  /** What the LCP was: the element's label, as Lighthouse names it. */
  lcpElement: string;
  /** Lighthouse's largest estimated savings, as `audit id (ms)`. */
  opportunities: string[];
  /** Where the main thread's time went (Lighthouse's mainthread-work-breakdown), largest first. */
  mainThread: string[];
  /** The longest tasks (Lighthouse's long-tasks audit): duration and the script they ran. */
  longTasks: string[];
  /**
   * Lighthouse's measure of this machine's speed: its simulation multiplies the tasks it observed
   * by 4 whatever the machine, so a slower one scores lower for the same page (printed so that
   * figures from different machines can be read side by side).
   */
  benchmarkIndex: number;
}

interface Page {
  path: string;
  signedIn: boolean;
  budget: string;
}

/** The public guest menu: its address is the token the owner publishes before it is measured. */
const GUEST_PAGE = '/m/<token>';

const PAGES: Page[] = [
  { path: '/', signedIn: false, budget: 'score ≥ 95' },
  { path: '/login', signedIn: false, budget: 'score ≥ 95' },
  {
    path: '/admin',
    signedIn: true,
    budget: 'score ≥ 90, LCP ≤ 2.5 s, TBT ≤ 200 ms, CLS ≤ 0.1; data ≤ 150 kB',
  },
  { path: '/menu', signedIn: true, budget: 'score ≥ 90 (the staff menu)' },
  {
    path: GUEST_PAGE,
    signedIn: false,
    budget: 'score ≥ 95, LCP ≤ 2.0 s, TBT ≤ 100 ms, CLS ≤ 0.05 (the public guest menu)',
  },
];

/** What /admin's first card is drawn from: the session, then the first screen's cards. */
const FIRST_CARD_DATA = ['/api/session', '/api/first-cards'];

const { values } = parseArgs({
  options: { runs: { type: 'string' }, page: { type: 'string' }, ...SIZE_OPTIONS },
});
/** Another restaurant than the bench one (e.g. Bern's scale: its /admin budget is ≥ 80). */
const sizes = sizesFrom(values);
const RUNS = Number(values.runs ?? 3);
/** `--page /admin` measures that page only. */
const MEASURED = PAGES.filter((page) => values.page === undefined || page.path === values.page);

/** Debian's Chromium, headless, listening for DevTools on `port`. */
async function launchChromium(port: number): Promise<ChildProcess> {
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'cellar-lighthouse-'));
  const chromium = spawn(
    CHROMIUM_PATH,
    [
      ...CHROMIUM_ARGS,
      '--headless=new',
      `--remote-debugging-port=${port}`,
      `--user-data-dir=${profile}`,
      'about:blank',
    ],
    { stdio: 'ignore' },
  );
  for (let attempt = 0; attempt < 100; attempt++) {
    try {
      const answer = await fetch(`http://127.0.0.1:${port}/json/version`);
      if (answer.ok) return chromium;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  chromium.kill();
  throw new Error('Chromium did not open its DevTools port');
}

interface NetworkItem {
  url: string;
  transferSize?: number;
  resourceType?: string;
}

/**
 * Puts the session cookie in the browser's jar (or takes every cookie out), as a signed-in phone
 * holds it. Not as Lighthouse's extra header: the browser replaces that header with its jar's
 * cookies once the page sets one of its own (the language cookie), and the page was signed out.
 * Lighthouse clears storage between runs, but not cookies.
 */
async function setSession(port: number, baseUrl: string, cookie: string | null): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const context = browser.contexts()[0];
    if (!context) throw new Error('Chromium has no default context');
    await context.clearCookies();
    const [name, value] = (cookie?.split(';', 1)[0] ?? '').split('=');
    if (name && value) await context.addCookies([{ name, value, url: baseUrl }]);
  } finally {
    // Connected over CDP, close only disconnects: Chromium and its cookies stay.
    await browser.close();
  }
}

async function measure(port: number, url: string): Promise<Figures> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
  });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { lhr } = result;
  // LIGHTHOUSE_REPORT_DIR keeps every run's whole report, to read its diagnostics afterwards.
  const reportDir = process.env.LIGHTHOUSE_REPORT_DIR;
  if (reportDir) {
    const name = `${new URL(url).pathname.replaceAll('/', '_')}-${Date.now()}.json`;
    fs.mkdirSync(reportDir, { recursive: true });
    fs.writeFileSync(path.join(reportDir, name), JSON.stringify(lhr));
  }
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const requests = ((lhr.audits['network-requests']?.details as { items?: NetworkItem[] })?.items ??
    []) as NetworkItem[];
  const bytes = (keep: (item: NetworkItem) => boolean) =>
    requests.filter(keep).reduce((sum, item) => sum + (item.transferSize ?? 0), 0);
  return {
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    benchmarkIndex: lhr.environment.benchmarkIndex,
    lcp: numeric('largest-contentful-paint'),
    tbt: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    speedIndex: numeric('speed-index'),
    codeBytes: bytes(
      (item) => item.resourceType === 'Script' || item.resourceType === 'Stylesheet',
    ),
    dataBytes: bytes((item) => new URL(item.url).pathname.startsWith('/api/')),
    firstCardBytes: bytes((item) => FIRST_CARD_DATA.includes(new URL(item.url).pathname)),
    lcpElement: lcpElementOf(lhr.audits['largest-contentful-paint-element']?.details),
    opportunities: Object.values(lhr.audits)
      .map((audit) => ({
        id: audit.id,
        savings:
          (audit.details as { overallSavingsMs?: number } | undefined)?.overallSavingsMs ?? 0,
      }))
      .filter((audit) => audit.savings >= 50)
      .sort((a, b) => b.savings - a.savings)
      .slice(0, 3)
      .map((audit) => `${audit.id} (${audit.savings.toFixed(0)} ms)`),
    mainThread: (
      (
        lhr.audits['mainthread-work-breakdown']?.details as {
          items?: Array<{ groupLabel?: string; duration?: number }>;
        }
      )?.items ?? []
    )
      .filter((item) => (item.duration ?? 0) >= 20)
      .map((item) => `${item.groupLabel ?? '?'} ${(item.duration ?? 0).toFixed(0)} ms`),
    longTasks: (
      (
        lhr.audits['long-tasks']?.details as {
          items?: Array<{ url?: string; duration?: number; startTime?: number }>;
        }
      )?.items ?? []
    )
      .slice(0, 6)
      .map(
        (item) =>
          `${(item.duration ?? 0).toFixed(0)} ms at ${((item.startTime ?? 0) / 1000).toFixed(2)} s (${(item.url ?? '').split('/').pop() || 'page'})`,
      ),
  };
}

/** The LCP audit's details hold a table whose first row's first cell is the element's node. */
function lcpElementOf(details: unknown): string {
  const tables = (
    details as { items?: Array<{ items?: Array<{ node?: { nodeLabel?: string } }> }> }
  )?.items;
  const label = tables?.[0]?.items?.[0]?.node?.nodeLabel;
  return label ? JSON.stringify(label.slice(0, 60)) : 'unknown';
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const kB = (bytes: number) => `${(bytes / 1024).toFixed(0)} kB`;

await withBenchServer(
  'sqlite',
  async (server) => {
    const port = await freePort();
    const chromium = await launchChromium(port);
    try {
      const bottles = server.seeded.counts.bottles.toLocaleString('en-US');
      console.log(
        `Lighthouse ${RUNS}× per page, mobile preset (simulated slow 4G, 4× CPU slowdown), a restaurant of ${bottles} bottles (${server.seeded.counts.products.toLocaleString('en-US')} profiles), SQLite, loopback`,
      );
      let guestPath: string | null = null;
      const pathOf = async (page: Page) => {
        if (page.path !== GUEST_PAGE) return page.path;
        if (guestPath === null) {
          const published = await fetch(`${server.baseUrl}/api/guest-menu-link/publish`, {
            method: 'POST',
            headers: { cookie: server.cookie, 'content-type': 'application/json' },
            body: '{}',
          });
          if (!published.ok) throw new Error(`publish: ${published.status}`);
          guestPath = `/m/${((await published.json()) as { token: string }).token}`;
          // Built once per revision: measured as guests meet it, held.
          await (await fetch(`${server.baseUrl}${guestPath}`)).arrayBuffer();
        }
        return guestPath;
      };
      for (const page of MEASURED) {
        const runs: Figures[] = [];
        const pagePath = await pathOf(page);
        await setSession(port, server.baseUrl, page.signedIn ? server.cookie : null);
        for (let run = 0; run < RUNS; run++) {
          runs.push(await measure(port, `${server.baseUrl}${pagePath}`));
        }
        const median = [...runs].sort((a, b) => a.score - b.score)[Math.floor(runs.length / 2)];
        if (!median) continue;
        console.log(`${page.path}${page.signedIn ? ' (signed in)' : ''}   budget: ${page.budget}`);
        console.log(
          `  performance ${median.score} (runs ${runs.map((one) => one.score).join(', ')}), LCP ${seconds(median.lcp)}, TBT ${median.tbt.toFixed(0)} ms, CLS ${median.cls.toFixed(3)}, Speed Index ${seconds(median.speedIndex)}`,
        );
        console.log(
          `  this machine's benchmark index: ${runs.map((one) => one.benchmarkIndex.toFixed(0)).join(', ')} (Lighthouse's; its simulation takes 4× the tasks it saw)`,
        );
        console.log(
          `  downloaded: code ${kB(median.codeBytes)}, data ${kB(median.dataBytes)}${page.path === '/admin' ? `, of which the first card waits for ${kB(median.firstCardBytes)}` : ''}`,
        );
        console.log(`  LCP element: ${median.lcpElement}`);
        console.log(
          `  largest savings Lighthouse sees: ${median.opportunities.join(', ') || 'none'}`,
        );
        console.log(`  main thread (4× slower CPU): ${median.mainThread.join(', ') || 'idle'}`);
        console.log(`  longest tasks: ${median.longTasks.join(', ') || 'none'}`);
      }
    } finally {
      chromium.kill();
    }
  },
  { webDistDir: path.resolve(process.env.BENCH_WEB_DIST ?? 'dist/web'), dataset: sizes },
);
