import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { logIn, newAccount, signUp } from './support/accounts.js';
import { e2eServerDir } from './support/env.js';
import { addMember } from './support/member.js';
import { expect, test } from './support/test.js';

// The Reports screen ready ≤ 1 s after the press, the chart library out of /admin's
// first load. Its code is loaded ahead in idle time, for those who may open it only; the chart
// library when the Movement tab draws, and drawn again in the other light/dark scheme.

/**
 * The built chunk of a source module, from the manifest of the build under test; or of one of
 * vite.config.ts's chunk groups, by its name.
 */
function chunkOf(source: string): string {
  const manifest = JSON.parse(
    readFileSync(path.resolve(e2eServerDir(), '../web/.vite/manifest.json'), 'utf8'),
  ) as Record<string, { file: string; name?: string }>;
  const chunk =
    manifest[source] ??
    Object.entries(manifest).find(
      ([key, entry]) => key.startsWith('_') && entry.name === source,
    )?.[1];
  if (!chunk) throw new Error(`${source} is not a chunk of the build under test`);
  return `/${chunk.file}`;
}

const REPORTS = chunkOf('features/reports/reports-screen.tsx');
/** uPlot is in the Movement chart's chunk. */
const CHART = chunkOf('features/reports/movement-chart.tsx');
/** The detail's modules are one chunk group (vite.config.ts). */
const WINE_DETAIL = chunkOf('wine-detail');

/** Every script `page` asks for from now on, by path. */
function scriptsOf(page: Page): Set<string> {
  const asked = new Set<string>();
  page.on('request', (request) => {
    if (request.resourceType() === 'script') asked.add(new URL(request.url()).pathname);
  });
  return asked;
}

async function wineAddedToday(page: Page): Promise<void> {
  const response = await page.request.post('/api/products', {
    data: {
      product: {
        name: 'Chablis Premier Cru',
        mainCategory: 'cat_wine',
        subCategory: 'subcat_still',
      },
      format: { vintage: '2019', bottleSize: 750, cost: 12.5, price: 37.5 },
      bottles: { count: 4, locationId: null },
    },
  });
  expect(response.status()).toBe(201);
}

test("an owner's dashboard loads the Reports' code ahead, without the chart library; a staff member's never loads it", async ({
  page,
  browser,
  baseURL,
}) => {
  const owners = scriptsOf(page);
  await signUp(page, await newAccount());
  await wineAddedToday(page);
  const staff = await addMember(page, 'staff', 'Sasha Staff');
  await page.reload();
  await expect(page.getByTestId('wine-card')).toHaveCount(1);
  await expect.poll(() => owners.has(REPORTS)).toBe(true);
  expect(owners.has(CHART)).toBe(false);

  const context = await browser.newContext({ baseURL: baseURL ?? '' });
  const staffPage = await context.newPage();
  const staffs = scriptsOf(staffPage);
  await logIn(staffPage, staff.email, staff.password);
  await expect(staffPage.getByTestId('wine-card')).toHaveCount(1);
  // The wine detail's code is loaded in the same idle callback as the Reports' would be.
  await expect.poll(() => staffs.has(WINE_DETAIL)).toBe(true);
  // And the detail drawn from it: a later task than that callback.
  await staffPage.getByTestId('wine-card').getByText('Chablis Premier Cru').click();
  await expect(staffPage.getByTestId('detail-name')).toHaveText('Chablis Premier Cru');
  expect(staffs.has(REPORTS)).toBe(false);
  expect(staffs.has(CHART)).toBe(false);
  await context.close();
});

/** Pixels of the Movement chart's canvas painted exactly in `hex` (its bars are solid). */
function chartPixels(page: Page, hex: string): Promise<number> {
  return page.getByTestId('movement-chart').evaluate((chart, color) => {
    const canvas = chart.querySelector('canvas');
    const context = canvas?.getContext('2d');
    if (!canvas || !context) return 0;
    const [r, g, b] = [1, 3, 5].map((at) => Number.parseInt(color.slice(at, at + 2), 16));
    const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
    let count = 0;
    for (let i = 0; i < data.length; i += 4)
      if (data[i] === r && data[i + 1] === g && data[i + 2] === b && data[i + 3] === 255) count++;
    return count;
  }, hex);
}

// The primary filled color of each scheme (web/app/theme.ts: wine 8 in light, wine 7 in dark).
const LIGHT_BARS = '#93304a';
const DARK_BARS = '#a83a55';

test('the Movement tab loads the chart library, and its chart is drawn again when the theme changes in another tab', async ({
  page,
  context,
}) => {
  const scripts = scriptsOf(page);
  await signUp(page, await newAccount());
  await wineAddedToday(page);
  await page.reload();
  await expect(page.getByTestId('wine-card')).toHaveCount(1);

  await page.getByRole('button', { name: 'Reports', exact: true }).click();
  const screen = page.getByTestId('reports-screen');
  await expect(screen.getByTestId('value-table')).toBeVisible();
  expect(scripts.has(CHART)).toBe(false);

  await screen.getByRole('tab', { name: 'Movement' }).click();
  // The 4 bottles added this week.
  await expect(screen.getByTestId('movement-table')).toContainText('4');
  await expect(screen.getByTestId('movement-chart').locator('canvas')).toBeVisible();
  expect(scripts.has(CHART)).toBe(true);
  await expect.poll(() => chartPixels(page, LIGHT_BARS)).toBeGreaterThan(0);
  expect(await chartPixels(page, DARK_BARS)).toBe(0);

  // The theme switched in another tab of the same browser: this one follows (Mantine), chart too.
  const other = await context.newPage();
  await other.goto('/admin');
  await other.getByRole('button', { name: 'Switch to dark theme' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
  await expect.poll(() => chartPixels(page, DARK_BARS)).toBeGreaterThan(0);
  expect(await chartPixels(page, LIGHT_BARS)).toBe(0);
});
