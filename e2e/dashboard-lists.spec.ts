import type { Page } from '@playwright/test';
import { newAccount, signUp } from './support/accounts.js';
import { expectNoAxeViolations } from './support/axe.js';
import { expect, test } from './support/test.js';

interface WineSeed {
  name: string;
  producer: string;
  country: string;
  region?: string;
  vintage: string;
  price: number;
  bottles: number;
  locationId?: string | null;
  bin?: string;
}

async function addLocation(page: Page, name: string, bins: string[] = []): Promise<string> {
  const response = await page.request.post('/api/locations', { data: { name } });
  expect(response.status()).toBe(201);
  const { id } = (await response.json()) as { id: string };
  for (const bin of bins) {
    const added = await page.request.post(`/api/locations/${id}/bins`, { data: { name: bin } });
    expect(added.ok(), await added.text()).toBe(true);
  }
  return id;
}

async function addWine(page: Page, wine: WineSeed): Promise<void> {
  const response = await page.request.post('/api/products', {
    data: {
      product: {
        name: wine.name,
        producer: wine.producer,
        country: wine.country,
        region: wine.region ?? '',
        mainCategory: 'cat_wine',
        subCategory: 'subcat_still',
        color: 'Red',
      },
      format: { vintage: wine.vintage, bottleSize: 750, price: wine.price },
      bottles: { count: wine.bottles, locationId: wine.locationId ?? null, bin: wine.bin ?? '' },
    },
  });
  expect(response.status(), await response.text()).toBe(201);
}

/** A restaurant with three wines: two in the cellar (bins 2 and 10), one unassigned. */
async function seedCellar(page: Page): Promise<void> {
  const cellar = await addLocation(page, 'Cellar', ['2', '10']);
  await addWine(page, {
    name: 'Château Margaux',
    producer: 'Château Margaux',
    country: 'France',
    region: 'Bordeaux',
    vintage: '2015',
    price: 900,
    bottles: 3,
    locationId: cellar,
    bin: '10',
  });
  await addWine(page, {
    name: 'Barolo Cannubi',
    producer: 'Domaine Brezza',
    country: 'Italy',
    region: 'Piemonte',
    vintage: '2019',
    price: 95,
    bottles: 2,
    locationId: cellar,
    bin: '2',
  });
  await addWine(page, {
    name: 'Albariño Rías Baixas',
    producer: 'Pazo Señorans',
    country: 'Spain',
    vintage: '2022',
    price: 42,
    bottles: 1,
  });
  await expect(page.getByTestId('count-bottles')).toHaveText('6');
}

const cards = (page: Page) => page.getByTestId('wine-card');
const search = (page: Page) => page.getByRole('searchbox', { name: 'Search inventory' });
const showView = (page: Page, name: string) =>
  page
    .getByRole('radiogroup', { name: /^(View|Vue)$/ })
    .getByText(name, { exact: true })
    .click();

