import type { Page } from '@playwright/test';
import { newAccount, signUp } from './support/accounts.js';
import { expect, test } from './support/test.js';

/**
 * A new version of Cellar put in place while a tab is open: the tab's next screen asks for a
 * chunk the server no longer has (404), and the browser keeps that failure for the page's life.
 */
const ADD_BOTTLE_CODE = /\/assets\/add-bottle-dialog-[^/]+\.js$/;
/** What React reports of the error its boundary caught. */
const CODE_GONE = /Failed to fetch dynamically imported module/;
/** A reload, on a loaded machine: bounded, never a measure. */
const RELOAD = { timeout: 20_000 };

/** A signed-up owner's dashboard, the console lines of a chunk answered 404 expected. */
async function dashboard(page: Page, allowConsoleError: (pattern: RegExp) => void): Promise<void> {
  allowConsoleError(CODE_GONE);
  allowConsoleError(/404 \(Not Found\)/);
  await signUp(page, await newAccount());
  await expect(page.getByTestId('restaurant-name')).toBeVisible();
}

/**
 * How many times the page loads from now on: its document, not every picture and script after it
 * (the whole app again, which takes seconds on a loaded 2-core machine).
 */
function countLoads(page: Page): () => number {
  let loads = 0;
  page.on('domcontentloaded', () => {
    loads += 1;
  });
  return () => loads;
}

test('a screen whose code is gone since the tab opened reloads the page, then opens', async ({
  page,
  allowConsoleError,
}) => {
  await test.step('a new restaurant’s dashboard', () => dashboard(page, allowConsoleError));
  const loads = countLoads(page);
  await page.route(ADD_BOTTLE_CODE, (route) => route.fulfill({ status: 404 }), { times: 1 });

  await test.step('the screen’s code is gone: the page reloads', async () => {
    await page.getByRole('button', { name: 'Add Bottle', exact: true }).click();
    await expect.poll(loads, RELOAD).toBe(1);
    await expect(page.getByTestId('restaurant-name')).toBeVisible(RELOAD);
    await expect(page.getByRole('alert')).toHaveCount(0);
  });

  await test.step('after the reload, the screen opens', async () => {
    await page.getByRole('button', { name: 'Add Bottle', exact: true }).click();
    await expect(page.getByRole('dialog', { name: 'Add Bottle' })).toBeVisible();
  });
});

test('code still missing right after that reload: the error and its Reload button, no reload loop', async ({
  page,
  allowConsoleError,
}) => {
  await dashboard(page, allowConsoleError);
  await page.route(ADD_BOTTLE_CODE, (route) => route.fulfill({ status: 404 }));
  const loads = countLoads(page);

  await page.getByRole('button', { name: 'Add Bottle', exact: true }).click();
  await expect.poll(loads, RELOAD).toBe(1);
  await expect(page.getByTestId('restaurant-name')).toBeVisible(RELOAD);
  await page.getByRole('button', { name: 'Add Bottle', exact: true }).click();
  const notice = page.getByRole('alert').filter({ hasText: 'Something went wrong' });
  await expect(notice).toBeVisible();
  await expect(notice.getByRole('button', { name: 'Reload' })).toBeVisible();
  expect(loads()).toBe(1);
});
