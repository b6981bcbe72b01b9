import type { Locator, Page } from '@playwright/test';
import { newAccount, signUp } from './support/accounts.js';
import { expectNoAxeViolations } from './support/axe.js';
import { chooseAction } from './support/header.js';
import { expect, test } from './support/test.js';

/** A wine profile with its format (and bottles), saved through the API with the page's session. */
async function createProduct(
  page: Page,
  bottles?: { count: number; locationId: string; bin: string },
): Promise<void> {
  const response = await page.request.post('/api/products', {
    data: {
      product: {
        name: 'Gevrey-Chambertin Vieilles Vignes',
        producer: 'Domaine Rossignol-Trapet',
        country: 'France',
        region: 'Bourgogne',
        color: 'Red',
        mainCategory: 'cat_wine',
        subCategory: 'subcat_still',
        varieties: [{ name: 'Pinot Noir', pct: 100 }],
      },
      format: { vintage: '2019', bottleSize: 750, cost: 42.5, price: 128 },
      ...(bottles ? { bottles } : {}),
    },
  });
  expect(response.status()).toBe(201);
}

async function locationIdOf(page: Page, name: string): Promise<string> {
  const response = await page.request.get('/api/snapshot');
  const snapshot = (await response.json()) as {
    restaurant: { locations: Array<{ id: string; name: string }> };
  };
  const location = snapshot.restaurant.locations.find((candidate) => candidate.name === name);
  if (!location) throw new Error(`no location ${name}`);
  return location.id;
}

/** The card of one location (or category) in a manager, found by its heading. */
function card(dialog: Locator, heading: string): Locator {
  return dialog
    .getByRole('listitem')
    .filter({ has: dialog.page().getByRole('heading', { name: heading, exact: true }) });
}

async function openManager(page: Page, name: string): Promise<Locator> {
  await chooseAction(page, 'manage', name);
  const dialog = page.getByRole('dialog', { name });
  await expect(dialog).toBeVisible();
  return dialog;
}

test('locations: add with sorted bins, rename with the bottles following, delete blocked while in use', async ({
  page,
  context,
}) => {
  await signUp(page, await newAccount());
  const dialog = await openManager(page, 'Manage Locations');

  await dialog.getByRole('button', { name: 'Add Location' }).click();
  await expect(dialog.getByText('Location name is empty or already exists.')).toBeVisible();
  await dialog.getByLabel('New location').fill('Cellar');
  await dialog.getByRole('button', { name: 'Add Location' }).click();
  const cellar = card(dialog, 'Cellar');
  await expect(cellar).toBeVisible();
  await expect(dialog.getByLabel('New location')).toHaveValue('');

  const binInput = cellar.getByRole('textbox', { name: 'New bin in Cellar' });
  for (const bin of ['A10', 'A2', 'A1', 'A2']) {
    await binInput.fill(bin);
    await binInput.press('Enter');
    await expect(binInput).toHaveValue('');
  }
  const bins = cellar.getByRole('listitem');
  await expect(bins).toHaveText(['A1 (0 bottles)', 'A2 (0 bottles)', 'A10 (0 bottles)']);

  // Two bottles in bin A1, added elsewhere: the counts follow live.
  const locationId = await locationIdOf(page, 'Cellar');
  await createProduct(page, { count: 2, locationId, bin: 'A1' });
  await expect(cellar.getByText('2 bottles', { exact: true })).toBeVisible();

  // A second tab sees the rename as it happens.
  const other = await context.newPage();
  await other.goto('/admin');
  const otherDialog = await openManager(other, 'Manage Locations');
  await expect(card(otherDialog, 'Cellar')).toBeVisible();

  await cellar.getByRole('button', { name: 'Rename Cellar' }).click();
  const nameInput = dialog.getByRole('textbox', { name: 'New name for Cellar' });
  await nameInput.fill('Cellar');
  await nameInput.press('Enter');
  await expect(dialog.getByText('Location name is empty or already exists.')).toBeVisible();
  await nameInput.fill('Wine Cave');
  await dialog.getByRole('button', { name: 'Save' }).click();
  const cave = card(dialog, 'Wine Cave');
  await expect(cave).toBeVisible();
  await expect(cave.getByText('2 bottles', { exact: true })).toBeVisible();
  await expect(cave.getByRole('listitem').first()).toHaveText('A1 (2 bottles)');
  await expect(card(otherDialog, 'Wine Cave')).toBeVisible();
  await other.close();

  // The bottles still point at the location, now named Wine Cave.
  expect(await locationIdOf(page, 'Wine Cave')).toBe(locationId);

  await cave.getByRole('button', { name: 'Delete Wine Cave' }).click();
  const notice = page.getByRole('dialog', { name: 'Location in Use' });
  await expect(notice).toContainText(
    'Cannot delete location. It is in use by one or more bottles.',
  );
  await notice.getByRole('button', { name: 'OK' }).click();
  await expect(notice).toBeHidden();

  await cave.getByRole('button', { name: 'Delete bin A1', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'Bin in Use' })).toBeVisible();
  await page.getByRole('button', { name: 'OK' }).click();

  await cave.getByRole('button', { name: 'Delete bin A10' }).click();
  const confirm = page.getByRole('dialog', { name: 'Confirm Deletion' });
  await expect(confirm).toContainText('delete bin “A10” from “Wine Cave”');
  // Escape closes only the confirmation, not the manager.
  await page.keyboard.press('Escape');
  await expect(confirm).toBeHidden();
  await expect(dialog).toBeVisible();
  await cave.getByRole('button', { name: 'Delete bin A10' }).click();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(cave.getByRole('listitem')).toHaveText(['A1 (2 bottles)', 'A2 (0 bottles)']);
});

