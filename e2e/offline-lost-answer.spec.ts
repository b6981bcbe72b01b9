import type { Page } from '@playwright/test';
import { newAccount, signUp } from './support/accounts.js';
import { withCameraDevices } from './support/camera.js';
import { blankFrame } from './support/fake-camera.js';
import { chooseAction } from './support/header.js';
import { expect, test } from './support/test.js';

// The service worker is what opens /admin with no network (web/sw.ts).
test.use({ serviceWorkers: 'allow' });

// Each test launches its own Chromium (the batch dialogs' camera shows a blank picture).
test.describe.configure({ timeout: 120_000 });

/** What the tab prints when a request of its own is cut off (the answer lost on purpose here). */
const CUT_OFF = [/ERR_FAILED/, /Failed to fetch/];

/** What a tab with no network prints while it keeps trying (the live feed, the sync). */
const OFFLINE = [/ERR_INTERNET_DISCONNECTED/, /ERR_FAILED/, /ERR_NETWORK_CHANGED/];

const WORDS = {
  en: {
    batchMove: 'Batch Move',
    batchMoveTitle: 'Batch Move',
    typed: "Code won't scan? Type it",
    enter: 'Enter',
    target: 'Target location',
    move: 'Move 1 Bottle',
    moved: 'Bottle moved',
    kept: 'Saved on this phone',
    manual: 'Manual Batch Edit',
    selectAll: 'Select all (3)',
    location: 'Location',
    moveAll: 'Move 3 Bottles',
    movedAll: 'Bottles moved',
    waiting: '1 change waiting',
  },
  fr: {
    batchMove: 'Déplacement par lot',
    batchMoveTitle: 'Déplacement groupé',
    typed: 'Le code ne passe pas ? Saisissez-le',
    enter: 'Valider',
    target: 'Emplacement cible',
    move: 'Déplacer 1 bouteille',
    moved: 'Bouteille déplacée',
    kept: 'Enregistré sur ce téléphone',
    manual: 'Modification par lot',
    selectAll: 'Tout sélectionner (3)',
    location: 'Emplacement',
    moveAll: 'Déplacer 3 bouteilles',
    movedAll: 'Bouteilles déplacées',
    waiting: '1 modification en attente',
  },
} as const;
type Language = keyof typeof WORDS;

async function switchLanguage(page: Page, language: Language): Promise<void> {
  await page.evaluate((lang) => localStorage.setItem('lang', lang), language);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', language);
  await expect(page.getByTestId('count-bottles')).toBeVisible();
}

/** A restaurant with a location and three bottles in no place; answers the location's id. */
async function seed(page: Page, prefix: string): Promise<string> {
  const location = await page.request.post('/api/locations', { data: { name: 'Cave Nord' } });
  expect(location.status()).toBe(201);
  const product = await page.request.post('/api/products', {
    data: {
      product: {
        name: 'Blanc du Sous-Sol',
        producer: 'Domaine Cave',
        country: 'France',
        mainCategory: 'cat_wine',
        subCategory: 'subcat_still',
        barcode: null,
      },
      format: { vintage: '2020', bottleSize: 750 },
      bottles: { ids: [`${prefix}-1`, `${prefix}-2`, `${prefix}-3`] },
    },
  });
  expect(product.status()).toBe(201);
  return ((await location.json()) as { id: string }).id;
}

/** Batch Move of one typed label to Cave Nord, the phone online. */
async function batchMove(page: Page, code: string, language: Language): Promise<void> {
  const words = WORDS[language];
  await chooseAction(page, 'batch', words.batchMove, language);
  const dialog = page.getByRole('dialog', { name: words.batchMoveTitle });
  await dialog.getByLabel(words.typed).fill(code);
  await dialog.getByRole('button', { name: words.enter, exact: true }).click();
  await expect(dialog.getByTestId('scanned-list').getByRole('listitem')).toHaveCount(1);
  await dialog.getByRole('combobox', { name: words.target, exact: true }).click();
  await page.getByRole('option', { name: 'Cave Nord', exact: true }).click();
  await dialog.getByRole('button', { name: words.move, exact: true }).click();
  await expect(dialog).toHaveCount(0);
}

/** Where the server has a bottle now (what a scan of its label says). */
async function locationOf(page: Page, id: string): Promise<string | null> {
  const response = await page.request.post('/api/scan', { data: { code: id } });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { bottle: { locationId: string | null } }).bottle.locationId;
}

interface Entry {
  kind: string;
  count: number;
  madeAt?: string;
}

async function activity(page: Page): Promise<Entry[]> {
  const response = await page.request.get('/api/activity');
  expect(response.status()).toBe(200);
  return ((await response.json()) as { entries: Entry[] }).entries;
}

