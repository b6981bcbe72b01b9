import type { Page } from '@playwright/test';
import { logIn, newAccount, signUp } from './support/accounts.js';
import { expectNoAxeViolations } from './support/axe.js';
import { chooseAction } from './support/header.js';
import { holdModel } from './support/model.js';
import { expect, failedRequest, test } from './support/test.js';

/** Picks an option of a Mantine Select by its label. */
async function choose(page: Page, label: string, option: string): Promise<void> {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function createProduct(page: Page, name: string, bottles: number): Promise<void> {
  const response = await page.request.post('/api/products', {
    data: {
      product: {
        name,
        producer: 'Domaine Test',
        country: 'France',
        region: 'Bourgogne',
        mainCategory: 'cat_wine',
        subCategory: 'subcat_still',
        varieties: [{ name: 'Pinot Noir', pct: 100 }],
      },
      format: { vintage: '2019', bottleSize: 750, price: 95 },
      bottles: { count: bottles },
    },
  });
  expect(response.status()).toBe(201);
}

async function openWine(page: Page, name: string): Promise<void> {
  await page.getByTestId('wine-card').filter({ hasText: name }).getByText(name).click();
  await expect(page.getByTestId('detail-name')).toHaveText(name);
}

test('a profile with three bottles made in the form shows up live in another session', async ({
  page,
  browser,
  baseURL,
}) => {
  const account = await newAccount();
  await signUp(page, account);
  const other = await browser.newContext({ baseURL });
  const otherPage = await other.newPage();
  await logIn(otherPage, account.email, account.password);
  await expect(otherPage).toHaveURL(/\/admin$/);

  await page.getByRole('button', { name: 'Add Bottle', exact: true }).click();
  await page.getByRole('button', { name: 'Create New Profile' }).click();
  const form = page.getByRole('dialog', { name: 'Add Bottle' });
  await expect(form.getByLabel('Vintage')).toHaveValue(String(new Date().getFullYear()));
  await expect(form.getByLabel('Bottle Size (ml)')).toHaveValue('750');

  // Name missing: no request, the product's message.
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByRole('alert')).toContainText('Please fill in Name and Sub-category.');

  await form.getByRole('textbox', { name: 'Name', exact: true }).fill('Clos des Essais');
  await choose(page, 'Sub-category', 'Still');
  await form.getByLabel('Grape Varieties 1').fill('Pinot Noir');
  await form.getByLabel('Price').fill('89,5');
  await expect(form.getByLabel('Price')).toHaveValue('89.5');
  await form.getByLabel('Number of Bottles').fill('3');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('3 new bottles have been added.')).toBeVisible();
  await expect(form).toBeHidden();

  const card = otherPage.getByTestId('wine-card').filter({ hasText: 'Clos des Essais' });
  await expect(card).toBeVisible();
  await expect(card).toContainText('3');
  await other.close();
});

