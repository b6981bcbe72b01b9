import type { Page } from '@playwright/test';
import { LANGUAGE_COOKIE } from '../domain/language-cookie.js';
import { newAccount, signUp } from './support/accounts.js';
import { expectNoAxeViolations } from './support/axe.js';
import { expect, test } from './support/test.js';

// The service worker is what opens /admin with no network (web/sw.ts).
test.use({ serviceWorkers: 'allow' });

const WINE = 'Chablis Hors Ligne';

/** A wine of one format (750 ml) with its bottles, saved through the API. */
async function saveWine(
  page: Page,
  name: string,
  vintage: string,
  ids: readonly string[],
): Promise<void> {
  const saved = await page.request.post('/api/products', {
    data: {
      product: { name, mainCategory: 'cat_wine', subCategory: 'subcat_still' },
      format: { vintage, bottleSize: 750 },
      bottles: { ids },
    },
  });
  expect(saved.status()).toBe(201);
}

/** A wine with three bottles, and a second one the search leaves out. */
async function seed(page: Page): Promise<void> {
  await saveWine(page, WINE, '2020', ['QR-OFF-1', 'QR-OFF-2', 'QR-OFF-3']);
  await saveWine(page, 'Barolo Connecté', '2020', ['QR-OFF-4']);
}

/** A new account with the two wines, its inventory kept on the device: its wine cards. */
async function seededAndKept(page: Page) {
  await signUp(page, await newAccount());
  await seed(page);
  const cards = page.getByTestId('wine-card');
  await expect(cards).toHaveCount(2);
  await keptForOffline(page);
  return cards;
}

/**
 * The revisions of the models this browser keeps for opening offline (web/lib/offline-store.ts's
 * heads, one per member), none before the store exists.
 */
function keptRevisions(page: Page): Promise<number[]> {
  return page.evaluate(
    () =>
      new Promise<number[]>((resolve, reject) => {
        const open = indexedDB.open('cellar-offline');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('models')) {
            db.close();
            resolve([]);
            return;
          }
          const read = db.transaction('models').objectStore('models').getAll();
          read.onsuccess = () => {
            db.close();
            resolve((read.result as Array<{ revision: number }>).map((head) => head.revision));
          };
          read.onerror = () => reject(read.error);
        };
      }),
  );
}

/** How many models this browser keeps for opening offline. */
const keptModels = async (page: Page) => (await keptRevisions(page)).length;

/** The revision of the model this browser keeps for opening offline, or 0. */
const keptRevision = async (page: Page) => Math.max(0, ...(await keptRevisions(page)));

/** The app's code is on the device and so is the inventory: the page may go offline. */
async function keptForOffline(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await expect.poll(() => keptModels(page), { timeout: 20_000 }).toBe(1);
}

const showView = (page: Page, name: string) =>
  page
    .getByRole('radiogroup', { name: /^(View|Vue)$/ })
    .getByText(name, { exact: true })
    .click();

/** A network failure's console lines, expected while offline. */
function allowOffline(allowConsoleError: (pattern: RegExp) => void): void {
  allowConsoleError(/ERR_INTERNET_DISCONNECTED/);
  allowConsoleError(/Could not (load|read) the (session|inventory snapshot|bottles)/);
  allowConsoleError(/Failed to fetch/);
}

for (const language of ['en', 'fr'] as const) {
  const words = {
    en: {
      offline: /^Offline · in sync at \d\d:\d\d$/,
      live: 'Live',
      inventory: 'Inventory',
      profiles: 'Profiles',
      expandAll: 'Expand all',
      search: 'Search inventory',
    },
    fr: {
      offline: /^Hors ligne · à jour à \d\d:\d\d$/,
      live: 'En direct',
      inventory: 'Inventaire',
      profiles: 'Profils',
      expandAll: 'Tout déplier',
      search: 'Rechercher dans l’inventaire',
    },
  }[language];

  test(`${language}: a reload with no network shows the last inventory, stamped offline, then live again`, async ({
    page,
    context,
    baseURL,
    allowConsoleError,
  }) => {
    allowOffline(allowConsoleError);
    await signUp(page, await newAccount());
    if (language === 'fr') {
      await context.addCookies([{ name: LANGUAGE_COOKIE, value: 'fr', url: baseURL ?? '' }]);
      await page.getByRole('button', { name: 'Français' }).click();
      await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    }
    await seed(page);
    const cards = page.getByTestId('wine-card');
    await expect(cards).toHaveCount(2);
    // Read once online: the wine's bottles, and the tree's.
    await cards.filter({ hasText: WINE }).getByText(WINE).click();
    await expect(page.getByTestId('detail-bottle')).toHaveCount(3);
    await page.goBack();
    await showView(page, words.inventory);
    await page.getByRole('button', { name: words.expandAll }).click();
    await expect(page.getByTestId('tree-bottle')).toHaveCount(4);
    await showView(page, words.profiles);
    await keptForOffline(page);

    await context.setOffline(true);
    await page.reload();
    const status = page.getByTestId('live-status');
    await expect(status).toHaveAttribute('data-status', 'offline');
    await expect(status).toHaveText(words.offline);
    await expect(cards).toHaveCount(2);
    await expectNoAxeViolations(page);

    await page.getByRole('searchbox', { name: words.search }).fill('chablis');
    await expect(cards).toHaveCount(1);
    await cards.getByText(WINE).click();
    await expect(page.getByTestId('detail-name')).toHaveText(WINE);
    const bottles = page.getByTestId('detail-bottle');
    await expect(bottles).toHaveCount(3);
    await bottles.filter({ hasText: 'OFF-2' }).click();
    await expect(page.getByTestId('bottle-drawer')).toBeVisible();
    await expect(page.getByTestId('bottle-drawer')).toContainText('OFF-2');
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('bottle-drawer')).toBeHidden();
    await page.goBack();
    await page.getByRole('searchbox', { name: words.search }).fill('');
    await showView(page, words.inventory);
    await page.getByRole('button', { name: words.expandAll }).click();
    await expect(page.getByTestId('tree-bottle')).toHaveCount(4);

    // A page loaded with the network emulated off keeps navigator.onLine true, so no `online`
    // event comes (as on a phone with bars but no data): the app's next retry, a few seconds
    // apart while offline, is what finds the network back.
    await context.setOffline(false);
    await expect(status).toHaveAttribute('data-status', 'live');
    await expect(status).toHaveText(words.live);
  });
}

