import type { Page } from '@playwright/test';
import { newAccount, signUp } from './support/accounts.js';
import { expectNoAxeViolations } from './support/axe.js';
import { chooseAction } from './support/header.js';
import { expect, test } from './support/test.js';

// A Canadian browser: the sign-up offers Canadian dollars.
test.use({ locale: 'fr-CA' });

async function addWine(page: Page, name: string, price: number): Promise<void> {
  const created = await page.request.post('/api/products', {
    data: {
      product: { name, mainCategory: 'cat_wine', subCategory: 'subcat_still', color: 'Red' },
      format: { vintage: '2018', bottleSize: 750, cost: 12.5, price },
      bottles: { count: 1 },
    },
  });
  expect(created.status()).toBe(201);
}

test('the currency chosen at sign-up is the one every language shows, and an owner changes it', async ({
  page,
}) => {
  await page.goto('/signup');
  await expect(page.getByRole('combobox', { name: 'Currency' })).toHaveValue(
    'CAD · Canadian Dollar',
  );
  await signUp(page, await newAccount());
  await addWine(page, 'Clos Monnaie', 45);

  await page
    .getByTestId('wine-card')
    .filter({ hasText: 'Clos Monnaie' })
    .getByText('Clos Monnaie')
    .click();
  const detail = page.getByTestId('wine-detail');
  await expect(detail).toContainText('Cost CA$12.50 · Price CA$45');
  // In French the same dollars: only the punctuation follows the language.
  await page.getByRole('button', { name: 'Français' }).click();
  await expect(detail).toContainText('Coût 12,50\u00a0$CA · Prix 45\u00a0$CA');
  await page.getByRole('button', { name: 'English' }).click();

  // The owner moves the restaurant to euros: the open detail follows at once.
  await chooseAction(page, 'manage', 'Restaurant settings');
  const settings = page.getByRole('dialog', { name: 'Restaurant settings' });
  const currency = settings.getByRole('combobox', { name: 'Currency' });
  await currency.fill('EUR');
  await page.getByRole('option', { name: 'EUR · Euro' }).click();
  // The pour-cost target of the reports sits beside it (the checklist's first step names both).
  const target = settings.getByRole('textbox', { name: 'Pour cost target (%)' });
  await expect(target).toHaveValue('25');
  await target.fill('22');
  await settings.getByRole('button', { name: 'Save' }).click();
  await expect(settings.getByRole('status')).toHaveText('Settings saved.');
  expect(
    ((await (await page.request.get('/api/reports/settings')).json()) as { pourCostTarget: number })
      .pourCostTarget,
  ).toBe(22);
  await expectNoAxeViolations(page);
  await settings.getByRole('button', { name: 'Close' }).click();
  await expect(detail).toContainText('Cost €12.50 · Price €45');
  await page.getByRole('button', { name: 'Français' }).click();
  await expect(detail).toContainText('Coût 12,50\u00a0€ · Prix 45\u00a0€');
});
