import { newAccount, signUp } from './support/accounts.js';
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
