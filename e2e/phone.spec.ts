import type { Locator, Page } from '@playwright/test';
import { newAccount, signUp } from './support/accounts.js';
import { expectNoAxeViolations } from './support/axe.js';
import { expect, test } from './support/test.js';

test.use({ viewport: { width: 390, height: 844 } });

/** A new owner on a phone, in Add Bottle's new-profile form (Add Bottle from the bottom bar). */
async function openNewProfileForm(page: Page): Promise<Locator> {
  await signUp(page, await newAccount());
  await page.getByTestId('phone-actions').getByRole('button', { name: 'Add Bottle' }).click();
  await page.getByRole('button', { name: 'Create New Profile' }).click();
  return page.getByRole('dialog', { name: 'Add Bottle' });
}

test('on a phone, Scan and Add Bottle are one tap away at the bottom of every dashboard screen', async ({
  page,
}) => {
  await signUp(page, await newAccount());
  const created = await page.request.post('/api/products', {
    data: {
      product: { name: 'Pouce Rouge', mainCategory: 'cat_wine', subCategory: 'subcat_still' },
      format: { vintage: '2020', bottleSize: 750 },
      bottles: { count: 1 },
    },
  });
  expect(created.status()).toBe(201);
  const bar = page.getByTestId('phone-actions');
  await expect(bar).toBeVisible();
  const box = await bar.boundingBox();
  expect((box?.y ?? 0) + (box?.height ?? 0)).toBeGreaterThan(840);
  await expectNoAxeViolations(page);

  await bar.getByRole('button', { name: 'Add Bottle' }).click();
  await expect(page.getByRole('dialog', { name: 'Add Bottle' })).toBeVisible();
  await page.keyboard.press('Escape');

  // On a wine's detail too, and nothing of the page hides under the bar.
  await page
    .getByTestId('wine-card')
    .filter({ hasText: 'Pouce Rouge' })
    .getByText('Pouce Rouge')
    .click();
  await expect(page.getByTestId('wine-detail')).toBeVisible();
  await expect(bar).toBeVisible();
  await bar.getByRole('button', { name: 'Scan' }).click();
  await expect(page.getByRole('dialog', { name: 'Scan QR or Barcode' })).toBeVisible();
});

test("on a phone, the profile form's Save and Cancel stay in view while it scrolls", async ({
  page,
}) => {
  const form = await openNewProfileForm(page);
  await expect(form.getByRole('button', { name: 'Save' })).toBeInViewport();
  // Down to the last field: the buttons are still there.
  await form.getByLabel('Number of Bottles').scrollIntoViewIfNeeded();
  await expect(form.getByRole('button', { name: 'Save' })).toBeInViewport();
  await form.getByRole('textbox', { name: 'Name', exact: true }).scrollIntoViewIfNeeded();
  await expect(form.getByRole('button', { name: 'Cancel' })).toBeInViewport();
  await expectNoAxeViolations(page);
});

test('on a phone, content comes first: the first wine within the top quarter, a wine’s name right under the header', async ({
  page,
}) => {
  await signUp(page, await newAccount());
  const created = await page.request.post('/api/products', {
    data: {
      product: { name: 'Premier Regard', mainCategory: 'cat_wine', subCategory: 'subcat_still' },
      format: { vintage: '2020', bottleSize: 750 },
      bottles: { count: 1 },
    },
  });
  expect(created.status()).toBe(201);
  const card = page.getByTestId('wine-card').first();
  await expect(card).toBeVisible();
  // Header and summary take at most a quarter of the 844 px screen.
  expect((await card.boundingBox())?.y ?? 844).toBeLessThanOrEqual(844 / 4);
  await card.getByText('Premier Regard').click();
  const name = page.getByTestId('detail-name');
  await expect(name).toBeVisible();
  expect((await name.boundingBox())?.y ?? 844).toBeLessThanOrEqual(844 * 0.3);
  await expectNoAxeViolations(page);
});

test('on a phone, the profile form folds its origin, blend, prices and notes, and opens a section to show its error', async ({
  page,
}) => {
  const form = await openNewProfileForm(page);
  await form.getByRole('textbox', { name: 'Name', exact: true }).fill('Pli Blanc');
  await form.getByRole('combobox', { name: 'Main Category', exact: true }).click();
  await page.getByRole('option', { name: 'Wine', exact: true }).click();
  await form.getByRole('combobox', { name: 'Sub-category', exact: true }).click();
  await page.getByRole('option', { name: 'Still', exact: true }).click();

  const section = (name: string) => form.getByRole('button', { name: new RegExp(`^${name}`) });
  for (const name of ['Origin', 'Grape Varieties', 'Prices', 'Tasting Notes']) {
    await expect(section(name)).toHaveAttribute('aria-expanded', 'false');
  }
  await expect(form.getByLabel('Country')).toBeHidden();
  await expect(form.getByLabel('Cost')).toBeHidden();
  await expectNoAxeViolations(page);

  // Opened, filled and folded again: the section says what it holds.
  await section('Origin').click();
  await form.getByLabel('Country').fill('France');
  await form.getByLabel('Region', { exact: true }).fill('Bourgogne');
  await section('Origin').click();
  await expect(section('Origin')).toHaveAccessibleName('Origin France, Bourgogne');
  await expect(form.getByLabel('Country')).toBeHidden();

  // The format's weights, for open bottles' levels, fold the same way.
  const weights = section('Weights for open bottles');
  await expect(weights).toHaveAttribute('aria-expanded', 'false');
  await weights.click();
  await form.getByLabel('Full bottle weight (g)').fill('1250');
  await form.getByLabel('Empty bottle weight (g)').fill('500');
  await weights.click();
  await expect(weights).toHaveAccessibleName(
    'Weights for open bottles Full bottle weight (g) 1250, Empty bottle weight (g) 500',
  );

  // A wrong field in a folded section: Save opens the section and brings the field to the user.
  await section('Origin').click();
  await form.getByLabel('Country').fill('F'.repeat(101));
  await section('Origin').click();
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(section('Origin')).toHaveAttribute('aria-expanded', 'true');
  await expect(form.getByLabel('Country')).toBeFocused();
  await expect(form.getByText('This text is too long.')).toBeVisible();
});

test('on a phone the summary stays on one line while the live feed connects, so the wines do not jump', async ({
  page,
}) => {
  // A small Android phone, a cellar of a thousand bottles.
  await page.setViewportSize({ width: 360, height: 780 });
  await signUp(page, await newAccount());
  const created = await page.request.post('/api/products', {
    data: {
      product: { name: 'Mille Bouteilles', mainCategory: 'cat_wine', subCategory: 'subcat_still' },
      format: { vintage: '2020', bottleSize: 750 },
      bottles: { count: 1000 },
    },
  });
  expect(created.status()).toBe(201);
  // The live feed never answers: the dashboard stays "Connecting...".
  await page.route('**/api/live**', () => undefined);
  await page.reload();
  const status = page.getByTestId('live-status');
  await expect(status).toHaveAttribute('data-status', 'connecting');
  const profiles = await page.getByTestId('count-products').boundingBox();
  const bottles = await page.getByTestId('count-bottles').boundingBox();
  expect(bottles?.y).toBe(profiles?.y);
  // Said to screen readers and as a tooltip; the dot alone is drawn.
  await expect(status).toHaveAttribute('title', 'Connecting...');
  await expect(status).toContainText('Connecting...');
  await expectNoAxeViolations(page);
});
