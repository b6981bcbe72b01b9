import type { Page } from '@playwright/test';
import { logIn, newAccount, signUp } from './support/accounts.js';
import { expectNoAxeViolations } from './support/axe.js';
import { withCameraDevices } from './support/camera.js';
import { blankFrame } from './support/fake-camera.js';
import { chooseAction } from './support/header.js';
import { addMember } from './support/member.js';
import { expect, test } from './support/test.js';

// The service worker is what opens /admin with no network (web/sw.ts).
test.use({ serviceWorkers: 'allow' });

// Each test launches its own Chromium (the batch dialogs' camera shows a blank picture).
test.describe.configure({ timeout: 120_000 });

/** What a tab with no network prints while it keeps trying (the live feed, a lookup, the sync). */
const OFFLINE_ERRORS = [
  /ERR_INTERNET_DISCONNECTED/,
  /ERR_FAILED/,
  /ERR_NETWORK_CHANGED/,
  // A logout with no network: the session is ended on this browser all the same.
  /Sign-out failed/,
  // The camera's decoder, when the network goes before it has loaded (a typed code needs none).
  /wasm/,
  /falling back to ArrayBuffer instantiation/,
  // The browser's own line when the network goes while it fetches the service worker's script.
  /An unknown error occurred when fetching the script/,
];

const WORDS = {
  en: {
    batch: 'Batch',
    batchMove: 'Batch Move',
    batchMoveTitle: 'Batch Move',
    typed: "Code won't scan? Type it",
    enter: 'Enter',
    target: 'Target location',
    move: 'Move 1 Bottle',
    waiting: '1 change waiting',
    refused: '1 change could not be saved',
    logout: 'Logout',
    logoutWarning: '1 change has not been saved yet. Log out anyway?',
    logoutConfirm: 'Log out',
    cancel: 'Cancel',
    dismiss: 'Dismiss',
    removedBy: /^Removed by Ana Costa at \d{1,2}:\d{2}/,
    countTitle: 'Stock Count',
    join: /^Join/,
    scanBottles: 'Scan bottles',
    waitingTwo: '2 changes waiting',
    countQueued: 'Kept on this phone: counted when the network is back',
    removeBottle: 'Remove Bottle from Inventory',
    confirmRemoval: 'Confirm Removal',
    removeConfirm: 'Remove',
    savedOnPhone: 'Saved on this phone',
    pending: 'Waiting',
    editPlacement: 'Edit Location / Notes',
    editBottle: 'Edit Bottle',
    location: 'Location',
    save: 'Save',
    membershipLost: 'You are no longer a member of this restaurant: 1 change was not saved.',
  },
  fr: {
    batch: 'Par lot',
    batchMove: 'Déplacement par lot',
    batchMoveTitle: 'Déplacement groupé',
    typed: 'Le code ne passe pas ? Saisissez-le',
    enter: 'Valider',
    target: 'Emplacement cible',
    move: 'Déplacer 1 bouteille',
    waiting: '1 modification en attente',
    refused: '1 modification n’a pas pu être enregistrée',
    logout: 'Déconnexion',
    logoutWarning: '1 modification n’a pas encore été enregistrée. Se déconnecter quand même ?',
    logoutConfirm: 'Se déconnecter',
    cancel: 'Annuler',
    dismiss: 'Ignorer',
    removedBy: /^Retirée par Ana Costa à \d{1,2}:\d{2}/,
    countTitle: 'Comptage',
    join: /^Rejoindre/,
    scanBottles: 'Scanner les bouteilles',
    waitingTwo: '2 modifications en attente',
    countQueued: 'Gardé sur ce téléphone : compté dès le retour du réseau',
    removeBottle: 'Retirer la bouteille de l’inventaire',
    confirmRemoval: 'Confirmer le retrait',
    removeConfirm: 'Retirer',
    savedOnPhone: 'Enregistré sur ce téléphone',
    pending: 'En attente',
    editPlacement: 'Modifier l’emplacement / les notes',
    editBottle: 'Modifier la bouteille',
    location: 'Emplacement',
    save: 'Enregistrer',
    membershipLost:
      'Vous n’êtes plus membre de ce restaurant : 1 modification n’a pas été enregistrée.',
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

/**
 * Batch Move of one typed label to Cave Nord, as a sommelier does in the cellar: the dialog is
 * opened, then the network goes (that the app's code opens with no network at all is the service
 * worker's business, not the queue's; its code, once loaded, stays in the tab).
 */
async function batchMove(page: Page, code: string, language: Language): Promise<void> {
  const words = WORDS[language];
  await chooseAction(page, 'batch', words.batchMove, language);
  const dialog = page.getByRole('dialog', { name: words.batchMoveTitle });
  await expect(dialog.getByLabel(words.typed)).toBeVisible();
  await page.context().setOffline(true);
  await dialog.getByLabel(words.typed).fill(code);
  await dialog.getByRole('button', { name: words.enter, exact: true }).click();
  await expect(dialog.getByTestId('scanned-list').getByRole('listitem')).toHaveCount(1);
  await dialog.getByRole('combobox', { name: words.target, exact: true }).click();
  await page.getByRole('option', { name: 'Cave Nord', exact: true }).click();
  await dialog.getByRole('button', { name: words.move, exact: true }).click();
  await expect(dialog).toHaveCount(0);
}

interface Step {
  action: string;
}

/**
 * The service worker keeps the app's code on the device (a phone that has opened Cellar once).
 * Going offline while it is still installing is another story (the first minute on a new phone):
 * a screen's code asked for then fails, and the browser keeps that failure until a reload.
 */
async function codeKept(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null))
    .toBe(true);
}

