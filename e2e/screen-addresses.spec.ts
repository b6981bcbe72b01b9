import type { Page } from '@playwright/test';
import { logIn, newAccount, signUp } from './support/accounts.js';
import { expectNoAxeViolations } from './support/axe.js';
import { chooseAction } from './support/header.js';
import { addMember } from './support/member.js';
import { expect, test } from './support/test.js';

// Stock Count, Reports, Team and Activity have addresses under /admin (docs/product.md §2):
// opening one sets it, a reload opens the same screen at the same place, Back closes it.

const DESKTOP = { width: 1280, height: 800 };

async function ownerOnDashboard(page: Page) {
  await page.setViewportSize(DESKTOP);
  const account = await newAccount();
  await signUp(page, account);
  return account;
}

/** Cave 1 with two labelled bottles, and a count of it started. */
async function countStarted(page: Page): Promise<{ id: string; cave: string }> {
  const location = await page.request.post('/api/locations', { data: { name: 'Cave 1' } });
  const { id: cave } = (await location.json()) as { id: string };
  const wine = await page.request.post('/api/products', {
    data: {
      product: { name: 'Clos Adresse', mainCategory: 'cat_wine', subCategory: 'subcat_still' },
      format: { vintage: '2020', bottleSize: 750 },
      bottles: { locationId: cave, ids: ['ADR-1', 'ADR-2'] },
    },
  });
  expect(wine.status(), await wine.text()).toBe(201);
  const started = await page.request.post('/api/stocktakes', {
    data: { places: [{ locationId: cave }] },
  });
  expect(started.status()).toBe(201);
  return { id: ((await started.json()) as { id: string }).id, cave };
}

