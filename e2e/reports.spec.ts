import type { APIRequestContext, Page } from '@playwright/test';
import { newAccount, signUp } from './support/accounts.js';
import { expectNoAxeViolations } from './support/axe.js';
import { expect, test } from './support/test.js';

/** What the owner reads and presses, in each language. */
const WORDS = {
  en: {
    reports: 'Reports',
    valueTab: 'Value on hand',
    supplier: 'Supplier',
    reorderTab: 'Reorder',
    total: 'Total',
    // 4 × 12.50 + 2 × 20.00
    value: '$90.00',
    dupont: '$50.00',
    lineCost: '$25.00',
    print: 'Print',
    orderSheet: 'Order sheet',
    parLevel: 'Par level',
    saveParLevel: 'Save par level',
    parSaved: 'Par level saved.',
  },
  fr: {
    reports: 'Rapports',
    valueTab: 'Valeur du stock',
    supplier: 'Fournisseur',
    reorderTab: 'Réassort',
    total: 'Total',
    // The restaurant's dollars in French too: only the punctuation follows the language.
    value: '90,00\u00a0$US',
    dupont: '50,00\u00a0$US',
    lineCost: '25,00\u00a0$US',
    print: 'Imprimer',
    orderSheet: 'Bon de commande',
    parLevel: 'Niveau de stock',
    saveParLevel: 'Enregistrer le niveau',
    parSaved: 'Niveau de stock enregistré.',
  },
} as const;

