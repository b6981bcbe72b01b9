import { readFile } from 'node:fs/promises';
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
    draft: 'Draft',
    sent: 'Sent',
    cancelled: 'Cancelled',
    quantity: 'Quantity of Chablis Premier Cru 2019 · 750 ml',
    cost: 'Unit cost of Chablis Premier Cru 2019 · 750 ml',
    note: 'Note',
    save: 'Save draft',
    editSupplier: 'Edit supplier',
    email: 'E-mail',
    saveSupplier: 'Save supplier',
    print: 'Print',
    csv: 'Export CSV',
    emailButton: 'E-mail to supplier',
    cancel: 'Cancel order',
    // 8 × 11.00
    total: '$88.00',
  },
  fr: {
    reports: 'Rapports',
    reorderTab: 'Réassort',
    create: 'Créer les bons de commande',
    draft: 'Brouillon',
    sent: 'Envoyé',
    cancelled: 'Annulé',
    quantity: 'Quantité de Chablis Premier Cru 2019 · 750 ml',
    cost: 'Coût unitaire de Chablis Premier Cru 2019 · 750 ml',
    note: 'Remarque',
    save: 'Enregistrer le brouillon',
    editSupplier: 'Modifier le fournisseur',
    email: 'E-mail',
    saveSupplier: 'Enregistrer le fournisseur',
    print: 'Imprimer',
    csv: 'Exporter en CSV',
    emailButton: 'Envoyer par e-mail au fournisseur',
    cancel: 'Annuler le bon',
    total: '88,00\u00a0$US',
  },
} as const;

async function switchLanguage(page: Page, language: 'en' | 'fr'): Promise<void> {
  await page.evaluate((lang) => localStorage.setItem('lang', lang), language);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', language);
}

const spaced = (text: string) =>
  new RegExp(text.replace(/[\s\u00a0\u202f]/g, '[\\s\\u00a0\\u202f]').replace('$', '\\$'));

for (const language of ['en', 'fr'] as const) {
  test(`${language}: Reorder creates a draft per supplier, edited, printed and exported as CSV, then cancelled`, async ({
    page,
  }) => {
    const words = WORDS[language];
    await signUp(page, await newAccount());
    const created = await page.request.post('/api/products', {
      data: {
        product: {
          name: 'Chablis Premier Cru',
          supplier: 'Vins Dupont',
          mainCategory: 'cat_wine',
          subCategory: 'subcat_still',
          color: 'White',
        },
        format: { vintage: '2019', bottleSize: 750, cost: 12.5, price: 40 },
        bottles: { count: 4, locationId: null },
      },
    });
    expect(created.status()).toBe(201);
    const { format } = (await created.json()) as { format: { id: string } };
    const pars = await page.request.put('/api/par-levels', {
      data: { levels: [{ formatId: format.id, par: 10 }] },
    });
    expect(pars.status()).toBe(200);
    await switchLanguage(page, language);
    await expect(page.getByTestId('count-bottles')).toBeVisible();

    await page.getByRole('button', { name: words.reports, exact: true }).click();
    const reports = page.getByTestId('reports-screen');
    await reports.getByRole('tab', { name: words.reorderTab }).click();
    await reports.getByRole('button', { name: words.create }).click();

    const screen = page.getByTestId('purchase-orders');
    const list = screen.getByTestId('order-list');
    const row = list.getByRole('row', { name: /Vins Dupont/ });
    await expect(row.getByTestId('order-status')).toHaveText(words.draft);
    await expect(page).toHaveURL(/\/admin\/purchase-orders$/);
    await expectNoAxeViolations(page);

    await row.getByRole('button', { name: 'PO-1' }).click();
    await expect(page).toHaveURL(/\/admin\/purchase-orders\/[^/]+$/);
    const order = screen.getByTestId('order-view');
    // Par 10, 4 on hand: 6 to order at the last cost.
    await expect(order.getByRole('textbox', { name: words.quantity })).toHaveValue('6');
    await order.getByRole('textbox', { name: words.quantity }).fill('8');
    await order.getByRole('textbox', { name: words.cost }).fill('11');
    await order.getByRole('textbox', { name: words.note }).fill('Tuesday morning');
    await order.getByRole('button', { name: words.save }).click();
    await expect(order.getByRole('button', { name: words.print })).toBeEnabled();
    await expectNoAxeViolations(page);

    const supplier = order.getByTestId('supplier-card');
    await supplier.getByRole('button', { name: words.editSupplier }).click();
    await supplier.getByRole('textbox', { name: words.email }).fill('orders@dupont.example');
    await supplier.getByRole('button', { name: words.saveSupplier }).click();
    await expect(supplier).toContainText('orders@dupont.example');
    // No SMTP server in this run: no e-mail button at all.
    await expect(order.getByRole('button', { name: words.emailButton })).toHaveCount(0);

    const [printed] = await Promise.all([
      page.waitForEvent('popup'),
      order.getByRole('button', { name: words.print }).click(),
    ]);
    await expect(printed.getByRole('heading', { level: 1 })).toContainText('PO-1');
    await expect(printed.getByRole('table')).toContainText('Chablis Premier Cru');
    await expect(printed.getByRole('table')).toContainText(spaced(words.total));
    await expect(printed.locator('header, nav, button')).toHaveCount(0);
    await printed.close();
    await expect(order.getByTestId('order-status')).toHaveText(words.sent);
    await expect(order.getByTestId('order-lines')).toContainText('Chablis Premier Cru');

    const downloading = page.waitForEvent('download');
    await order.getByRole('link', { name: words.csv }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('purchase-order-1.csv');
    const csv = (await readFile(await download.path(), 'utf8')).replace(/^\uFEFF/, '');
    expect(csv.split('\r\n')[1]).toBe(
      'PO-1,Vins Dupont,Chablis Premier Cru,,2019,750,8,11.00,88.00',
    );

    await order.getByRole('button', { name: words.cancel }).click();
    await page.getByRole('dialog').last().getByRole('button', { name: words.cancel }).click();
    await expect(order.getByTestId('order-status')).toHaveText(words.cancelled);
    await expect(order.getByRole('button', { name: words.print })).toHaveCount(0);
  });
}
