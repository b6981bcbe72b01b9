import { newAccount, signUp } from './support/accounts.js';
import { draftOrder, sentOrder } from './support/purchase-orders.js';
import { expect, test } from './support/test.js';

/** What the owner reads and presses, in each language. */
const WORDS = {
  en: {
    draft: 'Draft',
    cancelled: 'Cancelled',
    cancel: 'Cancel order',
    title: 'Cancel this order?',
    quantity: /Quantity of Chablis/,
    save: 'Save draft',
    elsewhere:
      'This draft was saved elsewhere meanwhile: Save draft replaces it with your changes.',
    partly: 'Partly received',
  },
  fr: {
    draft: 'Brouillon',
    cancelled: 'Annulé',
    cancel: 'Annuler le bon',
    title: 'Annuler ce bon ?',
    quantity: /Quantité de Chablis/,
    save: 'Enregistrer le brouillon',
    elsewhere:
      'Ce brouillon a été enregistré ailleurs entre-temps : Enregistrer le brouillon le remplace par vos modifications.',
    partly: 'Reçu en partie',
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

for (const language of ['en', 'fr'] as const) {
  test(`${language}: an open draft follows a save made in another tab, and keeps edits being made here`, async ({
    page,
  }) => {
    const words = WORDS[language];
    await signUp(page, await newAccount());
    const id = await draftOrder(page);
    await page.evaluate((lang) => localStorage.setItem('lang', lang), language);
    await page.goto(`/admin/purchase-orders/${id}`);
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    const quantity = page.getByTestId('order-view').getByRole('textbox', { name: words.quantity });
    await expect(quantity).toHaveValue('12');
    await page.evaluate(() => Object.assign(window, { notReloaded: true }));

    const other = await page.context().newPage();
    await other.goto(`/admin/purchase-orders/${id}`);
    const there = other.getByTestId('order-view');
    await there.getByRole('textbox', { name: words.quantity }).fill('10');
    await there.getByRole('button', { name: words.save }).click();
    // The first tab shows the other's save, read again when the change came.
    await expect(quantity).toHaveValue('10');
    expect(await page.evaluate(() => 'notReloaded' in window)).toBe(true);

    // Edited here, then saved there: what is typed here stays, and the tab says so.
    await quantity.fill('7');
    await there.getByRole('textbox', { name: words.quantity }).fill('9');
    await there.getByRole('button', { name: words.save }).click();
    await expect(page.getByTestId('order-view').getByRole('status')).toHaveText(words.elsewhere);
    await expect(quantity).toHaveValue('7');
    await other.close();
  });

  test(`${language}: an open order shows a delivery received in another tab, without a reload`, async ({
    page,
  }) => {
    const words = WORDS[language];
    await signUp(page, await newAccount());
    const id = await sentOrder(page);
    await page.evaluate((lang) => localStorage.setItem('lang', lang), language);
    await page.goto(`/admin/purchase-orders/${id}`);
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    const lines = page.getByTestId('order-lines');
    const chablis = lines.getByRole('row', { name: /Chablis/ });
    await expect(chablis.getByRole('cell')).toHaveText([/Chablis/, '12', /18/, '0', '12']);
    await page.evaluate(() => Object.assign(window, { notReloaded: true }));

    // Another tab (the Receive delivery screen's call) receives 5 of the 12.
    const other = await page.context().newPage();
    await other.goto('/admin');
    const order = (await (await other.request.get(`/api/purchase-orders/${id}`)).json()) as {
      order: { lines: Array<{ formatId: string }> };
    };
    const received = await other.request.post(`/api/deliveries/orders/${id}/receipts`, {
      data: { lines: [{ formatId: order.order.lines[0]?.formatId, ids: [], count: 5 }] },
    });
    expect(received.status()).toBe(200);

    await expect(chablis.getByRole('cell')).toHaveText([/Chablis/, '12', /18/, '5', '7']);
    await expect(page.getByTestId('order-view').getByTestId('order-status')).toHaveText(
      words.partly,
    );
    expect(await page.evaluate(() => 'notReloaded' in window)).toBe(true);
    await other.close();
  });
}
