import { randomUUID } from 'node:crypto';
import {
  type APIRequestContext,
  type Browser,
  type Locator,
  type Page,
  request,
} from '@playwright/test';
import { createInviteCode } from './support/invite.js';
import { TOAST_EXPORT } from './support/sales.js';
import { expect, test } from './support/test.js';

// The screens people use, compared with the pictures in e2e/visual/ (decision 0021). After an
// intended change: `npm run test:visual:update`, then look at the changed pictures before
// committing them. Everything on screen is fixed: the restaurant and its wines are built here
// through the API with the same names each run, the page's clock is fixed, animations are off;
// only what this run cannot fix is masked: the times of day the server wrote.

const DEVICES = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1280, height: 860 },
} as const;
type Device = keyof typeof DEVICES;
type Scheme = 'light' | 'dark';
type Language = 'en' | 'fr';

/** A Wednesday in the middle of a month long past: the reports' periods hold none of our data. */
const CLOCK = new Date('2026-03-18T10:30:00Z');

const OWNER = {
  displayName: 'Camille Martin',
  restaurantName: 'Bistrot du Cep',
  email: 'camille@bistrot-du-cep.test',
  password: 'correct horse battery',
};

const WORDS = {
  en: {
    openMenu: 'Open menu',
    batch: 'Batch',
    manage: 'Manage',
    views: ['Profiles', 'Bottles', 'Inventory'],
    reports: 'Reports',
    count: 'Stock Count',
    join: /^Join/,
    finish: 'Finish count',
    scan: 'Scan',
    team: 'Team',
    activity: 'Activity',
    export: 'Export',
    import: 'Import',
  },
  fr: {
    openMenu: 'Ouvrir le menu',
    batch: 'Par lot',
    manage: 'Gérer',
    views: ['Profils', 'Bouteilles', 'Inventaire'],
    reports: 'Rapports',
    count: 'Comptage',
    join: /^Rejoindre/,
    finish: 'Terminer le comptage',
    scan: 'Scanner',
    team: 'Équipe',
    activity: 'Activité',
    export: 'Exporter',
    import: 'Importer',
  },
} as const;

const CSV = [
  'Name,Producer,Vintage,Country,Region,Color,Cost,Price,Location,Bin',
  'Sancerre Les Monts Damnés,Domaine Vacheron,2021,France,Loire,White,24.00,72.00,Cave,A1',
  'Barolo Cannubi,Marchesi di Barolo,2017,Italy,Piedmont,Red,48.00,150.00,Cave,A2',
].join('\n');

interface Restaurant {
  storage: Awaited<ReturnType<APIRequestContext['storageState']>>;
  guestToken: string;
}

async function ok(response: Awaited<ReturnType<APIRequestContext['post']>>) {
  expect(response.ok(), await response.text()).toBe(true);
  return response.json();
}

/**
 * Signs the account up, or signs it in when an earlier worker of this run built it (a worker
 * restarts after a failure): true when the restaurant is new and still to be filled.
 */
async function signUpOrLogIn(
  api: APIRequestContext,
  account: { email: string; password: string },
): Promise<boolean> {
  const signup = await api.post('/api/auth/signup', {
    data: { ...account, inviteCode: await createInviteCode() },
  });
  if (signup.status() === 409) {
    await ok(
      await api.post('/api/auth/login', {
        data: { email: account.email, password: account.password },
      }),
    );
    return false;
  }
  expect(signup.status(), await signup.text()).toBe(201);
  return true;
}

/** The same restaurant every run: names, wines, places and label ids fixed. */
async function buildRestaurant(baseURL: string): Promise<Restaurant> {
  const api = await request.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL } });
  try {
    if (await signUpOrLogIn(api, OWNER)) await seed(api);
    const { token } = (await (await api.get('/api/guest-menu-link')).json()) as {
      token: string | null;
    };
    const guestToken =
      token ??
      ((await ok(await api.post('/api/guest-menu-link/publish'))) as { token: string }).token;
    return { storage: await api.storageState(), guestToken };
  } finally {
    await api.dispose();
  }
}

