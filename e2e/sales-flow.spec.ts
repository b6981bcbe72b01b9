import type { Page } from '@playwright/test';
import { newAccount, signUp } from './support/accounts.js';
import { expectNoAxeViolations } from './support/axe.js';
import { chooseAction } from './support/header.js';
import { chooseSalesFile, TOAST_EXPORT, TOAST_FILE_NAME } from './support/sales.js';
import { expect, test } from './support/test.js';

// From the POS export to the variance and back: a Toast file imported on the Sales screen, one
// item matched by its suggestion as a bottle and one as a 5 oz pour, the Variance read on
// Reports; then, with depletion on, the next file's removals undone.

const WORDS = {
  en: {
    sales: 'Sales',
    importSales: 'Import sales',
    importButton: 'Import 4 lines',
    imported: '4 lines imported.',
    matchTab: 'Match POS items',
    bottle: /^Bottle: Chablis 1er Cru Montmains · Domaine Laroche · 2021 · 750 ml · \d+% sure$/,
    choose: 'Choose…',
    matchSancerre: 'Match Sancerre Baronnes GLS',
    glass: '5 oz glass: Sancerre Les Baronnes',
    reports: 'Reports',
    variance: 'Variance',
    period: 'Period',
    custom: 'Custom range',
    first: 'From',
    last: 'To',
    deplete: 'Imported bottle sales remove bottles',
    matchedLater:
      'Items matched at import only: the sales of an item matched later remove no bottles (Variance lists them).',
    save: 'Save',
    saved: 'Saved.',
    removed: '1 bottle removed as Sold.',
    undo: 'Undo removals',
    // The next week's file also poured five glasses of Sancerre.
    message:
      '1 bottle these sales removed goes back where it was. The 5 glasses they poured go back into their open bottles. The sales stay imported.',
  },
  fr: {
    sales: 'Ventes',
    importSales: 'Importer des ventes',
    importButton: 'Importer 4 lignes',
    imported: '4 lignes importées.',
    matchTab: 'Associer les articles de caisse',
    bottle:
      /^Bouteille : Chablis 1er Cru Montmains · Domaine Laroche · 2021 · 750 ml · sûr à \d+ %$/,
    choose: 'Choisir…',
    matchSancerre: 'Associer Sancerre Baronnes GLS',
    glass: 'Verre de 5 oz : Sancerre Les Baronnes',
    reports: 'Rapports',
    variance: 'Écart',
    period: 'Période',
    custom: 'Période choisie',
    first: 'Du',
    last: 'Au',
    deplete: 'Les ventes de bouteilles importées retirent des bouteilles',
    matchedLater:
      'Articles associés à l’import seulement : les ventes d’un article associé plus tard ne retirent aucune bouteille (l’Écart les liste).',
    save: 'Enregistrer',
    saved: 'Enregistré.',
    removed: '1 bouteille retirée, motif Vendue.',
    undo: 'Annuler les retraits',
    message:
      '1 bouteille retirée par ces ventes sera remise à sa place. Les 5 verres servis retournent dans leurs bouteilles ouvertes. Les ventes restent importées.',
  },
} as const;

/** The same service a week later: other days, other bytes. */
const NEXT_WEEK = TOAST_EXPORT.replaceAll('11/2/26', '11/9/26').replaceAll(
  '11/03/2026',
  '11/10/2026',
);