test('wine cards, search, key:value tokens, filters and clear all', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signUp(page, await newAccount());
  await seedCellar(page);

  // Cards sorted by name, with counts, category, producer and format buttons.
  await expect(cards(page)).toHaveCount(3);
  await expect(cards(page).nth(0)).toContainText('Albariño Rías Baixas');
  const margaux = cards(page).filter({ hasText: 'Château Margaux' });
  await expect(margaux).toContainText('3 bottles');
  await expect(margaux).toContainText('Wine · Still');
  await expect(margaux.getByRole('button', { name: '2015, 750 ml, 3 bottles' })).toBeVisible();

  // Case and accents are ignored; 2+ characters suggest.
  await search(page).fill('chateau');
  await expect(cards(page)).toHaveCount(1);
  await expect(cards(page)).toContainText('Château Margaux');
  await expect(page.getByRole('option', { name: /Château Margaux/ }).first()).toBeVisible();

  await search(page).fill('producer:domaine');
  await expect(cards(page)).toHaveCount(1);
  await expect(cards(page)).toContainText('Barolo Cannubi');

  await search(page).fill('no such wine anywhere');
  await expect(
    page.getByText('No products match your search or filter criteria for this view.'),
  ).toBeVisible();
  await search(page).fill('');
  await expect(cards(page)).toHaveCount(3);

  // Filters: country, then a price range; tags; clear all.
  await page.getByRole('button', { name: 'Show Filters' }).click();
  const country = page.getByRole('combobox', { name: 'Country' });
  await country.fill('fra');
  await page.getByRole('option', { name: 'France' }).click();
  await expect(cards(page)).toHaveCount(1);
  await expect(page.getByRole('button', { name: 'Remove filter Country: France' })).toBeVisible();
  await page.getByRole('button', { name: 'Remove filter Country: France' }).click();
  await expect(cards(page)).toHaveCount(3);

  await page.getByRole('textbox', { name: 'Price Min' }).fill('50');
  await page.getByRole('textbox', { name: 'Price Max' }).fill('100');
  await expect(cards(page)).toHaveCount(1);
  await expect(cards(page)).toContainText('Barolo Cannubi');
  await page.getByRole('button', { name: 'Clear All' }).click();
  await expect(cards(page)).toHaveCount(3);

  // A format button opens the wine's detail view.
  await margaux.getByRole('button', { name: '2015, 750 ml, 3 bottles' }).click();
  await expect(cards(page)).toHaveCount(0);
});

test('views: bottles only in bottle view, the inventory tree with Unassigned last', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signUp(page, await newAccount());
  await expect(page.getByText('No inventory to display.')).toBeHidden();
  await showView(page, 'Inventory');
  await expect(
    page.getByText('No inventory to display. Add some bottles to see them here.'),
  ).toBeVisible();
  await showView(page, 'Profiles');

  await seedCellar(page);
  await addWine(page, {
    name: 'Empty Shelf Wine',
    producer: 'Nobody',
    country: 'France',
    vintage: '2020',
    price: 20,
    bottles: 0,
  });
  await expect(cards(page)).toHaveCount(4);
  // The view switch is a radio group: the arrow keys move between the views.
  await page.getByRole('radio', { name: 'Profiles' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('radio', { name: 'Bottles' })).toBeChecked();
  await expect(cards(page)).toHaveCount(3);
  await showView(page, 'Profiles');
  await expect(cards(page)).toHaveCount(4);
  await showView(page, 'Bottles');
  await expect(cards(page)).toHaveCount(3);

  await showView(page, 'Inventory');
  const locations = page.getByTestId('tree-location');
  await expect(locations).toHaveCount(2);
  await expect(locations.nth(0)).toContainText('Cellar');
  await expect(locations.nth(1)).toContainText('Unassigned');
  // A big cellar opens as its locations and their counts: open them to see bins.
  const bins = page.getByTestId('tree-bin');
  await expect(bins).toHaveCount(0);
  await page.getByRole('button', { name: 'Cellar (5)' }).click();
  await page
    .getByTestId('inventory-tree')
    .getByRole('button', { name: /^Unassigned \(\d+\)$/ })
    .click();
  await expect(bins.nth(0)).toContainText('Bin 2');
  await expect(bins.nth(1)).toContainText('Bin 10');
  await expect(bins.nth(2)).toContainText('Unbinned');

  // Open bin > wine > format > bottles; a bottle shows ID: and its last 6 characters.
  await page.getByRole('button', { name: /^Bin 10 \(\d+\)$/ }).click();
  await page.getByRole('button', { name: 'Château Margaux (3)' }).click();
  await page.getByRole('button', { name: '2015 · 750 ml (3)' }).click();
  await expect(page.getByTestId('tree-bottle')).toHaveCount(3);
  await expect(page.getByTestId('tree-bottle').first()).toHaveText(/^ID: .{6}$/);
  await page.getByRole('button', { name: 'Cellar (5)' }).click();
  await expect(page.getByTestId('tree-bin')).toHaveCount(1);
});

