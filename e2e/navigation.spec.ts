import { newAccount, signUp } from './support/accounts.js';
import { expect, test } from './support/test.js';

test.describe('signed out', () => {
  test('the landing page offers Login and Sign Up', async ({ page }) => {
    await page.goto('/');
    await expect(
      page.getByRole('heading', { name: /central nervous system for your beverage program/ }),
    ).toBeVisible();
    await page.getByRole('link', { name: 'Login' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await page.getByRole('link', { name: 'Create a Restaurant' }).click();
    await expect(page).toHaveURL(/\/signup$/);
    await expect(page.getByRole('heading', { name: 'Create Your Restaurant' })).toBeVisible();
    await page.getByRole('link', { name: 'Login Here' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await page.goto('/');
    await page.getByRole('link', { name: 'Sign Up' }).click();
    await expect(page).toHaveURL(/\/signup$/);
  });

  test('protected pages go to login', async ({ page }) => {
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/login$/);
    await page.goto('/menu');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('an unknown path goes to the landing page', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('link', { name: 'Sign Up' })).toBeVisible();
  });
});

test('signed in: login and sign-up go to the dashboard; the menu opens', async ({ page }) => {
  await signUp(page, await newAccount());
  await page.goto('/login');
  await expect(page).toHaveURL(/\/admin$/);
  await page.goto('/signup');
  await expect(page).toHaveURL(/\/admin$/);

  await page.getByRole('link', { name: 'Guest Menu' }).click();
  await expect(page).toHaveURL(/\/menu$/);
  await expect(page.getByRole('heading', { name: 'Our Wine Selection' })).toBeVisible();
  await expect(page.getByTestId('menu-count')).toHaveText('0 wines to choose from');
  await page.goto('/elsewhere');
  await expect(page).toHaveURL(/\/$/);
});

test('protected pages show the loading text while the session loads', async ({ page }) => {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/api/session', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/admin');
  await expect(page.getByText('Loading Application...')).toBeVisible();
  release();
  await expect(page).toHaveURL(/\/login$/);
});

test('no page trips the Content-Security-Policy (nothing evals, not even to probe)', async ({
  page,
}) => {
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.assign(window, { cspViolations: seen });
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(`${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}`);
    });
  });
  const violations = () =>
    page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);

  await page.goto('/signup');
  await expect(page.getByRole('heading', { name: 'Create Your Restaurant' })).toBeVisible();
  expect(await violations()).toEqual([]);
  await signUp(page, await newAccount());
  expect(await violations()).toEqual([]);
  await page.goto('/menu');
  await expect(page.getByRole('heading', { name: 'Our Wine Selection' })).toBeVisible();
  expect(await violations()).toEqual([]);
});
