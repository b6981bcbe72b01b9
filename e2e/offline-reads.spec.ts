import type { BrowserContext, Page } from '@playwright/test';
import { LANGUAGE_COOKIE } from '../domain/language-cookie.js';
import { newAccount, signUp } from './support/accounts.js';
import { expectNoAxeViolations } from './support/axe.js';
import { expect, test } from './support/test.js';

// The reads the device keeps no copy of (a bottle's history, the par levels, the first-run
// checklist): with no network they are not made, and the screen says so plainly. No console
// error is allowed here but those a reload with no network prints before the page is drawn.

const WORDS = {
  en: {
    unavailable: 'Not available offline',
    parLevel: 'Par level',
    saveParLevel: 'Save par level',
    dismissSetup: 'Dismiss',
    offline: /^Offline · in sync at \d\d:\d\d$/,
  },
  fr: {
    unavailable: 'Indisponible hors ligne',
    parLevel: 'Niveau de stock',
    saveParLevel: 'Enregistrer le niveau',
    dismissSetup: 'Masquer',
    offline: /^Hors ligne · à jour à \d\d:\d\d$/,
  },
} as const;
type Language = keyof typeof WORDS;

/** A wine with two bottles: one opened online, the other first opened offline. */
async function seed(page: Page, prefix: string): Promise<void> {
  const saved = await page.request.post('/api/products', {
    data: {
      product: {
        name: 'Muscadet Sans Réseau',
        mainCategory: 'cat_wine',
        subCategory: 'subcat_still',
      },
      format: { vintage: '2022', bottleSize: 750 },
      bottles: { ids: [`${prefix}-1`, `${prefix}-2`] },
    },
  });
  expect(saved.status()).toBe(201);
}

async function inLanguage(page: Page, context: BrowserContext, language: Language, url: string) {
  if (language === 'en') return;
  await context.addCookies([{ name: LANGUAGE_COOKIE, value: 'fr', url }]);
  await page.getByRole('button', { name: 'Français' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
}

async function openBottle(page: Page, id: string) {
  await page.getByTestId('detail-bottle').filter({ hasText: id }).click();
  const drawer = page.getByTestId('bottle-drawer');
  await expect(drawer.getByTestId('drawer-bottle-id')).toContainText(id);
  return drawer;
}

for (const language of ['en', 'fr'] as const) {
  test(`${language}: a tab that loses the network says the history and the par level are not available offline, and reads them when it is back`, async ({
    page,
    context,
    baseURL,
  }) => {
    const words = WORDS[language];
    const prefix = `RD${language.toUpperCase()}`;
    await signUp(page, await newAccount());
    await inLanguage(page, context, language, baseURL ?? '');
    await seed(page, prefix);
    const setup = page.getByTestId('setup-checklist');
    await expect(setup).toBeVisible();
    await page.getByTestId('wine-card').filter({ hasText: 'Muscadet Sans Réseau' }).click();
    const par = page.getByTestId('par-level');
    await expect(par.getByRole('textbox', { name: words.parLevel })).toBeEnabled();
    let drawer = await openBottle(page, `${prefix}-1`);
    await expect(drawer.getByTestId('bottle-history')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();

    await context.setOffline(true);
    await expect(page.getByTestId('live-status')).toHaveText(words.offline);
    // Nothing was asked for: the par level says why it cannot be changed.
    await expect(par.getByTestId('par-offline')).toHaveText(words.unavailable);
    await expect(par.getByRole('textbox', { name: words.parLevel })).toBeDisabled();
    await expect(par.getByRole('button', { name: words.saveParLevel })).toBeDisabled();
    drawer = await openBottle(page, `${prefix}-2`);
    await expect(drawer.getByTestId('history-offline')).toHaveText(words.unavailable);
    await expect(drawer.getByTestId('bottle-history')).toHaveCount(0);
    await expect(drawer.getByRole('progressbar')).toHaveCount(0);
    await expectNoAxeViolations(page);

    // The network is back: the history is read where it is shown, the par level too.
    await context.setOffline(false);
    await expect(drawer.getByTestId('bottle-history')).toBeVisible();
    await expect(drawer.getByTestId('history-offline')).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(par.getByTestId('par-offline')).toHaveCount(0);
    await expect(par.getByRole('textbox', { name: words.parLevel })).toBeEnabled();

    // The first-run steps read online stay offline; dismissing them waits for the network.
    await page.goBack();
    await expect(setup).toBeVisible();
    await context.setOffline(true);
    await expect(page.getByTestId('live-status')).toHaveText(words.offline);
    await expect(setup.getByRole('button', { name: words.dismissSetup })).toBeDisabled();
    await context.setOffline(false);
    await expect(setup.getByRole('button', { name: words.dismissSetup })).toBeEnabled();
  });
}

/** How many rows a store of the device's offline copy holds (web/lib/offline-store.ts). */
function kept(page: Page, store: 'models' | 'bottles'): Promise<number> {
  return page.evaluate(
    (name) =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open('cellar-offline');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          const count = db.transaction(name).objectStore(name).count();
          count.onsuccess = () => {
            db.close();
            resolve(count.result);
          };
          count.onerror = () => reject(count.error);
        };
      }),
    store,
  );
}

test.describe('with the service worker', () => {
  // The service worker is what opens /admin with no network (web/sw.ts).
  test.use({ serviceWorkers: 'allow' });

  test('a reload with no network: no first-run steps, the par level and the history not available offline', async ({
    page,
    context,
    allowConsoleError,
  }) => {
    // What a reload with no network prints before it falls back on the copy it kept (the session
    // check and the model's load; the reads below add nothing to it).
    allowConsoleError(/ERR_INTERNET_DISCONNECTED/);
    allowConsoleError(/Could not load the (session|inventory snapshot)/);
    await signUp(page, await newAccount());
    await seed(page, 'RDSW');
    await expect(page.getByTestId('setup-checklist')).toBeVisible();
    await page.getByTestId('wine-card').filter({ hasText: 'Muscadet Sans Réseau' }).click();
    await openBottle(page, 'RDSW-1');
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    // The model and the wine's bottles are kept a few seconds after they are read.
    await expect.poll(() => kept(page, 'models'), { timeout: 20_000 }).toBe(1);
    await expect.poll(() => kept(page, 'bottles'), { timeout: 20_000 }).toBeGreaterThan(0);

    await context.setOffline(true);
    await page.reload();
    await expect(page.getByTestId('live-status')).toHaveText(WORDS.en.offline);
    await expect(page.getByTestId('wine-card')).toHaveCount(1);
    await expect(page.getByTestId('setup-checklist')).toHaveCount(0);
    await page.getByTestId('wine-card').filter({ hasText: 'Muscadet Sans Réseau' }).click();
    await expect(page.getByTestId('par-level').getByTestId('par-offline')).toHaveText(
      WORDS.en.unavailable,
    );
    const drawer = await openBottle(page, 'RDSW-1');
    await expect(drawer.getByTestId('history-offline')).toHaveText(WORDS.en.unavailable);
  });
});
