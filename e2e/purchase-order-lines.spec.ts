import { newAccount, signUp } from './support/accounts.js';
import { sentOrder } from './support/purchase-orders.js';
import { expect, test } from './support/test.js';

/** What the manager reads and presses, in each language. */
const WORDS = {
  en: { addLine: 'Add a wine', cost: /Unit cost of Chablis/, quantity: /Quantity of Chablis/ },
  fr: {
    addLine: 'Ajouter un vin',
    cost: /Coût unitaire de Chablis/,
    quantity: /Quantité de Chablis/,
  },
} as const;

for (const language of ['en', 'fr'] as const) {
  test(`${language}: a wine added by hand to a draft costs its last delivery's 19.50, not the format's 18.00`, async ({
    page,
  }) => {
    const words = WORDS[language];
    await signUp(page, await newAccount());
    // Chablis (18.00 as its format's cost) ordered, then 2 delivered at 19.50, and at par since.
    const sent = await sentOrder(page);
    const chablis = (
      (await (await page.request.get(`/api/purchase-orders/${sent}`)).json()) as {
        order: { lines: Array<{ formatId: string }> };
      }
    ).order.lines[0]?.formatId;
    const receipt = await page.request.post(`/api/purchase-orders/${sent}/receipts`, {
      data: { lines: [{ formatId: chablis, count: 2, costCents: 1950 }] },
    });
    expect(receipt.status(), await receipt.text()).toBe(200);
    // A Meursault of the same supplier below par: Reorder makes a new draft of it alone.
    const created = await page.request.post('/api/products', {
      data: {
        product: {
          name: 'Meursault',
          supplier: 'Vins Dupont',
          mainCategory: 'cat_wine',
          subCategory: 'subcat_still',
          color: 'White',
        },
        format: { vintage: '2020', bottleSize: 750, cost: 40, price: 120 },
      },
    });
    expect(created.status()).toBe(201);
    const { format } = (await created.json()) as { format: { id: string } };
    await page.request.put('/api/par-levels', {
      data: {
        levels: [
          { formatId: format.id, par: 3 },
          { formatId: chablis, par: 2 },
        ],
      },
    });
    const orders = await page.request.post('/api/purchase-orders', { data: {} });
    expect(orders.status()).toBe(201);
    const draft = ((await orders.json()) as { orders: Array<{ id: string }> }).orders[0]?.id;

    await page.evaluate((lang) => localStorage.setItem('lang', lang), language);
    await page.goto(`/admin/purchase-orders/${draft}`);
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    const view = page.getByTestId('order-view');
    await view.getByRole('combobox', { name: words.addLine }).fill('Chablis');
    await page.getByRole('option', { name: /Chablis/ }).click();
    await expect(view.getByRole('textbox', { name: words.quantity })).toHaveValue('1');
    await expect(view.getByRole('textbox', { name: words.cost })).toHaveValue('19.5');
  });
}
