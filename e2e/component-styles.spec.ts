import type { Locator } from '@playwright/test';
import { newAccount, signUp } from './support/accounts.js';
import { expect, test } from './support/test.js';

/** Each item's box, top to bottom as the menu lists them. */
async function boxes(items: Locator) {
  const found = [];
  for (const item of await items.all()) {
    const box = await item.boundingBox();
    if (box === null) throw new Error('a menu item has no box');
    found.push(box);
  }
  return found;
}

// Mantine's component sheets come with the components' code (vite-mantine-styles.ts): a menu or
// tabs drawn by a lazily loaded part of the dashboard are styled like the rest.
test('the desktop Batch and Manage menus list their items one per line, and the Reports tabs are tabs', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 860 });
  await signUp(page, await newAccount());

  for (const menu of ['Batch', 'Manage']) {
    await page.getByRole('button', { name: menu, exact: true }).click();
    const items = page.getByRole('menu').getByRole('menuitem');
    await expect(items.first()).toBeVisible();
    const stacked = await boxes(items);
    expect(stacked.length).toBeGreaterThan(2);
    for (const [index, box] of stacked.entries()) {
      // A row of its own, the menu's width, tall enough to tap.
      expect(box.x, `${menu} item ${index}`).toBeCloseTo(stacked[0]?.x ?? 0, 0);
      expect(box.width, `${menu} item ${index}`).toBeCloseTo(stacked[0]?.width ?? 0, 0);
      expect(box.height, `${menu} item ${index}`).toBeGreaterThanOrEqual(28);
      const above = stacked[index - 1];
      if (above !== undefined) expect(box.y).toBeGreaterThanOrEqual(above.y + above.height - 1);
    }
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menu')).toBeHidden();
  }

  await page.getByRole('button', { name: 'Reports', exact: true }).click();
  const list = page.getByTestId('reports-screen').getByRole('tablist');
  const tabs = list.getByRole('tab');
  await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');
  // Tabs side by side (wrapping in a narrow dialog), each as tall as the others, the chosen one
  // underlined in a colour of its own.
  await expect(list).toHaveCSS('display', 'flex');
  const row = await boxes(tabs);
  for (const [index, box] of row.entries()) {
    expect(box.height, `tab ${index}`).toBeGreaterThanOrEqual(36);
    expect(box.height, `tab ${index}`).toBeCloseTo(row[0]?.height ?? 0, 0);
  }
  expect(row[1]?.y).toBeCloseTo(row[0]?.y ?? 0, 0);
  expect(row[1]?.x).toBeGreaterThanOrEqual((row[0]?.x ?? 0) + (row[0]?.width ?? 0) - 1);
  const underline = await tabs.first().evaluate((tab) => getComputedStyle(tab).borderBottomColor);
  const unselected = await tabs.nth(1).evaluate((tab) => getComputedStyle(tab).borderBottomColor);
  expect(underline).not.toBe(unselected);
});
