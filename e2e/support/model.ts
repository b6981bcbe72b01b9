import type { Page } from '@playwright/test';

/**
 * Holds back the restaurant's model (GET /api/snapshot/compact) from now on, so that only the
 * dashboard's first screen can draw: the returned function lets the held requests go.
 */
export async function holdModel(page: Page): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/api/snapshot/compact**', async (route) => {
    await held;
    await route.continue();
  });
  return release;
}
