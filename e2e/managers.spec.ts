import type { Locator, Page } from '@playwright/test';
import { newAccount, signUp } from './support/accounts.js';
import { expectNoAxeViolations } from './support/axe.js';
import { chooseAction } from './support/header.js';
import { expect, test } from './support/test.js';

interface Saved {
  format: { id: string };
  bottles: Array<{ id: string }>;
}

/** A wine with its format and bottles, saved through the API with the page's session. */
async function createProduct(
  page: Page,
  name: string,
  vintage: string,
  bottles: { count?: number; ids?: string[]; locationId?: string | null; bin?: string },
): Promise<Saved> {
  const response = await page.request.post('/api/products', {
    data: {
      product: {
        name,
        producer: 'Domaine Rossignol-Trapet',
        country: 'France',
        color: 'Red',
        mainCategory: 'cat_wine',
        subCategory: 'subcat_still',
        varieties: [{ name: 'Pinot Noir', pct: 100 }],
      },
      format: { vintage, bottleSize: 750, cost: 20, price: 60 },
      bottles,
    },
  });
  expect(response.status()).toBe(201);
  return (await response.json()) as Saved;
}

async function createLocation(page: Page, name: string, bins: string[] = []): Promise<string> {
  const response = await page.request.post('/api/locations', { data: { name } });
  expect(response.status()).toBe(201);
  const { id } = (await response.json()) as { id: string };
  for (const bin of bins) {
    const added = await page.request.post(`/api/locations/${id}/bins`, { data: { name: bin } });
    expect(added.ok()).toBe(true);
  }
  return id;
}

