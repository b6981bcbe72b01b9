import { newAccount, signUp } from './support/accounts.js';
import { expect, test } from './support/test.js';

test('changes reach every open dashboard without a reload', async ({ page, context }) => {
  await signUp(page, await newAccount());
  const other = await context.newPage();
  await other.goto('/admin');
  for (const tab of [page, other]) {
    await expect(tab.getByTestId('live-status')).toHaveAttribute('data-status', 'live');
    await expect(tab.getByTestId('count-locations')).toHaveText('0');
  }

  // The API shares the browser context's session cookie.
  const added = await page.request.post('/api/locations', { data: { name: 'Cave A' } });
  expect(added.status()).toBe(201);
  const { id } = (await added.json()) as { id: string };
  for (const tab of [page, other]) {
    await expect(tab.getByTestId('count-locations')).toHaveText('1');
  }

  const removed = await page.request.delete(`/api/locations/${id}`);
  expect(removed.ok()).toBe(true);
  for (const tab of [page, other]) {
    await expect(tab.getByTestId('count-locations')).toHaveText('0');
  }
});
