import type { Page } from '@playwright/test';
import type { BenchServer } from './bench-server.js';

/** Signs the bench restaurant's owner in through the login form and waits for the first wine card. */
export async function signInThroughForm(page: Page, server: BenchServer): Promise<void> {
  await page.goto(`${server.baseUrl}/login`);
  await page.getByLabel('Email').fill(server.seeded.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(server.seeded.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await page.locator('[data-testid="wine-card"]').first().waitFor({ timeout: 30_000 });
}
