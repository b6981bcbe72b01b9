import { newAccount, signUp } from './support/accounts.js';
import { expect, test } from './support/test.js';

test.use({ viewport: { width: 390, height: 844 } });

test('on a phone, the bottles of the wines in view are read while the list rests: a format opens with them drawn, as they are now', async ({
  page,
}) => {
  await signUp(page, await newAccount());
  const created = await page.request.post('/api/products', {
    data: {
      product: { name: 'Clos du Regard', mainCategory: 'cat_wine', subCategory: 'subcat_still' },
      format: { vintage: '2019', bottleSize: 750 },
      bottles: { count: 0 },
    },
  });
  expect(created.status()).toBe(201);
  const formatId = ((await created.json()) as { format: { id: string } }).format.id;
  for (const id of ['RAH-001', 'RAH-002']) {
    expect(
      (await page.request.post('/api/bottles', { data: { formatId, ids: [id] } })).status(),
    ).toBe(201);
  }

  // The dashboard reads the format's bottles with no tap, once the list has rested.
  const readAhead = page.waitForRequest((request) =>
    request.url().includes(`/api/bottles?format=${formatId}`),
  );
  await page.reload();
  const card = page.getByTestId('wine-card').filter({ hasText: 'Clos du Regard' });
  await expect(card).toBeVisible();
  await readAhead;
  // A bottle added meanwhile (another phone) is in the list kept live.
  expect(
    (await page.request.post('/api/bottles', { data: { formatId, ids: ['RAH-003'] } })).status(),
  ).toBe(201);
  await expect(card.getByRole('button', { name: /2019.*750 ml.*3/ })).toBeVisible();

  // The detail never says its bottles are loading: they are drawn in its first frame.
  await page.evaluate(() => {
    const seen = { loading: false };
    (window as unknown as { seen: typeof seen }).seen = seen;
    new MutationObserver(() => {
      seen.loading ||= document.querySelector('[data-testid="detail-bottles-loading"]') !== null;
    }).observe(document.body, { childList: true, subtree: true });
  });
  await card.getByRole('button', { name: /2019.*750 ml.*3/ }).click();
  const bottles = page.getByTestId('detail-bottle');
  await expect(bottles).toHaveCount(3);
  await expect(bottles.filter({ hasText: 'AH-003' })).toHaveCount(1);
  expect(
    await page.evaluate(() => (window as unknown as { seen: { loading: boolean } }).seen.loading),
  ).toBe(false);
});
