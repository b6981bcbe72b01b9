import type { Page } from '@playwright/test';
import { newAccount, signUp } from './support/accounts.js';
import { chooseAction } from './support/header.js';
import { expect, test } from './support/test.js';

/**
 * Markup from the database never runs in any screen, menu or report. Every text a user
 * can type is markup here; each screen must show it as text. The CSP would block an inline
 * handler anyway, so the test looks for the injected elements themselves, not only their effect
 * (and a blocked handler would also show up as a console error, which fails the test).
 */

const M = {
  restaurant: '<img src=r onerror="window.__pwned=1">Bistro',
  name: '<img src=x onerror="window.__pwned=1"> Cuvée',
  producer: '<script>window.__pwned=1</script>Domaine',
  country: '<svg onload="window.__pwned=1">Pays',
  region: '<iframe src="javascript:window.__pwned=1"></iframe>Région',
  appellation: '"><img src=a onerror=window.__pwned=1>AOC',
  grape: '<img src=g onerror="window.__pwned=1">Cépage',
  tastingNotes: '<script>window.__pwned=1</script><b>bold</b> notes',
  color: '<img src=c onerror="window.__pwned=1">',
  category: '<img src=k onerror="window.__pwned=1">Cat',
  subcategory: '<script>window.__pwned=1</script>Sub',
  location: '<img src=l onerror="window.__pwned=1">Cave',
  bin: '<script>window.__pwned=1</script>',
  bottleNotes: '<img src=n onerror="window.__pwned=1">',
};

/**
 * Elements the markup above would create if it were parsed as HTML. Inline scripts are looked for
 * in the body, where every typed text is drawn: the staff /menu's own head script (its theme before
 * the first paint, allowed by its hash in the page's CSP) is not one.
 */
const INJECTED = '[onerror], [onload], iframe, img[src="x"], img[src="n"], body script:not([src])';

async function expectInert(page: Page, where: string): Promise<void> {
  await expect(page.locator(INJECTED), where).toHaveCount(0);
  const pwned = await page.evaluate(() => (window as { __pwned?: unknown }).__pwned);
  expect(pwned, where).toBeUndefined();
}

async function expectLiteral(page: Page, texts: string[], where: string): Promise<void> {
  for (const text of texts) {
    await expect(page.getByText(text, { exact: false }).first(), `${where}: ${text}`).toBeVisible();
  }
}

const showView = (page: Page, name: string) =>
  page
    .getByRole('radiogroup', { name: /^(View|Vue)$/ })
    .getByText(name, { exact: true })
    .click();

