import type { Page } from '@playwright/test';

/** The desktop header's menus (docs/product.md §2), by language. */
const MENUS = {
  batch: { en: 'Batch', fr: 'Par lot' },
  manage: { en: 'Manage', fr: 'Gérer' },
} as const;

/**
 * Opens a header action that sits in one of the desktop header's menus: the menu, then its item, as
 * a user does. Scan, Add Bottle and the two lists are plain buttons and need no helper.
 */
export async function chooseAction(
  page: Page,
  menu: keyof typeof MENUS,
  item: string,
  language: 'en' | 'fr' = 'en',
): Promise<void> {
  await page.getByRole('button', { name: MENUS[menu][language], exact: true }).click();
  await page.getByRole('menuitem', { name: item, exact: true }).click();
}
