import { newAccount, signUp } from './support/accounts.js';
import { expectNoAxeViolations } from './support/axe.js';
import { withCamera } from './support/camera.js';
import { blankFrame } from './support/fake-camera.js';
import { sentOrder } from './support/purchase-orders.js';
import { expect, test } from './support/test.js';

/** What the receiver reads and presses, in each language. */
const WORDS = {
  en: {
    receive: 'Receive',
    typeCode: "Code won't scan? Type it",
    enter: 'Enter',
    countOf: 'Bottles of Chablis 2019 · 750 ml counted without a label',
    cost: 'Unit cost of Chablis 2019 · 750 ml',
    invoice: 'Invoice number',
    submit: 'Receive bottles',
    partly: 'Partly received',
  },
  fr: {
    receive: 'Recevoir',
    typeCode: 'Le code ne passe pas ? Saisissez-le',
    enter: 'Valider',
    countOf: 'Bouteilles de Chablis 2019 · 750 ml comptées sans étiquette',
    cost: 'Coût unitaire de Chablis 2019 · 750 ml',
    invoice: 'Numéro de facture',
    submit: 'Recevoir les bouteilles',
    partly: 'Reçu en partie',
  },
} as const;

for (const language of ['en', 'fr'] as const) {
  test(`${language}: a sent order is received by scanning labels against its line and counting the rest, 2 outstanding`, async ({
    baseURL,
  }) => {
    const words = WORDS[language];
    await withCamera(
      `receive-${language}`,
      [{ frame: blankFrame(), frames: 5 }],
      baseURL,
      async (page) => {
        await signUp(page, await newAccount());
        const id = await sentOrder(page);
        await page.evaluate((lang) => localStorage.setItem('lang', lang), language);
        await page.goto(`/admin/purchase-orders/${id}`);
        await expect(page.locator('html')).toHaveAttribute('lang', language);
        const order = page.getByTestId('order-view');
        await order.getByRole('button', { name: words.receive, exact: true }).click();
        const panel = order.getByTestId('receive-panel');
        for (const code of ['rcv-a1', 'RCV-A2']) {
          await panel.getByLabel(words.typeCode).fill(code);
          await panel.getByRole('button', { name: words.enter, exact: true }).click();
        }
        const line = panel.getByTestId('receive-line');
        // Two scanned: 2 of 12 so far.
        await expect(line.getByRole('cell').nth(3)).toHaveText('2');
        await panel.getByRole('textbox', { name: words.countOf }).fill('8');
        await expect(panel.getByRole('textbox', { name: words.cost })).toHaveValue('18');
        await panel.getByRole('textbox', { name: words.cost }).fill('19.5');
        await panel.getByRole('textbox', { name: words.invoice }).fill('INV-42');
        await expect(line.getByRole('cell').nth(4)).toHaveText('2');
        await expectNoAxeViolations(page);
        await panel.getByRole('button', { name: words.submit }).click();

        await expect(order.getByTestId('order-status')).toHaveText(words.partly);
        const received = order.getByTestId('order-lines').getByRole('row', { name: /Chablis/ });
        await expect(received.getByRole('cell').nth(1)).toHaveText('12');
        await expect(received.getByRole('cell').nth(3)).toHaveText('10');
        await expect(received.getByRole('cell').nth(4)).toHaveText('2');
      },
    );
  });
}
