import type { Page } from '@playwright/test';
import { newAccount, signUp } from './support/accounts.js';
import { expectNoAxeViolations } from './support/axe.js';
import { withCamera } from './support/camera.js';
import { blankFrame } from './support/fake-camera.js';
import { chooseAction } from './support/header.js';
import { expect, test } from './support/test.js';

// Receiving without an order, at a cost (decision 0042), and the cost history it leaves on the
// wine: in English and in French.

test.describe.configure({ timeout: 90_000 });

const WINE = 'Chablis Coût';
const EAN = '5012345678924';

const words = {
  en: {
    menu: 'Batch Intake',
    intake: 'Batch Intake',
    start: 'Start Scanning',
    location: 'Location',
    yes: 'Yes, Scan Bottles',
    typeIt: "Code won't scan? Type it",
    enter: 'Enter',
    unitCost: `Unit cost: ${WINE}`,
    supplier: 'Supplier',
    invoice: 'Invoice number',
    confirm: 'Confirm Intake (2)',
    added: '2 new bottles have been added.',
    history: ['Vins du Sud', '$19.50', '2'],
    average: '$18.43',
    last: '$19.50',
  },
  fr: {
    menu: 'Réception par lot',
    intake: 'Réception groupée',
    start: 'Commencer le scan',
    location: 'Emplacement',
    yes: 'Oui, scanner les bouteilles',
    typeIt: 'Le code ne passe pas ? Saisissez-le',
    enter: 'Valider',
    unitCost: `Coût unitaire : ${WINE}`,
    supplier: 'Fournisseur',
    invoice: 'Numéro de facture',
    confirm: 'Confirmer la réception (2)',
    added: '2 nouvelles bouteilles ajoutées.',
    history: ['Vins du Sud', '19,50', '2'],
    average: '18,43',
    last: '19,50',
  },
} as const;

async function setUp(page: Page): Promise<void> {
  const location = await page.request.post('/api/locations', { data: { name: 'Cave' } });
  expect(location.status()).toBe(201);
  const wine = await page.request.post('/api/products', {
    data: {
      product: {
        name: WINE,
        producer: 'Domaine Prix',
        country: 'France',
        mainCategory: 'cat_wine',
        subCategory: 'subcat_still',
        barcode: EAN,
      },
      format: { vintage: '2022', bottleSize: 750, cost: 18 },
      bottles: { ids: ['COST-0001', 'COST-0002', 'COST-0003', 'COST-0004', 'COST-0005'] },
    },
  });
  expect(wine.status()).toBe(201);
}

for (const language of ['en', 'fr'] as const) {
  test(`receiving without an order at a cost, then the wine's cost history (${language})`, async ({
    baseURL,
  }) => {
    const w = words[language];
    await withCamera(
      `costs-${language}`,
      [{ frame: blankFrame(), frames: 10 }],
      baseURL,
      async (page) => {
        await signUp(page, await newAccount());
        await setUp(page);
        await page.reload();
        if (language === 'fr') await page.getByRole('button', { name: 'Français' }).click();
        await chooseAction(page, 'batch', w.menu, language);
        const dialog = page.getByRole('dialog', { name: w.intake });
        await page.getByRole('combobox', { name: w.location, exact: true }).click();
        await page.getByRole('option', { name: 'Cave', exact: true }).click();
        await dialog.getByRole('button', { name: w.start }).click();
        const type = async (code: string) => {
          await dialog.getByLabel(w.typeIt).fill(code);
          await dialog.getByRole('button', { name: w.enter, exact: true }).click();
        };
        await type(EAN);
        await dialog.getByRole('button', { name: w.yes }).click();
        await type('COST-0101');
        await type('COST-0102');
        const cost = dialog.getByLabel(w.unitCost);
        // Prefilled with the wine's cost; this delivery cost more.
        await expect(cost).toHaveValue('18.00');
        await cost.fill('19.50');
        await dialog.getByLabel(w.supplier).fill('Vins du Sud');
        await dialog.getByLabel(w.invoice).fill('F-118');
        await expectNoAxeViolations(page);
        await dialog.getByRole('button', { name: w.confirm }).click();
        await expect(page.getByText(w.added)).toBeVisible();
        await expect(dialog).toBeHidden();

        await page.getByTestId('wine-card').filter({ hasText: WINE }).getByText(WINE).click();
        const costs = page.getByTestId('format-costs');
        await expect(costs.getByTestId('last-cost')).toContainText(w.last);
        // (5 × 18.00 + 2 × 19.50) / 7
        await expect(costs.getByTestId('average-cost')).toContainText(w.average);
        const newest = costs.getByTestId('cost-history').locator('tbody tr').first();
        for (const cell of w.history) await expect(newest).toContainText(cell);
        await expect(costs.getByTestId('cost-history').locator('tbody tr')).toHaveCount(2);
        // 19.50 over 18.00 is 8.3 %: under the 10 % the restaurant flags.
        await expect(costs.getByTestId('cost-rise')).toHaveCount(0);
        await expectNoAxeViolations(page);
      },
    );
  });
}
