import type { Page } from '@playwright/test';
import { newAccount, signUp } from './support/accounts.js';
import { expectNoAxeViolations } from './support/axe.js';
import { expect, test } from './support/test.js';

/** What the owner reads and presses, in each language. */
const WORDS = {
  en: {
    reports: 'Reports',
    reorderTab: 'Reorder',
    create: 'Create purchase orders',
    told: '2 drafts created, 1 updated',
    quantity: 'Quantity of Chablis 2019 · 750 ml',
  },
  fr: {
    reports: 'Rapports',
    reorderTab: 'Réassort',
    create: 'Créer les bons de commande',
    told: '2 brouillons créés, 1 mis à jour',
    quantity: 'Quantité de Chablis 2019 · 750 ml',
  },
} as const;

async function wine(page: Page, name: string, supplier: string, par: number): Promise<string> {
  const created = await page.request.post('/api/products', {
    data: {
      product: { name, supplier, mainCategory: 'cat_wine', subCategory: 'subcat_still' },
      format: { vintage: '2019', bottleSize: 750, cost: 10 },
      bottles: { count: 1, locationId: null },
    },
  });
  expect(created.status()).toBe(201);
  const { format } = (await created.json()) as { format: { id: string } };
  const pars = await page.request.put('/api/par-levels', {
    data: { levels: [{ formatId: format.id, par }] },
  });
  expect(pars.status()).toBe(200);
  return format.id;
}

for (const language of ['en', 'fr'] as const) {
  test(`${language}: Create purchase orders pressed again updates the supplier’s draft and says so`, async ({
    page,
  }) => {
    const words = WORDS[language];
    await signUp(page, await newAccount());
    const chablis = await wine(page, 'Chablis', 'Vins Dupont', 4);
    // A first press, earlier: Vins Dupont's draft for 3.
    expect((await page.request.post('/api/purchase-orders')).status()).toBe(201);
    // Since then: Chablis's par raised, two wines of other suppliers below theirs.
    const raised = await page.request.put('/api/par-levels', {
      data: { levels: [{ formatId: chablis, par: 7 }] },
    });
    expect(raised.status()).toBe(200);
    await wine(page, 'Rioja', 'Iberia', 3);
    await wine(page, 'Barolo', 'Piemonte', 2);
    await page.goto('/admin');
    await page.evaluate((lang) => localStorage.setItem('lang', lang), language);
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    await expect(page.getByTestId('count-bottles')).toBeVisible();

    await page.getByRole('button', { name: words.reports, exact: true }).click();
    const reports = page.getByTestId('reports-screen');
    await reports.getByRole('tab', { name: words.reorderTab }).click();
    await reports.getByRole('button', { name: words.create }).click();
    await expect(page.getByText(words.told)).toBeVisible();

    const list = page.getByTestId('purchase-orders').getByTestId('order-list');
    // Three orders, not four: Vins Dupont's draft is PO-1 still.
    await expect(list.getByRole('row', { name: /PO-\d/ })).toHaveCount(3);
    await list
      .getByRole('row', { name: /Vins Dupont/ })
      .getByRole('button', { name: 'PO-1' })
      .click();
    const order = page.getByTestId('order-view');
    await expect(order.getByRole('textbox', { name: words.quantity })).toHaveValue('6');
    await expectNoAxeViolations(page);
  });
}