test('on a wide screen the cards come up in columns, at their final width from the first frame', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signUp(page, await newAccount());
  await seedCellar(page);
  // The width of the first card as it enters the page, before anything is painted.
  await page.addInitScript(() => {
    const observer = new MutationObserver(() => {
      const card = document.querySelector('[data-testid="wine-card"]');
      if (!card) return;
      observer.disconnect();
      document.documentElement.dataset.firstCardWidth = String(card.getBoundingClientRect().width);
    });
    observer.observe(document, { childList: true, subtree: true });
  });
  await page.reload();
  await expect(cards(page)).toHaveCount(3);
  // The final layout: once the model is in, its cards have replaced the first screen's.
  await expect(page.getByTestId('live-status')).toHaveAttribute('data-status', 'live');
  const boxes = await Promise.all([0, 1, 2].map(async (i) => cards(page).nth(i).boundingBox()));
  // Three cards side by side, each at least the 400px minimum column width of docs/product.md §9.
  expect(new Set(boxes.map((box) => box?.y)).size).toBe(1);
  for (const box of boxes) expect(box?.width ?? 0).toBeGreaterThanOrEqual(400);
  const firstWidth = Number(await page.locator('html').getAttribute('data-first-card-width'));
  expect(firstWidth).toBeCloseTo(boxes[0]?.width ?? 0, 0);
});

