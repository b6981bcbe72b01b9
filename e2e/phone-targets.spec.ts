import type { Page } from '@playwright/test';
import { newAccount, signUp } from './support/accounts.js';
import { phoneRuleBreaks } from './support/targets.js';
import { expect, test } from './support/test.js';

const PHONE = { width: 390, height: 844 };

/** A cave with two bins, one typed in lower case, and a wine with three bottles in them. */
async function seed(page: Page) {
  const location = await page.request.post('/api/locations', { data: { name: 'Cave' } });
  expect(location.status()).toBe(201);
  const { id } = (await location.json()) as { id: string };
  for (const bin of ['A1', 'b2-haut']) {
    const added = await page.request.post(`/api/locations/${id}/bins`, { data: { name: bin } });
    expect(added.ok(), await added.text()).toBe(true);
  }
  const suffix = Math.random().toString(36).slice(2, 8).toUpperCase();
  for (const [bin, ids] of [
    ['A1', [`T-${suffix}-1`, `T-${suffix}-2`]],
    ['b2-haut', [`T-${suffix}-3`]],
  ] as const) {
    const wine = await page.request.post('/api/products', {
      data: {
        product: {
          name: 'Chablis Premier Cru',
          producer: 'Domaine Laroche',
          mainCategory: 'cat_wine',
          subCategory: 'subcat_still',
          color: 'White',
          supplier: 'Vins Dupont',
        },
        format: { vintage: '2020', bottleSize: 750, cost: 28, price: 84 },
        bottles: { locationId: id, bin, ids },
      },
    });
    expect(wine.ok(), await wine.text()).toBe(true);
  }
}

async function expectPhoneRules(page: Page, screen: string) {
  expect(await phoneRuleBreaks(page), screen).toEqual([]);
}

// On a phone every target is 44 × 44 px at least and no text is under 12 px (docs/product.md §9,
// WCAG 2.5.5): the menu button was 28 × 28, a bottle 30 px tall, the par-level stepper 24 × 17.
test('on a phone, every target on the main screens is 44 px at least and no text is under 12 px', async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  await signUp(page, await newAccount());
  await seed(page);
  await page.reload();
  const wine = page.getByRole('button', { name: /Chablis Premier Cru/ }).first();
  await expect(wine).toBeVisible();
  await expectPhoneRules(page, 'dashboard');

  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.getByRole('button', { name: 'Close menu' })).toBeVisible();
  await expectPhoneRules(page, 'phone menu');
  await page.getByRole('button', { name: 'Close menu' }).click();

  await wine.click();
  const bottles = page.getByTestId('detail-bottle');
  await expect(bottles).toHaveCount(3);
  await expectPhoneRules(page, 'wine detail');
  await bottles.first().click();
  await expect(page.getByTestId('bottle-drawer')).toBeVisible();
  await expectPhoneRules(page, 'bottle drawer');
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('bottle-drawer')).toBeHidden();

  await page.goto('/admin');
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('button', { name: 'Reports', exact: true }).click();
  const reports = page.getByTestId('reports-screen');
  await reports.getByRole('tab', { name: 'Reorder' }).click();
  await reports.getByRole('button', { name: 'Set par levels' }).click();
  await expect(reports.getByRole('textbox', { name: /Chablis Premier Cru/ }).first()).toBeVisible();
  await expectPhoneRules(page, 'par levels');
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('button', { name: 'Manage Locations', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'Manage Locations' })).toBeVisible();
  await expectPhoneRules(page, 'manage locations');
});

test('a bottle shows its bin as it was typed, in letters 12 px at least', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await signUp(page, await newAccount());
  await seed(page);
  await page.reload();
  await page
    .getByRole('button', { name: /Chablis Premier Cru/ })
    .first()
    .click();
  const bottle = page.getByTestId('detail-bottle').filter({ hasText: /b2-haut/i });
  await expect(bottle).toHaveCount(1);
  const tag = bottle.getByText('b2-haut', { exact: true });
  // innerText is the text as drawn, capitals included.
  expect(await tag.innerText()).toBe('b2-haut');
  const size = await tag.evaluate((element) => getComputedStyle(element).fontSize);
  expect(Number.parseFloat(size)).toBeGreaterThanOrEqual(12);
});