test('detail view and bottle drawer: move a bottle, see its history, remove it', async ({
  page,
}) => {
  await signUp(page, await newAccount());
  const location = await page.request.post('/api/locations', { data: { name: 'Cellar' } });
  expect(location.status()).toBe(201);
  await createProduct(page, 'Gevrey Essai', 2);
  await openWine(page, 'Gevrey Essai');
  await expect(page.getByTestId('detail-format')).toContainText('2019 · 750 ml · 2 bottles');
  await expect(page.getByTestId('wine-detail')).toContainText('Pinot Noir 100%');

  const bottles = page.getByTestId('detail-bottle');
  await expect(bottles).toHaveCount(2);
  await bottles.first().click();
  const drawer = page.getByTestId('bottle-drawer');
  await expect(drawer.getByTestId('drawer-bottle-id')).toHaveText(/^Manual Entry \(\.\.\..{6}\)$/);
  await expect(drawer.getByTestId('drawer-location')).toHaveText('Unassigned');
  await expect(drawer.getByTestId('bottle-history')).toContainText('Added');

  await drawer.getByRole('button', { name: 'Edit Location / Notes' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Bottle' });
  await choose(page, 'Location', 'Cellar');
  await edit.getByLabel('Notes', { exact: true }).fill('Top shelf');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(edit).toBeHidden();
  await expect(drawer.getByTestId('drawer-location')).toHaveText('Cellar');
  await expect(drawer.getByTestId('bottle-history')).toContainText('Moved');

  await drawer.getByRole('button', { name: 'Remove Bottle from Inventory' }).click();
  const confirm = page.getByRole('dialog', { name: 'Confirm Removal' });
  await expect(confirm).toContainText('Are you sure you want to remove this bottle?');
  await confirm.getByRole('button', { name: 'Remove' }).click();
  await expect(drawer).toBeHidden();
  await expect(bottles).toHaveCount(1);

  // Menu visibility and default format give their notes.
  await page.getByRole('button', { name: 'Hide from Guest Menu' }).click();
  await expect(
    page.getByText('The 2019 750 ml will now be hidden from the guest menu.'),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Make Default Format' }).click();
  await expect(
    page.getByText('The 2019 750 ml is now the default view for this wine.'),
  ).toBeVisible();

  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByTestId('wine-detail')).toBeHidden();
});

test('a wine tapped among the first cards, before the whole model has come, opens when it comes', async ({
  page,
}) => {
  await signUp(page, await newAccount());
  // Added after the dashboard loaded its model: the server still holds that older model, and may
  // answer with it while it builds the current one.
  await createProduct(page, 'Chablis Pressé', 4);
  const release = await holdModel(page);
  await page.reload();
  // The first cards are drawn; the model is on its way.
  await page.getByRole('button', { name: 'Chablis Pressé' }).click();
  release();
  await expect(page.getByTestId('detail-name')).toHaveText('Chablis Pressé');
  await expect(page.getByTestId('detail-format')).toContainText('4');
  await expect(page.getByTestId('live-status')).toHaveAttribute('data-status', 'live');
  await expect(page.getByTestId('detail-name')).toHaveText('Chablis Pressé');
});

test("the detail reads its format's bottles when it opens, and follows changes made elsewhere", async ({
  page,
}) => {
  await signUp(page, await newAccount());
  const saved = await page.request.post('/api/products', {
    data: {
      product: { name: 'Chablis Suivi', mainCategory: 'cat_wine', subCategory: 'subcat_still' },
      format: { vintage: '2020', bottleSize: 750 },
      bottles: { ids: ['QR-CS-1', 'QR-CS-2'] },
    },
  });
  expect(saved.status()).toBe(201);
  const { product, format } = (await saved.json()) as {
    product: { id: string };
    format: { id: string };
  };
  const magnum = await page.request.post(`/api/products/${product.id}/formats`, {
    data: { format: { vintage: '2020', bottleSize: 1500 } },
  });
  expect(magnum.status()).toBe(201);
  const magnumId = ((await magnum.json()) as { format: { id: string } }).format.id;

  // Asked from the server as the format opens, not taken from a copy of every bottle.
  const asked = page.waitForRequest(
    (request) => request.url().includes('/api/bottles?') && request.url().includes(format.id),
  );
  await openWine(page, 'Chablis Suivi');
  await asked;
  const bottles = page.getByTestId('detail-bottle');
  await expect(bottles).toHaveCount(2);

  // Written through the API: the open detail only learns of them from the live feed.
  const write = async (response: Promise<{ ok(): boolean }>) =>
    expect((await response).ok()).toBe(true);
  await write(
    page.request.post('/api/bottles', { data: { formatId: format.id, ids: ['QR-CS-3'] } }),
  );
  await expect(bottles).toHaveCount(3);
  await expect(page.getByTestId('detail-format')).toContainText('3 bottles');
  await write(
    page.request.post('/api/batches/change-format', {
      data: { ids: ['QR-CS-1'], formatId: magnumId },
    }),
  );
  await expect(bottles).toHaveCount(2);
  await expect(page.getByRole('button', { name: /1,500 ml \(1\)/ })).toBeVisible();

  await bottles.filter({ hasText: 'CS-3' }).click();
  const drawer = page.getByTestId('bottle-drawer');
  await expect(drawer).toBeVisible();
  await write(page.request.delete('/api/bottles/QR-CS-3'));
  await expect(drawer).toBeHidden();
  await expect(bottles).toHaveCount(1);
  await expect(page.getByTestId('detail-format')).toContainText('1 bottle');
});

test('the profile form guards unsaved changes', async ({ page }) => {
  await signUp(page, await newAccount());
  await createProduct(page, 'Volnay Essai', 1);
  await openWine(page, 'Volnay Essai');
  await page.getByRole('button', { name: 'Edit Profile' }).click();
  const form = page.getByRole('dialog', { name: 'Edit Profile' });
  await expect(form.getByLabel('Producer')).toHaveValue('Domaine Test');

  // Nothing changed: Escape just closes.
  await page.keyboard.press('Escape');
  await expect(form).toBeHidden();

  await page.getByRole('button', { name: 'Edit Profile' }).click();
  await form.getByLabel('Producer').fill('Domaine Changé');
  await page.keyboard.press('Escape');
  const guard = page.getByRole('dialog', { name: 'Unsaved Changes' });
  await expect(guard).toContainText('You have unsaved changes. Are you sure you want to close?');
  await guard.getByRole('button', { name: 'Cancel' }).click();
  await expect(guard).toBeHidden();
  await expect(form.getByLabel('Producer')).toHaveValue('Domaine Changé');

  await page.keyboard.press('Escape');
  await guard.getByRole('button', { name: 'Discard Changes' }).click();
  await expect(form).toBeHidden();

  // Saved for real this time.
  await page.getByRole('button', { name: 'Edit Profile' }).click();
  await form.getByLabel('Producer').fill('Domaine Changé');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Your changes have been saved successfully.')).toBeVisible();
  await expect(page.getByTestId('wine-detail')).toContainText('Domaine Changé');
});

test('the detail view in French', async ({ page }) => {
  await signUp(page, await newAccount());
  await createProduct(page, 'Pommard Essai', 1);
  await page.getByRole('button', { name: 'Français' }).click();
  await openWine(page, 'Pommard Essai');
  const detail = page.getByTestId('wine-detail');
  await expect(detail.getByRole('button', { name: 'Retour' })).toBeVisible();
  await expect(detail.getByRole('button', { name: 'Modifier le profil' })).toBeVisible();
  await expect(detail).toContainText('Vin · Tranquille');
  await expect(page.getByTestId('detail-format')).toContainText('2019 · 750 ml · 1 bouteille');
  await page.getByTestId('detail-bottle').first().click();
  await expect(page.getByTestId('drawer-bottle-id')).toHaveText(/^Saisie manuelle \(\.\.\..{6}\)$/);
  await expect(page.getByTestId('drawer-location')).toHaveText('Non assigné');
});

test('Manage Profiles lists every profile as it opens, before anything is typed', async ({
  page,
}) => {
  await signUp(page, await newAccount());
  await createProduct(page, 'Chablis Essai', 0);
  await createProduct(page, 'Volnay Essai', 1);
  await expect(page.getByTestId('wine-card').filter({ hasText: 'Volnay Essai' })).toBeVisible();
  await chooseAction(page, 'manage', 'Manage Profiles');
  const list = page.getByRole('dialog', { name: 'Manage Profiles' }).getByTestId('profile-list');
  await expect(list.getByText('Chablis Essai')).toBeVisible();
  await expect(list.getByText('Volnay Essai')).toBeVisible();
});

test('the profile manager deletes the last format with the whole wine', async ({ page }) => {
  await signUp(page, await newAccount());
  await createProduct(page, 'Chablis Essai', 0);
  await expect(page.getByTestId('wine-card').filter({ hasText: 'Chablis Essai' })).toBeVisible();
  await chooseAction(page, 'manage', 'Manage Profiles');
  const manager = page.getByRole('dialog', { name: 'Manage Profiles' });
  await manager.getByLabel('Search profiles').fill('chablis');
  await manager.getByText('Chablis Essai').click();
  await manager.getByRole('button', { name: 'Delete format 2019 750 ml' }).click();
  const confirm = page.getByRole('dialog', { name: 'Confirm Deletion' });
  await expect(confirm).toContainText('deleting it will remove the whole wine profile');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('The wine format has been deleted.')).toBeVisible();
  await expect(manager.getByText('Chablis Essai')).toBeHidden();
});

test('the form refuses a vintage that is not a year and a bottle size of 0, and saves nothing', async ({
  page,
}) => {
  await signUp(page, await newAccount());
  await page.getByRole('button', { name: 'Add Bottle', exact: true }).click();
  await page.getByRole('button', { name: 'Create New Profile' }).click();
  const form = page.getByRole('dialog', { name: 'Add Bottle' });
  await form.getByRole('textbox', { name: 'Name', exact: true }).fill('Cuvée Impossible');
  await choose(page, 'Sub-category', 'Still');
  await form.getByLabel('Vintage').fill('1');
  await form.getByLabel('Number of Bottles').fill('1');
  await form.getByRole('button', { name: 'Save' }).click();
  // At the field, announced with it, and focused.
  await expect(form.getByLabel('Vintage')).toHaveAccessibleDescription(
    'A vintage is a year from 1800 to next year, or NV.',
  );
  await expect(form.getByLabel('Vintage')).toBeFocused();

  await form.getByLabel('Vintage').fill('2019');
  await expect(form.getByLabel('Vintage')).not.toHaveAttribute('aria-invalid', 'true');
  await form.getByLabel('Bottle Size (ml)').fill('0');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByLabel('Bottle Size (ml)')).toHaveAccessibleDescription(
    'A bottle size is a whole number of millilitres, from 20 to 30,000.',
  );
  await expect(form).toBeVisible();
  const { products } = (await (await page.request.get('/api/snapshot')).json()) as {
    products: unknown[];
  };
  expect(products).toEqual([]);
});

