import { randomUUID } from 'node:crypto';
import { expect, type Page } from '@playwright/test';
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

/** Signs up through the form and waits for the dashboard. */
export async function signUp(page: Page, account: Account): Promise<void> {
  await page.goto('/signup');
  await fillSignup(page, account);
  await page.getByRole('button', { name: 'Sign Up & Create' }).click();
  await expect(page).toHaveURL(/\/admin$/);
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
