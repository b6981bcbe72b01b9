import type { Browser, Page } from '@playwright/test';
import { type Account, logIn, newAccount, signUp } from './support/accounts.js';
import { expectNoAxeViolations } from './support/axe.js';
import { chooseAction } from './support/header.js';
import { addMember } from './support/member.js';
import { expect, test } from './support/test.js';

/**
 * The owner's restaurant with a location Cave 2 (bin B4) and a wine of two bottles, Unassigned;
 * the manager Ana Martin, in her own session, moves both to Cave 2 / B4 (docs/product.md's example).
 */
async function cellarMovedByAna(page: Page, browser: Browser, baseURL: string | undefined) {
  const account: Account = await newAccount();
  await signUp(page, account);
  const location = await page.request.post('/api/locations', { data: { name: 'Cave 2' } });
  expect(location.status()).toBe(201);
  const { id: cave } = (await location.json()) as { id: string };
  expect(
    (await page.request.post(`/api/locations/${cave}/bins`, { data: { name: 'B4' } })).ok(),
  ).toBe(true);
  const saved = await page.request.post('/api/products', {
    data: {
      product: {
        name: 'Gevrey Essai',
        producer: 'Domaine Test',
        country: 'France',
        mainCategory: 'cat_wine',
        subCategory: 'subcat_still',
        varieties: [{ name: 'Pinot Noir', pct: 100 }],
      },
      format: { vintage: '2019', bottleSize: 750, price: 95 },
      bottles: { count: 2 },
    },
  });
  expect(saved.status()).toBe(201);
  const ids = ((await saved.json()) as { bottles: { id: string }[] }).bottles.map((b) => b.id);

  const ana = await addMember(page, 'manager', 'Ana Martin');
  const context = await browser.newContext({ baseURL });
  const anaPage = await context.newPage();
  await logIn(anaPage, ana.email, ana.password);
  await expect(anaPage).toHaveURL(/\/admin$/);
  const moved = await anaPage.request.post('/api/batches/move', {
    data: { ids, locationId: cave, bin: 'B4' },
  });
  expect(moved.status()).toBe(200);
  await context.close();
  return { account, ana };
}

test('the bottle history names who moved a bottle, and the Activity view filters by person', async ({
  page,
  browser,
  baseURL,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const { account } = await cellarMovedByAna(page, browser, baseURL);

  await page
    .getByTestId('wine-card')
    .filter({ hasText: 'Gevrey Essai' })
    .getByText('Gevrey Essai')
    .click();
  await page.getByTestId('detail-bottle').first().click();
  const history = page.getByTestId('bottle-drawer').getByTestId('bottle-history');
  await expect(history).toContainText(`Added by ${account.displayName}`);
  await expect(history).toContainText('Moved by Ana Martin');
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('bottle-drawer')).toBeHidden();
  await page.getByRole('button', { name: 'Back' }).click();

  await chooseAction(page, 'manage', 'Activity');
  const view = page.getByRole('dialog', { name: 'Activity' });
  const entries = view.getByTestId('activity-entry');
  await expect(entries.first()).toContainText('Ana Martin moved 2 bottles to Cave 2 / B4');
  await expect(
    entries.filter({ hasText: `${account.displayName} added a wine profile` }),
  ).toHaveCount(1);
  await expect(entries).toHaveCount(5);
  await expectNoAxeViolations(page);

  // By keyboard: the person filter is a plain select.
  await view.getByLabel('Person').focus();
  await view.getByLabel('Person').selectOption({ label: 'Ana Martin' });
  await expect(entries).toHaveCount(2);
  await expect(entries.first()).toContainText('Ana Martin moved 2 bottles to Cave 2 / B4');
  await expect(entries.last()).toContainText('Ana Martin joined the team as Manager');
  await view.getByLabel('Person').selectOption({ label: account.displayName });
  await expect(entries).toHaveCount(3);
  await expect(entries.filter({ hasText: 'Ana Martin' })).toHaveCount(0);

  await view.getByLabel('Kind of change').selectOption({ label: 'Locations' });
  await expect(entries).toHaveCount(2);
  // A change made while the view is open comes in at the top.
  expect((await page.request.post('/api/locations', { data: { name: 'Bar' } })).status()).toBe(201);
  await expect(entries).toHaveCount(3);
  await expect(entries.first()).toContainText(`${account.displayName} changed the locations: Bar`);
  const download = page.waitForEvent('download');
  await view.getByRole('button', { name: 'Export CSV' }).click();
  expect((await download).suggestedFilename()).toMatch(/^cellar-activity-\d{4}-\d{2}-\d{2}\.csv$/);
});