async function wine(
  request: APIRequestContext,
  name: string,
  supplier: string,
  cost: number,
  count: number,
): Promise<string> {
  const response = await request.post('/api/products', {
    data: {
      product: {
        name,
        supplier,
        mainCategory: 'cat_wine',
        subCategory: 'subcat_still',
        color: 'Red',
      },
      format: { vintage: '2019', bottleSize: 750, cost, price: cost * 3 },
      bottles: { count, locationId: null },
    },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { format: { id: string } }).format.id;
}

async function switchLanguage(page: Page, language: 'en' | 'fr'): Promise<void> {
  await page.evaluate((lang) => localStorage.setItem('lang', lang), language);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', language);
}

/** Money as the screen writes it: Intl's spaces vary (narrow or not), the figures do not. */
const spaced = (text: string) =>
  new RegExp(text.replace(/[\s\u00a0\u202f]/g, '[\\s\\u00a0\\u202f]').replace('$', '\\$'));

for (const language of ['en', 'fr'] as const) {
  test(`${language}: the reports show the value on hand, and a format below par on its supplier's order sheet, printed without the app`, async ({
    page,
  }) => {
    const words = WORDS[language];
    await signUp(page, await newAccount());
    const chablis = await wine(page.request, 'Chablis Premier Cru', 'Vins Dupont', 12.5, 4);
    await wine(page.request, 'Rioja Reserva', 'Iberia', 20, 2);
    await switchLanguage(page, language);
    await expect(page.getByTestId('count-bottles')).toBeVisible();

    // The par level is set from the wine detail view: 6 to keep, 4 on hand, 2 to order.
    await page
      .getByRole('button', { name: /Chablis Premier Cru/ })
      .first()
      .click();
    const par = page.getByTestId('par-level');
    await par.getByRole('textbox', { name: words.parLevel }).fill('6');
    await par.getByRole('button', { name: words.saveParLevel }).click();
    await expect(par.getByRole('status')).toHaveText(words.parSaved);
    expect(chablis).not.toBe('');

    await page.getByRole('button', { name: words.reports, exact: true }).click();
    const screen = page.getByTestId('reports-screen');
    await expect(screen.getByRole('tab', { name: words.valueTab })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    // A person presses the segment's label: its radio, styled away, has no box of its own.
    const bySupplier = screen.getByRole('radio', { name: words.supplier });
    await screen.locator(`label[for="${await bySupplier.getAttribute('id')}"]`).click();
    await expect(bySupplier).toBeChecked();
    const table = screen.getByTestId('value-table');
    await expect(table.getByRole('row', { name: /Vins Dupont/ })).toContainText(
      spaced(words.dupont),
    );
    await expect(table.getByRole('row', { name: new RegExp(`^${words.total}`) })).toContainText(
      spaced(words.value),
    );
    await expectNoAxeViolations(page);

    await screen.getByRole('tab', { name: words.reorderTab }).click();
    const dupont = screen.getByTestId('order-supplier').filter({ hasText: 'Vins Dupont' });
    await expect(dupont.getByRole('heading', { name: 'Vins Dupont' })).toBeVisible();
    const line = dupont.getByRole('row', { name: /Chablis Premier Cru/ });
    await expect(line.getByRole('cell').nth(6)).toHaveText('2');
    await expect(line.getByRole('cell').nth(8)).toHaveText(spaced(words.lineCost));
    // Rioja has no par level: nothing to order for Iberia.
    await expect(screen.getByTestId('order-supplier')).toHaveCount(1);
    await expectNoAxeViolations(page);

    const [printed] = await Promise.all([
      page.waitForEvent('popup'),
      screen.getByRole('button', { name: words.print }).click(),
    ]);
    await printed.emulateMedia({ media: 'print' });
    await expect(printed.getByRole('heading', { level: 1 })).toContainText(words.orderSheet);
    await expect(printed.getByRole('heading', { level: 2 })).toHaveText('Vins Dupont');
    await expect(printed.getByRole('table')).toContainText('Chablis Premier Cru');
    await expect(printed.locator('header, nav, button')).toHaveCount(0);
    await printed.close();
  });
}

/** How many pages a PDF holds (Chromium writes each page's dictionary as plain text). */
const pageCount = (pdf: Buffer) =>
  (pdf.toString('latin1').match(/\/Type\s*\/Page\b(?!s)/g) ?? []).length;

test('each report draws its chart with its figures in words (dark theme), and the order sheet prints one page per supplier on A4 and Letter', async ({
  page,
}) => {
  await signUp(page, await newAccount());
  const product = async (name: string, supplier: string, cost: number, ids: string[]) => {
    const response = await page.request.post('/api/products', {
      data: {
        product: {
          name,
          supplier,
          mainCategory: 'cat_wine',
          subCategory: 'subcat_still',
          color: 'Red',
        },
        format: { vintage: '2019', bottleSize: 750, cost, price: cost * 3 },
        bottles: { ids },
      },
    });
    expect(response.status()).toBe(201);
    return ((await response.json()) as { format: { id: string } }).format.id;
  };
  const chablis = await product('Chablis Premier Cru', 'Vins Dupont', 12.5, [
    'CH1',
    'CH2',
    'CH3',
    'CH4',
  ]);
  const rioja = await product('Rioja Reserva', 'Iberia', 20, ['RI1', 'RI2']);
  expect(
    (
      await page.request.post('/api/batches/remove', { data: { ids: ['RI1'], reason: 'sold' } })
    ).ok(),
  ).toBe(true);
  // 12.50 / (750 / 88.7205) / 5.00 = 29.6 % at 3oz, above the 25 % target; 24.6 % at 5oz.
  expect(
    (
      await page.request.put('/api/listings', {
        data: { formatId: chablis, price3oz: 5, price5oz: 10 },
      })
    ).ok(),
  ).toBe(true);
  const pars = await page.request.put('/api/par-levels', {
    data: {
      levels: [
        { formatId: chablis, par: 6 },
        { formatId: rioja, par: 6 },
      ],
    },
  });
  expect(pars.ok()).toBe(true);
  await page.reload();
  await expect(page.getByTestId('count-bottles')).toBeVisible();
  // The other test reads the reports in the light theme; this one in the dark.
  await page.getByRole('button', { name: 'Switch to dark theme' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');

  await page.getByRole('button', { name: 'Reports', exact: true }).click();
  const screen = page.getByTestId('reports-screen');
  // By category: 4 × 12.50 + 1 × 20.00 left.
  await expect(screen.getByRole('img', { name: /Value at cost by group/ })).toHaveAccessibleName(
    /Wine: \$70\.00/,
  );
  await expect(screen.getByTestId('value-table')).toBeVisible();

  await screen.getByRole('tab', { name: 'What went out' }).click();
  await expect(screen.getByRole('img', { name: /what went out, by reason/ })).toHaveAccessibleName(
    /Sold: \$20\.00 · 1 bottle/,
  );
  await expect(screen.getByTestId('out-table')).toBeVisible();

  await screen.getByRole('tab', { name: 'By the glass' }).click();
  const pours = screen.getByRole('img', { name: /Pour cost of the/ });
  await expect(pours).toHaveAccessibleName(/Target 25\.0%/);
  await expect(pours).toHaveAccessibleName(
    /Chablis Premier Cru 2019 · 3oz: 29\.6% \(Above target\)/,
  );
  await expect(pours).toHaveAccessibleName(/Chablis Premier Cru 2019 · 5oz: 24\.6%(?! \()/);
  await expect(screen.getByTestId('glass-table')).toBeVisible();
  await expectNoAxeViolations(page);

  await screen.getByRole('tab', { name: 'Reorder' }).click();
  await expect(screen.getByTestId('order-supplier')).toHaveCount(2);
  const [printed] = await Promise.all([
    page.waitForEvent('popup'),
    screen.getByRole('button', { name: 'Print' }).click(),
  ]);
  await expect(printed.getByRole('heading', { level: 2 })).toHaveText(['Iberia', 'Vins Dupont']);
  // Each supplier's page is headed alike: the order sheet, the restaurant, the date.
  await expect(printed.getByRole('heading', { level: 1 })).toHaveCount(2);
  await expect(printed.locator('header, nav, button')).toHaveCount(0);
  for (const format of ['A4', 'Letter'] as const) {
    expect(pageCount(await printed.pdf({ format }))).toBe(2);
  }
  await printed.close();
});