const note = (page: Page, title: string) =>
  page.locator('.mantine-Notification-root').filter({ hasText: title });

for (const language of ['en', 'fr'] as const) {
  test(`${language}: a batch move made online whose answer is lost is applied once, and nothing is refused`, async ({
    baseURL,
  }) => {
    const words = WORDS[language];
    const prefix = `LOST${language.toUpperCase()}`;
    await withCameraDevices(
      `lost-answer-${language}`,
      [{ frame: blankFrame(), frames: 5 }],
      baseURL,
      async (newPage) => {
        const page = await newPage();
        await signUp(page, await newAccount());
        const cave = await seed(page, prefix);
        await switchLanguage(page, language);

        // Online, with its answer: the dialog says it moved, as it always has.
        await batchMove(page, `${prefix}-2`, language);
        await expect(note(page, words.moved)).toBeVisible();
        expect(await locationOf(page, `${prefix}-2`)).toBe(cave);

        // The server applies the next one, and its answer never reaches the phone.
        const sent: string[] = [];
        await page.route('**/api/sync', async (route) => {
          sent.push(route.request().postData() ?? '');
          if (sent.length > 1) return route.continue();
          await route.fetch();
          await route.abort('failed');
        });
        const replayed = page.waitForResponse(
          (response) => response.url().endsWith('/api/sync') && sent.length > 1,
        );
        await batchMove(page, `${prefix}-1`, language);
        // Not known to be saved: kept on the phone, and sent again at once with the same id.
        await expect(note(page, words.kept)).toBeVisible();
        const answer = (await (await replayed).json()) as {
          outcomes: Array<{ outcome: string; replayed: boolean }>;
        };
        expect(answer.outcomes).toEqual([
          expect.objectContaining({ outcome: 'applied', replayed: true }),
        ]);
        const [first, again] = sent.map(
          (body) => (JSON.parse(body) as { changes: Array<{ id: string; seq: number }> }).changes,
        );
        expect(again?.map((change) => change.id)).toEqual(first?.map((change) => change.id));
        await expect(page.getByTestId('queue-badge')).toHaveCount(0);
        await expect(page.getByTestId('queue-refused')).toHaveCount(0);

        expect(await locationOf(page, `${prefix}-1`)).toBe(cave);
        const moves = (await activity(page)).filter((entry) => entry.kind === 'bottles-moved');
        // Two moves, one each: the lost answer's move applied once; both saved as made.
        expect(moves.map((entry) => [entry.count, entry.madeAt])).toEqual([
          [1, undefined],
          [1, undefined],
        ]);
        await page.reload();
        await expect(page.getByTestId('count-bottles')).toBeVisible();
        await expect(page.getByTestId('queue-badge')).toHaveCount(0);
        await expect(page.getByTestId('queue-refused')).toHaveCount(0);
        expect((await activity(page)).filter((e) => e.kind === 'bottles-moved')).toHaveLength(2);
      },
      CUT_OFF,
    );
  });
}

for (const language of ['en', 'fr'] as const) {
  test(`${language}: the Manual Batch Edit's move made offline waits on the phone, then is saved`, async ({
    page,
    allowConsoleError,
  }) => {
    for (const pattern of OFFLINE) allowConsoleError(pattern);
    const words = WORDS[language];
    const prefix = `MBE${language.toUpperCase()}`;
    await signUp(page, await newAccount());
    const cave = await seed(page, prefix);
    await switchLanguage(page, language);
    await chooseAction(page, 'batch', words.manual, language);
    const dialog = page.getByRole('dialog', {
      name: language === 'en' ? 'Manual Batch Edit' : 'Modification manuelle par lot',
    });
    await dialog.getByRole('checkbox', { name: words.selectAll }).check();
    await dialog.getByRole('combobox', { name: words.location, exact: true }).click();
    await page.getByRole('option', { name: 'Cave Nord', exact: true }).click();
    await page.context().setOffline(true);
    await dialog.getByRole('button', { name: words.moveAll, exact: true }).click();
    await expect(note(page, words.kept)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId('queue-badge')).toHaveText(words.waiting);
    await page.context().setOffline(false);
    await expect(page.getByTestId('queue-badge')).toHaveCount(0);
    for (const n of [1, 2, 3]) expect(await locationOf(page, `${prefix}-${n}`)).toBe(cave);
    const moves = (await activity(page)).filter((entry) => entry.kind === 'bottles-moved');
    expect(moves.map((entry) => entry.count)).toEqual([3]);
    await expect(note(page, words.movedAll)).toHaveCount(0);
  });
}