function today(): string {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** Two wines through the API: Chablis with three bottles, two sold by hand; Sancerre by the glass. */
async function cellar(page: Page): Promise<string> {
  const wine = async (name: string, producer: string, vintage: string, ids: string[]) => {
    const created = await page.request.post('/api/products', {
      data: {
        product: { name, producer, mainCategory: 'cat_wine', subCategory: 'subcat_still' },
        format: { vintage, bottleSize: 750, cost: 20, price: 70 },
        bottles: { ids },
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    return ((await created.json()) as { format: { id: string } }).format.id;
  };
  const tag = Math.random().toString(36).slice(2, 8).toUpperCase();
  const chablis = await wine('Chablis 1er Cru Montmains', 'Domaine Laroche', '2021', [
    `FL${tag}1`,
    `FL${tag}2`,
    `FL${tag}3`,
  ]);
  const sancerre = await wine('Sancerre Les Baronnes', 'Henri Bourgeois', '2022', [
    `FL${tag}4`,
    `FL${tag}5`,
  ]);
  const listed = await page.request.put('/api/listings', {
    data: { formatId: sancerre, price3oz: 9, price5oz: 14 },
  });
  expect(listed.status(), await listed.text()).toBeLessThan(300);
  const sold = await page.request.post('/api/batches/remove', {
    data: { ids: [`FL${tag}1`, `FL${tag}2`], reason: 'sold' },
  });
  expect(sold.status(), await sold.text()).toBe(200);
  return chablis;
}

async function importFile(page: Page, language: 'en' | 'fr', text: string, name: string) {
  const words = WORDS[language];
  const dialog = page.getByRole('dialog', { name: words.sales });
  await chooseSalesFile(dialog, words.importSales, text, name);
  await dialog.getByRole('button', { name: words.importButton }).click();
  await expect(dialog.getByRole('status').filter({ hasText: words.imported })).toBeVisible();
}

for (const language of ['en', 'fr'] as const) {
  test(`${language}: a Toast file imported, matched, read as Variance, and its removals undone`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const words = WORDS[language];
    await signUp(page, await newAccount());
    const chablis = await cellar(page);
    await page.evaluate((lang) => localStorage.setItem('lang', lang), language);
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', language);

    await chooseAction(page, 'manage', words.sales, language);
    const dialog = page.getByRole('dialog', { name: words.sales });
    await expectNoAxeViolations(page);
    await importFile(page, language, TOAST_EXPORT, TOAST_FILE_NAME);

    await dialog.getByRole('tab', { name: words.matchTab }).click();
    const chablisItem = dialog
      .getByTestId('pos-item')
      .filter({ hasText: 'Chablis Montmains 2021 BTL' });
    await chablisItem.getByRole('button', { name: words.bottle }).click();
    const sancerreItem = dialog
      .getByTestId('pos-item')
      .filter({ hasText: 'Sancerre Baronnes GLS' });
    await sancerreItem.getByRole('button', { name: words.choose }).click();
    const match = page.getByRole('dialog', { name: words.matchSancerre });
    await match
      .getByTestId('pos-choice')
      .filter({ hasText: 'Sancerre Les Baronnes' })
      .getByRole('button', { name: '5 oz' })
      .click();
    await expect(match).toBeHidden();
    await expect(sancerreItem).toContainText(words.glass);
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    await page.getByRole('button', { name: words.reports, exact: true }).click();
    const reports = page.getByTestId('reports-screen');
    await reports.getByRole('tab', { name: words.variance }).click();
    await reports.getByRole('combobox', { name: words.period }).click();
    await page.getByRole('option', { name: words.custom }).click();
    await reports.getByRole('textbox', { name: words.first, exact: true }).fill('2026-11-01');
    await reports.getByRole('textbox', { name: words.last, exact: true }).fill(today());
    const rows = reports.getByTestId('variance-table').locator('tbody tr');
    // Chablis: 2 removed as Sold by hand, 1 sold by the POS (the voided one left out).
    const chablisRow = rows.filter({ hasText: 'Chablis 1er Cru Montmains' }).locator('td');
    await expect(chablisRow.nth(2)).toHaveText('2');
    await expect(chablisRow.nth(3)).toHaveText('1');
    await expect(chablisRow.nth(4)).toHaveText('-1');
    // Sancerre: five 5 oz glasses are 5 × 147.9 ml of a 750 ml bottle, none used.
    const sancerreRow = rows.filter({ hasText: 'Sancerre Les Baronnes' }).locator('td');
    await expect(sancerreRow.nth(2)).toHaveText('0');
    await expect(sancerreRow.nth(3)).toHaveText(/^0[.,]99$/);
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(reports).toBeHidden();

    await chooseAction(page, 'manage', words.sales, language);
    // The switch says what it does not do: sales of an item matched after their import stay.
    await expect(dialog.getByRole('switch', { name: words.deplete })).toHaveAccessibleDescription(
      words.matchedLater,
    );
    await dialog.getByRole('switch', { name: words.deplete }).check();
    await dialog.getByRole('button', { name: words.save }).click();
    await expect(dialog.getByText(words.saved)).toBeVisible();
    await importFile(page, language, NEXT_WEEK, 'NextWeek.csv');
    const files = dialog.getByTestId('sales-file-list');
    await expect(files.getByText(words.removed)).toBeVisible();
    const onHand = async () =>
      (
        (await (await page.request.get(`/api/bottles?format=${chablis}`)).json()) as {
          bottles: unknown[];
        }
      ).bottles.length;
    expect(await onHand()).toBe(0);
    await files.getByRole('button', { name: words.undo }).click();
    const confirm = page.getByRole('dialog', { name: words.undo });
    await expect(confirm).toContainText(words.message);
    await expectNoAxeViolations(page);
    await confirm.getByRole('button', { name: words.undo }).click();
    await expect(confirm).toBeHidden();
    await expect(files.getByRole('button', { name: words.undo })).toHaveCount(0);
    await expect(files).toContainText('NextWeek.csv');
    expect(await onHand()).toBe(1);
  });
}
