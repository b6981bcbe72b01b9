import type { Page } from '@playwright/test';
import type { SessionUser } from '../domain/auth.js';
import { openDatabase } from '../server/db/database.js';
import { databaseConfig, readEnv } from '../server/env.js';
import { newAccount, signUp } from './support/accounts.js';
import { expectNoAxeViolations } from './support/axe.js';
import { e2eDataDir } from './support/env.js';
import { expect, test } from './support/test.js';

// Reports' Variance: a format of 10 bottles, 4 removed as Sold and 1 as Broken, against 3 bottles
// the point of sale sold: one bottle gone without a sale, the broken one shown apart.

const WORDS = {
  en: { tab: 'Variance', explained: 'Explained losses (not in the variance)', broken: 'Broken' },
  fr: { tab: 'Écart', explained: 'Pertes expliquées (hors écart)', broken: 'Cassée' },
} as const;

/** Today on this machine's clock, which the browser shares: the sales day of the removals. */
function today(): string {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/**
 * The bottles through the API; the sales as the import leaves them, written into the test
 * server's own database (the import's screen and operation are another feature's).
 */
async function seeded(page: Page): Promise<void> {
  const ids = Array.from({ length: 10 }, () => `VAR-${Math.random().toString(36).slice(2, 10)}`);
  const created = await page.request.post('/api/products', {
    data: {
      product: {
        name: 'Chablis',
        mainCategory: 'cat_wine',
        subCategory: 'subcat_still',
        color: 'White',
      },
      format: { vintage: '2019', bottleSize: 750, cost: 18, price: 60 },
      bottles: { ids },
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { format } = (await created.json()) as { format: { id: string } };
  for (const [batch, reason] of [
    [ids.slice(0, 4), 'sold'],
    [ids.slice(4, 5), 'broken'],
  ] as const) {
    const removed = await page.request.post('/api/batches/remove', {
      data: { ids: batch, reason },
    });
    expect(removed.status(), await removed.text()).toBe(200);
  }
  const session = await page.request.get('/api/session');
  const { user } = (await session.json()) as { user: SessionUser };
  const db = openDatabase(databaseConfig(readEnv({ ...process.env, DATA_DIR: e2eDataDir() })));
  try {
    const at = new Date().toISOString();
    const file = `file-${ids[0]}`;
    await db.kysely
      .insertInto('sales_files')
      .values({
        restaurant_id: user.restaurantId,
        id: file,
        file_name: 'sales.csv',
        file_hash: file,
        source: 'mapped',
        first_day: today(),
        last_day: today(),
        line_count: 1,
        imported_at: at,
        imported_by_user_id: user.userId,
        change_batch_id: null,
      })
      .execute();
    await db.kysely
      .insertInto('pos_items')
      .values({
        restaurant_id: user.restaurantId,
        item_key: 'chablis btl',
        item: 'Chablis btl',
        kind: 'bottle',
        format_id: format.id,
        pour: null,
        updated_at: at,
        updated_by_user_id: user.userId,
      })
      .execute();
    await db.kysely
      .insertInto('sales_lines')
      .values({
        restaurant_id: user.restaurantId,
        file_id: file,
        position: 0,
        day: today(),
        item_key: 'chablis btl',
        item: 'Chablis btl',
        quantity: 3,
        amount_cents: null,
      })
      .execute();
  } finally {
    await db.close();
  }
}

for (const language of ['en', 'fr'] as const) {
  test(`${language}: Reports' Variance shows one bottle gone without a sale, and the broken one apart`, async ({
    page,
  }) => {
    const words = WORDS[language];
    await signUp(page, await newAccount());
    await seeded(page);
    await page.evaluate((lang) => localStorage.setItem('lang', lang), language);
    await page.goto('/admin/reports/variance');
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    await expect(page.getByRole('tab', { name: words.tab })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const rows = page.getByTestId('variance-table').locator('tbody tr');
    // Chablis, then the total.
    await expect(rows).toHaveCount(2);
    const cells = rows.first().locator('td');
    await expect(cells.nth(0)).toHaveText('Chablis');
    await expect(cells.nth(2)).toHaveText('4');
    await expect(cells.nth(3)).toHaveText('3');
    await expect(cells.nth(4)).toHaveText('-1');
    await expect(page.getByRole('heading', { name: words.explained })).toBeVisible();
    const explained = page.getByTestId('variance-explained');
    await expect(explained.locator('th').nth(2)).toHaveText(words.broken);
    await expect(explained.locator('tbody tr').first().locator('td').nth(2)).toHaveText('1');
    await expectNoAxeViolations(page);
  });
}