test('a count in progress has its address: a reload keeps its scans, Back returns to the dashboard', async ({
  page,
}) => {
  await ownerOnDashboard(page);
  const { id, cave } = await countStarted(page);
  await page.reload();
  await page.getByRole('button', { name: 'Stock Count', exact: true }).click();
  const screen = page.getByRole('dialog', { name: 'Stock Count' });
  await expect(page).toHaveURL(/\/admin\/count$/);
  await screen.getByRole('button', { name: /^Join/ }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/count/${id}$`));
  const scanned = await page.request.post(`/api/stocktakes/${id}/scans`, {
    data: { code: 'ADR-1', locationId: cave },
  });
  expect(scanned.status()).toBe(200);
  await expect(screen.getByTestId('count-progress')).toHaveText('1 of 2 counted');

  await page.reload();
  await expect(page).toHaveURL(new RegExp(`/admin/count/${id}$`));
  await expect(screen.getByTestId('count-progress')).toHaveText('1 of 2 counted');
  await expect(screen.getByTestId('count-view')).toHaveAttribute('data-status', 'open');
  await expectNoAxeViolations(page);

  await page.goBack();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(screen).toBeHidden();
  await expect(page.getByTestId('count-bottles')).toBeVisible();

  // A finished count's address opens its record.
  expect((await page.request.post(`/api/stocktakes/${id}/cancel`)).status()).toBe(200);
  await page.goto(`/admin/count/${id}`);
  await expect(page.getByRole('dialog', { name: 'Past counts' })).toBeVisible();
});

test('Reports keep their tab in the address through a reload; closing returns to /admin', async ({
  page,
}) => {
  await ownerOnDashboard(page);
  await page.getByRole('button', { name: 'Reports', exact: true }).click();
  const screen = page.getByRole('dialog', { name: 'Reports' });
  await expect(page).toHaveURL(/\/admin\/reports\/value$/);
  await screen.getByRole('tab', { name: 'What went out' }).click();
  await expect(page).toHaveURL(/\/admin\/reports\/out$/);

  await page.reload();
  await expect(screen.getByRole('tab', { name: 'What went out' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(page).toHaveURL(/\/admin\/reports\/out$/);
  await page.keyboard.press('Escape');
  await expect(screen).toBeHidden();
  await expect(page).toHaveURL(/\/admin$/);
});

for (const { name, menu, path } of [
  { name: 'Team', menu: 'Team', path: 'team' },
  { name: 'Activity', menu: 'Activity', path: 'activity' },
] as const) {
  test(`${name} opens at /admin/${path}, stays open through a reload, and Back closes it`, async ({
    page,
  }) => {
    await ownerOnDashboard(page);
    await chooseAction(page, 'manage', menu);
    const screen = page.getByRole('dialog', { name });
    await expect(screen).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/admin/${path}$`));

    await page.reload();
    await expect(screen).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/admin/${path}$`));

    await page.goBack();
    await expect(screen).toBeHidden();
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByTestId('count-bottles')).toBeVisible();
  });
}

test('signed out, /admin/team goes to login, and back to Team after it', async ({
  page,
  browser,
  baseURL,
}) => {
  const account = await ownerOnDashboard(page);
  const context = await browser.newContext({ baseURL, viewport: DESKTOP });
  const other = await context.newPage();
  await other.goto('/admin/team');
  await expect(other).toHaveURL(/\/login$/);
  await other.getByLabel('Email').fill(account.email);
  await other.getByRole('textbox', { name: 'Password', exact: true }).fill(account.password);
  await other.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(other).toHaveURL(/\/admin\/team$/);
  await expect(other.getByRole('dialog', { name: 'Team' })).toBeVisible();
  // Opened by its address, closing it shows the dashboard at /admin.
  await other.keyboard.press('Escape');
  await expect(other).toHaveURL(/\/admin$/);
  await expect(other.getByTestId('count-bottles')).toBeVisible();
  await context.close();
});

test('a role without the permission gets the dashboard at the address; an unknown address too', async ({
  page,
  browser,
  baseURL,
}) => {
  await ownerOnDashboard(page);
  const staff = await addMember(page, 'staff', 'Sam Staff');
  const context = await browser.newContext({ baseURL, viewport: DESKTOP });
  const staffPage = await context.newPage();
  await logIn(staffPage, staff.email, staff.password);
  for (const path of ['/admin/team', '/admin/reports/value', '/admin/activity', '/admin/nowhere']) {
    await staffPage.goto(path);
    await expect(staffPage).toHaveURL(/\/admin$/);
    await expect(staffPage.getByTestId('count-bottles')).toBeVisible();
    await expect(staffPage.getByRole('dialog')).toHaveCount(0);
  }
  await context.close();
});

test('signed out, a count, a report tab and Activity go to login, and back to the same place after it', async ({
  page,
  browser,
  baseURL,
}) => {
  const account = await ownerOnDashboard(page);
  const { id } = await countStarted(page);
  for (const { path, screen } of [
    { path: `/admin/count/${id}`, screen: 'Stock Count' },
    { path: '/admin/reports/out', screen: 'Reports' },
    { path: '/admin/activity', screen: 'Activity' },
  ]) {
    const context = await browser.newContext({ baseURL, viewport: DESKTOP });
    const other = await context.newPage();
    await other.goto(path);
    await expect(other).toHaveURL(/\/login$/);
    await other.getByLabel('Email').fill(account.email);
    await other.getByRole('textbox', { name: 'Password', exact: true }).fill(account.password);
    await other.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(other).toHaveURL(new RegExp(`${path}$`));
    await expect(other.getByRole('dialog', { name: screen })).toBeVisible();
    await context.close();
  }
});

test('Back from a report tab opened at the press closes Reports at /admin', async ({ page }) => {
  await ownerOnDashboard(page);
  await page.getByRole('button', { name: 'Reports', exact: true }).click();
  const screen = page.getByRole('dialog', { name: 'Reports' });
  await screen.getByRole('tab', { name: 'What went out' }).click();
  await expect(page).toHaveURL(/\/admin\/reports\/out$/);
  await page.goBack();
  await expect(screen).toBeHidden();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByTestId('count-bottles')).toBeVisible();
});
