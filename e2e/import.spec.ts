import type { Page } from '@playwright/test';
import { xlsxFile } from '../server/test/xlsx-file.js';
import { newAccount, signUp } from './support/accounts.js';
import { expectNoAxeViolations } from './support/axe.js';
import { chooseAction } from './support/header.js';
import { expect, test } from './support/test.js';

/** What the user reads and clicks, by language. */
const WORDS = {
  en: {
    exportMenu: 'Export',
    import: 'Import',
    chooseAnother: 'Choose another file',
    name: 'Name',
    vintage: 'Vintage',
    checkAgain: 'Check again',
    badVintage: '"19x9" is not a vintage (a year or NV).',
    importOne: 'Import 1 bottle',
    importButton: 'Import 2 bottles',
    imported: '2 bottles imported.',
    undo: 'Undo import',
    undone: 'Import undone: 2 bottles removed.',
    pastTitle: 'Past imports',
    pastCounts: 'Bottles: 2, profiles: 2, formats: 2',
    pastUndone: 'Undone on',
  },
  fr: {
    exportMenu: 'Exporter',
    import: 'Importer',
    chooseAnother: 'Choisir un autre fichier',
    name: 'Nom',
    vintage: 'Millésime',
    checkAgain: 'Vérifier à nouveau',
    badVintage: "« 19x9 » n'est pas un millésime (une année ou NV).",
    importOne: 'Importer 1 bouteille',
    importButton: 'Importer 2 bouteilles',
    imported: '2 bouteilles importées.',
    undo: "Annuler l'import",
    undone: 'Import annulé : 2 bouteilles retirées.',
    pastTitle: 'Imports précédents',
    pastCounts: 'Bouteilles : 2, profils : 2, formats : 2',
    pastUndone: 'Annulé le',
  },
} as const;

/** Headers no guess knows, so the user maps them: the wine's label and its year. */
function spreadsheet(
  wine: string,
  year: string,
): { name: string; mimeType: string; buffer: Buffer } {
  const rows = [
    'Wine label;Yr;Producer',
    `${wine};2019;Domaine Vacheron`,
    `${wine} Rouge;${year};Domaine Vacheron`,
  ];
  return { name: 'cave.csv', mimeType: 'text/csv', buffer: Buffer.from(rows.join('\r\n')) };
}

async function mapColumn(page: Page, field: string, column: string): Promise<void> {
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('combobox', { name: field, exact: true }).click();
  await page.getByRole('option', { name: column, exact: true }).click();
}

for (const language of ['en', 'fr'] as const) {
  test(`${language}: a spreadsheet is mapped, checked, fixed, imported live into every tab, and undone`, async ({
    page,
    context,
  }) => {
    const words = WORDS[language];
    const wine = `Sancerre ${language.toUpperCase()}`;
    await signUp(page, await newAccount());
    await page.evaluate((lang) => localStorage.setItem('lang', lang), language);
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    const other = await context.newPage();
    await other.goto('/admin');
    await expect(other.getByTestId('live-status')).toHaveAttribute('data-status', 'live');

    await chooseAction(page, 'manage', words.exportMenu, language);
    const dialog = page.getByRole('dialog', { name: words.exportMenu });
    const chooser = page.waitForEvent('filechooser');
    await dialog.getByRole('button', { name: words.import, exact: true }).click();
    await (await chooser).setFiles(spreadsheet(wine, '19x9'));

    // Two columns the guess did not know: the user maps them, and the server checks again.
    await mapColumn(page, words.name, 'Wine label');
    await mapColumn(page, words.vintage, 'Yr');
    await dialog.getByRole('button', { name: words.checkAgain }).click();
    await expect(dialog.getByRole('cell', { name: words.badVintage })).toBeVisible();
    // The row that can be read counts; the import waits until no row is refused.
    await expect(dialog.getByRole('button', { name: words.importOne })).toBeDisabled();
    await expectNoAxeViolations(page);

    // The file is fixed and chosen again: the same columns keep their mapping.
    const again = page.waitForEvent('filechooser');
    await dialog.getByRole('button', { name: words.chooseAnother }).click();
    await (await again).setFiles(spreadsheet(wine, '2020'));
    await expect(dialog.getByRole('cell', { name: words.badVintage })).toHaveCount(0);
    await dialog.getByRole('button', { name: words.importButton }).click();
    await expect(dialog.getByText(words.imported)).toBeVisible();
    await expect(other.getByText(`${wine} Rouge`, { exact: true })).toBeVisible();
    await expectNoAxeViolations(page);

    // The import is listed under Past imports, by file, with what it created, and undone there.
    await expect(dialog.getByRole('heading', { name: words.pastTitle })).toBeVisible();
    const past = dialog.getByTestId('past-import').filter({ hasText: 'cave.csv' });
    await expect(past).toContainText(words.pastCounts);
    await past.getByRole('button', { name: words.undo }).click();
    await expect(dialog.getByText(words.undone)).toBeVisible();
    await expect(past).toContainText(words.pastUndone);
    await expect(past.getByRole('button', { name: words.undo })).toHaveCount(0);
    await expect(other.getByText(`${wine} Rouge`, { exact: true })).toHaveCount(0);
  });
}

test('an XLSX with two sheets: its sheets are listed, the first is read, another can be chosen', async ({
  page,
}) => {
  await signUp(page, await newAccount());
  await chooseAction(page, 'manage', 'Export');
  const dialog = page.getByRole('dialog', { name: 'Export' });
  const chooser = page.waitForEvent('filechooser');
  await dialog.getByRole('button', { name: 'Import', exact: true }).click();
  const book = xlsxFile({
    Notes: [['Read me'], ['Our wines are on the next sheet']],
    Wines: [
      ['Name', 'Vintage'],
      ['Chablis Premier Cru', 2020],
      ['Pouilly-Fumé', 2021],
    ],
  });
  await (await chooser).setFiles({
    name: 'cellar.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: Buffer.from(book),
  });
  const sheet = dialog.getByRole('combobox', { name: 'Sheet' });
  await expect(sheet).toHaveValue('Notes');
  // The first sheet is read: its one row has no name column.
  await expect(dialog.getByRole('cell', { name: 'The name is missing.' })).toBeVisible();
  await sheet.click();
  await page.getByRole('option', { name: 'Wines', exact: true }).click();
  await expect(dialog.getByRole('button', { name: 'Import 2 bottles' })).toBeEnabled();
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Import 2 bottles' }).click();
  await expect(dialog.getByText('2 bottles imported.')).toBeVisible();
  await expect(dialog.getByTestId('past-import').filter({ hasText: 'cellar.xlsx' })).toBeVisible();
});