async function historyOf(page: Page, id: string): Promise<Step[]> {
  const response = await page.request.get(`/api/bottles/${id}/history`);
  expect(response.status()).toBe(200);
  return ((await response.json()) as { history: Step[] }).history;
}

/** Where the server has a bottle now (what a scan of its label says). */
async function locationOf(page: Page, id: string): Promise<string | null> {
  const response = await page.request.post('/api/scan', { data: { code: id } });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { bottle: { locationId: string | null } }).bottle.locationId;
}

for (const language of ['en', 'fr'] as const) {
  test(`${language}: a batch move made offline waits on the phone and is saved once when the network is back`, async ({
    baseURL,
  }) => {
    const words = WORDS[language];
    const prefix = `OFF${language.toUpperCase()}`;
    await withCameraDevices(
      `offline-move-${language}`,
      [{ frame: blankFrame(), frames: 5 }],
      baseURL,
      async (newPage) => {
        const page = await newPage();
        await signUp(page, await newAccount());
        const cave = await seed(page, prefix);
        await switchLanguage(page, language);

        await batchMove(page, `${prefix}-1`, language);
        await expect(page.getByTestId('queue-badge')).toHaveText(words.waiting);
        await expectNoAxeViolations(page);
        await page.context().setOffline(false);
        // Nothing reached the server yet? It has now: the queue empties by itself.
        await expect(page.getByTestId('queue-badge')).toHaveCount(0);
        expect(await locationOf(page, `${prefix}-1`)).toBe(cave);
        const moves = (await historyOf(page, `${prefix}-1`)).filter((step) =>
          step.action.includes('mov'),
        );
        expect(moves).toHaveLength(1);
      },
      OFFLINE_ERRORS,
    );
  });
}

test('a reload while the answer to a replay is lost sends it again, and the move is applied once', async ({
  baseURL,
}) => {
  await withCameraDevices(
    'offline-move-reload',
    [{ frame: blankFrame(), frames: 5 }],
    baseURL,
    async (newPage) => {
      const page = await newPage();
      await signUp(page, await newAccount());
      const cave = await seed(page, 'RLD');
      await page.reload();
      await expect(page.getByTestId('count-bottles')).toBeVisible();

      await batchMove(page, 'RLD-2', 'en');
      await expect(page.getByTestId('queue-badge')).toHaveText('1 change waiting');

      // The server applies the first replay, and its answer never reaches the phone.
      let sent = 0;
      await page.route('**/api/sync', async (route) => {
        sent += 1;
        await route.fetch();
        await route.abort('failed');
      });
      await page.context().setOffline(false);
      await expect.poll(() => sent).toBe(1);
      expect(await locationOf(page, 'RLD-2')).toBe(cave);
      await expect(page.getByTestId('queue-badge')).toHaveText('1 change waiting');

      // A reload: the queue is still there, is sent again, and the server answers what it did.
      await page.unroute('**/api/sync');
      const replayed = page.waitForResponse('**/api/sync');
      await page.reload();
      const answer = (await (await replayed).json()) as {
        outcomes: Array<{ outcome: string; replayed: boolean }>;
      };
      expect(answer.outcomes).toEqual([
        expect.objectContaining({ outcome: 'applied', replayed: true }),
      ]);
      await expect(page.getByTestId('count-bottles')).toBeVisible();
      await expect(page.getByTestId('queue-badge')).toHaveCount(0);
      const moves = (await historyOf(page, 'RLD-2')).filter((step) => step.action.includes('mov'));
      expect(moves).toHaveLength(1);
    },
    OFFLINE_ERRORS,
  );
});

