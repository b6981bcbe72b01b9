import type { Page } from '@playwright/test';
import { newAccount, signUp } from './support/accounts.js';
import { expectNoAxeViolations } from './support/axe.js';
import { phoneRuleBreaks } from './support/targets.js';
import { expect, test } from './support/test.js';

/** A wine of one 750 ml format with one bottle, made as the form would. */
async function oneBottle(page: Page, name: string): Promise<void> {
  const response = await page.request.post('/api/products', {
    data: {
      product: {
        name,
        producer: 'Domaine Test',
        mainCategory: 'cat_wine',
        subCategory: 'subcat_still',
      },
      format: { vintage: '2022', bottleSize: 750, cost: 30, price: 90 },
      bottles: { count: 1 },
    },
  });
  expect(response.status()).toBe(201);
}

async function openDrawer(page: Page, name: string) {
  await page.getByTestId('wine-card').filter({ hasText: name }).getByText(name).click();
  await expect(page.getByTestId('detail-name')).toHaveText(name);
  await page.getByTestId('detail-bottle').first().click();
  return page.getByTestId('bottle-drawer');
}

test('on a phone: open a bottle, pour from it, record its level, pour it out', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signUp(page, await newAccount());
  await oneBottle(page, 'Chablis au verre');
  await page.reload();
  const drawer = await openDrawer(page, 'Chablis au verre');

  await drawer.getByRole('button', { name: 'Open bottle' }).click();
  const left = drawer.getByTestId('open-bottle-left');
  await expect(left).toHaveText('100% left');
  await expect(drawer).toContainText('Last measured: 10/10');
  expect(await phoneRuleBreaks(page)).toEqual([]);
  await expectNoAxeViolations(page);

  await drawer.getByRole('button', { name: 'Pour', exact: true }).click();
  const pour = page.getByRole('dialog', { name: 'Pour a glass' });
  await expect(pour.getByRole('button', { name: '3 oz (89 ml)' })).toBeVisible();
  expect(await phoneRuleBreaks(page)).toEqual([]);
  await expectNoAxeViolations(page);
  // 148 ml of 750: 803 thousandths remain.
  await pour.getByRole('button', { name: '5 oz (148 ml)' }).click();
  await expect(pour).toBeHidden();
  await expect(left).toHaveText('80% left');
  await expect(drawer.getByTestId('bottle-history')).toContainText('Glass poured by');

  await drawer.getByRole('button', { name: 'Record level' }).click();
  const level = page.getByRole('dialog', { name: 'Record the level' });
  await level.getByLabel('Level (tenths, 0 to 10)').fill('2');
  expect(await phoneRuleBreaks(page)).toEqual([]);
  await expectNoAxeViolations(page);
  await level.getByRole('button', { name: 'Save' }).click();
  await expect(level).toBeHidden();
  await expect(left).toHaveText('20% left');
  await expect(drawer).toContainText('Last measured: 2/10');

  // 200 − 197 leaves 3 thousandths; a 3 oz glass empties it: removed, Poured by the glass.
  await drawer.getByRole('button', { name: 'Pour', exact: true }).click();
  await pour.getByRole('button', { name: '5 oz (148 ml)' }).click();
  await expect(left).toHaveText('0% left');
  await drawer.getByRole('button', { name: 'Pour', exact: true }).click();
  await pour.getByRole('button', { name: '3 oz (89 ml)' }).click();
  await expect(drawer).toBeHidden();
  await expect(page.getByText('The bottle was removed: Poured by the glass.')).toBeVisible();
  await expect(page.getByTestId('detail-bottle')).toHaveCount(0);
});

test('en français : ouvrir la bouteille, servir un verre, finir la bouteille', async ({
  page,
  allowConsoleError,
}) => {
  // The weight refused below, on purpose.
  allowConsoleError(/status of 400 .* @ http:\/\/[^/]+\/api\/bottles\/[^/]+\/level$/);
  await signUp(page, await newAccount());
  await oneBottle(page, 'Sancerre au verre');
  await page.reload();
  await page.getByRole('button', { name: 'Français' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  const drawer = await openDrawer(page, 'Sancerre au verre');

  await drawer.getByRole('button', { name: 'Ouvrir la bouteille' }).click();
  const left = drawer.getByTestId('open-bottle-left');
  await expect(left).toHaveText('Reste 100 %');
  await drawer.getByRole('button', { name: 'Servir', exact: true }).click();
  const pour = page.getByRole('dialog', { name: 'Servir un verre' });
  await expectNoAxeViolations(page);
  await pour.getByRole('button', { name: '3 oz (89 ml)' }).click();
  await expect(left).toHaveText('Reste 88 %');
  await expect(drawer.getByTestId('bottle-history')).toContainText('Verre servi par');

  await drawer.getByRole('button', { name: 'Noter le niveau' }).click();
  const level = page.getByRole('dialog', { name: 'Noter le niveau' });
  await level.getByText('Au poids', { exact: true }).click();
  await level.getByLabel('Poids de la bouteille (g)').fill('900');
  await level.getByRole('button', { name: 'Enregistrer' }).click();
  // The format was never weighed: the refusal says so, in French, and nothing changed.
  await expect(drawer.getByRole('alert')).toContainText('n’a pas de poids plein et vide');
  await expect(left).toHaveText('Reste 88 %');

  await drawer.getByRole('button', { name: 'Finir la bouteille' }).click();
  const confirm = page.getByRole('dialog', { name: 'Finir cette bouteille ?' });
  await expect(confirm).toContainText('Elle sort de l’inventaire : servie au verre.');
  await confirm.getByRole('button', { name: 'Finir la bouteille' }).click();
  await expect(drawer).toBeHidden();
  await expect(page.getByText('La bouteille a été retirée : servie au verre.')).toBeVisible();
});