/** Opens a header action, a button or (with `menu`) an item of one of the header's menus. */
async function openManager(
  page: Page,
  button: RegExp | string,
  title: RegExp | string,
  menu?: 'batch' | 'manage',
) {
  if (menu && typeof button === 'string') await chooseAction(page, menu, button);
  else await page.getByRole('button', { name: button }).click();
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** Picks an option of a Mantine Select by its label. */
async function choose(page: Page, dialog: Locator, label: string, option: string) {
  await dialog.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

const toast = (page: Page, text: string) => page.getByText(text, { exact: true });

test('manual batch edit: filter, select all, move, re-profile, remove', async ({ page }) => {
  // Five server round trips, each with its toast and live update: more than the default budget.
  test.setTimeout(60_000);
  await signUp(page, await newAccount());
  const cellar = await createLocation(page, 'Cellar', ['A1', 'A2']);
  await createProduct(page, 'Château Rayas', '2016', { count: 3, locationId: null });
  await createProduct(page, 'Clos Rougeard', '2018', { count: 2, locationId: cellar, bin: 'A1' });

  const dialog = await openManager(page, 'Manual Batch Edit', 'Manual Batch Edit', 'batch');
  const rows = dialog.getByTestId('bottle-row');
  await expect(rows).toHaveCount(5);

  // Accent-insensitive filter, then select all of the filtered bottles.
  await dialog.getByRole('searchbox', { name: 'Filter' }).fill('chateau rayas');
  await expect(rows).toHaveCount(3);
  await dialog.getByRole('checkbox', { name: 'Select all (3)' }).check();
  await expect(dialog.getByTestId('selection-count')).toHaveText('3 selected · 3 of 5 shown');

  // Bin is enabled only after a location.
  const bin = dialog.getByRole('combobox', { name: 'Bin', exact: true });
  await expect(bin).toBeDisabled();
  await choose(page, dialog, 'Location', 'Cellar');
  await expect(bin).toBeEnabled();
  await choose(page, dialog, 'Bin', 'A2');
  await dialog.getByRole('button', { name: 'Move 3 Bottles', exact: true }).click();
  await expect(toast(page, '3 bottles have been moved to the chosen location.')).toBeVisible();
  await expect(dialog.getByTestId('selection-count')).toHaveText('0 selected · 3 of 5 shown');
  for (const row of await rows.all()) await expect(row).toContainText('Cellar · Bin A2');
  // Nothing selected: the actions name no count ("Move 0 Bottles") and wait for a selection.
  await expect(dialog.getByRole('button', { name: 'Move Bottles', exact: true })).toBeDisabled();
  await expect(dialog.getByRole('button', { name: 'Remove Bottles', exact: true })).toBeDisabled();

  // Re-profile two of them to the other wine's format.
  await dialog
    .getByRole('checkbox', { name: /^Select Château Rayas/ })
    .first()
    .check();
  await dialog
    .getByRole('checkbox', { name: /^Select Château Rayas/ })
    .nth(1)
    .check();
  await choose(page, dialog, 'New wine profile', 'Clos Rougeard — 2018 — 750 ml');
  await dialog.getByRole('button', { name: 'Re-profile 2 Bottles', exact: true }).click();
  await expect(toast(page, '2 bottles have been assigned to the new wine profile.')).toBeVisible();
  await expect(rows).toHaveCount(1);

  // Remove everything in the cellar, after confirming.
  await dialog.getByRole('searchbox', { name: 'Filter' }).fill('');
  await choose(page, dialog, 'Show location', 'Cellar');
  await expect(rows).toHaveCount(5);
  await dialog.getByRole('checkbox', { name: 'Select all (5)' }).check();
  await dialog.getByRole('button', { name: 'Remove 5 Bottles', exact: true }).click();
  const confirm = page.getByRole('dialog', { name: 'Remove 5 Bottles?' });
  await expect(confirm).toContainText('This will permanently remove the scanned bottles.');
  await confirm.getByRole('button', { name: 'Remove', exact: true }).click();
  await expect(toast(page, '5 bottles have been removed.')).toBeVisible();
  await expect(dialog.getByText('No bottles in the inventory yet.')).toBeVisible();
});

test('unassigned: the header counts them, assigning a location in bulk brings it to 0', async ({
  page,
}) => {
  await signUp(page, await newAccount());
  await createLocation(page, 'Bar', ['Shelf 1']);
  await createProduct(page, 'Barolo Cannubi', '2017', { count: 2, locationId: null });
  await createProduct(page, 'Chablis Premier Cru', '2021', { count: 1, locationId: null });

  // The title follows the count: find the dialog by the start of its name.
  await openManager(page, 'Unassigned (3)', 'Unassigned Bottles (3)');
  const dialog = page.getByRole('dialog', { name: /^Unassigned Bottles/ });
  await expect(dialog.getByTestId('bottle-group')).toHaveCount(2);
  await expect(dialog.getByTestId('bottle-row')).toHaveCount(3);
  await dialog
    .getByRole('checkbox', { name: 'Select all of Barolo Cannubi — 2017 — 750 ml' })
    .check();
  await expect(dialog.getByTestId('selection-count')).toHaveText('2 selected · 3 of 3 shown');
  await dialog.getByRole('checkbox', { name: 'Select all (3)' }).check();
  await choose(page, dialog, 'Location', 'Bar');
  await choose(page, dialog, 'Bin', 'Shelf 1');
  await dialog.getByRole('button', { name: 'Assign 3 Bottles', exact: true }).click();
  await expect(toast(page, '3 bottles have been moved to the chosen location.')).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Unassigned Bottles (0)' })).toBeVisible();
  await expect(dialog.getByText('Every bottle has a location.')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('button', { name: 'Unassigned (0)' }).first()).toBeAttached();
});

test('the unassigned list is read as it opens and follows bottles added and placed elsewhere', async ({
  page,
}) => {
  await signUp(page, await newAccount());
  const bar = await createLocation(page, 'Bar');
  const wine = await createProduct(page, 'Barolo Cannubi', '2017', { ids: ['QR-UN-1'] });

  const asked = page.waitForRequest((request) => request.url().includes('list=unassigned'));
  await openManager(page, 'Unassigned (1)', 'Unassigned Bottles (1)');
  await asked;
  const dialog = page.getByRole('dialog', { name: /^Unassigned Bottles/ });
  const rows = dialog.getByTestId('bottle-row');
  await expect(rows).toHaveCount(1);

  // Written through the API, as another phone would: the open list hears of it from the feed.
  const added = await page.request.post('/api/bottles', {
    data: { formatId: wine.format.id, ids: ['QR-UN-2', 'QR-UN-3'] },
  });
  expect(added.status()).toBe(201);
  await expect(rows).toHaveCount(3);
  await expect(page.getByRole('dialog', { name: 'Unassigned Bottles (3)' })).toBeVisible();
  const placed = await page.request.post('/api/batches/move', {
    data: { ids: ['QR-UN-1', 'QR-UN-3'], locationId: bar },
  });
  expect(placed.ok()).toBe(true);
  await expect(rows).toHaveCount(1);
  await expect(dialog).toContainText('UN-2');
});

test('manual entries: lists MAN bottles and opens one in its drawer', async ({ page }) => {
  await signUp(page, await newAccount());
  const manual = await createProduct(page, 'Sancerre Les Monts Damnés', '2020', { count: 2 });
  await createProduct(page, 'Hermitage', '2015', { ids: ['QRBOTTLE-000001'] });

  const dialog = await openManager(page, 'Manual Entries (2)', 'Manual Entries (2)');
  const rows = dialog.getByTestId('bottle-row');
  await expect(rows).toHaveCount(2);
  const first = manual.bottles[0]?.id ?? '';
  expect(first.startsWith('MAN')).toBe(true);
  await expect(dialog.getByText(`Manual Entry (...${first.slice(-6)})`)).toBeVisible();
  await expect(dialog).not.toContainText('Hermitage');
  await expect(dialog).toContainText('Assign New QR');

  await dialog
    .getByRole('button', { name: `Open Sancerre Les Monts Damnés, bottle ${first.slice(-6)}` })
    .click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(`Manual Entry (...${first.slice(-6)})`).first()).toBeVisible();
});

test('label sheet: 30 new unique ids as QR labels on a printable page', async ({ page }) => {
  await signUp(page, await newAccount());
  const dialog = await openManager(page, /^Manual Entries/, /^Manual Entries/);
  await dialog.getByRole('button', { name: 'Print QR Labels' }).click();
  const labels = page.getByRole('dialog', { name: 'Print QR Labels' });
  await expect(labels.getByRole('textbox', { name: 'Number of labels' })).toHaveValue('30');
  await labels.getByText('US Letter').click();

  const popupPromise = page.waitForEvent('popup');
  await labels.getByRole('button', { name: 'Generate & Print' }).click();
  const popup = await popupPromise;
  await popup.waitForURL(/^blob:/);
  const cells = popup.locator('.label');
  await expect(cells).toHaveCount(30);
  await expect(popup.locator('.label svg')).toHaveCount(30);
  const codes = await popup.locator('.label .code').allTextContents();
  expect(codes.every((code) => code.length === 6)).toBe(true);
  const ids = await popup.locator('.label .full').allTextContents();
  expect(new Set(ids).size).toBe(30);
  await expect(labels).toContainText('30 new labels are ready in the new window.');

  // A second sheet never repeats an id.
  const second = page.waitForEvent('popup');
  await labels.getByRole('button', { name: 'Generate & Print' }).click();
  const next = await second;
  await next.waitForURL(/^blob:/);
  await expect(next.locator('.label')).toHaveCount(30);
  const more = await next.locator('.label .full').allTextContents();
  expect(new Set([...ids, ...more]).size).toBe(60);
});

/** The labels on a printed sheet: each id, and the lines naming its wine. */
async function sheetLabels(popup: Page) {
  await popup.waitForURL(/^blob:/);
  return popup.locator('.label').evaluateAll((cells) =>
    cells.map((cell) => ({
      id: cell.querySelector('.full')?.textContent ?? '',
      qr: cell.querySelector('svg') !== null,
      lines: [...cell.querySelectorAll('.wine')].map((line) => line.textContent ?? ''),
    })),
  );
}

const LABEL_ID = /^[0-9A-LN-Z][0-9A-Z]{5}-(0[1-9]|[12]\d|30)$/;

test("labels for a location's bottles: its manual entries get label ids, named on the sheet, in French too", async ({
  page,
}) => {
  test.setTimeout(60_000);
  await signUp(page, await newAccount());
  const cave = await createLocation(page, 'Cave', ['A1', 'A2']);
  const bar = await createLocation(page, 'Bar');
  const chablis = await createProduct(page, 'Chablis Premier Cru', '2020', {
    count: 2,
    locationId: cave,
    bin: 'A2',
  });
  await createProduct(page, 'Volnay Santenots', '2018', { count: 1, locationId: cave, bin: 'A1' });
  await createProduct(page, 'Rully Blanc', '2021', { count: 1, locationId: bar });

  const dialog = await openManager(page, 'Manual Entries (4)', 'Manual Entries (4)');
  await dialog.getByRole('button', { name: 'Print QR Labels' }).click();
  const labels = page.getByRole('dialog', { name: 'Print QR Labels' });
  await labels.getByText('For my bottles').click();
  await labels.getByRole('radio', { name: 'A location or bin' }).check();
  await labels.getByRole('button', { name: 'Assign IDs & Print' }).click();
  await expect(labels.getByText('Choose a location.')).toBeVisible();
  await choose(page, labels, 'Location', 'Cave');
  await expectNoAxeViolations(page);

  const popupPromise = page.waitForEvent('popup');
  await labels.getByRole('button', { name: 'Assign IDs & Print' }).click();
  const sheet = await sheetLabels(await popupPromise);
  // By bin: A1's Volnay, then A2's two Chablis; each with its QR code, its new id and its wine.
  expect(sheet.map((label) => label.lines)).toEqual([
    ['Volnay Santenots', '2018 · 750 ml', 'Cave · A1'],
    ['Chablis Premier Cru', '2020 · 750 ml', 'Cave · A2'],
    ['Chablis Premier Cru', '2020 · 750 ml', 'Cave · A2'],
  ]);
  for (const label of sheet) {
    expect(label.id).toMatch(LABEL_ID);
    expect(label.qr).toBe(true);
  }
  await expect(labels).toContainText('The labels of 3 bottles are ready in the new window.');
  await expect(labels).toContainText('3 manual entries now have their label IDs.');

  // The bottles are those ids now, everywhere: the manager keeps the bar's one manual entry.
  // The footer's Close, after the title's.
  await labels.getByRole('button', { name: 'Close' }).last().click();
  await expect(page.getByRole('dialog', { name: 'Manual Entries (1)' })).toBeVisible();
  const saved = (await (await page.request.get('/api/snapshot')).json()) as {
    bottles: Array<{ id: string }>;
  };
  const ids = saved.bottles.map((bottle) => bottle.id);
  for (const label of sheet) expect(ids).toContain(label.id);
  for (const old of chablis.bottles) expect(ids).not.toContain(old.id);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: 'Manual Entries (1)' })).toBeHidden();

  await page.getByRole('button', { name: 'Français' }).click();
  const french = await openManager(page, 'Saisies manuelles (1)', 'Saisies manuelles (1)');
  await french.getByRole('button', { name: 'Imprimer des étiquettes QR' }).click();
  const frLabels = page.getByRole('dialog', { name: 'Imprimer des étiquettes QR' });
  await frLabels.getByText('Pour mes bouteilles').click();
  await frLabels.getByRole('radio', { name: 'Un emplacement ou un casier' }).check();
  await choose(page, frLabels, 'Emplacement', 'Bar');
  const frPopup = page.waitForEvent('popup');
  await frLabels.getByRole('button', { name: 'Attribuer les ID et imprimer' }).click();
  const frSheet = await sheetLabels(await frPopup);
  expect(frSheet).toEqual([
    {
      id: expect.stringMatching(LABEL_ID),
      qr: true,
      lines: ['Rully Blanc', '2021 · 750 ml', 'Bar'],
    },
  ]);
  await expect(frLabels).toContainText(
    'L’étiquette de 1 bouteille est prête dans la nouvelle fenêtre.',
  );
  await expect(frLabels).toContainText('1 saisie manuelle a maintenant son ID d’étiquette.');
  await expectNoAxeViolations(page);
});