test('markup typed into every field shows as text on every screen, the menu and the report', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signUp(page, { ...(await newAccount()), restaurantName: M.restaurant });
  const api = page.request;
  const ok = async (response: Awaited<ReturnType<typeof api.post>>) => {
    expect(response.status(), await response.text()).toBeLessThan(300);
    return (await response.json()) as Record<string, unknown>;
  };

  await ok(await api.post('/api/colors', { data: { name: M.color } }));
  await ok(
    await api.post('/api/categories', {
      data: { key: 'cat_markup', en: M.category, fr: M.category },
    }),
  );
  await ok(
    await api.post('/api/categories/cat_markup/subcategories', {
      data: { key: 'subcat_markup', en: M.subcategory, fr: M.subcategory },
    }),
  );
  const location = await ok(await api.post('/api/locations', { data: { name: M.location } }));
  await ok(await api.post(`/api/locations/${location.id}/bins`, { data: { name: M.bin } }));
  const saved = (await ok(
    await api.post('/api/products', {
      data: {
        product: {
          name: M.name,
          producer: M.producer,
          country: M.country,
          region: M.region,
          appellation: M.appellation,
          color: M.color,
          mainCategory: 'cat_markup',
          subCategory: 'subcat_markup',
          varieties: [{ name: M.grape, pct: 100 }],
        },
        format: { vintage: '2019', bottleSize: 750, price: 80, tastingNotes: M.tastingNotes },
        bottles: { count: 2, locationId: location.id, bin: M.bin },
      },
    }),
  )) as { format: { id: string }; bottles: Array<{ id: string }> };
  const bottleId = saved.bottles[0]?.id ?? '';
  await ok(
    await api.patch(`/api/bottles/${encodeURIComponent(bottleId)}`, {
      data: { notes: M.bottleNotes },
    }),
  );
  await ok(await api.put('/api/listings', { data: { formatId: saved.format.id, price3oz: 12 } }));

  // Dashboard: the three views.
  await page.reload();
  await expect(page.getByTestId('count-bottles')).toHaveText('2');
  const card = page.getByTestId('wine-card').filter({ hasText: M.name });
  await expect(card).toBeVisible();
  await expect(card).toContainText(M.producer);
  await expect(page.getByTestId('restaurant-name')).toHaveText(M.restaurant);
  await expectInert(page, 'profiles view');
  await showView(page, 'Bottles');
  await expect(page.getByTestId('wine-card').filter({ hasText: M.name })).toBeVisible();
  await expectInert(page, 'bottles view');
  await showView(page, 'Inventory');
  const tree = page.getByTestId('tree-location').filter({ hasText: M.location });
  await expect(tree).toBeVisible();
  // The tree opens as its locations: open all to see the bin.
  await page.getByRole('button', { name: 'Expand all' }).click();
  await expect(page.getByTestId('tree-bin').filter({ hasText: M.bin })).toBeVisible();
  await expectInert(page, 'inventory view');

  // Search suggestions show the text too.
  await showView(page, 'Profiles');
  await page.getByRole('searchbox', { name: 'Search inventory' }).fill('Cuvée');
  await expect(page.getByRole('option', { name: /Cuvée/ }).first()).toContainText(M.name);
  await expectInert(page, 'search suggestions');
  await page.getByRole('searchbox', { name: 'Search inventory' }).fill('');

  // Wine detail and the bottle drawer.
  await page.getByTestId('wine-card').filter({ hasText: M.name }).getByText(M.name).click();
  await expect(page.getByTestId('detail-name')).toHaveText(M.name);
  const detail = page.getByTestId('wine-detail');
  for (const text of [M.producer, M.grape, M.tastingNotes, M.country]) {
    await expect(detail, text).toContainText(text);
  }
  await expectInert(page, 'wine detail');
  await page
    .getByTestId('detail-bottle')
    .filter({ hasText: bottleId.slice(-6) })
    .click();
  const drawer = page.getByTestId('bottle-drawer');
  await expect(drawer.getByTestId('drawer-location')).toContainText(M.location);
  await expect(drawer).toContainText(M.bin);
  await expect(drawer).toContainText(M.bottleNotes);
  await expectInert(page, 'bottle drawer');
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Back' }).click();

  // The printable report, in its own window.
  await chooseAction(page, 'manage', 'Export');
  const opening = context.waitForEvent('page');
  await page
    .getByRole('dialog', { name: 'Export' })
    .getByRole('button', { name: 'Open Printable Report' })
    .click();
  const report = await opening;
  await expect(report.getByRole('heading', { name: 'Wine Inventory Summary' })).toBeVisible();
  await expectLiteral(report, [M.name, M.producer, M.location], 'report');
  await expectInert(report, 'report');
  await report.close();

  // The guest menu.
  await page.goto('/menu');
  await expect(page.getByRole('heading', { name: 'Our Wine Selection' })).toBeVisible();
  const entry = page
    .getByTestId('menu-bottle')
    .getByTestId('menu-entry')
    .filter({ hasText: M.name });
  await expect(entry).toBeVisible();
  await expect(entry).toContainText(M.producer);
  await expectLiteral(page, [M.name, M.country, M.grape], 'menu');
  await expect(page.locator('[data-testid="menu-group-color"]').first()).toHaveAttribute(
    'data-label',
    M.color,
  );
  await expectInert(page, 'guest menu');
});