test('a location name that differs from another only in capitals is refused, in French too', async ({
  page,
}) => {
  await signUp(page, await newAccount());
  const dialog = await openManager(page, 'Manage Locations');
  const input = dialog.getByLabel('New location');
  for (const name of ['Cellar', 'Bar']) {
    await input.fill(name);
    await dialog.getByRole('button', { name: 'Add Location' }).click();
    await expect(card(dialog, name)).toBeVisible();
  }
  // Before the refusal: Mantine colours a refused field's text in its light red, under 4.5:1.
  await expectNoAxeViolations(page);

  await input.fill('cellar');
  await dialog.getByRole('button', { name: 'Add Location' }).click();
  const message =
    'A location named “Cellar” already exists: names that differ only in capitals are the same location.';
  await expect(dialog.getByText(message)).toBeVisible();
  await expect(input).toHaveAccessibleDescription(message);

  const bar = card(dialog, 'Bar');
  await bar.getByRole('button', { name: 'Rename Bar' }).click();
  const rename = dialog.getByRole('textbox', { name: 'New name for Bar' });
  await rename.fill('CELLAR');
  await rename.press('Enter');
  await expect(rename).toHaveAccessibleDescription(message);

  // The first Escape leaves the rename, the second the manager.
  await rename.press('Escape');
  await expect(rename).toBeHidden();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await page.getByRole('button', { name: 'Français' }).click();
  await chooseAction(page, 'manage', 'Gérer les emplacements', 'fr');
  const french = page.getByRole('dialog', { name: 'Gérer les emplacements' });
  await french.getByLabel('Nouvel emplacement').fill('CeLLaR');
  await french.getByRole('button', { name: /^Ajouter l.emplacement$/ }).click();
  await expect(
    french.getByText(
      'Un emplacement nommé « Cellar » existe déjà : des noms qui ne diffèrent que par les majuscules désignent le même emplacement.',
    ),
  ).toBeVisible();
  await expect(french.getByRole('heading', { name: /cellar/i })).toHaveCount(1);
});