test('an error in Manage Locations or Manage Categories goes once a later action succeeds', async ({
  page,
}) => {
  await signUp(page, await newAccount());
  await createLocation(page, 'Cave');

  const locations = await openManager(page, 'Manage Locations', 'Manage Locations', 'manage');
  await locations.getByRole('button', { name: 'Add Location' }).click();
  const locationError = locations.getByText('Location name is empty or already exists.');
  await expect(locationError).toBeVisible();
  await locations.getByRole('textbox', { name: 'New bin in Cave' }).fill('A1');
  await locations.getByRole('button', { name: 'Add Bin' }).click();
  await expect(locations.getByText('A1 (0 bottles)')).toBeVisible();
  await expect(locationError).toBeHidden();
  await page.keyboard.press('Escape');

  const categories = await openManager(page, 'Manage Categories', 'Manage Categories', 'manage');
  const newCategory = categories.getByRole('form', { name: 'New category' });
  await newCategory.getByLabel('Key').fill('bad');
  await newCategory.getByRole('button', { name: 'Add Category' }).click();
  const categoryError = categories.getByText(
    "Category Key must be unique, start with 'cat_', and have both EN and FR names.",
  );
  await expect(categoryError).toBeVisible();
  const newSub = categories.getByRole('form', { name: 'New sub-category (Wine)' });
  await newSub.getByLabel('Key').fill('subcat_pet_nat');
  await newSub.getByLabel('English name').fill('Pet Nat');
  await newSub.getByLabel('French name').fill('Pet Nat');
  await newSub.getByRole('button', { name: 'Add Sub-category' }).click();
  await expect(categories.getByText('subcat_pet_nat', { exact: true })).toBeVisible();
  await expect(categoryError).toBeHidden();
  await expectNoAxeViolations(page);
});
