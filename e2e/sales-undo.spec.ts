import type { Locator, Page } from '@playwright/test';
import { newAccount, signUp } from './support/accounts.js';
import { expectNoAxeViolations } from './support/axe.js';
import { chooseAction } from './support/header.js';
import { chooseSalesFile, TOAST_EXPORT } from './support/sales.js';
import { expect, test } from './support/test.js';

/** What the owner reads and presses, in each language. */
const WORDS = {
  en: {
    action: 'Sales',
    importSales: 'Import sales',
    importButton: 'Import 4 lines',
    removed: '1 bottle removed as Sold.',
    poured: '5 glasses poured from the open bottles.',
    undo: 'Undo removals',
    message: '1 bottle these sales removed goes back where it was. The sales stay imported.',
    pourMessage:
      'The 5 glasses they poured go back into their open bottles. The sales stay imported.',
    poursBack: '5 glasses given back to their open bottles.',
    soldThenBack: [/Removed by Sommelier \S+ · Sold/, /Put back by Sommelier \S+/],
    activity: 'Activity',
    putBack: /Sommelier \S+ put back 1 bottle of Chablis 1er Cru Montmains/,
  },
  fr: {
    action: 'Ventes',
    importSales: 'Importer des ventes',
    importButton: 'Importer 4 lignes',
    removed: '1 bouteille retirée, motif Vendue.',
    poured: '5 verres servis des bouteilles ouvertes.',
    undo: 'Annuler les retraits',
    message:
      '1 bouteille retirée par ces ventes sera remise à sa place. Les ventes restent importées.',
    pourMessage:
      'Les 5 verres servis retournent dans leurs bouteilles ouvertes. Les ventes restent importées.',
    poursBack: '5 verres rendus à leurs bouteilles ouvertes.',
    soldThenBack: [/Retirée par Sommelier \S+ · Vendue/, /Remise en stock par Sommelier \S+/],
    activity: 'Activité',
    putBack: /Sommelier \S+ a remis en stock 1 bouteille de Chablis 1er Cru Montmains/,
  },
} as const;
type Language = keyof typeof WORDS;

/** A new restaurant with one wine, its POS item matched as `match` says, sales depleting. */
async function restaurantSelling(
  page: Page,
  language: Language,
  wine: { name: string; ids: string[]; glass: boolean },
  item: string,
): Promise<string> {
  await signUp(page, await newAccount());
  const created = await page.request.post('/api/products', {
    data: {
      product: { name: wine.name, mainCategory: 'cat_wine', subCategory: 'subcat_still' },
      format: { vintage: '2021', bottleSize: 750 },
      bottles: { ids: wine.ids },
    },
  });
  expect(created.status()).toBe(201);
  const formatId = ((await created.json()) as { format: { id: string } }).format.id;
  if (wine.glass) {
    const listed = await page.request.put('/api/listings', {
      data: { formatId, price3oz: 9, price5oz: 14 },
    });
    expect(listed.status()).toBeLessThan(300);
  }
  const matched = await page.request.put('/api/sales/items', {
    data: wine.glass
      ? { item, kind: 'glass', formatId, pour: '5oz' }
      : { item, kind: 'bottle', formatId },
  });
  expect(matched.status()).toBe(200);
  const on = await page.request.put('/api/sales-depletion', {
    data: { deplete: true, locationId: null },
  });
  expect(on.status()).toBe(200);
  await page.evaluate((lang) => localStorage.setItem('lang', lang), language);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', language);
  return formatId;
}

/** Imports the Toast export on the Sales screen; answers its file's entry in the list. */
async function importToast(page: Page, language: Language): Promise<Locator> {
  const words = WORDS[language];
  await chooseAction(page, 'manage', words.action, language);
  const dialog = page.getByRole('dialog', { name: words.action });
  await chooseSalesFile(dialog, words.importSales, TOAST_EXPORT);
  await dialog.getByRole('button', { name: words.importButton }).click();
  return dialog.getByTestId('sales-file-list');
}

