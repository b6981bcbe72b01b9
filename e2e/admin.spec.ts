import { newAccount, signUp } from './support/accounts.js';
import { expectNoAxeViolations } from './support/axe.js';
import { holdModel } from './support/model.js';
import { expect, test } from './support/test.js';

test('on a phone the header folds into a menu that still reaches every action', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const account = await newAccount();
  await signUp(page, account);
  await expect(page.getByTestId('restaurant-name')).toHaveText(account.restaurantName);

  // The bar's own buttons are hidden; the burger opens the panel.
  await expect(page.getByRole('button', { name: 'Logout' })).toBeHidden();
  const burger = page.getByRole('button', { name: 'Open menu' });
  await expect(burger).toHaveAttribute('aria-expanded', 'false');
  await burger.click();
  await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute(
    'aria-expanded',
    'true',
  );

  const html = page.locator('html');
  await page.getByRole('button', { name: 'Switch to dark theme' }).click();
  await expect(html).toHaveAttribute('data-mantine-color-scheme', 'dark');
  await page.getByRole('button', { name: 'Français' }).click();
  await expect(page.getByRole('button', { name: 'Déconnexion' })).toBeVisible();
  await page.getByRole('button', { name: 'English' }).click();
  await expect(page.getByRole('link', { name: 'Guest Menu' })).toBeVisible();

  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
});

test('the dashboard is usable from the keyboard', async ({ page }) => {
  await signUp(page, await newAccount());
  await page.getByRole('link', { name: 'Guest Menu' }).focus();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'English' })).toBeFocused();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Passer au thème sombre' })).toBeFocused();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/login$/);
});

test('ending the session in one tab sends the other tab to login', async ({ page, context }) => {
  await signUp(page, await newAccount());
  await expect(page.getByTestId('live-status')).toHaveAttribute('data-status', 'live');

  const other = await context.newPage();
  await other.goto('/admin');
  await other.getByRole('button', { name: 'Logout' }).click();
  await expect(other).toHaveURL(/\/login$/);

  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('Your session has ended. Please log in again.')).toBeVisible();
});

test('between phone and desktop widths the header keeps the restaurant name readable', async ({
  page,
}) => {
  const account = await newAccount();
  await signUp(page, account);
  for (const width of [770, 800, 900]) {
    await page.setViewportSize({ width, height: 800 });
    const name = page.getByTestId('restaurant-name');
    await expect(name).toHaveText(account.restaurantName);
    const clipped = await name.evaluate((element) => element.scrollWidth > element.clientWidth);
    expect(clipped, `${width} px`).toBe(false);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(width);
    await expect(page.getByRole('searchbox').first()).toBeVisible();
  }
});

for (const screen of [
  { name: 'a desktop', viewport: { width: 1280, height: 800 }, phone: false },
  { name: 'a phone', viewport: { width: 390, height: 844 }, phone: true },
]) {
  test(`on ${screen.name} the first wines are drawn before the whole cellar has arrived, and stay in place when it does`, async ({
    page,
  }) => {
    await page.setViewportSize(screen.viewport);
    await signUp(page, await newAccount());
    const add = async (name: string, vintage: string, count: number) => {
      const created = await page.request.post('/api/products', {
        data: {
          product: { name, mainCategory: 'cat_wine', subCategory: 'subcat_still' },
          format: { vintage, bottleSize: 750 },
          bottles: { count },
        },
      });
      expect(created.status()).toBe(201);
    };
    await add('Château 10', '2015', 2);
    await add('Château 9', '2018', 3);
    await add('Barolo', '2016', 1);

    // The restaurant's model is held back: only the first screen can draw the wines.
    const release = await holdModel(page);
    await page.reload();

    const cards = page.getByTestId('wine-card');
    await expect(cards).toHaveCount(3);
    await expect(cards.nth(0)).toContainText('Barolo');
    await expect(cards.nth(1)).toContainText('Château 9');
    await expect(cards.nth(2)).toContainText('Château 10');
    await expect(cards.nth(1)).toContainText('3 bottles');
    await expect(
      cards.nth(1).getByRole('button', { name: '2018, 750 ml, 3 bottles' }),
    ).toBeVisible();
    await expect(page.getByTestId('count-products')).toHaveText('3');
    await expect(page.getByTestId('count-bottles')).toHaveText('6');
    // On a phone the count of results has no line of its own.
    if (!screen.phone) await expect(page.getByTestId('result-count')).toHaveText('3 wines');
    await expect(page.getByTestId('live-status')).toHaveAttribute('data-status', 'loading');
    await expectNoAxeViolations(page);
    const before = await cards.nth(2).boundingBox();

    release();
    await expect(page.getByTestId('live-status')).toHaveAttribute('data-status', 'live');
    expect(await cards.nth(2).boundingBox()).toEqual(before);
    // The model is there: the cards open and search narrows them.
    await page.getByRole('searchbox', { name: 'Search inventory' }).fill('chateau');
    await expect(cards).toHaveCount(2);
  });
}
