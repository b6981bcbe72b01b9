import type { Page } from '@playwright/test';
import { newAccount, signUp } from './support/accounts.js';
import { expectNoAxeViolations } from './support/axe.js';
import { withCamera } from './support/camera.js';
import { qrFrame } from './support/fake-camera.js';
import { chooseAction } from './support/header.js';
import { expect, test } from './support/test.js';

// Every removal asks why; the reason stays with it (the history, the
// Activity), and a removed bottle's label, scanned later, says when and why it left.

const WINE = 'Clos des Raisons';

async function wineWith(page: Page, ids: string[]): Promise<void> {
  const response = await page.request.post('/api/products', {
    data: {
      product: {
        name: WINE,
        producer: 'Domaine Motif',
        country: 'France',
        mainCategory: 'cat_wine',
        subCategory: 'subcat_still',
      },
      format: { vintage: '2020', bottleSize: 750 },
      bottles: { ids },
    },
  });
  expect(response.status()).toBe(201);
}

/** Today as the screens write a removal's date, in the browser's language and time zone. */
function today(page: Page, language: 'en' | 'fr'): Promise<string> {
  return page.evaluate(
    (lang) => new Intl.DateTimeFormat(lang, { dateStyle: 'medium' }).format(new Date()),
    language,
  );
}

async function typeCode(page: Page, code: string, language: 'en' | 'fr' = 'en'): Promise<void> {
  const label =
    language === 'en' ? "Code won't scan? Type it" : 'Le code ne passe pas ? Saisissez-le';
  await page.getByLabel(label).fill(code);
  await page
    .getByRole('button', { name: language === 'en' ? 'Enter' : 'Valider', exact: true })
    .click();
}

test('a bottle removed from the drawer as Broken: its label, scanned later, says when and why', async ({
  baseURL,
}) => {
  await withCamera(
    'removed-broken',
    [{ frame: qrFrame('QR-BRK-0001'), frames: 10 }],
    baseURL,
    async (page) => {
      const account = await newAccount();
      await signUp(page, account);
      await wineWith(page, ['QR-BRK-0001', 'QR-KEP-0002']);
      await page.getByTestId('wine-card').filter({ hasText: WINE }).getByText(WINE).click();
      await page.getByTestId('detail-bottle').filter({ hasText: 'K-0001' }).click();
      const drawer = page.getByTestId('bottle-drawer');
      await drawer.getByRole('button', { name: 'Remove Bottle from Inventory' }).click();

      const confirm = page.getByRole('dialog', { name: 'Confirm Removal' });
      await expect(confirm).toContainText('Are you sure you want to remove this bottle?');
      await expect(confirm.getByRole('radio', { name: 'Sold' })).toBeChecked();
      await expect(confirm.getByTestId('removal-reason')).toContainText(
        'SoldPoured by the glassBrokenGift / compReturned to supplierLost in count',
      );
      // By keyboard: the arrows move through the reasons.
      await confirm.getByRole('radio', { name: 'Sold' }).focus();
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('ArrowDown');
      await expect(confirm.getByRole('radio', { name: 'Broken' })).toBeChecked();
      await expectNoAxeViolations(page);
      await confirm.getByRole('button', { name: 'Remove', exact: true }).click();
      await expect(drawer).toBeHidden();
      await expect(page.getByTestId('detail-bottle')).toHaveCount(1);

      await page.getByRole('button', { name: 'Scan', exact: true }).click();
      const removed = page.getByTestId('scan-removed');
      await expect(removed).toBeVisible({ timeout: 20_000 });
      await expect(removed.getByTestId('scan-removed-when')).toHaveText(
        `Removed on ${await today(page, 'en')}: Broken`,
      );
      await expect(removed).toContainText(`${WINE} 2020`);
      const history = removed.getByTestId('bottle-history');
      await expect(history).toContainText(`Removed by ${account.displayName} · Broken`);
      await expect(history).toContainText(`Added by ${account.displayName}`);
      // The camera's "scanned" flash, over the picture, is gone before the screen is checked.
      await expect(page.getByTestId('scan-flash')).toBeHidden();
      await expectNoAxeViolations(page);
      await page.keyboard.press('Escape');
      await expect(removed).toBeHidden();

      await page.getByRole('button', { name: 'Back' }).click();
      await chooseAction(page, 'manage', 'Activity');
      await expect(
        page.getByRole('dialog', { name: 'Activity' }).getByTestId('activity-entry').first(),
      ).toContainText(`${account.displayName} removed 1 bottle of ${WINE} 2020 (Broken)`);
    },
  );
});

