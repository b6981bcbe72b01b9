import type { Page } from '@playwright/test';
import { newAccount, signUp } from './support/accounts.js';
import { expectNoAxeViolations } from './support/axe.js';
import { expect, test } from './support/test.js';

// Reports' Cost changes lists what was received at another cost than the arrival before, with
// the figures of the delivery itself.

const WORDS = {
  en: {
    tab: 'Cost changes',
    row: ['Chablis', 'Vins Dupont', '6', '$18.00', '$19.50', /8\.3\s?%/],
  },
  fr: {
    tab: 'Variations de coût',
    row: ['Chablis', 'Vins Dupont', '6', /18,00\s\$US/, /19,50\s\$US/, /8,3\s?%/],
  },
} as const;

/** Five bottles at 18.00 on hand, then six received against a sent order at 19.50. */
async function received(page: Page): Promise<void> {
  const created = await page.request.post('/api/products', {
    data: {
      product: {
        name: 'Chablis',
        supplier: 'Vins Dupont',
        mainCategory: 'cat_wine',
        subCategory: 'subcat_still',
        color: 'White',
      },
      format: { vintage: '2019', bottleSize: 750, cost: 18, price: 60 },
      bottles: { count: 5 },
    },
  });
  expect(created.status()).toBe(201);
  const { format } = (await created.json()) as { format: { id: string } };
  await page.request.put('/api/par-levels', {
    data: { levels: [{ formatId: format.id, par: 11 }] },
  });
  const orders = await page.request.post('/api/purchase-orders', { data: {} });
  const id = ((await orders.json()) as { orders: Array<{ id: string }> }).orders[0]?.id ?? '';
  expect(
    (
      await page.request.post(`/api/purchase-orders/${id}/send`, { data: { via: 'print' } })
    ).status(),
  ).toBe(200);
  const receipt = await page.request.post(`/api/purchase-orders/${id}/receipts`, {
    data: { lines: [{ formatId: format.id, count: 6, costCents: 1950 }] },
  });
  expect(receipt.status(), await receipt.text()).toBe(200);
}

for (const language of ['en', 'fr'] as const) {
  test(`${language}: Reports' Cost changes shows the delivery received at 19.50 after 18.00`, async ({
    page,
  }) => {
    const words = WORDS[language];
    await signUp(page, await newAccount());
    await received(page);
    await page.evaluate((lang) => localStorage.setItem('lang', lang), language);
    await page.goto('/admin/reports/cost-changes');
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    await expect(page.getByRole('tab', { name: words.tab })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const rows = page.getByTestId('cost-changes-table').locator('tbody tr');
    await expect(rows).toHaveCount(1);
    for (const cell of words.row) await expect(rows.first()).toContainText(cell);
    await expectNoAxeViolations(page);
  });
}