/** Whether this page kept a drawn /admin page, whose first cards a reload offline paints. */
function keptDrawnPage(page: Page): Promise<boolean> {
  return page.evaluate(async () =>
    Boolean(await (await caches.open('cellar-admin-page')).match('/admin', { ignoreVary: true })),
  );
}

/**
 * In the page, before its scripts: notes whether the server's drawn cards were in the page before
 * the app had drawn a card of its own.
 */
function noteDrawnCardsFirst(): void {
  const seen = window as unknown as { drawnCardsFirst?: boolean };
  new MutationObserver(() => {
    if (seen.drawnCardsFirst !== undefined) return;
    if (document.querySelector('[data-testid="wine-card"]')) seen.drawnCardsFirst = false;
    else if (document.querySelector('#app-shell [data-testid="first-card"]')) {
      seen.drawnCardsFirst = true;
    }
  }).observe(document, { childList: true, subtree: true });
}

test('a reload with no network paints the first cards the server last drew, before the app’s code has run', async ({
  page,
  context,
  allowConsoleError,
}) => {
  allowOffline(allowConsoleError);
  const cards = await seededAndKept(page);
  // Never loaded through the service worker: it asked for the drawn page when it took over.
  await expect.poll(() => keptDrawnPage(page)).toBe(true);

  await page.addInitScript(noteDrawnCardsFirst);
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByTestId('live-status')).toHaveAttribute('data-status', 'offline');
  await expect(cards).toHaveCount(2);
  await expect(cards.first()).toContainText('Barolo Connecté');
  expect(
    await page.evaluate(() => (window as unknown as { drawnCardsFirst?: boolean }).drawnCardsFirst),
  ).toBe(true);
});

test('a wine added after the inventory was kept is in the copy a reload with no network shows', async ({
  page,
  context,
  allowConsoleError,
}) => {
  allowOffline(allowConsoleError);
  const cards = await seededAndKept(page);
  const before = await keptRevision(page);

  // Its wine, format and bottles are kept anew; the locations and categories, which it leaves
  // as they were, are kept as they were.
  await saveWine(page, 'Sancerre Gardé', '2022', ['QR-OFF-5', 'QR-OFF-6']);
  await expect(cards).toHaveCount(3);
  await expect.poll(() => keptRevision(page), { timeout: 20_000 }).toBeGreaterThan(before);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByTestId('live-status')).toHaveAttribute('data-status', 'offline');
  await expect(cards).toHaveCount(3);
  await page.getByRole('searchbox', { name: 'Search inventory' }).fill('sancerre');
  await expect(cards).toHaveCount(1);
  await cards.getByText('Sancerre Gardé').click();
  await expect(page.getByTestId('detail-name')).toHaveText('Sancerre Gardé');
  // Its count is the kept one (its bottles themselves were never read online, so not kept).
  await expect(page.getByText('2022 · 750 ml · 2 bottles')).toBeVisible();
});

test('after logout, a reload with no network shows no inventory', async ({
  page,
  context,
  allowConsoleError,
}) => {
  allowOffline(allowConsoleError);
  await seededAndKept(page);
  // A page drawn with the cards is kept too: logout deletes it with the rest.
  await page.reload();
  await expect(page.getByTestId('wine-card')).toHaveCount(2);
  await expect.poll(() => keptDrawnPage(page)).toBe(true);

  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await keptModels(page)).toBe(0);
  expect(await keptDrawnPage(page)).toBe(false);

  await context.setOffline(true);
  await page.goto('/admin').catch(() => undefined);
  await expect(page.getByTestId('wine-card')).toHaveCount(0);
  await expect(page.getByText(WINE)).toHaveCount(0);
});
