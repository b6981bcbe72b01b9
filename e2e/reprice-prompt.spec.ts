import type { Page } from '@playwright/test';
import { newAccount, signUp } from './support/accounts.js';
import { expectNoAxeViolations } from './support/axe.js';
import { expect, test } from './support/test.js';

// Editing a format's cost asks whether the bottles on hand that came in no delivery take it
// (decision 0042): each answer saves, and the value on hand says which was chosen.

const WINE = 'Sancerre Prix';

const WORDS = {
  en: {
    edit: 'Edit Profile',
    cost: 'Cost',
    save: 'Save',
    prompt: 'Re-price bottles on hand?',
    yes: 'Re-price bottles on hand',
    no: 'Next arrivals only',
    // 5 × 18.00, then 5 × 30.00
    kept: '$90.00',
    repriced: '$150.00',
  },
  fr: {
    edit: 'Modifier le profil',
    cost: 'Coût',
    save: 'Enregistrer',
    prompt: 'Réévaluer les bouteilles en stock ?',
    yes: 'Réévaluer le stock',
    no: 'Prochaines arrivées seulement',
    kept: /90,00\s\$US/,
    repriced: /150,00\s\$US/,
  },
} as const;

/** Five bottles of a wine at 18.00, none from a delivery. */
async function wine(page: Page): Promise<void> {
  const created = await page.request.post('/api/products', {
    data: {
      product: { name: WINE, mainCategory: 'cat_wine', subCategory: 'subcat_still' },
      format: { vintage: '2021', bottleSize: 750, cost: 18, price: 50 },
      bottles: { count: 5 },
    },
  });
  expect(created.status()).toBe(201);
}

for (const language of ['en', 'fr'] as const) {
  test(`${language}: a format's new cost asks to re-price the bottles on hand; both answers save`, async ({
    page,
  }) => {
    const words = WORDS[language];
    await signUp(page, await newAccount());
    await wine(page);
    await page.evaluate((lang) => localStorage.setItem('lang', lang), language);
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    await page.getByTestId('wine-card').filter({ hasText: WINE }).getByText(WINE).click();
    const value = page.getByTestId('format-costs').getByTestId('value-on-hand');
    await expect(value).toHaveText(words.kept);

    const editCost = async (cost: string, answer: string) => {
      await page.getByRole('button', { name: words.edit }).click();
      const form = page.getByRole('dialog', { name: words.edit });
      await form.getByLabel(words.cost, { exact: true }).fill(cost);
      await form.getByRole('button', { name: words.save, exact: true }).click();
      const prompt = page.getByRole('dialog', { name: words.prompt });
      await expect(prompt).toBeVisible();
      await expectNoAxeViolations(page);
      await prompt.getByRole('button', { name: answer, exact: true }).click();
      await expect(form).toBeHidden();
    };

    // The next arrivals only: the bottles here keep their 18.00.
    await editCost('25', words.no);
    await expect(page.getByTestId('format-costs').getByTestId('value-on-hand')).toHaveText(
      words.kept,
    );
    // Re-priced: the five bottles here take the new 30.00.
    await editCost('30', words.yes);
    await expect(page.getByTestId('format-costs').getByTestId('value-on-hand')).toHaveText(
      words.repriced,
    );
  });
}
