import type { Page } from '@playwright/test';
import { newAccount, signUp } from './support/accounts.js';
import { expectNoAxeViolations } from './support/axe.js';
import { chooseAction } from './support/header.js';
import { expect, failedRequest, test } from './support/test.js';

/** What the owner reads and types, in each language. */
const WORDS = {
  en: {
    settings: 'Restaurant settings',
    field: 'Flag cost rises above',
    save: 'Save',
    saved: 'Settings saved.',
    refused: 'Cost rises are flagged above a percentage from 0 to 100, with at most one decimal.',
    close: 'Close',
    rise: 'Up 12.2 %',
  },
  fr: {
    settings: 'Réglages du restaurant',
    field: 'Signaler les hausses de coût au-delà de',
    save: 'Enregistrer',
    saved: 'Réglages enregistrés.',
    refused:
      'Les hausses de coût sont signalées au-delà d’un pourcentage de 0 à 100, avec au plus une décimale.',
    close: 'Fermer',
    rise: 'Hausse de 12,2 %',
  },
} as const;

const percentNow = async (page: Page) =>
  ((await (await page.request.get('/api/reports/settings')).json()) as { costRisePercent: number })
    .costRisePercent;

for (const language of ['en', 'fr'] as const) {
  test(`${language}: an owner sets the cost rise the cost history flags above`, async ({
    page,
    allowConsoleError,
  }) => {
    const words = WORDS[language];
    // The value over 100 is refused on purpose.
    allowConsoleError(failedRequest(400, '/api/restaurant/cost-rise'));
    await signUp(page, await newAccount());
    // Bought at 18.00, then a bottle at 20.20: 12.2 % more.
    const created = await page.request.post('/api/products', {
      data: {
        product: { name: 'Chablis', mainCategory: 'cat_wine', subCategory: 'subcat_still' },
        format: { vintage: '2019', bottleSize: 750, cost: 18 },
        bottles: { count: 1 },
      },
    });
    expect(created.status()).toBe(201);
    const { format } = (await created.json()) as { format: { id: string } };
    expect(
      (await page.request.patch(`/api/formats/${format.id}`, { data: { cost: 20.2 } })).status(),
    ).toBe(200);
    expect(
      (
        await page.request.post('/api/bottles', { data: { formatId: format.id, count: 1 } })
      ).status(),
    ).toBe(201);
    await page.evaluate((lang) => localStorage.setItem('lang', lang), language);
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', language);

    // At the 10 % of a new restaurant, the rise is flagged.
    await page.getByTestId('wine-card').filter({ hasText: 'Chablis' }).getByText('Chablis').click();
    const costs = page.getByTestId('format-costs');
    await expect(costs.getByTestId('cost-rise')).toHaveText(words.rise);

    await chooseAction(page, 'manage', words.settings, language);
    const settings = page.getByRole('dialog', { name: words.settings });
    const field = settings.getByRole('textbox', { name: words.field });
    await expect(field).toHaveValue('10 %');
    // Over 100: refused in words, and nothing saved.
    await field.fill('150');
    await settings.getByRole('button', { name: words.save }).click();
    await expect(settings.getByRole('status')).toHaveText(words.refused);
    expect(await percentNow(page)).toBe(10);
    await expectNoAxeViolations(page);

    await field.fill('12.5');
    await settings.getByRole('button', { name: words.save }).click();
    await expect(settings.getByRole('status')).toHaveText(words.saved);
    expect(await percentNow(page)).toBe(12.5);
    await settings.getByRole('button', { name: words.close }).click();

    // 12.2 % is under 12.5 %: the wine detail, opened again, flags nothing.
    await page.reload();
    await page.getByTestId('wine-card').filter({ hasText: 'Chablis' }).getByText('Chablis').click();
    await expect(page.getByTestId('format-costs').getByTestId('cost-history')).toBeVisible();
    await expect(page.getByTestId('format-costs').getByTestId('cost-rise')).toHaveCount(0);
  });
}