async function seed(api: APIRequestContext) {
  const place = async (name: string, bins: string[]) => {
    const { id } = (await ok(await api.post('/api/locations', { data: { name } }))) as {
      id: string;
    };
    for (const bin of bins)
      await ok(await api.post(`/api/locations/${id}/bins`, { data: { name: bin } }));
    return id;
  };
  const cave = await place('Cave', ['A1', 'b2-haut']);
  const bar = await place('Bar', []);
  const wines = [
    {
      product: {
        name: 'Chablis Premier Cru',
        producer: 'Domaine Laroche',
        mainCategory: 'cat_wine',
        subCategory: 'subcat_still',
        color: 'White',
        country: 'France',
        region: 'Bourgogne',
        supplier: 'Vins Dupont',
      },
      format: { vintage: '2020', bottleSize: 750, cost: 28, price: 84 },
      bottles: { locationId: cave, bin: 'A1', ids: ['CEP-0001', 'CEP-0002', 'CEP-0003'] },
    },
    {
      product: {
        name: 'Rioja Reserva',
        producer: 'Bodegas Muga',
        mainCategory: 'cat_wine',
        subCategory: 'subcat_still',
        color: 'Red',
        country: 'Spain',
        region: 'Rioja',
        supplier: 'Iberia',
      },
      format: { vintage: '2018', bottleSize: 750, cost: 20, price: 60 },
      bottles: { locationId: cave, bin: 'b2-haut', ids: ['CEP-0004', 'CEP-0005'] },
    },
    {
      product: {
        name: 'Champagne Brut Réserve',
        producer: 'Pol Roger',
        mainCategory: 'cat_wine',
        subCategory: 'subcat_sparkling',
        color: 'White',
        country: 'France',
        region: 'Champagne',
        supplier: 'Vins Dupont',
      },
      format: { vintage: 'NV', bottleSize: 750, cost: 35, price: 110 },
      bottles: { locationId: bar, ids: ['CEP-0006', 'CEP-0007'] },
    },
    {
      product: {
        name: 'Lagavulin 16',
        producer: 'Lagavulin',
        mainCategory: 'cat_whisky',
        subCategory: 'subcat_single_malt',
        country: 'Scotland',
        alcoholPercentage: 43,
      },
      format: { vintage: 'NV', bottleSize: 700, cost: 55, price: 160 },
      bottles: { locationId: bar, ids: ['CEP-0008'] },
    },
  ];
  for (const wine of wines) await ok(await api.post('/api/products', { data: wine }));
  // A count of the cave under way: three of its five bottles scanned.
  const { id: count } = (await ok(
    await api.post('/api/stocktakes', { data: { places: [{ locationId: cave }] } }),
  )) as { id: string };
  for (const [code, bin] of [
    ['CEP-0001', 'A1'],
    ['CEP-0002', 'A1'],
    ['CEP-0004', 'b2-haut'],
  ]) {
    await ok(
      await api.post(`/api/stocktakes/${count}/scans`, { data: { code, locationId: cave, bin } }),
    );
  }
}

let restaurant: Restaurant | undefined;

// A walk through a dozen screens, each compared: on a machine busy with other tests it has taken
// more than the default 90 s (the timeout catches a hang, not a slow machine).
test.describe.configure({ timeout: 240_000 });

test.beforeAll(async ({ baseURL }) => {
  if (baseURL === undefined) throw new Error('no baseURL');
  restaurant = await buildRestaurant(baseURL);
});

async function openPage(
  browser: Browser,
  baseURL: string | undefined,
  device: Device,
  scheme: Scheme,
  language: Language,
  storage = restaurant?.storage,
): Promise<Page> {
  if (storage === undefined) throw new Error('the restaurant was not built');
  const context = await browser.newContext({
    baseURL,
    viewport: DEVICES[device],
    colorScheme: scheme,
    reducedMotion: 'reduce',
    storageState: storage,
  });
  await context.addInitScript(
    ({ scheme: chosen, language: lang }) => {
      localStorage.setItem('mantine-color-scheme-value', chosen);
      localStorage.setItem('lang', lang);
    },
    { scheme, language },
  );
  const page = await context.newPage();
  await page.clock.setFixedTime(CLOCK);
  return page;
}

/** The dashboard drawn, its inventory loaded and live. */
async function dashboard(page: Page) {
  await page.goto('/admin');
  // On a machine busy with other tests, the first load can take longer than an assertion's wait.
  await expect(page.getByTestId('live-status')).toHaveAttribute('data-status', 'live', {
    timeout: 30_000,
  });
  await expect(page.getByRole('button', { name: /Chablis Premier Cru/ }).first()).toBeVisible();
  // The set-up checklist is read after the inventory, and not while a screen is open over the
  // dashboard: a screen opened before it came would be pictured over a dashboard without it.
  await expect(page.getByTestId('setup-checklist')).toBeVisible();
}

