import type { APIRequestContext, Page } from '@playwright/test';
import { newAccount, signUp } from './support/accounts.js';
import { expectNoAxeViolations } from './support/axe.js';
import { expect, test } from './support/test.js';

interface Saved {
  format: { id: string };
  bottles: Array<{ id: string }>;
}

async function createProduct(
  request: APIRequestContext,
  product: Record<string, unknown>,
  format: Record<string, unknown>,
  count: number,
): Promise<Saved> {
  const response = await request.post('/api/products', {
    data: {
      product: { mainCategory: 'cat_wine', subCategory: 'subcat_still', ...product },
      format,
      bottles: { count },
    },
  });
  expect(response.status()).toBe(201);
  return (await response.json()) as Saved;
}

function entry(page: Page, name: string) {
  return page.getByTestId('menu-entry').filter({ hasText: name });
}

test.describe('guest menu', () => {
  let clos: Saved;

  test.beforeEach(async ({ page }) => {
    await signUp(page, await newAccount());
    clos = await createProduct(
      page.request,
      {
        name: 'Clos Essai',
        producer: 'Domaine Méo-Camuzet',
        country: 'France',
        region: 'Bourgogne',
        subregion: 'Côte de Nuits',
        appellation: 'Vosne-Romanée',
        color: 'Red',
        varieties: [{ name: 'Pinot Noir', pct: 100 }],
      },
      { vintage: '2015', bottleSize: 750, price: 120 },
      2,
    );
    await createProduct(
      page.request,
      {
        name: 'Sancerre Essai',
        producer: 'Henri Bourgeois',
        country: 'France',
        region: 'Loire',
        color: 'White',
        varieties: [{ name: 'Sauvignon Blanc', pct: 100 }],
      },
      { vintage: '2021', bottleSize: 375, price: 45 },
      1,
    );
    await page.goto('/menu');
    await expect(page.getByRole('heading', { name: 'Our Wine Selection' })).toBeVisible();
  });

  test('shows a priced wine under its color, country and region', async ({ page }) => {
    const bottles = page.getByTestId('menu-bottle');
    await expect(bottles.getByRole('heading', { name: 'By The Bottle' })).toBeVisible();
    const red = bottles.locator('[data-testid="menu-group-color"][data-label="Red"]');
    const burgundy = red
      .locator('[data-testid="menu-group-country"][data-label="France"]')
      .locator('[data-testid="menu-group-region"][data-label="Bourgogne"]');
    const wine = burgundy.getByTestId('menu-entry').filter({ hasText: 'Clos Essai' });
    await expect(wine).toContainText('Clos Essai 2015');
    await expect(wine).toContainText('Domaine Méo-Camuzet');
    await expect(wine).toContainText('Vosne-Romanée · Pinot Noir');
    await expect(wine.getByTestId('price-bottle')).toHaveText('$120');
    await expect(wine.getByTestId('bottle-size')).toHaveCount(0);
    // Cheapest first, and a half bottle shows its size.
    const white = entry(page, 'Sancerre Essai');
    await expect(white.getByTestId('bottle-size')).toHaveText('375 ml');
  });

  test('heads a group without a label Other once, and links to no staff screen', async ({
    page,
  }) => {
    // Red without a country beside Red from France; Bourgogne without a subregion beside Côte
    // de Nuits. Sancerre's Loire has no subregion at all: nothing to tell apart there.
    await createProduct(
      page.request,
      { name: 'Rouge Sans Origine', color: 'Red' },
      { vintage: '2020', bottleSize: 750, price: 30 },
      1,
    );
    await createProduct(
      page.request,
      { name: 'Bourgogne Essai', color: 'Red', country: 'France', region: 'Bourgogne' },
      { vintage: '2020', bottleSize: 750, price: 40 },
      1,
    );
    const bottles = page.getByTestId('menu-bottle');
    await expect(entry(page, 'Bourgogne Essai')).toBeVisible();
    for (const [other, language] of [
      ['Other', null],
      ['Autre', 'Français'],
    ] as const) {
      if (language) await page.getByRole('button', { name: language }).click();
      await expect(bottles.getByRole('heading', { name: other, exact: true })).toHaveCount(2);
      const red = bottles.locator('[data-testid="menu-group-color"][data-label="Red"]');
      await expect(
        red.locator('[data-testid="menu-group-country"][data-label=""]').getByRole('heading'),
      ).toHaveText([other]);
      await expect(
        red
          .locator('[data-testid="menu-group-region"][data-label="Bourgogne"]')
          .getByRole('heading', { name: other, exact: true }),
      ).toHaveCount(1);
    }
    await expect(page.getByText(/Uncategorized|Non classé/)).toHaveCount(0);
    await expect(page.getByRole('link', { name: /Back to inventory|Retour/ })).toHaveCount(0);
    await expect(page.locator('a[href^="/admin"]')).toHaveCount(0);
    await expectNoAxeViolations(page);
  });

  test('hides a format when hidden or out of stock, live', async ({ page }) => {
    await expect(entry(page, 'Clos Essai')).toBeVisible();
    const hide = await page.request.patch(`/api/formats/${clos.format.id}`, {
      data: { showOnMenu: false },
    });
    expect(hide.ok()).toBe(true);
    await expect(entry(page, 'Clos Essai')).toHaveCount(0);
    await page.request.patch(`/api/formats/${clos.format.id}`, { data: { showOnMenu: true } });
    await expect(entry(page, 'Clos Essai')).toBeVisible();
    for (const bottle of clos.bottles) {
      expect((await page.request.delete(`/api/bottles/${bottle.id}`)).ok()).toBe(true);
    }
    await expect(entry(page, 'Clos Essai')).toHaveCount(0);
    await expect(entry(page, 'Sancerre Essai')).toBeVisible();
  });

  test('filters by price and by an accented producer typed without accents', async ({ page }) => {
    await page.getByRole('button', { name: 'Show Filters' }).click();
    await expect(page.getByPlaceholder('Search by name, producer, vintage...')).toBeVisible();
    await page.getByRole('textbox', { name: 'Price from' }).fill('100');
    // Filtered out: hidden in the server-drawn list, as the count says.
    await expect(entry(page, 'Sancerre Essai')).toBeHidden();
    await expect(page.getByTestId('menu-count')).toHaveText('1 wine to choose from');
    await expect(entry(page, 'Clos Essai')).toBeVisible();
    await page.getByRole('textbox', { name: 'Price from' }).fill('');
    await page.getByRole('textbox', { name: 'Price to' }).fill('45');
    await expect(entry(page, 'Clos Essai')).toBeHidden();
    await expect(entry(page, 'Sancerre Essai')).toBeVisible();
    await page.getByRole('button', { name: 'Clear All Filters' }).click();
    await expect(entry(page, 'Clos Essai')).toBeVisible();

    await expect(page.getByTestId('menu-count')).toHaveText('2 wines to choose from');
    await page.getByRole('combobox', { name: 'Producer' }).fill('MEO-camuzet');
    await expect(entry(page, 'Sancerre Essai')).toBeHidden();
    await expect(entry(page, 'Clos Essai')).toBeVisible();
    await page.getByRole('combobox', { name: 'Producer' }).fill('nobody');
    await expect(page.getByTestId('menu-empty')).toHaveText(
      'No products match your current search. Try adjusting your filters!',
    );
    await page.getByRole('button', { name: 'Hide Filters' }).click();
    await expect(page.getByTestId('menu-filters')).toBeHidden();
  });

  test('lists a glass pour with its 3oz and 5oz prices in a collapsible section', async ({
    page,
  }) => {
    const listing = await page.request.put('/api/listings', {
      data: { formatId: clos.format.id, price3oz: 9, price5oz: 14.5 },
    });
    expect(listing.ok()).toBe(true);
    const glass = page.getByTestId('menu-glass');
    const pour = glass.getByTestId('menu-entry').filter({ hasText: 'Clos Essai' });
    await expect(pour.getByTestId('price-3oz')).toHaveText('3 oz$9');
    await expect(pour.getByTestId('price-5oz')).toHaveText('5 oz$14.50');
    const toggle = glass.getByRole('button', { name: 'By The Glass' });
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(pour).toBeHidden();
  });
});