test('on a phone: Batch Remove asks why (Gift / comp); a removed label staged again says when and why', async ({
  page,
}) => {
  const account = await newAccount();
  await signUp(page, account);
  await wineWith(page, ['QR-GFT-0001', 'QR-GFT-0002', 'QR-OLD-0003']);
  const gone = await page.request.delete('/api/bottles/QR-OLD-0003?reason=returned');
  expect(gone.status()).toBe(204);

  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('button', { name: 'Open menu' }).click();
  // In the dark theme: its red confirm button must keep its white text readable (axe below).
  await page.getByRole('button', { name: 'Switch to dark theme' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
  await page.locator('#admin-mobile-actions').getByRole('button', { name: 'Batch Remove' }).click();
  const dialog = page.getByRole('dialog', { name: 'Batch Remove' });
  await typeCode(page, 'QR-GFT-0001');
  await typeCode(page, 'QR-GFT-0002');
  await expect(dialog.getByRole('button', { name: 'Remove 2 Bottles' })).toBeEnabled();
  await typeCode(page, 'QR-OLD-0003');
  await expect(dialog.getByTestId('scan-rejection')).toHaveText(
    `QR-OLD-0003: Removed on ${await today(page, 'en')}: Returned to supplier`,
  );

  await dialog.getByRole('button', { name: 'Remove 2 Bottles' }).click();
  const confirm = page.getByRole('dialog', { name: 'Remove 2 Bottles?' });
  await expect(confirm).toContainText('This will permanently remove the scanned bottles.');
  await expect(confirm.getByRole('radio', { name: 'Sold' })).toBeChecked();
  await confirm.getByRole('radio', { name: 'Gift / comp' }).check();
  await expectNoAxeViolations(page);
  await confirm.getByRole('button', { name: 'Remove', exact: true }).click();
  await expect(page.getByText('2 bottles have been removed.')).toBeVisible();
  await expect(dialog).toBeHidden();

  await page.setViewportSize({ width: 1280, height: 900 });
  await chooseAction(page, 'manage', 'Activity');
  await expect(
    page.getByRole('dialog', { name: 'Activity' }).getByTestId('activity-entry').first(),
  ).toContainText(`${account.displayName} removed 2 bottles of ${WINE} 2020 (Gift / comp)`);
});

test('in French: Manual Batch Edit removes as Cassée, and the label scanned says so', async ({
  page,
}) => {
  const account = await newAccount();
  await signUp(page, account);
  await wineWith(page, ['QR-FRA-0001', 'QR-FRA-0002']);
  await page.getByRole('button', { name: 'Français' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');

  await chooseAction(page, 'batch', 'Modification par lot', 'fr');
  const manager = page.getByRole('dialog', { name: 'Modification manuelle par lot' });
  await manager.getByRole('checkbox', { name: 'Tout sélectionner (2)' }).check();
  await manager.getByRole('button', { name: 'Retirer 2 bouteilles' }).click();
  const confirm = page.getByRole('dialog', { name: 'Retirer 2 bouteilles ?' });
  await expect(confirm).toContainText('Les bouteilles scannées seront définitivement retirées.');
  await expect(confirm.getByTestId('removal-reason')).toContainText(
    'VendueServie au verreCasséeOfferteRetournée au fournisseurPerdue à l’inventaire',
  );
  await expect(confirm.getByRole('radio', { name: 'Vendue' })).toBeChecked();
  await confirm.getByRole('radio', { name: 'Cassée' }).check();
  await expectNoAxeViolations(page);
  await confirm.getByRole('button', { name: 'Retirer', exact: true }).click();
  const done = page.getByText('2 bouteilles ont été retirées.');
  await expect(done).toBeVisible();
  // The focus is back in the manager (Remove is disabled now, nothing selected): Escape closes it.
  await expect
    .poll(() => manager.evaluate((dialog) => dialog.contains(dialog.ownerDocument.activeElement)))
    .toBe(true);
  await page.keyboard.press('Escape');
  await expect(manager).toBeHidden();
  // The note goes by itself; under the scanner's overlay it would be checked dimmed.
  await expect(done).toBeHidden();

  await page.getByRole('button', { name: 'Scanner', exact: true }).click();
  await typeCode(page, 'QR-FRA-0002', 'fr');
  const removed = page.getByTestId('scan-removed');
  await expect(removed).toContainText('Bouteille retirée');
  await expect(removed.getByTestId('scan-removed-when')).toHaveText(
    `Retirée le ${await today(page, 'fr')} : Cassée`,
  );
  await expect(removed.getByTestId('bottle-history')).toContainText(
    `Retirée par ${account.displayName} · Cassée`,
  );
  await expectNoAxeViolations(page);
  await removed.getByRole('button', { name: 'Scanner une autre' }).click();
  await expect(removed).toBeHidden();
  await page.keyboard.press('Escape');

  await chooseAction(page, 'manage', 'Activité', 'fr');
  await expect(
    page.getByRole('dialog', { name: 'Activité' }).getByTestId('activity-entry').first(),
  ).toContainText(`${account.displayName} a retiré 2 bouteilles de ${WINE} 2020 (Cassée)`);
});

test('a bottle a stock count found missing: its label, scanned, says it was lost in count, and its history too', async ({
  baseURL,
}) => {
  await withCamera(
    'removed-lost-in-count',
    [{ frame: qrFrame('QR-LST-0002'), frames: 10 }],
    baseURL,
    async (page) => {
      const account = await newAccount();
      await signUp(page, account);
      const location = await page.request.post('/api/locations', { data: { name: 'Cave' } });
      const { id: locationId } = (await location.json()) as { id: string };
      const wine = await page.request.post('/api/products', {
        data: {
          product: {
            name: WINE,
            producer: 'Domaine Motif',
            country: 'France',
            mainCategory: 'cat_wine',
            subCategory: 'subcat_still',
          },
          format: { vintage: '2020', bottleSize: 750 },
          bottles: { ids: ['QR-LST-0001', 'QR-LST-0002'], locationId },
        },
      });
      expect(wine.status()).toBe(201);
      // A count of the cave finds one of its two bottles; Apply removes the other.
      const started = await page.request.post('/api/stocktakes', {
        data: { places: [{ locationId }] },
      });
      const { id } = (await started.json()) as { id: string };
      const scanned = await page.request.post(`/api/stocktakes/${id}/scans`, {
        data: { code: 'QR-LST-0001', locationId, bin: '' },
      });
      expect(scanned.status()).toBe(200);
      const preview = await page.request.get(`/api/stocktakes/${id}/preview`);
      const { token } = (await preview.json()) as { token: string };
      const applied = await page.request.post(`/api/stocktakes/${id}/apply`, { data: { token } });
      expect(applied.status(), await applied.text()).toBe(200);

      await page.getByRole('button', { name: 'Scan', exact: true }).click();
      const removed = page.getByTestId('scan-removed');
      await expect(removed).toBeVisible({ timeout: 20_000 });
      await expect(removed.getByTestId('scan-removed-when')).toHaveText(
        `Removed on ${await today(page, 'en')}: Lost in count`,
      );
      await expect(removed.getByTestId('bottle-history')).toContainText(
        `Removed by ${account.displayName} · Lost in count`,
      );
      await expectNoAxeViolations(page);
    },
  );
});
