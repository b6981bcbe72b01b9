import { fillSignup, logIn, newAccount, signUp } from './support/accounts.js';
import { expect, failedRequest, test } from './support/test.js';

test('sign-up creates the restaurant and lands on the dashboard', async ({ page }) => {
  const account = await newAccount();
  // Hold the response a moment so the busy state can be seen.
  await page.route('**/api/auth/signup', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 400));
    await route.continue();
  });
  await page.goto('/signup');
  await fillSignup(page, account);
  await page.getByRole('button', { name: 'Sign Up & Create' }).click();
  await expect(page.getByRole('button', { name: 'Creating Account...' })).toBeDisabled();

  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByTestId('restaurant-name')).toHaveText(account.restaurantName);
  await expect(page.getByText('Inventory at a glance')).toBeVisible();
  for (const count of ['products', 'formats', 'bottles', 'locations']) {
    await expect(page.getByTestId(`count-${count}`)).toHaveText('0');
  }
  await expect(page.getByTestId('live-status')).toHaveAttribute('data-status', 'live');
});

test('log out, then log back in', async ({ page }) => {
  const account = await newAccount();
  await signUp(page, account);

  // Hold the server's answer: until the session has ended, the dashboard stays (signed in, a
  // reload would still be), its Logout button disabled.
  let release = (): void => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/api/auth/logout', async (route) => {
    await held;
    await route.continue();
  });
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByRole('button', { name: 'Logout' })).toBeDisabled();
  await expect(page).toHaveURL(/\/admin$/);
  release();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { name: 'Login' })).toBeVisible();
  // A deliberate logout is not reported as an ended session.
  await expect(page.getByText('Your session has ended')).toHaveCount(0);

  await page.goto('/admin');
  await expect(page).toHaveURL(/\/login$/);

  await logIn(page, account.email, account.password);
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByTestId('restaurant-name')).toHaveText(account.restaurantName);
});

test('a refused login shows one message and gives the form back', async ({
  page,
  allowConsoleError,
}) => {
  allowConsoleError(failedRequest(401, '/api/auth/login'));
  const account = await newAccount();
  await signUp(page, account);
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);

  // Hold the response a moment so the busy state can be seen.
  await page.route('**/api/auth/login', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 400));
    await route.continue();
  });
  await page.getByLabel('Email').fill(account.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('not the password');
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  const busy = page.getByRole('button', { name: 'Logging in...' });
  await expect(busy).toBeDisabled();

  await expect(page.getByRole('alert')).toHaveText('Invalid email or password.');
  await expect(page.getByRole('button', { name: 'Login', exact: true })).toBeEnabled();
  await expect(page.getByLabel('Email')).toBeEnabled();

  // An unknown email reads exactly the same.
  await page.getByLabel('Email').fill('nobody@example.test');
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText('Invalid email or password.');
  await expect(page).toHaveURL(/\/login$/);
});

test('too many failed logins show the server message', async ({ page, allowConsoleError }) => {
  allowConsoleError(failedRequest(401, '/api/auth/login'));
  allowConsoleError(failedRequest(429, '/api/auth/login'));
  const account = await newAccount();
  await signUp(page, account);
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);

  // The e2e server allows 3 failures per account (playwright.config.ts).
  await page.getByLabel('Email').fill(account.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('wrong');
  const submit = page.getByRole('button', { name: 'Login', exact: true });
  for (let attempt = 0; attempt < 3; attempt += 1) {
    await submit.click();
    await expect(page.getByRole('alert')).toHaveText('Invalid email or password.');
    await expect(submit).toBeEnabled();
  }
  await submit.click();
  await expect(page.getByRole('alert')).toHaveText(
    'Too many attempts. Please wait a few minutes and try again.',
  );
});

test('a name of only spaces is refused as a missing name, before any request', async ({ page }) => {
  const signupCalls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/auth/signup')) signupCalls.push(request.url());
  });
  await page.goto('/signup');
  await fillSignup(page, { ...(await newAccount()), displayName: '   ' });
  await page.getByRole('button', { name: 'Sign Up & Create' }).click();
  await expect(page.getByRole('alert')).toHaveText('Your Full Name is required.');
  expect(signupCalls).toEqual([]);
});

test('a short password is refused before any request is made', async ({ page }) => {
  const signupCalls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/auth/signup')) signupCalls.push(request.url());
  });
  const account = { ...(await newAccount()), password: '12345' };
  await page.goto('/signup');
  await fillSignup(page, account);
  await page.getByRole('button', { name: 'Sign Up & Create' }).click();

  await expect(page.getByRole('alert')).toHaveText('Password must be at least 6 characters long.');
  await expect(page).toHaveURL(/\/signup$/);
  expect(signupCalls).toEqual([]);
});

test('sign-up explains a used invite code and a taken email', async ({
  page,
  browser,
  baseURL,
  allowConsoleError,
}) => {
  allowConsoleError(failedRequest(403, '/api/auth/signup'));
  allowConsoleError(failedRequest(409, '/api/auth/signup'));
  const first = await newAccount();
  const other = await browser.newContext({ baseURL });
  await signUp(await other.newPage(), first);
  await other.close();

  // The same invite code again.
  await page.goto('/signup');
  await fillSignup(page, { ...(await newAccount()), inviteCode: first.inviteCode });
  await page.getByRole('button', { name: 'Sign Up & Create' }).click();
  await expect(page.getByRole('alert')).toHaveText('Invalid or already used invite code.');
  await expect(page.getByRole('button', { name: 'Sign Up & Create' })).toBeEnabled();

  // A fresh code, but an email that already has an account.
  const second = await newAccount();
  await fillSignup(page, { ...second, email: first.email });
  await page.getByRole('button', { name: 'Sign Up & Create' }).click();
  await expect(page.getByRole('alert')).toHaveText('An account with this email already exists.');
});

test('the form card is 400px wide and fits a phone', async ({ page }) => {
  await page.goto('/login');
  const card = page.getByTestId('auth-card');
  expect((await card.boundingBox())?.width).toBe(400);
  await page.setViewportSize({ width: 360, height: 740 });
  const width = (await card.boundingBox())?.width ?? 0;
  expect(width).toBeLessThanOrEqual(360 - 2 * 16);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(360);
});
