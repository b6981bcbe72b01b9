import { newAccount, signUp } from './support/accounts.js';
import { expectNoAxeViolations } from './support/axe.js';
import { chooseAction } from './support/header.js';
import { draftOrder } from './support/purchase-orders.js';
import { expect, test } from './support/test.js';

/** What the owner reads and presses, in each language. */
const WORDS = {
  en: {
    action: 'Purchase orders',
    draft: 'Draft',
    quantity: 'Quantity of Chablis 2019 · 750 ml',
    cost: 'Unit cost of Chablis 2019 · 750 ml',
  },
  fr: {
    action: 'Bons de commande',
    draft: 'Brouillon',
    quantity: 'Quantité de Chablis 2019 · 750 ml',
    cost: 'Coût unitaire de Chablis 2019 · 750 ml',
  },
} as const;

for (const language of ['en', 'fr'] as const) {
  test(`${language}: Purchase orders opens from the Manage menu, its list then a draft, with nothing for axe`, async ({
    page,
  }) => {
    const words = WORDS[language];
    await signUp(page, await newAccount());
    await draftOrder(page);
    await page.evaluate((lang) => localStorage.setItem('lang', lang), language);
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', language);

    await chooseAction(page, 'manage', words.action, language);
    const dialog = page.getByRole('dialog', { name: words.action });
    await expect(page).toHaveURL(/\/admin\/purchase-orders$/);
    const row = dialog.getByTestId('order-list').getByRole('row', { name: /PO-1/ });
    await expect(row).toContainText('Vins Dupont');
    await expect(row.getByTestId('order-status')).toHaveText(words.draft);
    await expectNoAxeViolations(page);

    await row.getByRole('button', { name: 'PO-1' }).click();
    await expect(page).toHaveURL(/\/admin\/purchase-orders\/[^/]+$/);
    const lines = dialog.getByTestId('draft-lines');
    await expect(lines.getByRole('textbox', { name: words.quantity })).toHaveValue('12');
    await expect(lines.getByRole('textbox', { name: words.cost })).toHaveValue('18');
    await expectNoAxeViolations(page);
  });
}