/** Opens a header action: a button, or an item of the Batch / Manage menu, or the phone menu. */
async function action(
  page: Page,
  device: Device,
  language: Language,
  name: string,
  menu?: 'batch' | 'manage',
) {
  const words = WORDS[language];
  if (device === 'phone') {
    await page.getByRole('button', { name: words.openMenu }).click();
    await page.locator('#admin-mobile-actions').getByRole('button', { name, exact: true }).click();
  } else if (menu !== undefined) {
    await page.getByRole('button', { name: words[menu], exact: true }).click();
    await page.getByRole('menuitem', { name, exact: true }).click();
  } else {
    await page.getByRole('button', { name, exact: true }).click();
  }
}

function shooter(
  page: Page,
  device: Device,
  scheme: Scheme,
  language: Language,
  status: 'live' | 'offline' = 'live',
) {
  return async (screen: string, mask: Locator[] = [], maskTimes = true) => {
    // A screen still loading (a request slow on a loaded machine) holds still as well as a
    // loaded one does: the picture waits for what it shows, not only for stillness.
    await expect(page.locator('.mantine-Loader-root')).toHaveCount(0, { timeout: 15_000 });
    await page.evaluate(() => document.fonts.ready);
    await fixedDates(page);
    // A time of day the server wrote is masked, but its width is the hour's ("9:05 AM" is
    // narrower than "11:05 AM"): it is written as one time before the picture, so the mask's
    // size does not depend on when the suite runs.
    await page.evaluate(() => {
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? '';
        if (/\b\d{1,2}:\d{2}\b/.test(text)) {
          // AM and PM too: their widths differ.
          node.textContent = text.replace(/\b\d{1,2}:\d{2}\b(\s?[AP]M)?/g, (_, half?: string) =>
            half ? `10:00${half.replace('PM', 'AM')}` : '10:00',
          );
        }
      }
    });
    // So is the day a cost arrived (the server's today when this run received the bottles): written
    // as one day, as wide on any day the suite runs.
    await page.evaluate(() => {
      for (const cell of document.querySelectorAll(
        '[data-testid="cost-history"] tbody td:first-child',
      )) {
        cell.textContent = new Intl.DateTimeFormat(document.documentElement.lang, {
          dateStyle: 'medium',
        }).format(new Date(2026, 0, 15));
      }
    });
    // A dashboard is pictured live (or offline, as asked): on a loaded machine its stream can
    // still be connecting (a wider yellow badge) when a screen opens over it.
    const live = page.getByTestId('live-status');
    if ((await live.count()) > 0) await expect(live).toHaveAttribute('data-status', status);
    // Soft: a run lists every screen that changed, not only the first.
    await expect.soft(page).toHaveScreenshot(`${screen}-${device}-${scheme}-${language}.png`, {
      animations: 'disabled',
      caret: 'hide',
      // A time of day on screen is the server's, when this run wrote the data (unless the picture
      // masks the ones it has itself: the phone's own clock is fixed).
      mask: maskTimes ? [page.getByText(/\b\d{1,2}:\d{2}\b/), ...mask] : mask,
    });
  };
}

async function closeDialog(page: Page) {
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
}

/** What differs between the languages: the header and its menus, the views, reports, a count. */
async function headerAndDashboard(
  page: Page,
  device: Device,
  language: Language,
  shoot: (screen: string, mask?: Locator[]) => Promise<void>,
) {
  const words = WORDS[language];
  await dashboard(page);
  for (const [index, view] of words.views.entries()) {
    await page.getByRole('radio', { name: view }).check({ force: true });
    await shoot(`dashboard-${['profiles', 'bottles', 'inventory'][index]}`);
  }
  await page.getByRole('radio', { name: words.views[0] }).check({ force: true });
  if (device === 'phone') {
    await page.getByRole('button', { name: words.openMenu }).click();
    await shoot('phone-menu');
    await page.keyboard.press('Escape');
  } else {
    for (const menu of ['batch', 'manage'] as const) {
      await page.getByRole('button', { name: words[menu], exact: true }).click();
      await expect(page.getByRole('menu')).toBeVisible();
      await shoot(`menu-${menu}`);
      await page.keyboard.press('Escape');
      await expect(page.getByRole('menu')).toHaveCount(0);
    }
  }
}

