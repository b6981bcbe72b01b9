import type { Page } from '@playwright/test';
import { newAccount, signUp } from './support/accounts.js';
import { scrollTo } from './support/scroll.js';
import { expect, test } from './support/test.js';

test.use({ viewport: { width: 390, height: 844 } });

const WINES = 40;
const name = (n: number) => `Cuvée ${String(n).padStart(2, '0')}`;
/** Its detail, with this many bottles listed, is longer than the phone's screen. */
const LONG = 33;

/** A new owner with enough wines for the phone's list to scroll several screens. */
async function manyWines(page: Page): Promise<void> {
  await signUp(page, await newAccount());
  for (let n = 1; n <= WINES; n++) {
    const created = await page.request.post('/api/products', {
      data: {
        product: { name: name(n), mainCategory: 'cat_wine', subCategory: 'subcat_still' },
        format: { vintage: '2020', bottleSize: 750 },
        bottles: { count: n === LONG ? 30 : 1 },
      },
    });
    expect(created.status()).toBe(201);
  }
  await expect(page.getByTestId('wine-card')).not.toHaveCount(0);
}

/**
 * The wine's history entry is added just after its detail is drawn (use-wine-history.ts): the
 * browser's Back waits for it, as a person's Back always comes later than that.
 */
async function wineEntryAdded(page: Page): Promise<void> {
  await expect
    .poll(() =>
      page.evaluate(() => {
        const state: unknown = window.history.state;
        return typeof state === 'object' && state !== null && 'usr' in state
          ? JSON.stringify(state.usr)
          : null;
      }),
    )
    .toContain('"wine"');
}

/** Scrolls the list down to a wine far down and opens it; the scroll it was opened from. */
async function openFarDown(page: Page, wine: string): Promise<number> {
  const card = page.getByTestId('wine-card').filter({ hasText: wine });
  await scrollTo(page, card);
  const scrolled = await page.evaluate(() => window.scrollY);
  expect(scrolled).toBeGreaterThan(2000);
  await card.getByRole('button', { name: wine }).click();
  await expect(page.getByTestId('detail-name')).toHaveText(wine);
  // Its bottles listed: the detail is now longer than the screen.
  await expect(page.getByTestId('detail-bottle')).toHaveCount(30);
  return scrolled;
}

test('on a phone, a wine opened far down the list opens at its top, and Back returns to the same place in the list', async ({
  page,
}) => {
  await manyWines(page);
  const wine = name(LONG);
  const card = page.getByTestId('wine-card').filter({ hasText: wine });

  // The browser's Back.
  const scrolled = await openFarDown(page, wine);
  await expect(page.getByTestId('detail-name')).toBeInViewport();
  await wineEntryAdded(page);
  await page.goBack();
  await expect(page.getByTestId('wine-detail')).toBeHidden();
  await expect(card).toBeInViewport();
  expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
  await expect(page).toHaveURL(/\/admin$/);

  // The detail's own back control, which leaves no step behind in the history.
  await card.getByRole('button', { name: wine }).click();
  await expect(page.getByTestId('detail-bottle')).toHaveCount(30);
  await expect(page.getByTestId('detail-name')).toBeInViewport();
  await page.getByRole('button', { name: '← Back' }).click();
  await expect(card).toBeInViewport();
  expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);

  // Forward opens the wine again, at its top; Back closes it again.
  await page.goForward();
  await expect(page.getByTestId('detail-bottle')).toHaveCount(30);
  await expect(page.getByTestId('detail-name')).toBeInViewport();
  await page.goBack();
  await expect(card).toBeInViewport();
});

test('on a phone, Back from a wine opened in the inventory tree returns to the same rows, open as they were', async ({
  page,
}) => {
  await manyWines(page);
  await page.getByRole('radio', { name: 'Inventory' }).check({ force: true });
  await page.getByRole('button', { name: 'Expand all' }).click();
  const bottles = page.getByTestId('tree-bottle');
  await expect(bottles.first()).toBeVisible();

  // Far down the tree, a wine's bottle.
  await expect(async () => {
    await page.mouse.wheel(0, 800);
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(2500);
  }).toPass();
  // A wheel's scrolling goes on a moment after the event (and a toPass retry may have sent one
  // more): the rows are read once the page holds still.
  let lastY = -1;
  await expect
    .poll(
      async () => {
        const y = await page.evaluate(() => window.scrollY);
        const still = y === lastY;
        lastY = y;
        return still;
      },
      { intervals: [250] },
    )
    .toBe(true);
  // The bottle row nearest the middle of the screen, known by its id and where it is drawn: a
  // short id is only unique within its wine (two wines' manual ids can end alike).
  const nearest = await page.evaluate(() => {
    const middle = window.innerHeight / 2;
    const rows = [...document.querySelectorAll('[data-testid="tree-bottle"]')];
    const distance = (row: Element) => {
      const box = row.getBoundingClientRect();
      return Math.abs(box.top + box.height / 2 - middle);
    };
    const row = rows.sort((a, b) => distance(a) - distance(b))[0];
    const box = row?.getBoundingClientRect();
    return {
      id: row?.textContent ?? '',
      x: (box?.left ?? 0) + 10,
      y: (box?.top ?? 0) + (box?.height ?? 0) / 2,
    };
  });
  expect(nearest.id).not.toBe('');
  /** The ids of the bottle rows drawn at the chosen row's place on the screen. */
  const drawnThere = () =>
    page.evaluate(
      ({ x, y }) =>
        document.elementFromPoint(x, y)?.closest('[data-testid="tree-bottle"]')?.textContent ??
        null,
      nearest,
    );
  expect(await drawnThere()).toBe(nearest.id);
  const scrolled = await page.evaluate(() => window.scrollY);
  await page.mouse.click(nearest.x, nearest.y);
  await expect(page.getByTestId('wine-detail')).toBeVisible();
  await wineEntryAdded(page);

  await page.goBack();
  await expect(page.getByTestId('wine-detail')).toBeHidden();
  // Still expanded, the same bottle at the same place, at the same scroll.
  await expect.poll(drawnThere).toBe(nearest.id);
  expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
});
