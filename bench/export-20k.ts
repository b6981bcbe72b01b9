/**
 * npx tsx bench/export-20k.ts   (after `npm run build`)
 *
 * The CSV backup and the printable report work for a 20,000-bottle restaurant without
 * freezing the page. In headless Debian Chromium, signed in to the bench restaurant, times each
 * export from the click to the file (or the report's table), checks the CSV has one row per
 * bottle, and records the longest main-thread task meanwhile (the browser's Long Tasks API): the
 * page stays responsive while the longest task stays short.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { chooseAction } from '../e2e/support/header.js';
import { ms, withBenchServer } from './bench-server.js';
import { launchBenchChromium } from './browser-login.js';

async function watchLongTasks(page: Page): Promise<void> {
  await page.evaluate(() => {
    const tasks: number[] = [];
    (window as unknown as { longTasks: number[] }).longTasks = tasks;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) tasks.push(entry.duration);
    }).observe({ type: 'longtask', buffered: false });
  });
}

async function longestTask(page: Page): Promise<number> {
  return page.evaluate(() =>
    Math.max(0, ...(window as unknown as { longTasks: number[] }).longTasks),
  );
}

await withBenchServer(
  'sqlite',
  async (server) => {
    const browser = await launchBenchChromium();
    try {
      const context = await browser.newContext({ acceptDownloads: true });
      const [name, value] = server.cookie.split('=');
      await context.addCookies([{ name: name ?? '', value: value ?? '', url: server.baseUrl }]);
      const page = await context.newPage();
      await page.goto(`${server.baseUrl}/admin`);
      await page.locator('[data-testid="wine-card"]').first().waitFor({ timeout: 60_000 });

      await chooseAction(page, 'manage', 'Export');
      const dialog = page.getByRole('dialog', { name: 'Export' });
      await watchLongTasks(page);
      const downloading = page.waitForEvent('download', { timeout: 120_000 });
      let started = performance.now();
      await dialog.getByRole('button', { name: 'Download CSV Backup' }).click();
      const download = await downloading;
      const file = await download.path();
      const csvTime = performance.now() - started;
      const rows =
        fs
          .readFileSync(file, 'utf8')
          .split('\n')
          .filter((line) => line.trim() !== '').length - 1;
      const csvLongest = await longestTask(page);

      await watchLongTasks(page);
      const opening = context.waitForEvent('page', { timeout: 120_000 });
      started = performance.now();
      await dialog.getByRole('button', { name: 'Open Printable Report' }).click();
      const report = await opening;
      await report
        .getByRole('heading', { name: 'Wine Inventory Summary' })
        .waitFor({ timeout: 120_000 });
      await report.locator('table').first().waitFor({ timeout: 120_000 });
      const reportTime = performance.now() - started;
      const reportLongest = await longestTask(page);

      console.log(
        `exports of ${server.seeded.counts.bottles.toLocaleString('en-US')} bottles in Chromium`,
      );
      console.log(
        `  CSV backup: ${ms(csvTime)} to the file, ${rows.toLocaleString('en-US')} rows; longest main-thread task ${ms(csvLongest)}`,
      );
      console.log(
        `  printable report: ${ms(reportTime)} to the table; longest main-thread task ${ms(reportLongest)}`,
      );
    } finally {
      await browser.close();
    }
  },
  { webDistDir: path.resolve('dist/web') },
);
