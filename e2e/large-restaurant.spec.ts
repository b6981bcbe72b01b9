import type { Page } from '@playwright/test';
import { logIn } from './support/accounts.js';
import { CHROMIUM_ARGS, CHROMIUM_PATH, fakeCameraArgs } from './support/chromium.js';
import { e2eDataDir } from './support/env.js';
import { qrFrame, writeY4m } from './support/fake-camera.js';
import {
  factsOf,
  type LargeRestaurant,
  type LargeRestaurantFacts,
  largeRestaurant,
} from './support/large-restaurant.js';
import { scrollTo } from './support/scroll.js';
import { expect, test } from './support/test.js';

/**
 * A large restaurant (100,000 bottles, seeded into the test server's own database before
 * the tests) on a phone. Its search, a format's bottles, the inventory tree and a batch move work
 * as in a small one. How fast they are is for the benches (bench/browser-phone.ts).
 */

// The batch move scans the moved bottles' QR labels: Chromium's camera plays them from the start.
const video = `${e2eDataDir()}/videos/large-restaurant.y4m`;
test.use({
  viewport: { width: 390, height: 844 },
  permissions: ['camera'],
  launchOptions: {
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS, ...fakeCameraArgs(video)],
  },
});

let restaurant: LargeRestaurant;
let facts: LargeRestaurantFacts;

test.beforeAll(() => {
  // Seeded by the global setup, before any test (support/global-setup.ts).
  restaurant = largeRestaurant();
  facts = factsOf(restaurant.dataset);
  writeY4m(
    video,
    facts.moved.bottles.map((bottle) => ({ frame: qrFrame(bottle.id), frames: 12 })),
  );
});

/**
 * For what a phone draws from the whole cellar (the model, the tree, a format's 593 bottles read in
 * two pages), which takes a few seconds on a loaded 2-core machine: bounded, never a measure.
 */
const LARGE = { timeout: 20_000 };

const count = (value: number) => value.toLocaleString('en-US');
const formatText = (vintage: string, size: number) => `${vintage || 'NV'} · ${count(size)} ml`;

/** A row of the inventory tree, by its label and count. */
const treeRow = (page: Page, label: string, rows: number) =>
  page
    .getByTestId('inventory-tree')
    .getByRole('button', { name: `${label} (${rows})`, exact: true });

