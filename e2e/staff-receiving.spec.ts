import { logIn, newAccount, signUp } from './support/accounts.js';
import { expectNoAxeViolations } from './support/axe.js';
import { withCamera } from './support/camera.js';
import { blankFrame } from './support/fake-camera.js';
import { chooseAction } from './support/header.js';
import { addMember } from './support/member.js';
import { sentOrder } from './support/purchase-orders.js';
import { expect, test } from './support/test.js';

/** What a staff member reads and presses, in each language; the cost words they must not see. */
const WORDS = {
  en: {
    menu: 'Receive delivery',
    typeCode: "Code won't scan? Type it",
    enter: 'Enter',
    countOf: 'Bottles of Chablis 2019 · 750 ml counted without a label',
    invoice: 'Invoice number',
    submit: 'Receive bottles',
    partly: 'Partly received',
    costWords: ['Unit cost', 'Invoice total', 'Total', '18.00', '$'],
  },
  fr: {
    menu: 'Recevoir une livraison',
    typeCode: 'Le code ne passe pas ? Saisissez-le',
    enter: 'Valider',
    countOf: 'Bouteilles de Chablis 2019 · 750 ml comptées sans étiquette',
    invoice: 'Numéro de facture',
    submit: 'Recevoir les bouteilles',
    partly: 'Reçu en partie',
    costWords: ['Coût unitaire', 'Total de la facture', 'Total', '18,00', '$'],
  },
} as const;

for (const language of ['en', 'fr'] as const) {
  test(`${language}: staff receive a sent order by scan from the Batch menu, no cost anywhere on the screen`, async ({
    baseURL,
  }) => {
    const words = WORDS[language];
    await withCamera(
      `staff-receive-${language}`,
      [{ frame: blankFrame(), frames: 5 }],
      baseURL,
      async (page) => {
        await signUp(page, await newAccount());
        await sentOrder(page);
        const staff = await addMember(page, 'staff', 'Sam Cellar');
        // The owner's screen closes before its cookie goes: its reads would be answered 401.
        await page.goto('about:blank');
        await page.context().clearCookies();
        await logIn(page, staff.email, staff.password);
        await page.evaluate((lang) => localStorage.setItem('lang', lang), language);
        await page.reload();
        await expect(page.locator('html')).toHaveAttribute('lang', language);

        await chooseAction(page, 'batch', words.menu, language);
        const dialog = page.getByRole('dialog', { name: words.menu });
        const waiting = dialog.getByTestId('delivery-list').getByRole('row', { name: /PO-1/ });
        await expect(waiting).toContainText('Vins Dupont');
        await expect(waiting.getByRole('cell').nth(3)).toHaveText('12');
        await expectNoAxeViolations(page);
        await waiting.getByRole('button', { name: 'PO-1' }).click();
        await expect(page).toHaveURL(/\/admin\/receive\/[^/]+$/);

        const panel = dialog.getByTestId('receive-panel');
        for (const code of ['stf-a1', 'STF-A2']) {
          await panel.getByLabel(words.typeCode).fill(code);
          await panel.getByRole('button', { name: words.enter, exact: true }).click();
        }
        const line = panel.getByTestId('receive-line');
        await expect(line.getByRole('cell').nth(3)).toHaveText('2');
        await panel.getByRole('textbox', { name: words.countOf }).fill('8');
        await panel.getByRole('textbox', { name: words.invoice }).fill('INV-7');
        await expect(line.getByRole('cell').nth(4)).toHaveText('2');
        for (const word of words.costWords) await expect(dialog).not.toContainText(word);
        await expectNoAxeViolations(page);
        await panel.getByRole('button', { name: words.submit }).click();

        await expect(dialog.getByTestId('order-status')).toHaveText(words.partly);
        // The next receipt starts afresh from what has come: 10 of 12, 2 to come.
        await expect(line.getByRole('cell').nth(3)).toHaveText('10');
        await expect(line.getByRole('cell').nth(4)).toHaveText('2');
        for (const word of words.costWords) await expect(dialog).not.toContainText(word);
      },
    );
  });
}
