import type { Page } from '@playwright/test';
import { newAccount, signUp } from './support/accounts.js';
import { expect, test } from './support/test.js';

// The service worker is what opens /admin with no network (web/sw.ts).
test.use({ serviceWorkers: 'allow' });

// Two tabs of one member on one phone (one browser context): a change queued in one shows in the
// other at once, and leaves both once it is saved (decision 0050).

const WORDS = {
  en: {
    remove: 'Remove Bottle from Inventory',
    confirmTitle: 'Confirm Removal',
    confirm: 'Remove',
    saved: 'Saved on this phone',
    waiting: '1 change waiting',
  },
  fr: {
    remove: 'Retirer la bouteille de l’inventaire',
    confirmTitle: 'Confirmer le retrait',
    confirm: 'Retirer',
    saved: 'Enregistré sur ce téléphone',
    waiting: '1 modification en attente',
  },
} as const;

/** What a tab with no network prints while its live feed keeps trying. */
const OFFLINE_ERRORS = [/ERR_INTERNET_DISCONNECTED/, /ERR_FAILED/, /ERR_NETWORK_CHANGED/];

/** The dashboard in `language` (chosen once per browser: the tabs share their storage). */
async function dashboardIn(page: Page, language: 'en' | 'fr'): Promise<void> {
  await page.goto('/admin');
  await page.evaluate((lang) => localStorage.setItem('lang', lang), language);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', language);
  await expect(page.getByTestId('live-status')).toHaveAttribute('data-status', 'live');
}

for (const language of ['en', 'fr'] as const) {
  test(`${language}: a change queued offline in one tab shows as waiting in the other at once, and leaves both once saved`, async ({
    page,
    context,
    allowConsoleError,
  }) => {
    for (const pattern of OFFLINE_ERRORS) allowConsoleError(pattern);
    const words = WORDS[language];
    const prefix = `TB${language.toUpperCase()}`;
    await signUp(page, await newAccount());
    const saved = await page.request.post('/api/products', {
      data: {
        product: {
          name: 'Vouvray Deux Onglets',
          mainCategory: 'cat_wine',
          subCategory: 'subcat_still',
        },
        format: { vintage: '2021', bottleSize: 750 },
        bottles: { ids: [`${prefix}-1`, `${prefix}-2`] },
      },
    });
    expect(saved.status()).toBe(201);
    await dashboardIn(page, language);
    const other = await context.newPage();
    await dashboardIn(other, language);

    await page.getByTestId('wine-card').filter({ hasText: 'Vouvray Deux Onglets' }).click();
    await page
      .getByTestId('detail-bottle')
      .filter({ hasText: `${prefix}-1` })
      .click();
    const drawer = page.getByTestId('bottle-drawer');
    await expect(drawer.getByTestId('drawer-bottle-id')).toContainText(`${prefix}-1`);
    await context.setOffline(true);
    await drawer.getByRole('button', { name: words.remove }).click();
    await page
      .getByRole('dialog', { name: words.confirmTitle })
      .getByRole('button', { name: words.confirm, exact: true })
      .click();
    await expect(page.getByText(words.saved)).toBeVisible();
    await expect(page.getByTestId('queue-badge')).toHaveText(words.waiting);

    // The other tab was not reloaded, nor touched.
    await expect(other.getByTestId('queue-badge')).toHaveText(words.waiting);

    await context.setOffline(false);
    await expect(page.getByTestId('queue-badge')).toHaveCount(0);
    await expect(other.getByTestId('queue-badge')).toHaveCount(0);
    const gone = await page.request.post('/api/scan', { data: { code: `${prefix}-1` } });
    expect(((await gone.json()) as { kind: string }).kind).toBe('removed');
  });
}
