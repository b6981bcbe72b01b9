import { newAccount, signUp } from './support/accounts.js';
import { draftOrder } from './support/purchase-orders.js';
import { expect, test } from './support/test.js';

/** What the owner reads and presses, in each language. */
const WORDS = {
  en: {
    draft: 'Draft',
    cancelled: 'Cancelled',
    cancel: 'Cancel order',
    title: 'Cancel this order?',
  },
  fr: {
    draft: 'Brouillon',
    cancelled: 'Annulé',
    cancel: 'Annuler le bon',
    title: 'Annuler ce bon ?',
  },
} as const;

for (const language of ['en', 'fr'] as const) {
  test(`${language}: an order cancelled in one tab changes status in another tab's list, without a reload`, async ({
    page,
  }) => {
    const words = WORDS[language];
    await signUp(page, await newAccount());
    const id = await draftOrder(page);
    await page.evaluate((lang) => localStorage.setItem('lang', lang), language);
    await page.goto('/admin/purchase-orders');
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    const row = page.getByTestId('order-list').getByRole('row', { name: /PO-1/ });
    await expect(row.getByTestId('order-status')).toHaveText(words.draft);
    // Gone if the page were loaded again.
    await page.evaluate(() => Object.assign(window, { notReloaded: true }));

    const other = await page.context().newPage();
    await other.goto(`/admin/purchase-orders/${id}`);
    const order = other.getByTestId('order-view');
    await order.getByRole('button', { name: words.cancel }).click();
    await other
      .getByRole('dialog', { name: words.title })
      .getByRole('button', { name: words.cancel })
      .click();
    await expect(order.getByTestId('order-status')).toHaveText(words.cancelled);

    // The first tab was not reloaded: its list read the orders again when the change came.
    await expect(row.getByTestId('order-status')).toHaveText(words.cancelled);
    expect(await page.evaluate(() => 'notReloaded' in window)).toBe(true);
    await other.close();
  });
}