test('in French on a phone: Déplacée par, and the Activité view by person', async ({
  page,
  browser,
  baseURL,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const { account, ana } = await cellarMovedByAna(page, browser, baseURL);
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('button', { name: 'Français' }).click();
  await page.getByRole('button', { name: 'Activité', exact: true }).click();
  const view = page.getByRole('dialog', { name: 'Activité' });
  const entries = view.getByTestId('activity-entry');
  await expect(entries.first()).toContainText('Ana Martin a déplacé 2 bouteilles vers Cave 2 / B4');
  // A role changed while the view is open comes in at the top, with the member and the new role.
  const demoted = await page.request.patch(`/api/team/members/${ana.userId}`, {
    data: { role: 'staff' },
  });
  expect(demoted.status()).toBe(204);
  await expect(entries.first()).toContainText(
    `${account.displayName} a donné le rôle Personnel à Ana Martin`,
  );
  await view.getByLabel('Personne').selectOption({ label: 'Ana Martin' });
  await expect(entries).toHaveCount(2);
  await expect(entries.last()).toContainText('Ana Martin a rejoint l’équipe (Gérant)');
  await expectNoAxeViolations(page);
  await view.getByRole('button', { name: 'Fermer' }).click();

  await page
    .getByTestId('wine-card')
    .filter({ hasText: 'Gevrey Essai' })
    .getByText('Gevrey Essai')
    .click();
  await page.getByTestId('detail-bottle').first().click();
  await expect(page.getByTestId('bottle-history')).toContainText('Déplacée par Ana Martin');
});

test('the Activity shows 50 changes, Load more adds the older ones below, and a change made while it reads still comes in at the top', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signUp(page, await newAccount());
  for (let n = 1; n <= 55; n++) {
    const made = await page.request.post('/api/locations', { data: { name: `Rack ${n}` } });
    expect(made.status()).toBe(201);
  }
  await chooseAction(page, 'manage', 'Activity');
  const view = page.getByRole('dialog', { name: 'Activity' });
  const entries = view.getByTestId('activity-entry');
  // An entry's sentence, without the time below it.
  const sentence = (n: number) => entries.nth(n).locator('p').first();
  await expect(entries).toHaveCount(50);
  await expect(sentence(0)).toHaveText(/changed the locations: Rack 55$/);
  await expect(sentence(49)).toHaveText(/changed the locations: Rack 6$/);

  // A change made while Load more reads its page still comes in at the top: the page is held
  // until the newest changes have been read for it.
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/api\/activity\?.*cursor=/, async (route) => {
    await held;
    await route.continue();
  });
  await view.getByRole('button', { name: 'Load more' }).click();
  const newestRead = page.waitForResponse(
    (response) => response.url().includes('/api/activity') && !response.url().includes('cursor='),
  );
  expect((await page.request.post('/api/locations', { data: { name: 'Bar' } })).status()).toBe(201);
  await newestRead;
  release();
  // The first five racks, below the first page, in order, and nothing older; Bar above them all.
  await expect(entries).toHaveCount(56);
  await expect(sentence(0)).toHaveText(/changed the locations: Bar$/);
  await expect(sentence(1)).toHaveText(/changed the locations: Rack 55$/);
  await expect(sentence(51)).toHaveText(/changed the locations: Rack 5$/);
  await expect(sentence(55)).toHaveText(/changed the locations: Rack 1$/);
  await expect(view.getByRole('button', { name: 'Load more' })).toBeHidden();

  expect(
    (await page.request.post('/api/locations', { data: { name: 'Cellar door' } })).status(),
  ).toBe(201);
  await expect(entries).toHaveCount(57);
  await expect(sentence(0)).toHaveText(/changed the locations: Cellar door$/);
  await expect(sentence(1)).toHaveText(/changed the locations: Bar$/);

  // Another filter starts again from the newest page.
  await view.getByLabel('Kind of change').selectOption({ label: 'Locations' });
  await expect(entries).toHaveCount(50);
  await expect(sentence(0)).toHaveText(/changed the locations: Cellar door$/);
  await expect(sentence(49)).toHaveText(/changed the locations: Rack 8$/);
});
