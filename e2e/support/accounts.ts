import { randomUUID } from 'node:crypto';
import { expect, type Page } from '@playwright/test';
import { currencyOfLocales } from '../../domain/money.js';
import { e2eBaseURL } from './env.js';
import { createInviteCode } from './invite.js';

export interface Account {
  displayName: string;
  restaurantName: string;
  email: string;
  password: string;
  inviteCode: string;
}

/** A new restaurant owner with a fresh invite code; the email is unique per call. */
export async function newAccount(): Promise<Account> {
  const id = randomUUID().slice(0, 8);
  return {
    displayName: `Sommelier ${id}`,
    restaurantName: `Bistro ${id}`,
    email: `owner-${id}@example.test`,
    password: 'correct horse battery',
    inviteCode: await createInviteCode(),
  };
}

export async function fillSignup(page: Page, account: Account): Promise<void> {
  await page.getByLabel('Your Full Name').fill(account.displayName);
  await page.getByLabel('Restaurant Name').fill(account.restaurantName);
  await page.getByLabel('Email').fill(account.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(account.password);
  await page.getByLabel('Invite Code').fill(account.inviteCode);
}

/**
 * Creates the restaurant as the sign-up form does (its request, with the currency the form would
 * offer this browser) in the page's cookie jar, then opens the dashboard and waits for it. The
 * form itself is under test in auth.spec.ts; the other tests only need a restaurant, and filling
 * the form cost each of them a page load.
 */
export async function signUp(page: Page, account: Account): Promise<void> {
  const languages = await page.evaluate(() => [...navigator.languages]);
  const response = await page.request.post('/api/auth/signup', {
    data: {
      displayName: account.displayName,
      restaurantName: account.restaurantName,
      email: account.email,
      password: account.password,
      inviteCode: account.inviteCode,
      currency: currencyOfLocales(languages),
    },
    headers: { origin: e2eBaseURL() },
  });
  expect(response.status(), await response.text()).toBe(201);
  await page.goto('/admin');
  await expect(page.getByTestId('count-bottles')).toBeVisible();
}

/** Signs in and waits for the dashboard: a step taken at once (a reload) would otherwise land on
 * the login page while its answer is still on the way. */
export async function logIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL(/\/admin$/);
}
