import { newAccount, signUp } from './support/accounts.js';
import { expectNoAxeViolations } from './support/axe.js';
import { chooseAction } from './support/header.js';
import { expect, failedRequest, test } from './support/test.js';

// docs/product.md §8 (SPEC §8): its "Title, message" pairs are a title and a message. Messages
// read "Error, Could not…" under an Error title, or inline with their "Error, " prefix.
test('failures read as a title and a message, with no Error, prefix in the message', async ({
  page,
  allowConsoleError,
}) => {
  allowConsoleError(/ERR_FAILED/);
  allowConsoleError(failedRequest(500, '/api/categories/cat_wine'));
  allowConsoleError(failedRequest(500, '/api/bottles'));
  await signUp(page, await newAccount());
  const created = await page.request.post('/api/products', {
    data: {
      product: { name: 'Morgon Essai', mainCategory: 'cat_wine', subCategory: 'subcat_still' },
      format: { vintage: '2020', bottleSize: 750 },
      bottles: { count: 1 },
    },
  });
  expect(created.status()).toBe(201);

  // A barcode lookup that cannot reach the server: Lookup Failed, then the message.
  await page.route('**/api/scan', (route) => route.abort());
  await page.getByRole('button', { name: 'Scan', exact: true }).click();
  await page.getByLabel("Code won't scan? Type it").fill('3011932000829');
  await page.getByRole('button', { name: 'Enter', exact: true }).click();
  const lookup = page.getByRole('alert').filter({ hasText: 'Lookup Failed' });
  await expect(lookup).toHaveText(
    'Lookup FailedCould not perform lookup. Please check your connection and try again.',
  );
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');

  // A category change the server fails: the message inline, without its Error, prefix.
  await page.route('**/api/categories/cat_wine', (route) =>
    route.request().method() === 'PATCH'
      ? route.fulfill({ status: 500, json: { error: { code: 'internal', message: 'boom' } } })
      : route.continue(),
  );
  await chooseAction(page, 'manage', 'Manage Categories');
  const categories = page.getByRole('dialog', { name: 'Manage Categories' });
  await categories.getByRole('button', { name: 'Edit Wine' }).click();
  await categories.getByRole('button', { name: 'Save' }).click();
  await expect(
    categories.getByText('Could not save category changes.', { exact: true }),
  ).toBeVisible();
  await page.keyboard.press('Escape');

  // Bottles the server fails to add: the Error title, then the message.
  await page.route('**/api/bottles', (route) =>
    route.fulfill({ status: 500, json: { error: { code: 'internal', message: 'boom' } } }),
  );
  await page
    .getByTestId('wine-card')
    .filter({ hasText: 'Morgon Essai' })
    .getByText('Morgon Essai')
    .click();
  await page.getByRole('button', { name: 'Add Bottle to This Profile' }).click();
  const add = page.getByRole('dialog', { name: 'Add Bottle' });
  await add.getByRole('button', { name: 'Add Bottles' }).click();
  await expect(add.getByRole('alert')).toHaveText('ErrorCould not add the new bottles.');
  await expect(page.getByText(/Error, /)).toHaveCount(0);
  await expectNoAxeViolations(page);
});

/** What a failed read and its button say, in each language. */
const LOAD_FAILED = {
  en: { failed: 'Could not load this report. Please try again.', retry: 'Try again' },
  fr: { failed: 'Impossible de charger ce rapport. Veuillez réessayer.', retry: 'Réessayer' },
} as const;

for (const language of ['en', 'fr'] as const) {
  test(`${language}: a report that could not be read says so, and Try again reads it`, async ({
    page,
    allowConsoleError,
  }) => {
    const words = LOAD_FAILED[language];
    allowConsoleError(failedRequest(500, '/api/reports/value'));
    await signUp(page, await newAccount());
    await page.evaluate((lang) => localStorage.setItem('lang', lang), language);
    // The report's reads fail as a server that fell over would, until the test lets them through.
    let failing = true;
    await page.route(
      (url) => url.pathname === '/api/reports/value',
      (route) =>
        failing
          ? route.fulfill({ status: 500, json: { error: { code: 'internal', message: 'boom' } } })
          : route.continue(),
    );
    await page.goto('/admin/reports/value');
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    const screen = page.getByTestId('reports-screen');
    const alert = screen.getByRole('alert');
    await expect(alert).toHaveText(`${words.failed}${words.retry}`);
    await expectNoAxeViolations(page);

    failing = false;
    await alert.getByRole('button', { name: words.retry, exact: true }).click();
    await expect(screen.getByTestId('value-table')).toBeVisible();
    await expect(alert).toHaveCount(0);
  });
}
