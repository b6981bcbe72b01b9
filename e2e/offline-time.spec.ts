import type { Page } from '@playwright/test';
import { newAccount, signUp } from './support/accounts.js';
import { expectNoAxeViolations } from './support/axe.js';
import { chooseAction } from './support/header.js';
import { expect, test } from './support/test.js';

// The service worker is what opens /admin with no network (web/sw.ts).
test.use({ serviceWorkers: 'allow' });

/** When the change was made on the phone: days before the server saves it. */
const MADE_AT = '2026-11-20T06:00:00.000Z';

/** A wine of one bottle, moved to Cave 2 by a change replayed from a phone (POST /api/sync). */
async function cellarMovedOffline(page: Page) {
  await signUp(page, await newAccount());
  const location = await page.request.post('/api/locations', { data: { name: 'Cave 2' } });
  const { id: cave } = (await location.json()) as { id: string };
  const saved = await page.request.post('/api/products', {
    data: {
      product: {
        name: 'Chinon Hors Ligne',
        producer: 'Domaine Test',
        country: 'France',
        mainCategory: 'cat_wine',
        subCategory: 'subcat_still',
        varieties: [{ name: 'Cabernet Franc', pct: 100 }],
      },
      format: { vintage: '2020', bottleSize: 750, price: 40 },
      bottles: { count: 1 },
    },
  });
  expect(saved.status()).toBe(201);
  const [bottle] = ((await saved.json()) as { bottles: { id: string }[] }).bottles;
  const synced = await page.request.post('/api/sync', {
    data: {
      deviceId: `e2e-phone-${Date.now()}`,
      changes: [
        {
          id: 'change-1',
          seq: 1,
          madeAt: MADE_AT,
          operation: 'moveBottles',
          input: { body: { ids: [bottle?.id], locationId: cave } },
        },
      ],
    },
  });
  expect(synced.status()).toBe(200);
  expect(((await synced.json()) as { outcomes: { outcome: string }[] }).outcomes[0]?.outcome).toBe(
    'applied',
  );
}

/** The phone's time as the page writes it, in the browser's time zone and language. */
function written(page: Page, language: string): Promise<string> {
  return page.evaluate(
    ([iso, lang]) =>
      new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeStyle: 'short' }).format(
        new Date(iso ?? ''),
      ),
    [MADE_AT, language],
  );
}

test('a change made offline says when it was made on the phone and when it was saved', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await cellarMovedOffline(page);
  const made = await written(page, 'en');

  await chooseAction(page, 'manage', 'Activity');
  const view = page.getByRole('dialog', { name: 'Activity' });
  const moved = view.getByTestId('activity-entry').first();
  await expect(moved).toContainText('moved 1 bottle to Cave 2');
  await expect(moved).toContainText(`Made offline at ${made}, saved at `);
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');

  await page
    .getByTestId('wine-card')
    .filter({ hasText: 'Chinon Hors Ligne' })
    .getByText('Chinon Hors Ligne')
    .click();
  await page.getByTestId('detail-bottle').first().click();
  await expect(page.getByTestId('bottle-history')).toContainText(
    `Made offline at ${made}, saved at `,
  );
});

test('in French on a phone: Faite hors ligne à, enregistrée à', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await cellarMovedOffline(page);
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('button', { name: 'Français' }).click();
  await page.getByRole('button', { name: 'Activité', exact: true }).click();
  const made = await written(page, 'fr');
  const view = page.getByRole('dialog', { name: 'Activité' });
  await expect(view.getByTestId('activity-entry').first()).toContainText(
    `Faite hors ligne à ${made}, enregistrée à `,
  );
  await expectNoAxeViolations(page);
});
