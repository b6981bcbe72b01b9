import { LANGUAGE_COOKIE, THEME_STORAGE_KEY } from '../domain/language-cookie.js';
import { newAccount, signUp } from './support/accounts.js';
import { expectNoAxeViolations } from './support/axe.js';
import { expect, test } from './support/test.js';

// What a phone on a slow network shows while the app's code downloads: admin.html's skeleton
// (web/app/admin-shell.html). Here the app's entry never arrives (its request is held), or fails.
const ENTRY = /\/assets\/index-[\w-]+\.js$/;

test('before its code has run, /admin shows the dashboard skeleton, in the page language and theme, out of reach of the keyboard', async ({
  page,
  context,
  baseURL,
}) => {
  // Held, never answered: the code is still on its way.
  await page.route(ENTRY, () => undefined);
  await page.goto('/admin', { waitUntil: 'commit' });
  const shell = page.locator('#app-shell');
  await expect(shell).toBeVisible();
  await expect(shell.locator('input:visible')).toHaveAttribute(
    'placeholder',
    'Search name, producer, region…',
  );
  await expect(shell).toHaveCSS('background-color', 'rgb(255, 255, 255)');
  // Inert: a skeleton is nothing to press or read (the app's own loading status is there for that).
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => document.activeElement?.closest('#app-shell') ?? null)).toBe(
    null,
  );

  // French, in the dark: the server's French page, the stored theme set before the first paint.
  await context.addCookies([{ name: LANGUAGE_COOKIE, value: 'fr', url: baseURL }]);
  await page.evaluate((key) => localStorage.setItem(key, 'dark'), THEME_STORAGE_KEY);
  await page.goto('/admin', { waitUntil: 'commit' });
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
  await expect(shell.locator('input:visible')).toHaveAttribute(
    'placeholder',
    'Nom, producteur, région…',
  );
  await expect(shell).not.toHaveCSS('background-color', 'rgb(255, 255, 255)');
});

test('when the app’s code cannot be downloaded, the crash notice’s words and Reload take the skeleton’s place', async ({
  page,
  allowConsoleError,
}) => {
  allowConsoleError(/ERR_FAILED|dynamically imported module/);
  await page.route(ENTRY, (route) => route.abort());
  await page.goto('/admin');
  const notice = page.getByRole('alert');
  await expect(notice).toContainText('Something went wrong while loading this page.');
  await expect(page.locator('#app-shell')).toHaveCount(0);
  await expectNoAxeViolations(page);
  const reload = notice.getByRole('button', { name: 'Reload' });
  await reload.focus();
  await Promise.all([page.waitForEvent('load'), page.keyboard.press('Enter')]);
  await expect(page.getByRole('alert')).toContainText('Something went wrong');
});

test('the dashboard takes the skeleton’s place; signed out, the login page does', async ({
  page,
}) => {
  await signUp(page, await newAccount());
  await page.goto('/admin');
  await expect(page.getByRole('searchbox', { name: 'Search inventory' })).toBeVisible();
  await expect(page.locator('#app-shell')).toHaveCount(0);

  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Login' })).toBeVisible();
  await expect(page.locator('#app-shell')).toHaveCount(0);
});

test('when the dashboard’s code cannot load, the crash notice takes the skeleton’s place', async ({
  page,
  allowConsoleError,
}) => {
  await signUp(page, await newAccount());
  // A deploy replaced the dashboard's chunk, or the network dropped it.
  allowConsoleError(/ERR_FAILED|dynamically imported module|error occurred in/);
  await page.route(/\/assets\/admin-page-[\w-]+\.js$/, (route) => route.abort());
  await page.goto('/admin');
  await expect(page.getByRole('alert')).toContainText(
    'Something went wrong while loading this page.',
  );
  await expect(page.locator('#app-shell')).toHaveCount(0);
});