test("editing a bottle keeps its wine info locked until 'Unlock Wine Info?' is confirmed", async ({
  page,
}) => {
  await signUp(page, await newAccount());
  await createProduct(page, 'Savigny Verrou', 1);
  await openWine(page, 'Savigny Verrou');
  await page.getByTestId('detail-bottle').first().click();
  await page
    .getByTestId('bottle-drawer')
    .getByRole('button', { name: 'Edit Location / Notes' })
    .click();
  const form = page.getByRole('dialog', { name: 'Edit Bottle' });
  await expect(form.getByRole('textbox', { name: 'Name', exact: true })).toBeDisabled();
  await expect(form.getByLabel('Producer')).toBeDisabled();
  await expect(form.getByLabel('Vintage')).toBeDisabled();
  await expect(form.getByLabel('Notes', { exact: true })).toBeEnabled();

  await form.getByRole('button', { name: 'Unlock Wine Info' }).click();
  const unlock = page.getByRole('dialog', { name: 'Unlock Wine Info?' });
  await expect(unlock).toContainText(
    'This will allow you to edit details for ALL bottles of this wine.',
  );
  await unlock.getByRole('button', { name: 'Unlock' }).click();
  await expect(form.getByLabel('Producer')).toBeEnabled();
  await form.getByLabel('Producer').fill('Domaine Déverrouillé');
  await form.getByLabel('Notes', { exact: true }).fill('For Friday');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Your changes have been saved successfully.')).toBeVisible();
  await expect(form).toBeHidden();
  await expect(page.getByTestId('wine-detail')).toContainText('Domaine Déverrouillé');
  const snapshot = (await (await page.request.get('/api/snapshot')).json()) as {
    bottles: Array<{ notes: string }>;
  };
  expect(snapshot.bottles.map((bottle) => bottle.notes)).toEqual(['For Friday']);
});