for (const language of ['en', 'fr'] as const) {
  test(`${language}: a bottle removed by another member while the phone was offline is listed with the reason; the rest is saved`, async ({
    baseURL,
  }) => {
    const words = WORDS[language];
    const prefix = `CFL${language.toUpperCase()}`;
    await withCameraDevices(
      `offline-conflict-${language}`,
      [{ frame: blankFrame(), frames: 5 }],
      baseURL,
      async (newPage) => {
        const page = await newPage();
        await signUp(page, await newAccount());
        const cave = await seed(page, prefix);
        const ana = await addMember(page, 'manager', 'Ana Costa');
        await switchLanguage(page, language);

        await batchMove(page, `${prefix}-1`, language);
        await batchMove(page, `${prefix}-2`, language);

        // Meanwhile, upstairs, Ana sells the first of them.
        const other = await newPage();
        await logIn(other, ana.email, ana.password);
        const sold = await other.request.delete(`/api/bottles/${prefix}-1?reason=sold`);
        expect(sold.ok()).toBe(true);

        await page.context().setOffline(false);
        const refused = page.getByTestId('queue-refused');
        await expect(refused).toContainText(words.refused);
        const row = refused.getByTestId('refused-change');
        await expect(row).toHaveCount(1);
        await expect(row).toContainText(`${prefix}-1`);
        await expect(row).toContainText(
          language === 'en' ? 'Move to Cave Nord' : 'Déplacer vers Cave Nord',
        );
        // Why, as the person reads it: who removed the bottle, and when.
        await expect(row.getByTestId('refused-reason')).toHaveText(words.removedBy);
        await expectNoAxeViolations(page);
        // The other change was saved.
        await expect(page.getByTestId('queue-badge')).toHaveCount(0);
        expect(await locationOf(page, `${prefix}-2`)).toBe(cave);

        await row.getByRole('button', { name: words.dismiss }).click();
        await expect(refused).toHaveCount(0);
      },
      OFFLINE_ERRORS,
    );
  });
}

for (const language of ['en', 'fr'] as const) {
  test(`${language}: logout with a change waiting warns first, then erases the queue`, async ({
    baseURL,
  }) => {
    const words = WORDS[language];
    const prefix = `LGO${language.toUpperCase()}`;
    await withCameraDevices(
      `offline-logout-${language}`,
      [{ frame: blankFrame(), frames: 5 }],
      baseURL,
      async (newPage) => {
        const page = await newPage();
        await signUp(page, await newAccount());
        await seed(page, prefix);
        await switchLanguage(page, language);

        await batchMove(page, `${prefix}-3`, language);
        await expect(page.getByTestId('queue-badge')).toHaveText(words.waiting);

        await page.getByRole('button', { name: words.logout }).click();
        const warning = page.getByRole('dialog');
        await expect(warning).toContainText(words.logoutWarning);
        await expectNoAxeViolations(page);
        await warning.getByRole('button', { name: words.cancel }).click();
        await expect(page.getByTestId('queue-badge')).toHaveText(words.waiting);

        await page.getByRole('button', { name: words.logout }).click();
        await page.getByRole('dialog').getByRole('button', { name: words.logoutConfirm }).click();
        await expect(page).toHaveURL(/\/login$/);
        // Nothing of the queue is left on this browser.
        const kept = await page.evaluate(
          () =>
            new Promise<number>((resolve, reject) => {
              const open = indexedDB.open('cellar-offline-queue');
              open.onerror = () => reject(open.error);
              open.onsuccess = () => {
                const tx = open.result.transaction(['waiting', 'device'], 'readonly');
                const waiting = tx.objectStore('waiting').count();
                const device = tx.objectStore('device').count();
                tx.oncomplete = () => resolve(waiting.result + device.result);
              };
            }),
        );
        expect(kept).toBe(0);

        // With no network the server never heard of the logout: its session still opens the
        // dashboard once the network is back, and nothing is replayed.
        await page.context().setOffline(false);
        await page.goto('/admin');
        await expect(page.getByTestId('count-bottles')).toBeVisible();
        await expect(page.getByTestId('queue-badge')).toHaveCount(0);
        expect(await locationOf(page, `${prefix}-3`)).toBeNull();
      },
      OFFLINE_ERRORS,
    );
  });
}

