import type { Page } from '@playwright/test';
import { newAccount, signUp } from './support/accounts.js';
import { expectNoAxeViolations } from './support/axe.js';
import { chooseAction } from './support/header.js';
import { chooseSalesFile, TOAST_EXPORT } from './support/sales.js';
import { expect, test } from './support/test.js';

/** What the owner reads and presses, in each language. */
const WORDS = {
  en: {
    action: 'Sales',
    importSales: 'Import sales',
    recognised: 'Recognised as Toast',
    summary: '2 days · 4 lines · 3 items · 7 sold',
    importButton: 'Import 4 lines',
    imported: '4 lines imported.',
    matchTab: 'Match POS items',
    unmatched3: '3 items not matched (7 sold)',
    unmatched2: '2 items not matched (6 sold)',
    bottle: /^Bottle: Chablis 1er Cru Montmains · Domaine Laroche · 2021 · 750 ml · \d+% sure$/,
    matched: 'Bottle: Chablis 1er Cru Montmains · Domaine Laroche · 2021 · 750 ml',
  },
  fr: {
    action: 'Ventes',
    importSales: 'Importer des ventes',
    recognised: 'Reconnu : Toast',
    summary: '2 jours · 4 lignes · 3 articles · 7 vendus',
    importButton: 'Importer 4 lignes',
    imported: '4 lignes importées.',
    matchTab: 'Associer les articles de caisse',
    unmatched3: '3 articles non associés (7 vendus)',
    unmatched2: '2 articles non associés (6 vendus)',
    bottle:
      /^Bouteille : Chablis 1er Cru Montmains · Domaine Laroche · 2021 · 750 ml · sûr à \d+ %$/,
    matched: 'Bouteille : Chablis 1er Cru Montmains · Domaine Laroche · 2021 · 750 ml',
  },
} as const;

async function addWine(page: Page, name: string, producer: string, vintage: string) {
  const created = await page.request.post('/api/products', {
    data: {
      product: { name, producer, mainCategory: 'cat_wine', subCategory: 'subcat_still' },
      format: { vintage, bottleSize: 750 },
      bottles: { count: 2 },
    },
  });
  expect(created.status()).toBe(201);
}

for (const language of ['en', 'fr'] as const) {
  test(`${language}: a Toast export is imported in Sales, its days listed, and an item matched by its first suggestion`, async ({
    page,
  }) => {
    const words = WORDS[language];
    await signUp(page, await newAccount());
    await addWine(page, 'Chablis 1er Cru Montmains', 'Domaine Laroche', '2021');
    await addWine(page, 'Chablis', 'William Fèvre', '2022');
    await page.evaluate((lang) => localStorage.setItem('lang', lang), language);
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', language);

    await chooseAction(page, 'manage', words.action, language);
    const dialog = page.getByRole('dialog', { name: words.action });
    await expect(page).toHaveURL(/\/admin\/sales$/);
    await expectNoAxeViolations(page);

    await chooseSalesFile(dialog, words.importSales, TOAST_EXPORT);
    await expect(dialog.getByText(words.recognised)).toBeVisible();
    await expect(dialog.getByTestId('sales-preview')).toContainText(words.summary);
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: words.importButton }).click();
    await expect(dialog.getByRole('status').filter({ hasText: words.imported })).toBeVisible();
    await expect(dialog.getByTestId('sales-days').getByRole('listitem')).toHaveCount(2);
    await expect(dialog.getByTestId('sales-file-list')).toContainText('ItemSelectionDetails.csv');

    await dialog.getByRole('tab', { name: words.matchTab }).click();
    await expect(dialog.getByTestId('pos-unmatched')).toHaveText(words.unmatched3);
    await expectNoAxeViolations(page);
    const chablis = dialog
      .getByTestId('pos-item')
      .filter({ hasText: 'Chablis Montmains 2021 BTL' });
    await chablis.getByRole('button', { name: words.bottle }).click();
    await expect(dialog.getByTestId('pos-unmatched')).toHaveText(words.unmatched2);
    await expect(chablis).toContainText(words.matched);
  });
}