test("one save of the bottle form is one request: the wine's info, its format and the bottle's place together", async ({
  page,
}) => {
  await signUp(page, await newAccount());
  await createProduct(page, 'Savigny Une Fois', 1);
  await openWine(page, 'Savigny Une Fois');
  await page.getByTestId('detail-bottle').first().click();
  await page
    .getByTestId('bottle-drawer')
    .getByRole('button', { name: 'Edit Location / Notes' })
    .click();
  const form = page.getByRole('dialog', { name: 'Edit Bottle' });
  await form.getByRole('button', { name: 'Unlock Wine Info' }).click();
  await page
    .getByRole('dialog', { name: 'Unlock Wine Info?' })
    .getByRole('button', { name: 'Unlock' })
    .click();
  await form.getByLabel('Producer').fill('Domaine Une Fois');
  await form.getByLabel('Price').fill('120');
  await form.getByLabel('Notes', { exact: true }).fill('Table 4');

  const writes: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/api/') && request.method() !== 'GET') {
      writes.push(`${request.method()} ${pathname}`);
    }
  });
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Your changes have been saved successfully.')).toBeVisible();
  expect(writes).toHaveLength(1);
  expect(writes[0]).toMatch(/^POST \/api\/products\/[^/]+\/edits$/);

  const snapshot = (await (await page.request.get('/api/snapshot')).json()) as {
    products: Array<{ producer: string }>;
    formats: Array<{ price: number | null }>;
    bottles: Array<{ notes: string }>;
  };
  expect(snapshot.products.map((product) => product.producer)).toEqual(['Domaine Une Fois']);
  expect(snapshot.formats.map((format) => format.price)).toEqual([120]);
  expect(snapshot.bottles.map((bottle) => bottle.notes)).toEqual(['Table 4']);
});