test('the desktop header groups its actions: Scan and Add Bottle, a Batch and a Manage menu, the two lists', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signUp(page, await newAccount());
  await expect(search(page)).toBeVisible();
  const toolbar = page.getByRole('toolbar', { name: 'Actions' });
  // Eight controls in the bar instead of sixteen identical buttons.
  await expect(toolbar.getByRole('button')).toHaveText([
    'Scan',
    'Add Bottle',
    'Stock Count',
    'Reports',
    'Batch',
    'Manage',
    'Manual Entries (0)',
    'Unassigned (0)',
  ]);
  const menus = {
    Batch: ['Batch Intake', 'Receive delivery', 'Batch Move', 'Batch Remove', 'Manual Batch Edit'],
    Manage: [
      'Manage Profiles',
      'Manage Locations',
      'Manage Categories',
      'Manage By The Glass',
      'Guest Menu Link',
      'Import',
      'Export',
      'Team',
      'Purchase orders',
      'Sales',
      'Activity',
      'Restaurant settings',
    ],
  };
  for (const [menu, items] of Object.entries(menus)) {
    await toolbar.getByRole('button', { name: menu, exact: true }).click();
    await expect(page.getByRole('menu')).toBeVisible();
    await expect(page.getByRole('menuitem')).toHaveText(items);
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menu')).toBeHidden();
  }
  // By keyboard: the menu opens on Enter, the arrows walk its items, Enter opens the manager.
  // The managers are disabled until the model has arrived (after the first cards), and the
  // arrows skip a disabled item: wait for it, as a user would see them enabled.
  await expect(page.getByTestId('live-status')).toHaveAttribute('data-status', 'live');
  await toolbar.getByRole('button', { name: 'Manage', exact: true }).focus();
  await page.keyboard.press('Enter');
  // Opened by the keyboard, the menu focuses its first item once it is drawn; an arrow pressed
  // before that moved from the button instead (failed now and then on a loaded machine).
  await expect(page.getByRole('menuitem', { name: 'Manage Profiles' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('menuitem', { name: 'Manage Locations' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: 'Manage Locations' })).toBeVisible();
});

test('on a phone the header folds into the menu; Manage Locations opens from there', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signUp(page, await newAccount());
  await expect(search(page)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Manage Locations' })).toBeHidden();
  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.locator('#admin-mobile-actions');
  for (const name of ['Export', 'Batch Move', 'Scan', 'Unassigned (0)', 'Manual Entries (0)']) {
    await expect(menu.getByRole('button', { name })).toBeVisible();
  }
  await page.getByRole('button', { name: 'Manage Locations' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
});

test('on a phone in French the views show their whole labels, the filter toggle its name', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signUp(page, await newAccount());
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('button', { name: 'Français' }).click();
  await page.getByRole('button', { name: 'Fermer le menu' }).click();
  // On a phone the filter toggle is an icon beside the views, named for readers.
  await expect(page.getByRole('button', { name: 'Afficher les filtres' })).toBeVisible();
  // Nothing cut off: the row of views is as wide as its content.
  const views = page.getByRole('radiogroup', { name: 'Vue' });
  const clipped = await views.evaluate((node) => node.scrollWidth > node.clientWidth + 1);
  expect(clipped).toBe(false);
});

test('the dashboard in French', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signUp(page, await newAccount());
  await seedCellar(page);
  await page.getByRole('button', { name: 'Français' }).click();
  await page.getByRole('button', { name: 'Gérer', exact: true }).click();
  await expect(page.getByRole('menuitem', { name: 'Gérer les emplacements' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(
    page.getByRole('radiogroup', { name: 'Vue' }).getByText('Profils', { exact: true }),
  ).toBeVisible();
  await expect(cards(page).filter({ hasText: 'Château Margaux' })).toContainText('3 bouteilles');
  await expect(cards(page).filter({ hasText: 'Château Margaux' })).toContainText(
    'Vin · Tranquille',
  );
  await page.getByRole('button', { name: 'Afficher les filtres' }).click();
  await expect(page.getByRole('combobox', { name: 'Pays' })).toBeVisible();
  await page.getByRole('button', { name: 'English' }).click();
});

test('the inventory tree opens as locations with counts; Expand all, Collapse all and a jump to a location', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signUp(page, await newAccount());
  await seedCellar(page);
  await showView(page, 'Inventory');
  await expect(page.getByTestId('tree-location')).toHaveCount(2);
  await expect(page.getByTestId('tree-bottle')).toHaveCount(0);

  await page.getByRole('button', { name: 'Expand all' }).click();
  await expect(page.getByTestId('tree-bottle').first()).toBeVisible();
  await page.getByRole('button', { name: 'Collapse all' }).click();
  await expect(page.getByTestId('tree-bin')).toHaveCount(0);

  await page.getByRole('combobox', { name: 'Jump to a location' }).click();
  await page.getByRole('option', { name: /^Unassigned/ }).click();
  const unassigned = page
    .getByTestId('inventory-tree')
    .getByRole('button', { name: /^Unassigned \(\d+\)$/ });
  await expect(unassigned).toHaveAttribute('aria-expanded', 'true');
  await expect(unassigned).toBeInViewport();
  await expectNoAxeViolations(page);
});

test('on a phone the filters are a sheet over the list, closed by Show N results', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signUp(page, await newAccount());
  await seedCellar(page);
  await expect(cards(page)).toHaveCount(3);
  await page.getByRole('button', { name: 'Show Filters' }).click();
  const sheet = page.getByRole('dialog', { name: 'Filters' });
  await expect(sheet).toBeVisible();
  await expect(sheet.getByTestId('show-results')).toHaveText('Show 3 results');
  const country = sheet.getByRole('combobox', { name: 'Country' });
  await country.fill('fra');
  await page.getByRole('option', { name: 'France' }).click();
  await expect(sheet.getByTestId('show-results')).toHaveText('Show 1 result');
  await expectNoAxeViolations(page);
  await sheet.getByTestId('show-results').click();
  await expect(sheet).toBeHidden();
  await expect(cards(page)).toHaveCount(1);
});

test('bottle sizes and counts are written for the language on the cards and in the tree', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signUp(page, await newAccount());
  const response = await page.request.post('/api/products', {
    data: {
      product: { name: 'Jéroboam Rouge', mainCategory: 'cat_wine', subCategory: 'subcat_still' },
      format: { vintage: '2019', bottleSize: 3000 },
      bottles: { count: 2 },
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  const card = cards(page).filter({ hasText: 'Jéroboam Rouge' });
  await expect(card.getByRole('button', { name: /ml/ })).toContainText('3,000 ml');
  await page.getByRole('button', { name: 'Français' }).click();
  // French groups thousands with a narrow no-break space, as the guest menu does.
  await expect(card.getByRole('button', { name: /ml/ })).toContainText('3\u202f000 ml');
  await showView(page, 'Inventaire');
  await page.getByRole('button', { name: 'Tout déplier' }).click();
  await expect(page.getByTestId('tree-format')).toHaveText(/2019 · 3\u202f000 ml/);
});
