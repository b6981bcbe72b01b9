import { readFile } from 'node:fs/promises';
import type { APIRequestContext } from '@playwright/test';
import { newAccount, signUp } from './support/accounts.js';
import { chooseAction } from './support/header.js';
import { expect, failedRequest, test } from './support/test.js';

// SPEC's 21 columns, word for word and in order, then decision 0020's (a restore gives back all),
// then an open bottle's state and its format's weights (decision 0044).
const HEADER =
  'bottleId,formatId,wineId,location,binNumber,addedDate,name,producer,vintage,bottleSize,color,country,region,subregion,appellation,cost,price,supplier,varieties,tastingNotes,barcode,' +
  'mainCategory,subCategory,style,classification,regulatedDesignation,grains,alcoholPercentage,privateImport,showOnMenu,defaultFormatId,formatPrivateImport,formatShowOnMenu,bottleNotes,blankVintage,quantity,' +
  'openedAt,levelTenths,levelGrams,remainingPermille,fullWeightGrams,emptyWeightGrams';

async function createProduct(
  request: APIRequestContext,
  product: Record<string, unknown>,
  count: number,
  locationId: string | null,
): Promise<void> {
  const response = await request.post('/api/products', {
    data: {
      product: { mainCategory: 'cat_wine', subCategory: 'subcat_still', ...product },
      format: { vintage: '2018', bottleSize: 750, cost: 20, price: 60 },
      bottles: { count, locationId },
    },
  });
  expect(response.status()).toBe(201);
}

test.beforeEach(async ({ page }) => {
  await signUp(page, await newAccount());
  const location = await page.request.post('/api/locations', { data: { name: 'Cave Sud' } });
  expect(location.status()).toBe(201);
  const { id } = (await location.json()) as { id: string };
  await createProduct(
    page.request,
    {
      name: 'Château "Essai", Grand Vin',
      producer: 'Domaine Méo',
      country: 'France',
      color: 'Red',
      supplier: '=HYPERLINK("http://evil.test")',
      varieties: [
        { name: 'Merlot', pct: 60 },
        { name: 'Cabernet Franc', pct: 40 },
      ],
    },
    2,
    id,
  );
  await createProduct(
    page.request,
    { name: '<img src=x onerror=alert(1)>', producer: 'Markup', country: 'Italy', color: 'White' },
    1,
    null,
  );
  await page.reload();
  await expect(page.getByTestId('count-bottles')).toBeVisible();
  await chooseAction(page, 'manage', 'Export');
});

test('the CSV backup has the exact header and one row per bottle', async ({ page }) => {
  const dialog = page.getByRole('dialog', { name: 'Export' });
  const downloading = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Download CSV Backup' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(
    /^wine-inventory-full-backup-\d{4}-\d{2}-\d{2}\.csv$/,
  );
  const bytes = await readFile(await download.path());
  // UTF-8 with a byte order mark, so a spreadsheet keeps the accents.
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const text = bytes.toString('utf8').slice(1);
  const lines = text.trimEnd().split('\r\n');
  expect(lines[0]).toBe(HEADER);
  expect(lines).toHaveLength(4);
  const chateau = lines.filter((line) => line.includes('Essai'));
  expect(chateau).toHaveLength(2);
  expect(chateau[0]).toContain(',Cave Sud,');
  expect(chateau[0]).toContain('"Château ""Essai"", Grand Vin",Domaine Méo,2018,750,Red,France');
  expect(chateau[0]).toContain(`"'=HYPERLINK(""http://evil.test"")"`);
  expect(chateau[0]).toContain(',Merlot (60%) | Cabernet Franc (40%),');
  await expect(dialog.getByText('The backup of 3 bottles has been downloaded.')).toBeVisible();
});

