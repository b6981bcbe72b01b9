import type { Page } from '@playwright/test';
import { newAccount, signUp } from './support/accounts.js';
import { expectNoAxeViolations } from './support/axe.js';
import { sentOrder } from './support/purchase-orders.js';
import { phoneRuleBreaks } from './support/targets.js';
import { expect, test } from './support/test.js';

const WORDS = {
  en: {
    receive: 'Receive',
    counted: /Bottles of Chablis .* counted/,
    cost: /Unit cost of Chablis/,
  },
  fr: {
    receive: 'Recevoir',
    counted: /Bouteilles de Chablis .* comptées/,
    cost: /Coût unitaire de Chablis/,
  },
} as const;

/** Whether the page scrolls sideways. */
const scrollsSideways = (page: Page) =>
  page.evaluate(() => {
    const root = document.scrollingElement ?? document.documentElement;
    const dialog = document.querySelector('.mantine-Modal-body');
    return (
      root.scrollWidth > root.clientWidth ||
      (dialog !== null && dialog.scrollWidth > dialog.clientWidth)
    );
  });

for (const language of ['en', 'fr'] as const) {
  test(`${language}: on a phone, receiving against an order is a card per line, with no sideways scroll`, async ({
    page,
  }) => {
    const words = WORDS[language];
    await page.setViewportSize({ width: 390, height: 844 });
    await signUp(page, await newAccount());
    const id = await sentOrder(page);
    await page.evaluate((lang) => localStorage.setItem('lang', lang), language);
    await page.goto(`/admin/purchase-orders/${id}`);
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    const view = page.getByTestId('order-view');
    await view.getByRole('button', { name: words.receive, exact: true }).click();
    const line = view.getByTestId('receive-line');
    await expect(line).toHaveCount(1);
    await expect(line.getByRole('textbox', { name: words.cost })).toHaveValue('18');
    await line.getByRole('textbox', { name: words.counted }).fill('2');
    expect(await scrollsSideways(page)).toBe(false);
    expect(await phoneRuleBreaks(page)).toEqual([]);
    await expectNoAxeViolations(page);

    // The delivery screen everyone receives on: the same cards, without the cost.
    await page.goto(`/admin/receive/${id}`);
    const delivery = page.getByTestId('delivery-view').getByTestId('receive-line');
    await expect(delivery).toHaveCount(1);
    await expect(delivery.getByRole('textbox', { name: words.cost })).toHaveCount(0);
    expect(await scrollsSideways(page)).toBe(false);
    expect(await phoneRuleBreaks(page)).toEqual([]);
    await expectNoAxeViolations(page);
  });
}
