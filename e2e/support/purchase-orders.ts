import type { Page } from '@playwright/test';
import { expect } from './test.js';

/**
 * A draft for 12 Chablis 2019 at 18.00 to Vins Dupont, none on hand, made from Reorder through the
 * API of the signed-in page; its id.
 */
export async function draftOrder(page: Page): Promise<string> {
  const created = await page.request.post('/api/products', {
    data: {
      product: {
        name: 'Chablis',
        supplier: 'Vins Dupont',
        mainCategory: 'cat_wine',
        subCategory: 'subcat_still',
        color: 'White',
      },
      format: { vintage: '2019', bottleSize: 750, cost: 18, price: 60 },
    },
  });
  expect(created.status()).toBe(201);
  const { format } = (await created.json()) as { format: { id: string } };
  await page.request.put('/api/par-levels', {
    data: { levels: [{ formatId: format.id, par: 12 }] },
  });
  const orders = await page.request.post('/api/purchase-orders', { data: {} });
  expect(orders.status()).toBe(201);
  return ((await orders.json()) as { orders: Array<{ id: string }> }).orders[0]?.id ?? '';
}

/** The same order, sent (printed): one that takes deliveries; its id. */
export async function sentOrder(page: Page): Promise<string> {
  const id = await draftOrder(page);
  const sent = await page.request.post(`/api/purchase-orders/${id}/send`, {
    data: { via: 'print' },
  });
  expect(sent.status()).toBe(200);
  return id;
}