test('categories: a sub-category needs a subcat_ key and both names; a category in use cannot be deleted', async ({
  page,
}) => {
  await signUp(page, await newAccount());
  await createProduct(page);
  const dialog = await openManager(page, 'Manage Categories');
  const wine = card(dialog, 'Wine / Vin');
  const form = wine.getByRole('form', { name: 'New sub-category (Wine)' });

  await form.getByLabel('Key').fill('natural');
  await form.getByLabel('English name').fill('Natural');
  await form.getByLabel('French name').fill('Nature');
  await form.getByRole('button', { name: 'Add Sub-category' }).click();
  await expect(form.getByRole('alert')).toHaveText(
    "Subcategory Key must be unique, start with 'subcat_', and have both EN and FR names.",
  );
  await form.getByLabel('Key').fill('subcat_natural');
  await expect(form.getByRole('alert')).toBeHidden();
  await form.getByRole('button', { name: 'Add Sub-category' }).click();
  await expect(wine.getByText('Natural / Nature')).toBeVisible();
  await expect(form.getByLabel('Key')).toHaveValue('');

  // The same key again is refused: keys are unique in the restaurant.
  await form.getByLabel('Key').fill('subcat_natural');
  await form.getByLabel('English name').fill('Natural 2');
  await form.getByLabel('French name').fill('Nature 2');
  await form.getByRole('button', { name: 'Add Sub-category' }).click();
  await expect(form.getByRole('alert')).toBeVisible();

  await wine.getByRole('button', { name: 'Delete Wine', exact: true }).click();
  const notice = page.getByRole('dialog', { name: 'Category in Use' });
  await expect(notice).toContainText(
    'Cannot delete the Wine category because it is currently assigned to one or more products.',
  );
  await notice.getByRole('button', { name: 'OK' }).click();

  // A sub-category nobody uses goes after the confirmation.
  await wine.getByRole('button', { name: 'Delete Natural' }).click();
  await page
    .getByRole('dialog', { name: 'Confirm Deletion' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(wine.getByText('Natural / Nature')).toBeHidden();

  // A new category, and a renamed color.
  const newCategory = dialog.getByRole('form', { name: 'New category' });
  await newCategory.getByLabel('Key').fill('cat_cider');
  await newCategory.getByLabel('English name').fill('Cider');
  await newCategory.getByLabel('French name').fill('Cidre');
  await newCategory.getByRole('button', { name: 'Add Category' }).click();
  await expect(card(dialog, 'Cider / Cidre')).toBeVisible();

  await dialog.getByRole('button', { name: 'Rename Red' }).click();
  await dialog.getByRole('textbox', { name: 'New name for Red' }).fill('Rouge');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByRole('button', { name: 'Rename Rouge' })).toBeVisible();
});

test('by the glass: choose a wine, price it, update and remove the listing', async ({ page }) => {
  await signUp(page, await newAccount());
  await createProduct(page);
  const dialog = await openManager(page, 'Manage By The Glass');
  const add = dialog.getByRole('button', { name: 'Add to Glass Menu' });
  await expect(add).toBeDisabled();

  await dialog.getByRole('combobox', { name: 'Wine' }).fill('gevrey');
  await page.getByRole('option', { name: /Gevrey-Chambertin Vieilles Vignes/ }).click();
  await expect(dialog.getByRole('combobox', { name: 'Format' })).toHaveValue('2019 · 750 ml');
  await expect(add).toBeDisabled();

  const price3 = dialog.getByRole('textbox', { name: '3oz price' });
  await price3.fill('9,50 $');
  await expect(price3).toHaveValue('9.50');
  await expect(add).toBeEnabled();
  await add.click();

  const row = dialog.getByTestId('glass-listing');
  await expect(row).toContainText('Gevrey-Chambertin Vieilles Vignes');
  await expect(row).toContainText('3oz $9.50');
  await expect(row).toContainText('5oz —');
  await expect(dialog.getByRole('combobox', { name: 'Wine' })).toHaveValue('');

  await row.getByRole('button', { name: /^Edit / }).click();
  await expect(price3).toHaveValue('9.50');
  await dialog.getByRole('textbox', { name: '5oz price' }).fill('14');
  await dialog.getByRole('button', { name: 'Update Listing' }).click();
  await expect(row).toContainText('5oz $14');
  await expect(dialog.getByTestId('glass-listing')).toHaveCount(1);

  // The wine's detail view shows its glass prices; its "add to glass menu" opens the manager on it.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await page
    .getByTestId('wine-card')
    .filter({ hasText: 'Gevrey-Chambertin Vieilles Vignes' })
    .getByRole('button', { name: /2019, 750 ml/ })
    .click();
  await expect(page.getByTestId('detail-glass')).toHaveText('3oz $9.50 · 5oz $14');
  await page.getByRole('button', { name: 'Add to Glass Menu' }).click();
  const preset = page.getByRole('dialog', { name: 'Manage By The Glass' });
  await expect(preset.getByRole('combobox', { name: 'Format' })).toHaveValue('2019 · 750 ml');
  await expect(preset.getByRole('textbox', { name: '3oz price' })).toHaveValue('9.50');
  await expect(preset.getByTestId('glass-listing')).toHaveCount(1);

  await row.getByRole('button', { name: /^Remove / }).click();
  await expect(dialog.getByText('No wines by the glass yet.')).toBeVisible();
});

test('on a phone the managers take the whole screen', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signUp(page, await newAccount());
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('button', { name: 'Manage Locations' }).click();
  const dialog = page.getByRole('dialog', { name: 'Manage Locations' });
  const box = await dialog.boundingBox();
  expect(box?.width).toBe(390);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});

test('colors: add one, then rename it; the list shows what the server saved', async ({ page }) => {
  await signUp(page, await newAccount());
  const dialog = await openManager(page, 'Manage Categories');
  await dialog.getByRole('textbox', { name: 'New color' }).fill('Orange');
  await dialog.getByRole('button', { name: 'Add Color' }).click();
  await expect(dialog.getByText('Orange', { exact: true })).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: 'New color' })).toHaveValue('');

  await dialog.getByRole('button', { name: 'Rename Orange' }).click();
  const rename = dialog.getByRole('textbox', { name: 'New name for Orange' });
  await rename.fill('Amber');
  await rename.press('Enter');
  await expect(dialog.getByText('Amber', { exact: true })).toBeVisible();
  await expect(dialog.getByText('Orange', { exact: true })).toBeHidden();
  await expectNoAxeViolations(page);

  // Read again from the server: the rename was saved, not only shown.
  await page.reload();
  const reopened = await openManager(page, 'Manage Categories');
  await expect(reopened.getByText('Amber', { exact: true })).toBeVisible();
  await expect(reopened.getByText('Orange', { exact: true })).toHaveCount(0);
});