test('a restaurant of 100,000 bottles: search, a format’s bottles, the tree, a batch move and Manual Batch Edit', async ({
  page,
}) => {
  const { dataset } = restaurant;
  const locationName = (id: string) =>
    dataset.locations.find((location) => location.id === id)?.name ?? id;
  test.info().annotations.push({
    type: 'seed',
    description: `${count(dataset.bottles.length)} bottles in ${restaurant.seconds.toFixed(1)} s`,
  });

  await test.step('sign in: the first cards, then the whole cellar', async () => {
    await logIn(page, restaurant.email, restaurant.password);
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByTestId('count-bottles')).toHaveText(count(dataset.bottles.length));
    // The search needs the model, which comes after the first cards: bounded, at this size.
    await expect(page.getByTestId('live-status')).toHaveAttribute('data-status', 'live', LARGE);
  });

  const search = page.getByRole('searchbox', { name: 'Search inventory' });
  const cards = page.getByTestId('wine-card');

  await test.step('a word of a wine’s name finds its card', async () => {
    const { word, product, bottles } = facts.searched;
    await search.fill(word);
    await expect(cards).toHaveCount(1);
    await expect(cards).toContainText(product.name);
    await expect(cards).toContainText(product.producer);
    await expect(cards).toContainText(`${count(bottles)} bottle`);
  });

  await test.step('a format lists its bottles, more than a page of them, by location', async () => {
    const { product, format, bottles } = facts.largest;
    await search.fill(`${product.name} ${product.producer}`);
    const card = cards.filter({ hasText: product.producer }).filter({ hasText: product.name });
    await card
      .getByRole('button', {
        name: `${format.vintage || 'NV'}, ${count(format.bottleSize)} ml, ${count(bottles.length)} bottles`,
      })
      .click();
    await expect(page.getByTestId('detail-name')).toHaveText(product.name);
    await expect(page.getByText(`Bottles (${count(bottles.length)})`)).toBeVisible(LARGE);
    await expect(page.getByTestId('detail-bottle')).toHaveCount(bottles.length, LARGE);
    const perLocation = new Map<string, number>();
    for (const bottle of bottles) {
      const name = bottle.locationId ? locationName(bottle.locationId) : 'Unassigned';
      perLocation.set(name, (perLocation.get(name) ?? 0) + 1);
    }
    for (const [name, bottlesThere] of perLocation) {
      await expect(page.getByText(`${name} (${bottlesThere})`, { exact: true })).toBeVisible();
    }
    await page.getByRole('button', { name: 'Back' }).click();
    await search.fill('');
  });

  const { product, format, from, to, bottles: moved } = facts.moved;
  const placeCount = (key: string) => facts.perPlace.get(key) ?? 0;
  const fromBin = `${from.locationId}/${from.bin}`;
  const fromName = locationName(from.locationId);
  const toName = locationName(to.locationId);
  const before = {
    from: facts.perLocation.get(from.locationId) ?? 0,
    to: facts.perLocation.get(to.locationId) ?? 0,
    bin: placeCount(fromBin),
    wine: placeCount(`${fromBin}/${product.id}`),
    format: placeCount(`${fromBin}/${format.id}`),
  };
  const label = formatText(format.vintage, format.bottleSize);
  const fromBottles = dataset.bottles.filter(
    (bottle) =>
      bottle.formatId === format.id &&
      bottle.locationId === from.locationId &&
      bottle.bin === from.bin,
  );
  const treeBottles = page.getByTestId('tree-bottle');
  const shortId = (id: string) => `ID: ${id.slice(-6)}`;

  await test.step('the tree opens a location, a bin, a wine and a format down to its bottles', async () => {
    await page
      .getByRole('radiogroup', { name: 'View' })
      .getByText('Inventory', { exact: true })
      .click();
    await page.getByRole('combobox', { name: 'Jump to a location' }).click();
    await page.getByRole('option', { name: `${fromName} (${before.from})`, exact: true }).click();
    await expect(treeRow(page, fromName, before.from)).toHaveAttribute(
      'aria-expanded',
      'true',
      LARGE,
    );
    const bin = treeRow(page, `Bin ${from.bin}`, before.bin);
    await scrollTo(page, bin);
    await bin.click();
    const wine = treeRow(page, product.name, before.wine);
    await scrollTo(page, wine);
    await wine.click();
    await treeRow(page, label, before.format).click();
    const ids = async () => (await treeBottles.allTextContents()).sort();
    await expect.poll(ids, LARGE).toEqual(fromBottles.map((bottle) => shortId(bottle.id)).sort());
  });

  await test.step('a batch move of three scanned bottles to another location', async () => {
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.locator('#admin-mobile-actions').getByRole('button', { name: 'Batch Move' }).click();
    const dialog = page.getByRole('dialog', { name: 'Batch Move' });
    // The fake camera shows each label for 1.2 s, then again: bounded by a few rounds.
    await expect(dialog.getByText('Scanned bottles (3)')).toBeVisible({ timeout: 20_000 });
    await expect(dialog.getByTestId('scanned-list')).toContainText(product.name);
    await dialog.getByRole('combobox', { name: 'Target location', exact: true }).click();
    await page.getByRole('option', { name: toName, exact: true }).click();
    await dialog.getByRole('combobox', { name: 'Target bin', exact: true }).click();
    await page.getByRole('option', { name: to.bin, exact: true }).click();
    await dialog.getByRole('button', { name: 'Move 3 Bottles', exact: true }).click();
    await expect(page.getByText('3 bottles have been moved to the chosen location.')).toBeVisible();
    await expect(dialog).toBeHidden();
  });

  await test.step('the tree shows where the bottles are now', async () => {
    // The open bin follows the move: three bottles fewer there, and not those three. The format's
    // row can be above the screen by now (its bottles fill it): look for it upwards.
    await expect(treeBottles).toHaveCount(before.format - 3, LARGE);
    await scrollTo(page, treeRow(page, label, before.format - 3), -400);
    await expect(treeRow(page, label, before.format - 3)).toBeVisible();
    for (const bottle of moved) {
      await expect(treeBottles.getByText(shortId(bottle.id), { exact: true })).toHaveCount(0);
    }
    // So do the two locations' counts.
    await page.getByRole('button', { name: 'Collapse all' }).click();
    await expect(treeRow(page, fromName, before.from - 3)).toBeVisible();
    await expect(treeRow(page, toName, before.to + 3)).toBeVisible();

    // Where they went: the other location, its bin, the wine with only these three there.
    await page.getByRole('combobox', { name: 'Jump to a location' }).click();
    await page.getByRole('option', { name: `${toName} (${before.to + 3})`, exact: true }).click();
    const bin = treeRow(page, `Bin ${to.bin}`, placeCount(`${to.locationId}/${to.bin}`) + 3);
    await scrollTo(page, bin);
    await bin.click();
    const wine = treeRow(page, product.name, 3);
    await scrollTo(page, wine);
    await wine.click();
    await treeRow(page, label, 3).click();
    const ids = async () => (await treeBottles.allTextContents()).sort();
    await expect.poll(ids).toEqual(moved.map((bottle) => shortId(bottle.id)).sort());
    await expect(page.getByTestId('count-bottles')).toHaveText(count(dataset.bottles.length));
  });

  await test.step('Manual Batch Edit opens on the first location, not on every bottle', async () => {
    const collator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });
    const [first] = [...dataset.locations].sort((a, b) => collator.compare(a.name, b.name));
    if (!first) throw new Error('the large restaurant has no location');
    const moves = (id: string) => (id === to.locationId ? 3 : 0) - (id === from.locationId ? 3 : 0);
    const there = count((facts.perLocation.get(first.id) ?? 0) + moves(first.id));
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page
      .locator('#admin-mobile-actions')
      .getByRole('button', { name: 'Manual Batch Edit' })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Manual Batch Edit' });
    await expect(dialog.getByRole('combobox', { name: 'Show location' })).toHaveValue(first.name);
    await expect(dialog.getByTestId('selection-count')).toHaveText(
      `0 selected · ${there} of ${there} shown`,
      LARGE,
    );
  });
});