const REPORT_TABS = ['value', 'out', 'glass', 'dead-stock', 'movement', 'reorder'] as const;

async function reports(
  page: Page,
  device: Device,
  language: Language,
  shoot: (screen: string, mask?: Locator[]) => Promise<void>,
  tabs: readonly string[] = REPORT_TABS,
) {
  await action(page, device, language, WORDS[language].reports);
  const screen = page.getByTestId('reports-screen');
  const tabList = screen.getByRole('tab');
  await expect(tabList.first()).toBeVisible();
  for (const [index, name] of REPORT_TABS.entries()) {
    if (!tabs.includes(name)) continue;
    await tabList.nth(index).click();
    await expect(tabList.nth(index)).toHaveAttribute('aria-selected', 'true');
    await expect(screen.getByRole('tabpanel')).toBeVisible();
    await expect(screen.getByRole('progressbar')).toHaveCount(0);
    // The chart's code comes on its own: the picture is of the chart drawn, not of its space.
    if (name === 'movement') await expect(screen.locator('.uplot canvas').first()).toBeVisible();
    await shoot(`reports-${name}`);
  }
  await closeDialog(page);
}

async function countFinish(
  page: Page,
  device: Device,
  language: Language,
  shoot: (screen: string, mask?: Locator[]) => Promise<void>,
) {
  const words = WORDS[language];
  await action(page, device, language, words.count);
  const dialog = page.getByRole('dialog', { name: words.count });
  await dialog.getByRole('button', { name: words.join }).click();
  await expect(dialog.getByTestId('count-progress')).toBeVisible();
  await shoot('count');
  await dialog.getByRole('button', { name: words.finish }).click();
  await expect(page.getByTestId('finish-view')).toBeVisible();
  await shoot('count-finish');
  await closeDialog(page);
}

