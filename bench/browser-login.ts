import {
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type CDPSession,
  chromium,
  type Page,
} from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/support/chromium.js';
import type { BenchServer } from './bench-server.js';

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

/**
 * Between two dashboard loads in fresh contexts: long enough for the closed context's renderer
 * process to exit (~0.5–1 s here). On this 2-core machine its teardown otherwise ran into the next
 * run and took a core from it.
 */
export const SETTLE_MS = 1500;

export function settle(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
}

/** Debian's Chromium, as the browser tests run it. */
export function launchBenchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
}

/**
 * Lighthouse's mobile preset in `page`: the CPU 4× slower and slow 4G (150 ms round trip,
 * 1.6 Mbit/s down, 750 kbit/s up). Returns the DevTools session, to change them later.
 */
export async function emulatePhone(context: BrowserContext, page: Page): Promise<CDPSession> {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024 * 0.9) / 8,
    uploadThroughput: (750 * 1024 * 0.9) / 8,
  });
  return cdp;
}

/** A phone's window (390 × 844, touch) in a fresh context, signed in from `storageState`. */
export function phoneContext(
  browser: Browser,
  storageState: StorageState,
  more: Pick<BrowserContextOptions, 'serviceWorkers'> = {},
): Promise<BrowserContext> {
  return browser.newContext({
    storageState,
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    ...more,
  });
}

/** Signs the bench restaurant's owner in through the login form and waits for the first wine card. */
export async function signInThroughForm(page: Page, server: BenchServer): Promise<void> {
  await page.goto(`${server.baseUrl}/login`);
  await page.getByLabel('Email').fill(server.seeded.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(server.seeded.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await page.locator('[data-testid="wine-card"]').first().waitFor({ timeout: 30_000 });
}

/**
 * Signed in once through the login form, in a context of its own: what a signed-in phone keeps
 * (the session cookie and the app's local storage), for fresh contexts to start from.
 */
export async function signedInState(browser: Browser, server: BenchServer): Promise<StorageState> {
  const login = await browser.newContext();
  await signInThroughForm(await login.newPage(), server);
  const state = await login.storageState();
  await login.close();
  return state;
}

/**
 * In the page, before its scripts: every wine card that enters the DOM gets an `elementtiming`
 * name on its elements, so the browser reports when cards' text was painted (Element Timing), on
 * the page's own clock; the earliest is the first card. Every card, not only the first: the first
 * cards are drawn before the model arrives and replaced by the dashboard's own once it has.
 * Measured from Node, the same moment came about 100 ms later on a first visit (50–90 ms on a
 * returning one): Playwright polls for the card over the DevTools protocol, and navigation starts
 * some time after `goto` is sent.
 */
function markFirstWineCard(): void {
  const observer = new MutationObserver(() => {
    for (const card of document.querySelectorAll(
      '[data-testid="wine-card"]:not([elementtiming])',
    )) {
      for (const element of [card, ...card.querySelectorAll('*')]) {
        element.setAttribute('elementtiming', 'first-wine-card');
      }
    }
  });
  observer.observe(document, { childList: true, subtree: true });
}

const marked = new WeakSet<Page>();

/**
 * Opens /admin in `page`. From the start of navigation, on the page's clock: the inventory in the
 * browser (the `inventory-loaded` mark) and the first wine card painted.
 */
export async function openDashboard(
  page: Page,
  server: BenchServer,
): Promise<{ loaded: number; card: number; firstPaint: number }> {
  if (!marked.has(page)) {
    await page.addInitScript(markFirstWineCard);
    marked.add(page);
  }
  await page.goto(`${server.baseUrl}/admin`);
  await page.getByText('Loading inventory...').waitFor({ state: 'detached', timeout: 30_000 });
  await page.locator('[data-testid="wine-card"]').first().waitFor({ timeout: 30_000 });
  // The model comes after the first cards (decision 0013).
  await page.waitForFunction(
    () => performance.getEntriesByName('inventory-loaded', 'mark').length > 0,
    undefined,
    { timeout: 30_000 },
  );
  return page.evaluate(async () => {
    const painted = await new Promise<number>((resolve) => {
      new PerformanceObserver((list) => {
        const times = list
          .getEntries()
          .map((entry) => (entry as PerformanceEntry & { renderTime: number }).renderTime);
        if (times.length > 0) resolve(Math.min(...times));
      }).observe({ type: 'element', buffered: true });
    });
    const loaded = performance.getEntriesByName('inventory-loaded', 'mark')[0]?.startTime;
    // The page's first paint: the dashboard's skeleton (web/app/admin-shell.html).
    const firstPaint = performance.getEntriesByName('first-contentful-paint')[0]?.startTime;
    return { loaded: loaded ?? Number.NaN, card: painted, firstPaint: firstPaint ?? Number.NaN };
  });
}
