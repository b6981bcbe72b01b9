import type { Locator, Page } from '@playwright/test';
import { xlsxFile } from '../server/test/xlsx-file.js';
import { newAccount, signUp } from './support/accounts.js';
import { expectNoAxeViolations } from './support/axe.js';
import { chooseAction } from './support/header.js';
import { expect, failedRequest, test } from './support/test.js';

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
    undoTitle: 'Undo this import?',
  },
  fr: {
    exportMenu: 'Exporter',
    import: 'Importer',
    chooseAnother: 'Choisir un autre fichier',
    name: 'Nom',
    vintage: 'Millésime',
    checkAgain: 'Vérifier à nouveau',
    badVintage: '« 19x9 » n’est pas un millésime (une année ou NV).',
    importOne: 'Importer 1 bouteille',
    importButton: 'Importer 2 bouteilles',
    imported: '2 bouteilles importées.',
    undo: 'Annuler l’import',
    undone: 'Import annulé : 2 bouteilles retirées.',
    pastTitle: 'Imports précédents',
    pastCounts: 'Bouteilles : 2, profils : 2, formats : 2',
    pastUndone: 'Annulé le',
    undoTitle: 'Annuler cet import ?',
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
    await page
      .getByRole('dialog', { name: words.undoTitle })
      .getByRole('button', { name: words.undo })
      .click();
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

/** A CSV file as the file chooser takes it. */
function csv(name: string, lines: readonly string[]) {
  return { name, mimeType: 'text/csv', buffer: Buffer.from(lines.join('\r\n')) };
}

async function openImport(page: Page, language: 'en' | 'fr' = 'en') {
  const menu = language === 'en' ? 'Export' : 'Exporter';
  await chooseAction(page, 'manage', menu, language);
  const dialog = page.getByRole('dialog', { name: menu });
  return dialog;
}

async function chooseFile(
  page: Page,
  button: Locator,
  file: { name: string; mimeType: string; buffer: Buffer },
) {
  const chooser = page.waitForEvent('filechooser');
  await button.click();
  await (await chooser).setFiles(file);
}

async function inLanguage(page: Page, language: 'en' | 'fr') {
  await page.evaluate((lang) => localStorage.setItem('lang', lang), language);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', language);
}

test('a spreadsheet without categories: each row’s category inferred, counted per group, and a group changed before Import', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signUp(page, await newAccount());
  // Read in the dark theme; the other tests read the light one.
  await page.getByRole('button', { name: 'Switch to dark theme' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
  const dialog = await openImport(page);
  const file = csv('carte.csv', [
    'Name,Colour,Region',
    'Morgon,Red,Beaujolais',
    'Chablis,White,Bourgogne',
    'Crémant de Loire,White,Loire',
    'Mystery bottle,,',
  ]);
  await chooseFile(page, dialog.getByRole('button', { name: 'Import', exact: true }), file);

  await expect(dialog.getByText('4 rows, 4 bottles.', { exact: false })).toBeVisible();
  const still = dialog.getByRole('combobox', { name: 'Wine · Still: 2 rows' });
  await expect(still).toHaveValue('Wine · Still');
  await expect(dialog.getByRole('combobox', { name: 'Wine · Sparkling: 1 row' })).toHaveValue(
    'Wine · Sparkling',
  );
  await expect(dialog.getByRole('combobox', { name: 'No category: 1 row' })).toHaveValue(
    'No category',
  );
  await expectNoAxeViolations(page);

  // The still wines were the restaurant's sweet wines: the whole group changes at once.
  await still.click();
  await page.getByRole('option', { name: 'Wine · Dessert', exact: true }).click();
  await expect(still).toHaveValue('Wine · Dessert');
  await dialog.getByRole('button', { name: 'Import 4 bottles' }).click();
  await expect(dialog.getByText('4 bottles imported.')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  const card = (name: string) => page.getByTestId('wine-card').filter({ hasText: name });
  await expect(card('Morgon')).toContainText('Wine · Dessert');
  await expect(card('Chablis')).toContainText('Wine · Dessert');
  await expect(card('Crémant de Loire')).toContainText('Wine · Sparkling');
});

for (const language of ['en', 'fr'] as const) {
  const words = {
    en: {
      import: 'Import',
      unclosed:
        'Row 3 opens a quote that is never closed. Close it in the file and choose it again.',
    },
    fr: {
      import: 'Importer',
      unclosed:
        'La ligne 3 ouvre un guillemet qui n’est jamais fermé. Fermez-le dans le fichier et choisissez-le à nouveau.',
    },
  }[language];

  test(`${language}: a CSV whose quote is never closed is refused with its row, and offers no Import`, async ({
    page,
    allowConsoleError,
  }) => {
    allowConsoleError(failedRequest(400, '/api/imports/preview'));
    await signUp(page, await newAccount());
    await inLanguage(page, language);
    const dialog = await openImport(page, language);
    const file = csv('broken.csv', [
      'Name;Vintage',
      'Chablis;2019',
      '"Morgon;2020',
      'Fleurie;2021',
    ]);
    await chooseFile(page, dialog.getByRole('button', { name: words.import, exact: true }), file);
    await expect(dialog.getByRole('alert')).toHaveText(words.unclosed);
    await expect(
      dialog.getByRole('button', { name: new RegExp(`^${words.import} \\d`) }),
    ).toHaveCount(0);
    await expectNoAxeViolations(page);
  });
}

const AGAIN = {
  en: {
    import: 'Import',
    chooseAnother: 'Choose another file',
    summary: '1 row, 1 bottle. Profiles: 1 new, 0 already here. Formats: 1 new, 0 already here.',
    importOne: 'Import 1 bottle',
    imported: '1 bottle imported.',
    alreadyTitle: 'This file was already imported',
    by: /^Imported on .+ by Sommelier .+ \(twice\.csv\)\. Importing it again adds its bottles a second time\.$/,
    again: 'Import it again anyway',
    undo: 'Undo import',
    undoTitle: 'Undo this import?',
    undoText: 'This removes 1 bottle, 0 wine profiles and 0 formats that the import created.',
    keep: 'Keep the import',
    undone: 'Import undone: 1 bottle removed.',
  },
  fr: {
    import: 'Importer',
    chooseAnother: 'Choisir un autre fichier',
    summary:
      '1 ligne, 1 bouteille. Profils : 1 nouveau, 0 déjà présent. Formats : 1 nouveau, 0 déjà présent.',
    importOne: 'Importer 1 bouteille',
    imported: '1 bouteille importée.',
    alreadyTitle: 'Ce fichier a déjà été importé',
    by: /^Importé le .+ par Sommelier .+ \(twice\.csv\)\. L’importer à nouveau ajoute ses bouteilles une seconde fois\.$/,
    again: 'L’importer quand même à nouveau',
    undo: 'Annuler l’import',
    undoTitle: 'Annuler cet import ?',
    undoText: 'Cela retire 1 bouteille, 0 profil de vin et 0 format créés par l’import.',
    keep: 'Garder l’import',
    undone: 'Import annulé : 1 bouteille retirée.',
  },
} as const;

for (const language of ['en', 'fr'] as const) {
  test(`${language}: the same file again is named before it is imported twice, and an undo says what it removes first`, async ({
    page,
  }) => {
    const words = AGAIN[language];
    await signUp(page, await newAccount());
    await inLanguage(page, language);
    const dialog = await openImport(page, language);
    const file = csv('twice.csv', ['name,vintage', 'Twice Chablis,2019']);
    await chooseFile(page, dialog.getByRole('button', { name: words.import, exact: true }), file);
    await expect(dialog.getByText(words.summary, { exact: true })).toBeVisible();
    await expect(dialog.getByText(words.alreadyTitle)).toHaveCount(0);
    await dialog.getByRole('button', { name: words.importOne }).click();
    await expect(dialog.getByText(words.imported)).toBeVisible();

    // The same content again (under another name or not): named, and Import waits.
    await chooseFile(page, dialog.getByRole('button', { name: words.chooseAnother }), file);
    await expect(dialog.getByText(words.alreadyTitle)).toBeVisible();
    await expect(dialog.getByText(words.by)).toBeVisible();
    await expect(dialog.getByRole('button', { name: words.importOne })).toBeDisabled();
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: words.again }).click();
    await expect(dialog.getByText(words.imported)).toBeVisible();

    // Undo asks first, saying what it removes; keeping the import changes nothing.
    await dialog.getByRole('status').getByRole('button', { name: words.undo }).click();
    const confirm = page.getByRole('dialog', { name: words.undoTitle });
    await expect(confirm).toContainText(words.undoText);
    await expectNoAxeViolations(page);
    await confirm.getByRole('button', { name: words.keep }).click();
    await expect(confirm).toBeHidden();
    await expect(dialog.getByText(words.undone)).toHaveCount(0);
    await expect(dialog.getByTestId('past-import')).toHaveCount(2);

    await dialog.getByRole('status').getByRole('button', { name: words.undo }).click();
    await confirm.getByRole('button', { name: words.undo }).click();
    await expect(dialog.getByText(words.undone)).toBeVisible();
  });
}

test('an imported cellar arrives on its added dates: dead stock lists the old bottles, the movement chart draws the first week', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signUp(page, await newAccount());
  const dialog = await openImport(page);
  const now = new Date();
  const first = new Date(now.getFullYear(), now.getMonth(), 1, 12);
  const firstDay = `${first.getFullYear()}-${String(first.getMonth() + 1).padStart(2, '0')}-01`;
  const file = csv('old-cellar.csv', [
    'Name,Vintage,Date added,Quantity',
    'Forgotten Rioja,2010,2025-01-06,2',
    `First Week Chablis,2020,${firstDay},3`,
  ]);
  await chooseFile(page, dialog.getByRole('button', { name: 'Import', exact: true }), file);
  await dialog.getByRole('button', { name: 'Import 5 bottles' }).click();
  await expect(dialog.getByText('5 bottles imported.')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  await page.getByRole('button', { name: 'Reports', exact: true }).click();
  const screen = page.getByTestId('reports-screen');
  await screen.getByRole('tab', { name: 'Dead stock' }).click();
  const dead = screen.getByTestId('dead-table');
  await expect(dead).toContainText('Forgotten Rioja');
  await expect(dead).not.toContainText('First Week Chablis');

  await screen.getByRole('tab', { name: 'Movement' }).click();
  // The table's first week holds the three bottles of the 1st...
  const firstWeek = screen.getByTestId('movement-table').getByRole('row').nth(1);
  await expect(firstWeek.getByRole('cell').nth(1)).toHaveText('3');
  // ...and the chart draws them: a bar in the theme's primary colour, not a sliver at its edge.
  const chart = screen.getByTestId('movement-chart');
  await expect.poll(() => primaryColumns(chart)).toBeGreaterThan(10);
  await expectNoAxeViolations(page);
});

/**
 * How many columns of the chart's canvas hold a bar in the theme's primary colour (an In bar, 40
 * px wide at most, at least 50 px tall): a bar cut off at the plot's edge leaves a column or two
 * of its outline; an empty week's bar is a flat line.
 */
function primaryColumns(chart: Locator): Promise<number> {
  return chart.evaluate((box) => {
    const canvas = box.querySelector('canvas');
    const drawn = canvas?.getContext('2d');
    const probe = document.createElement('canvas').getContext('2d');
    if (!canvas || !drawn || !probe) return 0;
    probe.fillStyle = getComputedStyle(document.documentElement)
      .getPropertyValue('--mantine-primary-color-filled')
      .trim();
    probe.fillRect(0, 0, 1, 1);
    const [r = 0, g = 0, b = 0] = probe.getImageData(0, 0, 1, 1).data;
    const { data, width } = drawn.getImageData(0, 0, canvas.width, canvas.height);
    const columns = new Map<number, number>();
    for (let at = 0; at < data.length; at += 4) {
      const near =
        Math.abs((data[at] ?? 0) - r) +
        Math.abs((data[at + 1] ?? 0) - g) +
        Math.abs((data[at + 2] ?? 0) - b);
      const column = (at / 4) % width;
      if (near < 12 && (data[at + 3] ?? 0) > 200)
        columns.set(column, (columns.get(column) ?? 0) + 1);
    }
    return [...columns.values()].filter((pixels) => pixels >= 50).length;
  });
}