/** Undo removals, confirmed after reading what it says; the file stays, nothing left to undo. */
async function undo(page: Page, language: Language, file: Locator, message: string) {
  const words = WORDS[language];
  await file.getByRole('button', { name: words.undo }).click();
  const confirm = page.getByRole('dialog', { name: words.undo });
  await expect(confirm).toContainText(message);
  await expectNoAxeViolations(page);
  await confirm.getByRole('button', { name: words.undo }).click();
  await expect(confirm).toBeHidden();
  await expect(file).toContainText('ItemSelectionDetails.csv');
  await expect(file.getByRole('button', { name: words.undo })).toHaveCount(0);
}

async function bottlesOf(page: Page, formatId: string) {
  const answer = await page.request.get(`/api/bottles?format=${formatId}`);
  return ((await answer.json()) as { bottles: Array<{ id: string; open?: unknown }> }).bottles;
}

for (const language of ['en', 'fr'] as const) {
  test(`${language}: the bottles an imported sales file removed are put back with Undo removals`, async ({
    page,
  }) => {
    const words = WORDS[language];
    const formatId = await restaurantSelling(
      page,
      language,
      { name: 'Chablis 1er Cru Montmains', ids: ['UNDO-1', 'UNDO-2'], glass: false },
      'Chablis Montmains 2021 BTL',
    );
    const file = await importToast(page, language);
    await expect(file.getByText(words.removed)).toBeVisible();
    expect(await bottlesOf(page, formatId)).toHaveLength(1);

    await undo(page, language, file, words.message);
    expect(await bottlesOf(page, formatId)).toHaveLength(2);

    // The bottle put back is the same bottle: its history reads on through its sale.
    await page.keyboard.press('Escape');
    await page.getByTestId('wine-card').getByText('Chablis 1er Cru Montmains').click();
    const bottles = page.getByTestId('detail-bottle');
    await expect(bottles).toHaveCount(2);
    const histories: string[] = [];
    for (const index of [0, 1]) {
      await bottles.nth(index).click();
      const history = page.getByTestId('bottle-drawer').getByTestId('bottle-history');
      await expect(history).toBeVisible();
      histories.push((await history.textContent()) ?? '');
      await page.keyboard.press('Escape');
      await expect(page.getByTestId('bottle-drawer')).toBeHidden();
    }
    const [removed, back] = words.soldThenBack;
    expect(histories.filter((text) => removed.test(text) && back.test(text))).toHaveLength(1);

    // The Activity says they were put back, not added.
    await page.getByRole('button', { name: language === 'en' ? 'Back' : 'Retour' }).click();
    await chooseAction(page, 'manage', words.activity, language);
    const entries = page
      .getByRole('dialog', { name: words.activity })
      .getByTestId('activity-entry');
    await expect(entries.first()).toContainText(words.putBack);
  });

  test(`${language}: a sales file that only poured glasses is undone too, the open bottles full again`, async ({
    page,
  }) => {
    const words = WORDS[language];
    const formatId = await restaurantSelling(
      page,
      language,
      { name: 'Sancerre Les Baronnes', ids: ['GLS-1', 'GLS-2'], glass: true },
      'Sancerre Baronnes GLS',
    );
    const file = await importToast(page, language);
    // Five 5 oz glasses: the first bottle opened and poured from.
    await expect(file.getByText(words.poured)).toBeVisible();
    await expect(file.getByText(words.removed)).toHaveCount(0);
    expect((await bottlesOf(page, formatId)).some((bottle) => bottle.open)).toBe(true);

    await undo(page, language, file, words.pourMessage);
    await expect(page.getByText(words.poursBack)).toBeVisible();
    const after = await bottlesOf(page, formatId);
    expect(after.map((bottle) => bottle.id).sort()).toEqual(['GLS-1', 'GLS-2']);
    expect(after.some((bottle) => bottle.open)).toBe(false);
  });
}