for (const language of ['en', 'fr'] as const) {
  test(`${language}: a count scanned offline on two phones, then synced, counts each bottle once`, async ({
    baseURL,
  }) => {
    const words = WORDS[language];
    await withCameraDevices(
      `offline-count-${language}`,
      [{ frame: blankFrame(), frames: 5 }],
      baseURL,
      async (newPage) => {
        const owner = await newPage();
        await signUp(owner, await newAccount());
        const location = await owner.request.post('/api/locations', { data: { name: 'Cave 1' } });
        const cave = ((await location.json()) as { id: string }).id;
        expect(
          (await owner.request.post(`/api/locations/${cave}/bins`, { data: { name: 'A1' } })).ok(),
        ).toBe(true);
        const wine = await owner.request.post('/api/products', {
          data: {
            product: {
              name: 'Clos Hors Ligne',
              producer: 'Domaine',
              mainCategory: 'cat_wine',
              subCategory: 'subcat_still',
            },
            format: { vintage: '2020', bottleSize: 750 },
            bottles: { locationId: cave, bin: 'A1', ids: ['CNTOFF-1', 'CNTOFF-2', 'CNTOFF-3'] },
          },
        });
        expect(wine.status()).toBe(201);
        const started = await owner.request.post('/api/stocktakes', {
          data: { places: [{ locationId: cave, bin: 'A1' }] },
        });
        expect(started.ok()).toBe(true);
        const count = ((await started.json()) as { id: string }).id;
        const staff = await addMember(owner, 'staff', 'Léa Martin');
        const second = await newPage();
        await logIn(second, staff.email, staff.password);
        await switchLanguage(owner, language);
        await switchLanguage(second, language);

        // Each phone joins the count and starts scanning, then loses the network in the cellar.
        for (const phone of [owner, second]) {
          await phone.getByRole('button', { name: words.countTitle, exact: true }).click();
          const screen = phone.getByRole('dialog', { name: words.countTitle });
          await screen.getByRole('button', { name: words.join }).click();
          await screen.getByRole('button', { name: words.scanBottles }).click();
          await expect(screen.getByLabel(words.typed)).toBeVisible();
          await phone.context().setOffline(true);
          for (const code of ['CNTOFF-1', 'CNTOFF-2']) {
            await screen.getByLabel(words.typed).fill(code);
            await screen.getByRole('button', { name: words.enter, exact: true }).click();
            await expect(screen.getByTestId('scan-outcome')).toHaveAttribute(
              'data-outcome',
              'queued',
            );
            await expect(screen.getByTestId('scan-outcome')).toContainText(code);
          }
          await expect(phone.getByTestId('queue-badge')).toHaveText(words.waitingTwo);
        }
        await expect(owner.getByTestId('scan-outcome')).toContainText(words.countQueued);

        for (const phone of [owner, second]) {
          await phone.context().setOffline(false);
          await expect(phone.getByTestId('queue-badge')).toHaveCount(0);
          await expect(phone.getByTestId('queue-refused')).toHaveCount(0);
        }
        const scans = await owner.request.get(
          `/api/stocktakes/${count}/scans?locationId=${cave}&bin=A1`,
        );
        expect(((await scans.json()) as { ids: string[] }).ids.sort()).toEqual([
          'CNTOFF-1',
          'CNTOFF-2',
        ]);
      },
      OFFLINE_ERRORS,
    );
  });
}

