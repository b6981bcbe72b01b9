import type { APIRequestContext } from '@playwright/test';
import { newAccount, signUp } from './support/accounts.js';
import { expectNoAxeViolations } from './support/axe.js';
import { expect, test } from './support/test.js';

/**
 * The staff /menu is drawn by the server: readable before (and without) any script, in
 * the member's language and theme, with no app code; its small script adds the filters and the
 * switches.
 */

async function addWine(
  request: APIRequestContext,
  product: Record<string, unknown>,
  price: number,
  bottleSize = 750,
): Promise<void> {
  const response = await request.post('/api/products', {
    data: {
      product: { mainCategory: 'cat_wine', subCategory: 'subcat_still', ...product },
      format: { vintage: '2019', bottleSize, price },
      bottles: { count: 1 },
    },
  });
  expect(response.status()).toBe(201);
}

test.beforeEach(async ({ page }) => {
  await signUp(page, await newAccount());
  await addWine(
    page.request,
    { name: 'Clos Premier', producer: 'Domaine Méo-Camuzet', color: 'Red', country: 'France' },
    120,
  );
  await addWine(
    page.request,
    { name: 'Blanc Second', producer: 'Henri Bourgeois', color: 'White', country: 'France' },
    45,
    1500,
  );
});

test('the staff menu reads with JavaScript off, and loads none of the app', async ({
  page,
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({
    baseURL,
    javaScriptEnabled: false,
    storageState: await page.context().storageState(),
  });
  try {
    const reader = await context.newPage();
    await reader.goto('/menu');
    await expect(reader.getByRole('heading', { name: 'Our Wine Selection' })).toBeVisible();
    await expect(reader.getByTestId('menu-count')).toHaveText('2 wines to choose from');
    const clos = reader.getByTestId('menu-entry').filter({ hasText: 'Clos Premier' });
    await expect(clos.getByTestId('price-bottle')).toHaveText('$120');
    const blanc = reader.getByTestId('menu-entry').filter({ hasText: 'Blanc Second' });
    await expect(blanc.getByTestId('bottle-size')).toHaveText('1,500 ml');
  } finally {
    await context.close();
  }

  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto('/menu');
  await page.getByRole('button', { name: 'Show Filters' }).click();
  await page.getByRole('combobox', { name: 'Producer' }).fill('meo camuzet');
  await expect(page.getByTestId('menu-entry').filter({ hasText: 'Blanc Second' })).toBeHidden();
  await expect(page.getByTestId('menu-count')).toHaveText('0 wines to choose from');
  // Its own script and the few small modules it shares with the public page: not the app's entry.
  expect(scripts.some((path) => /\/assets\/staffMenu-/.test(path))).toBe(true);
  expect(scripts.filter((path) => /\/assets\/(index|vendor|zod)-/.test(path))).toEqual([]);
});

test('the staff menu follows the member’s language and theme, and filters in French', async ({
  page,
}) => {
  // Chosen in the app: the menu is drawn in it from its first byte.
  await page.goto('/admin');
  await page.getByRole('button', { name: 'Français' }).click();
  await page.getByRole('button', { name: 'Passer au thème sombre' }).click();
  await page.goto('/menu');
  await expect(page.getByRole('heading', { name: 'Notre sélection de vins' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
  await expect(page.getByTestId('menu-count')).toHaveText('2 vins à découvrir');
  // SPEC's sizes on the staff menu, in French too: only when not 750, in ml.
  const blanc = page.getByTestId('menu-entry').filter({ hasText: 'Blanc Second' });
  await expect(blanc.getByTestId('bottle-size')).toHaveText('1 500 ml');
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Afficher les filtres' }).click();
  await page.getByRole('textbox', { name: 'Prix minimum' }).fill('100');
  await expect(blanc).toBeHidden();
  await expect(page.getByTestId('menu-count')).toHaveText('1 vin à découvrir');
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Effacer tous les filtres' }).click();
  await expect(blanc).toBeVisible();

  // The menu's own switches keep the app's choices.
  await page.getByRole('button', { name: 'Passer au thème clair' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'light');
  await page.getByRole('button', { name: 'English' }).click();
  await expect(page.getByRole('heading', { name: 'Our Wine Selection' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Switch to dark theme' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.goto('/admin');
  await expect(page.getByRole('button', { name: 'English' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'light');
});

test('a language stored before the cookie followed it still draws the menu in it', async ({
  page,
  context,
}) => {
  await page.goto('/admin');
  await page.evaluate(() => localStorage.setItem('lang', 'fr'));
  await context.clearCookies({ name: 'cellar-lang' });
  await page.goto('/menu');
  await expect(page.getByRole('heading', { name: 'Notre sélection de vins' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Français' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
});