test('each field the form refuses says why at the field, in French too, and nothing is sent', async ({
  page,
}) => {
  await signUp(page, await newAccount());
  await page.getByRole('button', { name: 'Français' }).click();
  await page.getByRole('button', { name: 'Ajouter une bouteille', exact: true }).click();
  await page.getByRole('button', { name: 'Créer un nouveau profil' }).click();
  const form = page.getByRole('dialog', { name: 'Ajouter une bouteille' });
  await form.getByRole('textbox', { name: 'Nom', exact: true }).fill('Cuvée Excessive');
  await choose(page, 'Sous-catégorie', 'Tranquille');
  await form.getByLabel('Alcool %').fill('150');
  await form.getByLabel('Prix').fill('2000000');
  await form.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(form.getByLabel('Alcool %')).toHaveAccessibleDescription(
    'L’alcool est un pourcentage de 0 à 100.',
  );
  await expect(form.getByLabel('Prix')).toHaveAccessibleDescription(
    'Un prix est un nombre de 0 à 1 000 000, avec au plus deux décimales.',
  );
  await expect(form).not.toContainText('expected');
  const { products } = (await (await page.request.get('/api/snapshot')).json()) as {
    products: unknown[];
  };
  expect(products).toEqual([]);
});

test("Add Bottle's profile search tells look-alikes apart by vintage, with their formats and counts", async ({
  page,
}) => {
  await signUp(page, await newAccount());
  for (const [producer, vintage] of [
    ['Domaine Alpha', '2019'],
    ['Domaine Beta', '2021'],
  ] as const) {
    const response = await page.request.post('/api/products', {
      data: {
        product: {
          name: 'Chablis',
          producer,
          mainCategory: 'cat_wine',
          subCategory: 'subcat_still',
        },
        format: { vintage, bottleSize: 750 },
        bottles: { count: 2 },
      },
    });
    expect(response.status()).toBe(201);
  }
  await page.getByRole('button', { name: 'Add Bottle', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Bottle' });
  await dialog.getByLabel('Search for a profile').fill('chablis 2019');
  const results = dialog.getByRole('listitem');
  await expect(results).toHaveCount(1);
  await expect(results).toContainText('Domaine Alpha');
  await expect(results.getByTestId('picker-formats')).toHaveText('2019 · 750 ml (2)');
});

test('a wine deleted in another session while shown says so, in French too', async ({
  page,
  allowConsoleError,
}) => {
  await signUp(page, await newAccount());
  for (const [name, french, said] of [
    ['Chablis Disparu', false, 'This wine was deleted.'],
    ['Volnay Disparu', true, 'Ce vin a été supprimé.'],
  ] as const) {
    const created = await page.request.post('/api/products', {
      data: {
        product: { name, mainCategory: 'cat_wine', subCategory: 'subcat_still' },
        format: { vintage: '2019', bottleSize: 750 },
        bottles: { count: 0 },
      },
    });
    expect(created.status()).toBe(201);
    const { product, format } = (await created.json()) as {
      product: { id: string };
      format: { id: string };
    };
    // The detail reads the format's costs as it opens: deleted meanwhile, the server says 404.
    allowConsoleError(failedRequest(404, `/api/formats/${format.id}/costs`));
    if (french) await page.getByRole('button', { name: 'Français' }).click();
    await openWine(page, name);
    // A colleague deletes it: the API shares the session, the change arrives live.
    expect((await page.request.delete(`/api/products/${product.id}`)).status()).toBe(204);
    await expect(page.getByTestId('wine-detail')).toBeHidden();
    await expect(page.getByRole('status').getByText(said, { exact: true })).toBeVisible();
    await expectNoAxeViolations(page);
  }
});

test('the detail writes prices, percentages and sizes as the language does', async ({ page }) => {
  await signUp(page, await newAccount());
  const created = await page.request.post('/api/products', {
    data: {
      product: {
        name: 'Pauillac Essai',
        mainCategory: 'cat_wine',
        subCategory: 'subcat_still',
        alcoholPercentage: 13.5,
        varieties: [{ name: 'Merlot', pct: 60.5 }],
      },
      format: { vintage: '2016', bottleSize: 1500, cost: 12.5, price: 1200 },
      bottles: { count: 1 },
    },
  });
  expect(created.status()).toBe(201);
  await openWine(page, 'Pauillac Essai');
  const detail = page.getByTestId('wine-detail');
  await expect(detail).toContainText('Cost $12.50 · Price $1,200');
  await expect(detail).toContainText('13.5% · 1,500 ml');
  await expect(detail).toContainText('Merlot 60.5%');
  await page.getByRole('button', { name: 'Français' }).click();
  // Intl's spaces: a narrow no-break space between thousands, a no-break space before % and the
  // currency, which stays the restaurant's (dollars) in French.
  await expect(detail).toContainText('Coût 12,50\u00a0$US · Prix 1\u202f200\u00a0$US');
  await expect(detail).toContainText('13,5\u00a0% · 1\u202f500 ml');
  await expect(detail).toContainText('Merlot 60,5\u00a0%');
  await expectNoAxeViolations(page);
});

test('the detail names the bottle size alone when the wine has no ABV, in French too', async ({
  page,
}) => {
  await signUp(page, await newAccount());
  await createProduct(page, 'Volnay Sans Degré', 1);
  await openWine(page, 'Volnay Sans Degré');
  const detail = page.getByTestId('wine-detail');
  await expect(detail.getByText('Bottle Size', { exact: true })).toBeVisible();
  await expect(detail.getByText('750 ml', { exact: true })).toBeVisible();
  await expect(detail).not.toContainText('ABV');
  await page.getByRole('button', { name: 'Français' }).click();
  await expect(detail.getByText('Format', { exact: true })).toBeVisible();
  await expect(detail).not.toContainText('Degré d’alcool');
});

test('a category without sub-categories says why the form needs one, and offers to add one', async ({
  page,
}) => {
  await signUp(page, await newAccount());
  const category = await page.request.post('/api/categories', {
    data: { key: 'cat_sake', en: 'Sake', fr: 'Saké' },
  });
  expect(category.status()).toBe(201);
  await page.getByRole('button', { name: 'Add Bottle', exact: true }).click();
  await page.getByRole('button', { name: 'Create New Profile' }).click();
  const form = page.getByRole('dialog', { name: 'Add Bottle' });
  await form.getByRole('textbox', { name: 'Name', exact: true }).fill('Dassai 45');
  await choose(page, 'Main Category', 'Sake');
  await expect(
    form.getByText('Sake has no sub-categories yet, and a profile needs one.'),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  await form.getByRole('button', { name: 'Add a sub-category' }).click();

  const manager = page.getByRole('dialog', { name: 'Manage Categories' });
  const newSub = manager.getByRole('form', { name: 'New sub-category (Sake)' });
  await newSub.getByLabel('Key').fill('subcat_junmai');
  await newSub.getByLabel('English name').fill('Junmai');
  await newSub.getByLabel('French name').fill('Junmai');
  await newSub.getByRole('button', { name: 'Add Sub-category' }).click();
  // The category has its sub-category: the hint goes, and the manager it opened with it.
  await expect(manager).toBeHidden();

  // What was typed is still there, and the new sub-category is offered.
  await expect(form.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue('Dassai 45');
  await expect(form.getByText('Sake has no sub-categories yet')).toBeHidden();
  await choose(page, 'Sub-category', 'Junmai');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form).toBeHidden();
  await expect(page.getByTestId('wine-card').filter({ hasText: 'Dassai 45' })).toBeVisible();

  await page.getByRole('button', { name: 'Français' }).click();
  await page.getByRole('button', { name: 'Ajouter une bouteille', exact: true }).click();
  await page.getByRole('button', { name: 'Créer un nouveau profil' }).click();
  const french = page.getByRole('dialog', { name: 'Ajouter une bouteille' });
  await page.request.post('/api/categories', {
    data: { key: 'cat_mead', en: 'Mead', fr: 'Hydromel' },
  });
  await choose(page, 'Catégorie principale', 'Hydromel');
  await expect(
    french.getByText('Hydromel n’a pas encore de sous-catégorie, et un profil en demande une.'),
  ).toBeVisible();
  await expect(french.getByRole('button', { name: 'Ajouter une sous-catégorie' })).toBeVisible();
});
