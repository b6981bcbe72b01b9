import type { Page } from '@playwright/test';
import { type Account, newAccount, signUp } from './support/accounts.js';
import { expectNoAxeViolations } from './support/axe.js';
import { chooseAction } from './support/header.js';
import { expect, test } from './support/test.js';

/**
 * The owner's restaurant after a week's work, through the API: a wine's name and price edited, a
 * stock count applied that found one bottle missing and one elsewhere, and an import undone.
 */
async function weekOfChanges(page: Page): Promise<Account> {
  const account = await newAccount();
  await signUp(page, account);
  const place = async (name: string) => {
    const created = await page.request.post('/api/locations', { data: { name } });
    expect(created.status()).toBe(201);
    return ((await created.json()) as { id: string }).id;
  };
  const cave = await place('Cave');
  const bar = await place('Bar');
  const saved = await page.request.post('/api/products', {
    data: {
      product: { name: 'Barolo', mainCategory: 'cat_wine', subCategory: 'subcat_still' },
      format: { vintage: '2015', bottleSize: 750, cost: 30, price: 45 },
    },
  });
  expect(saved.status()).toBe(201);
  const { product, format } = (await saved.json()) as {
    product: { id: string };
    format: { id: string };
  };
  const renamed = await page.request.put(`/api/products/${product.id}`, {
    data: {
      product: { name: 'Barolo Riserva', mainCategory: 'cat_wine', subCategory: 'subcat_still' },
    },
  });
  expect(renamed.status()).toBe(200);
  const repriced = await page.request.patch(`/api/formats/${format.id}`, {
    data: { price: 48, cost: 32.5 },
  });
  expect(repriced.status()).toBe(200);

  for (const [id, locationId] of [
    ['SEEN-1', cave],
    ['MISS-1', cave],
    ['AWAY-1', bar],
  ] as const) {
    const added = await page.request.post('/api/bottles', {
      data: { formatId: format.id, ids: [id], locationId, bin: '' },
    });
    expect(added.ok()).toBe(true);
  }
  const started = await page.request.post('/api/stocktakes', {
    data: { places: [{ locationId: cave }] },
  });
  const { id: count } = (await started.json()) as { id: string };
  for (const code of ['SEEN-1', 'AWAY-1']) {
    const scanned = await page.request.post(`/api/stocktakes/${count}/scans`, {
      data: { code, locationId: cave, bin: '' },
    });
    expect(scanned.status()).toBe(200);
  }
  const preview = await page.request.get(`/api/stocktakes/${count}/preview`);
  const { token } = (await preview.json()) as { token: string };
  const applied = await page.request.post(`/api/stocktakes/${count}/apply`, { data: { token } });
  expect(applied.status()).toBe(200);

  const imported = await page.request.post('/api/imports?name=cellar.csv', {
    headers: { 'content-type': 'application/octet-stream' },
    data: Buffer.from('name,quantity\nMorgon,2\nFleurie,1\n'),
  });
  expect(imported.status()).toBe(200);
  const { importId } = (await imported.json()) as { importId: string };
  expect((await page.request.post(`/api/imports/${importId}/undo`)).status()).toBe(200);
  await page.reload();
  await expect(page.getByTestId('count-bottles')).toBeVisible();
  return account;
}

test('the Activity says what an edit changed, lists a count’s Apply under its removals and moves, and names an undone import’s file', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const account = await weekOfChanges(page);
  await chooseAction(page, 'manage', 'Activity');
  const view = page.getByRole('dialog', { name: 'Activity' });
  const entries = view.getByTestId('activity-entry');
  await expect(entries.first()).toContainText(
    `${account.displayName} undid the import of cellar.csv: 3 bottles removed`,
  );
  const priceEdit = entries.filter({ hasText: 'Price: 45.00 → 48.00' });
  await expect(priceEdit).toContainText(
    `${account.displayName} edited a wine profile: Barolo Riserva 2015`,
  );
  await expect(priceEdit.getByRole('list', { name: 'What changed' })).toHaveText(
    'Cost: 30.00 → 32.50Price: 45.00 → 48.00',
  );
  await expect(entries.filter({ hasText: 'Name: Barolo → Barolo Riserva' })).toHaveCount(1);
  await expectNoAxeViolations(page);

  const applied = `${account.displayName} applied a stock count: removed 1 bottle, moved 1 bottle`;
  await view.getByLabel('Kind of change').selectOption({ label: 'Bottles removed' });
  await expect(entries.filter({ hasText: applied })).toHaveCount(1);
  await view.getByLabel('Kind of change').selectOption({ label: 'Bottles moved' });
  await expect(entries).toHaveCount(1);
  await expect(entries).toContainText(applied);
});

test('in French on a phone: Prix : 45,00 → 48,00, the count’s Apply under Bouteilles retirées, the undone import by its file', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const account = await weekOfChanges(page);
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('button', { name: 'Français' }).click();
  await page.getByRole('button', { name: 'Activité', exact: true }).click();
  const view = page.getByRole('dialog', { name: 'Activité' });
  const entries = view.getByTestId('activity-entry');
  await expect(entries.first()).toContainText(
    `${account.displayName} a annulé l’import de cellar.csv : 3 bouteilles retirées`,
  );
  await expect(
    entries
      .filter({ hasText: 'a modifié un profil de vin' })
      .getByRole('list', { name: 'Ce qui a changé' })
      .first(),
  ).toHaveText('Coût : 30,00 → 32,50Prix : 45,00 → 48,00');
  await expect(entries.filter({ hasText: 'Nom : Barolo → Barolo Riserva' })).toHaveCount(1);
  await expectNoAxeViolations(page);
  await view.getByLabel('Type de modification').selectOption({ label: 'Bouteilles retirées' });
  await expect(
    entries.filter({
      hasText: `${account.displayName} a appliqué un comptage : 1 bouteille retirée, 1 bouteille déplacée`,
    }),
  ).toHaveCount(1);
});