for (const device of ['phone', 'desktop'] as const) {
  for (const scheme of ['light', 'dark'] as const) {
    test(`${device}, ${scheme}, en: dashboard, menus, wine, bottle, scanner, count`, async ({
      browser,
      baseURL,
    }) => {
      const page = await openPage(browser, baseURL, device, scheme, 'en');
      const shoot = shooter(page, device, scheme, 'en');
      const words = WORDS.en;
      await headerAndDashboard(page, device, 'en', shoot);

      // The wine detail, and a bottle's drawer.
      await page
        .getByRole('button', { name: /Chablis Premier Cru/ })
        .first()
        .click();
      const detail = page.getByTestId('wine-detail');
      await expect(detail).toBeVisible();
      // The costs card is read after the detail opens; picture the screen once it is there.
      await expect(detail.getByTestId('format-costs')).toBeVisible();
      await shoot('wine-detail');
      await detail.getByTestId('detail-bottle').first().click();
      await expect(page.getByTestId('bottle-drawer')).toBeVisible();
      await shoot('bottle-drawer');
      await page.goto('/admin');
      await dashboard(page);

      await action(page, device, 'en', words.scan);
      await expect(page.getByRole('dialog', { name: words.scan })).toBeVisible();
      await shoot('scanner', [page.locator('video')]);
      await closeDialog(page);

      await countFinish(page, device, 'en', shoot);
      await page.context().close();
    });

    test(`${device}, ${scheme}, en: reports, team, activity, import, guest menu, login`, async ({
      browser,
      baseURL,
    }) => {
      const page = await openPage(browser, baseURL, device, scheme, 'en');
      const shoot = shooter(page, device, scheme, 'en');
      const words = WORDS.en;
      await dashboard(page);
      // Each tab in the light theme; in the dark, a table and the chart.
      await reports(
        page,
        device,
        'en',
        shoot,
        scheme === 'light' ? REPORT_TABS : ['value', 'movement'],
      );

      await action(page, device, 'en', words.team, 'manage');
      await expect(page.getByRole('dialog', { name: words.team })).toBeVisible();
      await shoot('team');
      await closeDialog(page);

      await action(page, device, 'en', words.activity, 'manage');
      await expect(page.getByRole('dialog', { name: words.activity })).toBeVisible();
      await shoot('activity');
      await closeDialog(page);

      await action(page, device, 'en', words.export, 'manage');
      const exportDialog = page.getByRole('dialog', { name: words.export });
      const chooser = page.waitForEvent('filechooser');
      await exportDialog.getByRole('button', { name: words.import, exact: true }).click();
      await (await chooser).setFiles({
        name: 'cellar.csv',
        mimeType: 'text/csv',
        buffer: Buffer.from(CSV),
      });
      const importButton = exportDialog.getByRole('button', { name: /^Import 2/ });
      await expect(importButton).toBeEnabled();
      await importButton.scrollIntoViewIfNeeded();
      await shoot('import-preview');
      await closeDialog(page);

      if (restaurant === undefined) throw new Error('the restaurant was not built');
      await page.goto(`/m/${restaurant.guestToken}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await shoot('guest-menu');

      await page.context().clearCookies();
      await page.goto('/login');
      await expect(page.getByRole('button', { name: 'Login', exact: true })).toBeVisible();
      await shoot('login');
      await page.context().close();
    });

    // French where the words differ (the header and its menus, the views, reports, a count's
    // finish), in the light theme: the dark one draws the same boxes in other colours.
    if (scheme === 'dark') continue;
    test(`${device}, ${scheme}, fr: header, dashboard, reports, a count`, async ({
      browser,
      baseURL,
    }) => {
      const page = await openPage(browser, baseURL, device, scheme, 'fr');
      const shoot = shooter(page, device, scheme, 'fr');
      await headerAndDashboard(page, device, 'fr', shoot);
      await countFinish(page, device, 'fr', shoot);
      await reports(page, device, 'fr', shoot);
      await page.context().close();
    });
  }
}

const OFFLINE_WORDS = {
  en: {
    remove: 'Remove Bottle from Inventory',
    confirmTitle: 'Confirm Removal',
    confirm: 'Remove',
  },
  fr: {
    remove: 'Retirer la bouteille de l’inventaire',
    confirmTitle: 'Confirmer le retrait',
    confirm: 'Retirer',
  },
} as const;

/**
 * A cellar of its own for each offline picture, the same names every time: a bottle of it is sold
 * by Ana Costa while the phone is offline, so the Bistrot du Cep's pictures stay as they are.
 * Answers the owner's sign-in and Ana's API (signed in).
 */
async function offlineCellar(baseURL: string) {
  const id = randomUUID().slice(0, 8);
  const api = await request.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL } });
  const ana = await request.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL } });
  await ok(
    await api.post('/api/auth/signup', {
      data: {
        ...OWNER,
        email: `camille-${id}@cave-du-sous-sol.test`,
        restaurantName: 'Cave du Sous-Sol',
        inviteCode: await createInviteCode(),
      },
    }),
  );
  const { id: cave } = (await ok(await api.post('/api/locations', { data: { name: 'Cave' } }))) as {
    id: string;
  };
  await ok(
    await api.post('/api/products', {
      data: {
        product: {
          name: 'Muscadet Sur Lie',
          producer: 'Domaine de la Pépière',
          mainCategory: 'cat_wine',
          subCategory: 'subcat_still',
          color: 'White',
          country: 'France',
          region: 'Loire',
        },
        format: { vintage: '2022', bottleSize: 750 },
        bottles: { locationId: cave, ids: ['SOL-01', 'SOL-02', 'SOL-03'] },
      },
    }),
  );
  const { code } = (await ok(
    await api.post('/api/team/invites', { data: { role: 'manager' } }),
  )) as { code: string };
  await ok(
    await ana.post(`/api/join/${code}`, {
      data: {
        email: `ana-${id}@cave-du-sous-sol.test`,
        password: OWNER.password,
        displayName: 'Ana Costa',
      },
    }),
  );
  // The first-run checklist would fill the phone's screen (and is read, or not, by then).
  await ok(await api.post('/api/setup/dismiss', { data: {} }));
  const storage = await api.storageState();
  await api.dispose();
  return { storage, ana };
}

/** The drawer's Remove of `id`, with no network: kept on the phone. */
async function removeOffline(page: Page, language: Language, id: string) {
  const words = OFFLINE_WORDS[language];
  await page.getByTestId('detail-bottle').filter({ hasText: id }).click();
  const drawer = page.getByTestId('bottle-drawer');
  await expect(drawer.getByTestId('drawer-bottle-id')).toContainText(id);
  await drawer.getByRole('button', { name: words.remove }).click();
  await page
    .getByRole('dialog', { name: words.confirmTitle })
    .getByRole('button', { name: words.confirm, exact: true })
    .click();
  await expect(page.getByRole('dialog', { name: words.confirmTitle })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
}

/** The toasts go by themselves after a few seconds; a picture closes them. */
async function closeToasts(page: Page) {
  const close = page.locator('.mantine-Notification-closeButton');
  while ((await close.count()) > 0) await close.first().click();
}

// The dashboard offline (`Offline · in sync at …`), then with a change waiting on the phone and
// one the server refused. The phone's clock is fixed, so its times are not masked; the refusal's
// (when Ana sold the bottle, the server's) is.
test.describe('with the service worker', () => {
  // It is what keeps the app's code on the phone (web/sw.ts); the other pictures run without it.
  test.use({ serviceWorkers: 'allow' });
  for (const device of ['phone', 'desktop'] as const) {
    for (const scheme of ['light', 'dark'] as const) {
      for (const language of ['en', 'fr'] as const) {
        // French where the words differ, in the light theme (as above).
        if (language === 'fr' && scheme === 'dark') continue;
        test(`${device}, ${scheme}, ${language}: offline, changes waiting and one refused`, async ({
          browser,
          baseURL,
        }) => {
          if (baseURL === undefined) throw new Error('no baseURL');
          const cellar = await offlineCellar(baseURL);
          const page = await openPage(browser, baseURL, device, scheme, language, cellar.storage);
          const context = page.context();
          const shoot = shooter(page, device, scheme, language, 'offline');
          const status = page.getByTestId('live-status');
          await page.goto('/admin');
          await expect(status).toHaveAttribute('data-status', 'live', { timeout: 30_000 });
          // As on a phone that has opened the app before: its code is kept by the service worker,
          // so a screen's code fetched while offline still comes (else the page shows its crash
          // notice once a screen whose code could not come is opened).
          await expect
            .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), {
              timeout: 30_000,
            })
            .toBe(true);
          await context.setOffline(true);
          await expect(status).toHaveAttribute('data-status', 'offline');
          await shoot('offline-dashboard', [], false);

          // SOL-01 is removed on the phone with no network, and sold upstairs meanwhile.
          await context.setOffline(false);
          await page
            .getByRole('button', { name: /Muscadet Sur Lie/ })
            .first()
            .click();
          await expect(page.getByTestId('detail-bottle')).toHaveCount(3);
          await context.setOffline(true);
          await removeOffline(page, language, 'SOL-01');
          const sold = await cellar.ana.delete('/api/bottles/SOL-01?reason=sold');
          expect(sold.ok(), await sold.text()).toBe(true);
          await cellar.ana.dispose();
          await context.setOffline(false);
          await expect(page.getByTestId('refused-change')).toHaveCount(1);
          await expect(page.getByTestId('queue-badge')).toHaveCount(0);

          // SOL-02 is removed with no network: it waits.
          await context.setOffline(true);
          await removeOffline(page, language, 'SOL-02');
          await expect(page.getByTestId('queue-badge')).toBeVisible();
          await page.goBack();
          await expect(
            page.getByRole('button', { name: /Muscadet Sur Lie/ }).first(),
          ).toBeVisible();
          await closeToasts(page);
          await shoot('offline-queue', [page.getByTestId('refused-reason')], false);
          // The context goes with the change still waiting: the server never hears of it.
          await context.close();
        });
      }
    }
  }
});

/**
 * Purchase orders in a restaurant of their own (the first one's Reorder and Activity stay as they
 * are pictured): a draft to Vins Dupont and a sent order to Iberia, each made from Reorder.
 */
const BUYER = { ...OWNER, restaurantName: 'Cave des Achats', email: 'achats@bistrot-du-cep.test' };

interface Buyer {
  storage: Restaurant['storage'];
  draft: string;
  sent: string;
}

async function buildBuyer(baseURL: string): Promise<Buyer> {
  const api = await request.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL } });
  try {
    if (await signUpOrLogIn(api, BUYER)) {
      const levels: Array<{ formatId: string; par: number }> = [];
      for (const [name, supplier, cost, par] of [
        ['Chablis Premier Cru', 'Vins Dupont', 28, 12],
        ['Champagne Brut Réserve', 'Vins Dupont', 35, 6],
        ['Rioja Reserva', 'Iberia', 20, 18],
      ] as const) {
        const { format } = (await ok(
          await api.post('/api/products', {
            data: {
              product: { name, supplier, mainCategory: 'cat_wine', subCategory: 'subcat_still' },
              format: { vintage: '2020', bottleSize: 750, cost, price: cost * 3 },
            },
          }),
        )) as { format: { id: string } };
        levels.push({ formatId: format.id, par });
      }
      await ok(await api.put('/api/par-levels', { data: { levels } }));
      await ok(await api.post('/api/purchase-orders'));
    }
    const { orders } = (await (await api.get('/api/purchase-orders')).json()) as {
      orders: Array<{ id: string; supplierName: string; status: string }>;
    };
    const of = (supplier: string) => orders.find((order) => order.supplierName === supplier);
    const sent = of('Iberia');
    const draft = of('Vins Dupont');
    if (!sent || !draft) throw new Error('the orders were not made');
    if (sent.status === 'draft')
      await ok(await api.post(`/api/purchase-orders/${sent.id}/send`, { data: { via: 'print' } }));
    return { storage: await api.storageState(), draft: draft.id, sent: sent.id };
  } finally {
    await api.dispose();
  }
}

/**
 * The server wrote its dates on the day this run wrote the data, not on the page's fixed day:
 * they are written as the fixed day's before a picture, as the times of day are, so a date is as
 * wide on any day the suite runs ("Dec 1" is narrower than "Nov 30", even under a time's mask).
 * Yesterday's too: a run can cross midnight between writing the data and the picture.
 */
async function fixedDates(page: Page) {
  const now = Date.now();
  await page.evaluate(
    ([days, fixed]) => {
      const format = new Intl.DateTimeFormat(document.documentElement.lang, {
        dateStyle: 'medium',
      });
      const written = days.map((day) => format.format(day));
      const shown = format.format(fixed);
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        let text = node.textContent ?? '';
        for (const day of written) if (text.includes(day)) text = text.replaceAll(day, shown);
        if (text !== node.textContent) node.textContent = text;
      }
    },
    [[now, now - 24 * 3600_000], CLOCK.getTime()] as const,
  );
}

for (const device of ['phone', 'desktop'] as const) {
  for (const scheme of ['light', 'dark'] as const) {
    for (const language of ['en', 'fr'] as const) {
      // French in the light theme: the dark one draws the same words in other colours.
      if (language === 'fr' && scheme === 'dark') continue;
      test(`${device}, ${scheme}, ${language}: purchase orders, a draft, receiving a delivery`, async ({
        browser,
        baseURL,
      }) => {
        if (baseURL === undefined) throw new Error('no baseURL');
        const buyer = await buildBuyer(baseURL);
        const page = await openPage(browser, baseURL, device, scheme, language, buyer.storage);
        const shoot = shooter(page, device, scheme, language);
        const live = page.getByTestId('live-status');

        await page.goto('/admin/purchase-orders');
        await expect(live).toHaveAttribute('data-status', 'live', { timeout: 30_000 });
        await expect(page.getByTestId('order-list').getByRole('row')).toHaveCount(3);
        await shoot('purchase-orders');

        await page.goto(`/admin/purchase-orders/${buyer.draft}`);
        await expect(live).toHaveAttribute('data-status', 'live', { timeout: 30_000 });
        await expect(page.getByTestId('draft-lines').locator('tbody tr')).toHaveCount(2);
        await shoot('purchase-order-draft');

        await page.goto(`/admin/receive/${buyer.sent}`);
        await expect(live).toHaveAttribute('data-status', 'live', { timeout: 30_000 });
        await expect(page.getByTestId('receive-line')).toHaveCount(1);
        await shoot('receive-delivery', [page.locator('video')]);
        await page.context().close();
      });
    }
  }
}

/**
 * Sales in a restaurant of their own: a Toast export of two days in the page's month, Chablis
 * matched as a bottle, Sancerre as a 5 oz glass, the food left to match; then the Variance of
 * that week (sold, nothing used by hand in it: the removals are the server's today).
 */
const SELLER = { ...OWNER, restaurantName: 'Le Comptoir', email: 'ventes@bistrot-du-cep.test' };

/** Toast's export, its days moved into the month the pictures' clock is in. */
const TOAST_IN_MARCH = TOAST_EXPORT.replaceAll('11/2/26', '3/2/26').replaceAll(
  '11/03/2026',
  '03/03/2026',
);

async function buildSeller(baseURL: string): Promise<Restaurant['storage']> {
  const api = await request.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL } });
  try {
    if (!(await signUpOrLogIn(api, SELLER))) return await api.storageState();
    const wine = async (name: string, producer: string, vintage: string, ids: string[]) => {
      const { format } = (await ok(
        await api.post('/api/products', {
          data: {
            product: { name, producer, mainCategory: 'cat_wine', subCategory: 'subcat_still' },
            format: { vintage, bottleSize: 750, cost: 20, price: 70 },
            bottles: { ids },
          },
        }),
      )) as { format: { id: string } };
      return format.id;
    };
    const chablis = await wine('Chablis 1er Cru Montmains', 'Domaine Laroche', '2021', [
      'CPT-01',
      'CPT-02',
      'CPT-03',
    ]);
    const sancerre = await wine('Sancerre Les Baronnes', 'Henri Bourgeois', '2022', ['CPT-04']);
    await ok(
      await api.put('/api/listings', { data: { formatId: sancerre, price3oz: 9, price5oz: 14 } }),
    );
    await ok(
      await api.post('/api/sales?name=ItemSelectionDetails.csv', {
        headers: { 'content-type': 'text/csv' },
        data: Buffer.from(TOAST_IN_MARCH),
      }),
    );
    for (const match of [
      { item: 'Chablis Montmains 2021 BTL', kind: 'bottle', formatId: chablis },
      { item: 'Sancerre Baronnes GLS', kind: 'glass', formatId: sancerre, pour: '5oz' },
    ]) {
      await ok(await api.put('/api/sales/items', { data: match }));
    }
    return await api.storageState();
  } finally {
    await api.dispose();
  }
}

const SALES_WORDS = {
  en: {
    match: 'Match POS items',
    period: 'Period',
    custom: 'Custom range',
    from: 'From',
    to: 'To',
  },
  fr: {
    match: 'Associer les articles de caisse',
    period: 'Période',
    custom: 'Période choisie',
    from: 'Du',
    to: 'Au',
  },
} as const;

for (const device of ['phone', 'desktop'] as const) {
  for (const scheme of ['light', 'dark'] as const) {
    for (const language of ['en', 'fr'] as const) {
      // French in the light theme: the dark one draws the same words in other colours.
      if (language === 'fr' && scheme === 'dark') continue;
      test(`${device}, ${scheme}, ${language}: sales imported, POS items matched, the variance`, async ({
        browser,
        baseURL,
      }) => {
        if (baseURL === undefined) throw new Error('no baseURL');
        const storage = await buildSeller(baseURL);
        const page = await openPage(browser, baseURL, device, scheme, language, storage);
        const shoot = shooter(page, device, scheme, language);
        const words = SALES_WORDS[language];
        const live = page.getByTestId('live-status');

        await page.goto('/admin/sales');
        await expect(live).toHaveAttribute('data-status', 'live', { timeout: 30_000 });
        const dialog = page.getByRole('dialog');
        await expect(dialog.getByTestId('sales-file-list')).toContainText('ItemSelectionDetails');
        await shoot('sales-files');

        await dialog.getByRole('tab', { name: words.match }).click();
        await expect(dialog.getByTestId('pos-item')).toHaveCount(3);
        await shoot('sales-match');

        await page.goto('/admin/reports/variance');
        await expect(live).toHaveAttribute('data-status', 'live', { timeout: 30_000 });
        const reports = page.getByTestId('reports-screen');
        await reports.getByRole('combobox', { name: words.period }).click();
        await page.getByRole('option', { name: words.custom }).click();
        await reports.getByRole('textbox', { name: words.from, exact: true }).fill('2026-03-01');
        const to = reports.getByRole('textbox', { name: words.to, exact: true });
        await to.fill('2026-03-07');
        // At rest: no field focused, no tab under the pointer.
        await to.blur();
        await page.mouse.move(0, 0);
        await expect(
          reports.getByTestId('variance-table').locator('tbody tr').filter({ hasText: 'Chablis' }),
        ).toHaveCount(1);
        await expect(reports.getByRole('progressbar')).toHaveCount(0);
        await shoot('reports-variance');
        await page.context().close();
      });
    }
  }
}