test('the printable report opens with the chosen grouping and escapes markup', async ({
  page,
  context,
}) => {
  const dialog = page.getByRole('dialog', { name: 'Export' });
  await dialog.getByRole('combobox', { name: 'Group by' }).click();
  await page.getByRole('option', { name: 'Country', exact: true }).click();
  const opening = context.waitForEvent('page');
  await dialog.getByRole('button', { name: 'Open Printable Report' }).click();
  const report = await opening;
  await expect(report).toHaveTitle('Wine Inventory Summary');
  await expect(report.getByRole('heading', { name: 'Wine Inventory Summary' })).toBeVisible();
  await expect(report.locator('p.meta')).toContainText('Grouped by Country');
  const headers = report.locator('thead th');
  await expect(headers).toHaveText([
    'Name',
    'Producer',
    'Vintage',
    'Color',
    'Location',
    'Bottle Count',
  ]);
  await expect(report.locator('tr.group th')).toHaveText(['France', 'Italy']);
  await expect(report.getByText('<img src=x onerror=alert(1)>')).toBeVisible();
  await expect(report.locator('img')).toHaveCount(0);
  await expect(report.locator('script')).toHaveCount(0);
  await expect(report.locator('[data-total]')).toHaveText('3');
  const france = report.locator('tbody').filter({ hasText: 'France' });
  await expect(france.locator('td').nth(4)).toHaveText('Cave Sud');
  await expect(france.locator('td').nth(5)).toHaveText('2');
  await expect(dialog.getByText(/The report has opened in a new window/)).toBeVisible();
});

test('a beer without a vintage reads NV on its card, the report and the CSV, and no vintage on the menu', async ({
  page,
  context,
}) => {
  const beer = await page.request.post('/api/products', {
    data: {
      product: { name: 'Bière Essai', mainCategory: 'cat_beer', subCategory: 'subcat_ale' },
      format: { vintage: '', bottleSize: 330, price: 8 },
      bottles: { count: 1 },
    },
  });
  expect(beer.status()).toBe(201);
  const dialog = page.getByRole('dialog', { name: 'Export' });

  const downloading = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Download CSV Backup' }).click();
  const text = (await readFile(await (await downloading).path())).toString('utf8');
  expect(text.split('\r\n').find((line) => line.includes('Bière Essai'))).toContain(
    ',Bière Essai,,NV,330,',
  );

  const opening = context.waitForEvent('page');
  await dialog.getByRole('button', { name: 'Open Printable Report' }).click();
  const report = await opening;
  const row = report.locator('tbody tr').filter({ hasText: 'Bière Essai' });
  await expect(row.locator('td').nth(2)).toHaveText('NV');
  await report.close();

  await page.keyboard.press('Escape');
  await expect(page.getByTestId('wine-card').filter({ hasText: 'Bière Essai' })).toContainText(
    'NV',
  );
  // The menus give no NV to a category without vintages (domain/format-rules.ts menuVintageText).
  await page.goto('/menu');
  const entry = page.getByTestId('menu-entry').filter({ hasText: 'Bière Essai' });
  await expect(entry).toBeVisible();
  await expect(entry).not.toContainText('NV');
});

test('the report shows that it is being prepared, and closing the dialog stops it and its window', async ({
  page,
  context,
}) => {
  // The server's answer is held back until the dialog has been closed.
  let asked: () => void = () => {};
  const requested = new Promise<void>((resolve) => {
    asked = resolve;
  });
  await page.route('**/api/exports/report?*', () => asked());
  const dialog = page.getByRole('dialog', { name: 'Export' });
  const opening = context.waitForEvent('page');
  await dialog.getByRole('button', { name: 'Open Printable Report' }).click();
  const report = await opening;
  await expect(report.getByText('Preparing the report...')).toBeVisible();
  await requested;
  const status = dialog.getByRole('status');
  await expect(status).toContainText('Preparing the report...');
  // How long it takes is not known: a progress bar without a value.
  const bar = status.getByRole('progressbar', { name: 'Export progress' });
  await expect(bar).toBeVisible();
  await expect(bar).not.toHaveAttribute('aria-valuenow');
  const closed = report.waitForEvent('close');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await closed;
});

test('a report the server could not build says so and closes its window', async ({
  page,
  context,
  allowConsoleError,
}) => {
  allowConsoleError(failedRequest(503, '/api/exports/report'));
  await page.route('**/api/exports/report?*', (route) =>
    route.fulfill({
      status: 503,
      contentType: 'application/json',
      body: JSON.stringify({
        error: { code: 'unavailable', reason: 'server-busy', message: 'The server is busy.' },
      }),
    }),
  );
  const dialog = page.getByRole('dialog', { name: 'Export' });
  const opening = context.waitForEvent('page');
  await dialog.getByRole('button', { name: 'Open Printable Report' }).click();
  const report = await opening;
  await expect(dialog.getByRole('alert')).toContainText(
    'Could not create the report. Please try again.',
  );
  await expect.poll(() => report.isClosed()).toBe(true);
});
