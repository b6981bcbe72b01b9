import { readFileSync } from 'node:fs';
import { newAccount, signUp } from './support/accounts.js';
import { expectNoAxeViolations } from './support/axe.js';
import { chooseAction } from './support/header.js';
import { expect, test } from './support/test.js';

/** What the owner reads and presses, in each language. */
const WORDS = {
  en: {
    action: 'Sales',
    importSales: 'Import sales',
    importButton: 'Import 4 lines',
    removed: '1 bottle removed as Sold.',
    undo: 'Undo removals',
    message: '1 bottle these sales removed goes back where it was. The sales stay imported.',
  },
  fr: {
    action: 'Ventes',
    importSales: 'Importer des ventes',
    importButton: 'Importer 4 lignes',
    removed: '1 bouteille retirée, motif Vendue.',
    undo: 'Annuler les retraits',
    message:
      '1 bouteille retirée par ces ventes sera remise à sa place. Les ventes restent importées.',
  },
} as const;

const TOAST = new URL(
  '../server/features/sales/fixtures/toast-item-selection-details.csv',
  import.meta.url,
);

for (const language of ['en', 'fr'] as const) {
  test(`${language}: the bottles an imported sales file removed are put back with Undo removals`, async ({
    page,
  }) => {
    const words = WORDS[language];
    await signUp(page, await newAccount());
    const created = await page.request.post('/api/products', {
      data: {
        product: {
          name: 'Chablis 1er Cru Montmains',
          producer: 'Domaine Laroche',
          mainCategory: 'cat_wine',
          subCategory: 'subcat_still',
        },
        format: { vintage: '2021', bottleSize: 750 },
        bottles: { ids: ['UNDO-1', 'UNDO-2'] },
      },
    });
    expect(created.status()).toBe(201);
    const formatId = ((await created.json()) as { format: { id: string } }).format.id;
    const matched = await page.request.put('/api/sales/items', {
      data: { item: 'Chablis Montmains 2021 BTL', kind: 'bottle', formatId },
    });
    expect(matched.status()).toBe(200);
    const on = await page.request.put('/api/sales-depletion', {
      data: { deplete: true, locationId: null },
    });
    expect(on.status()).toBe(200);
    await page.evaluate((lang) => localStorage.setItem('lang', lang), language);
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', language);

    await chooseAction(page, 'manage', words.action, language);
    const dialog = page.getByRole('dialog', { name: words.action });
    const chooser = page.waitForEvent('filechooser');
    await dialog.getByRole('button', { name: words.importSales, exact: true }).click();
    await (await chooser).setFiles({
      name: 'ItemSelectionDetails.csv',
      mimeType: 'text/csv',
      buffer: readFileSync(TOAST),
    });
    await dialog.getByRole('button', { name: words.importButton }).click();
    const file = dialog.getByTestId('sales-file-list');
    await expect(file.getByText(words.removed)).toBeVisible();
    const bottles = async () =>
      (
        (await (await page.request.get(`/api/bottles?format=${formatId}`)).json()) as {
          bottles: unknown[];
        }
      ).bottles.length;
    expect(await bottles()).toBe(1);

    await file.getByRole('button', { name: words.undo }).click();
    const confirm = page.getByRole('dialog', { name: words.undo });
    await expect(confirm).toContainText(words.message);
    await expectNoAxeViolations(page);
    await confirm.getByRole('button', { name: words.undo }).click();
    await expect(confirm).toBeHidden();
    // The file stays, its sales imported; nothing is left to put back.
    await expect(file).toContainText('ItemSelectionDetails.csv');
    await expect(file.getByRole('button', { name: words.undo })).toHaveCount(0);
    expect(await bottles()).toBe(2);
  });
}