for (const language of ['en', 'fr'] as const) {
  test(`${language}: the drawer's Remove and a bottle's Move made offline are marked waiting on their bottles, then saved`, async ({
    page,
    allowConsoleError,
  }) => {
    for (const pattern of OFFLINE_ERRORS) allowConsoleError(pattern);
    const words = WORDS[language];
    const prefix = `DW${language.toUpperCase()}`;
    await signUp(page, await newAccount());
    const cave = await seed(page, prefix);
    await switchLanguage(page, language);
    await page.getByTestId('wine-card').filter({ hasText: 'Blanc du Sous-Sol' }).click();
    const bottles = page.getByTestId('detail-bottle');
    await expect(bottles).toHaveCount(3);

    // The first bottle is sold with no network.
    await bottles.filter({ hasText: `${prefix}-1` }).click();
    const drawer = page.getByTestId('bottle-drawer');
    await expect(drawer.getByTestId('drawer-bottle-id')).toContainText(`${prefix}-1`);
    await codeKept(page);
    await page.context().setOffline(true);
    await drawer.getByRole('button', { name: words.removeBottle }).click();
    await page
      .getByRole('dialog', { name: words.confirmRemoval })
      .getByRole('button', { name: words.removeConfirm })
      .click();
    await expect(page.getByText(words.savedOnPhone)).toBeVisible();
    await expect(page.getByTestId('queue-badge')).toHaveText(words.waiting);
    await expect(
      bottles.filter({ hasText: `${prefix}-1` }).getByTestId('pending-bottle'),
    ).toHaveText(words.pending);

    // The second is moved to Cave Nord: its form opened before the network went.
    await page.context().setOffline(false);
    await expect(page.getByTestId('queue-badge')).toHaveCount(0);
    await expect(bottles).toHaveCount(2);
    await bottles.filter({ hasText: `${prefix}-2` }).click();
    await drawer.getByRole('button', { name: words.editPlacement }).click();
    const edit = page.getByRole('dialog', { name: words.editBottle });
    await page.getByRole('combobox', { name: words.location, exact: true }).click();
    await page.getByRole('option', { name: 'Cave Nord', exact: true }).click();
    await page.context().setOffline(true);
    await edit.getByRole('button', { name: words.save }).click();
    await expect(edit).toBeHidden();
    await expect(page.getByTestId('queue-badge')).toHaveText(words.waiting);
    await expect(
      bottles.filter({ hasText: `${prefix}-2` }).getByTestId('pending-bottle'),
    ).toBeVisible();

    await page.context().setOffline(false);
    await expect(page.getByTestId('queue-badge')).toHaveCount(0);
    await expect(page.getByTestId('pending-bottle')).toHaveCount(0);
    expect(await locationOf(page, `${prefix}-2`)).toBe(cave);
    const gone = await page.request.post('/api/scan', { data: { code: `${prefix}-1` } });
    expect(((await gone.json()) as { kind: string }).kind).toBe('removed');
  });
}

for (const language of ['en', 'fr'] as const) {
  test(`${language}: a member removed while their phone was offline is told that their changes were not saved`, async ({
    baseURL,
  }) => {
    const words = WORDS[language];
    const prefix = `GN${language.toUpperCase()}`;
    await withCameraDevices(
      `offline-removed-member-${language}`,
      [{ frame: blankFrame(), frames: 5 }],
      baseURL,
      async (newPage) => {
        const owner = await newPage();
        await signUp(owner, await newAccount());
        const cave = await seed(owner, prefix);
        const staff = await addMember(owner, 'staff', 'Léa Martin');
        const phone = await newPage();
        await logIn(phone, staff.email, staff.password);
        await switchLanguage(phone, language);

        await batchMove(phone, `${prefix}-1`, language);
        await expect(phone.getByTestId('queue-badge')).toHaveText(words.waiting);
        const removed = await owner.request.delete(`/api/team/members/${staff.userId}`);
        expect(removed.ok()).toBe(true);

        let replays = 0;
        phone.on('request', (request) => {
          if (request.url().endsWith('/api/sync')) replays += 1;
        });
        await phone.context().setOffline(false);
        // Told once (one line on the screen: the session's end has taken the dashboard away).
        await expect(phone.getByText(words.membershipLost)).toHaveCount(1);
        await expect(phone.getByText(words.membershipLost)).toBeVisible();
        // Nothing was moved, and the phone does not ask again.
        expect(await locationOf(owner, `${prefix}-1`)).not.toBe(cave);
        expect(replays).toBe(1);
      },
      [...OFFLINE_ERRORS, /status of 401/],
    );
  });
}
