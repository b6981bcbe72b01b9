import { type Browser, chromium, type Page } from '@playwright/test';
import { logIn, newAccount, signUp } from './support/accounts.js';
import { expectNoAxeViolations } from './support/axe.js';
import { CHROMIUM_ARGS, CHROMIUM_PATH, fakeCameraArgs } from './support/chromium.js';
import { e2eDataDir } from './support/env.js';
import { blankFrame, qrFrame, writeY4m } from './support/fake-camera.js';
import { addMember } from './support/member.js';
import { expect, test } from './support/test.js';

// Each test launches its own Chromium: the fake camera's video file is fixed per launch.
test.describe.configure({ timeout: 120_000 });

const PHONE = { width: 390, height: 844 };

/** What the two phones read and press, in each language. */
const WORDS = {
  en: {
    openMenu: 'Open menu',
    stockCount: 'Stock Count',
    chosen: 'Chosen locations and bins',
    wholeCave: 'All of Cave 1',
    start: 'Start count',
    join: 'Join',
    bin: 'Bin',
    scan: 'Scan bottles',
    counted: 'Counted',
    foundElsewhere: 'Found elsewhere: recorded in Cave 1 / A2',
    progress: (counted: number, expected: number) => `${counted} of ${expected} counted`,
    foundApart: (count: number) => `Found elsewhere: ${count}`,
    counter: (name: string, count: number) => `${name}: ${count}`,
    oneMore: (wine: string) => `One more: ${wine}`,
    oneLess: (wine: string) => `One less: ${wine}`,
    countedField: (wine: string) => `Counted: ${wine}`,
    countedBy: (name: string) => `Counted by ${name}, `,
    manualEntry: (last6: string) => new RegExp(`Manual Entry \\((\\.\\.\\.|…)${last6}\\)`),
    toAdd: 'Found, to add',
    finish: 'Finish count',
    pause: 'Pause count',
    resume: 'Resume count',
    back: 'Back',
    print: 'Print',
    printTitle: /^Stock count of /,
    exportCsv: 'Export CSV',
    totals: 'Missing: 1 · Found elsewhere: 1 · Unknown codes: 1',
    missing: 'Missing',
    found: 'Found elsewhere',
    // The restaurant's currency (dollars, from the browser's en-US at sign-up), in each language.
    missingValue: /^Missing at cost: \$20\.00$/,
    apply: 'Apply',
    applied: 'Count applied',
    pastCounts: 'Past counts',
    onlyManagers: 'An owner or a manager applies the count.',
    close: 'Close',
    bottles: (count: number) => `${count} bottles`,
    activity: 'Activity',
    appliedCount: 'applied a stock count: removed 1 bottle, moved 1 bottle',
  },
  fr: {
    openMenu: 'Ouvrir le menu',
    stockCount: 'Comptage',
    chosen: 'Emplacements et casiers choisis',
    wholeCave: 'Tout Cave 1',
    start: 'Lancer le comptage',
    join: 'Rejoindre',
    bin: 'Casier',
    scan: 'Scanner les bouteilles',
    counted: 'Comptée',
    foundElsewhere: 'Trouvée ailleurs : enregistrée dans Cave 1 / A2',
    progress: (counted: number, expected: number) => `${counted} sur ${expected} comptées`,
    foundApart: (count: number) => `Trouvées ailleurs : ${count}`,
    counter: (name: string, count: number) => `${name} : ${count}`,
    oneMore: (wine: string) => `Une de plus : ${wine}`,
    oneLess: (wine: string) => `Une de moins : ${wine}`,
    countedField: (wine: string) => `Comptées : ${wine}`,
    countedBy: (name: string) => `Compté par ${name}, `,
    manualEntry: (last6: string) => new RegExp(`Saisie manuelle \\((\\.\\.\\.|…)${last6}\\)`),
    toAdd: 'Trouvées, à ajouter',
    finish: 'Terminer le comptage',
    pause: 'Mettre en pause',
    resume: 'Reprendre le comptage',
    back: 'Retour',
    print: 'Imprimer',
    printTitle: /^Comptage du /,
    exportCsv: 'Exporter en CSV',
    totals: 'Manquantes : 1 · Trouvées ailleurs : 1 · Codes inconnus : 1',
    missing: 'Manquantes',
    found: 'Trouvées ailleurs',
    missingValue: /^Manquantes au coût\s:\s20,00\s\$US$/,
    apply: 'Appliquer',
    applied: 'Comptage appliqué',
    pastCounts: 'Comptages passés',
    onlyManagers: 'Un propriétaire ou un gérant applique le comptage.',
    close: 'Fermer',
    bottles: (count: number) => `${count} bouteilles`,
    activity: 'Activité',
    appliedCount: 'a appliqué un comptage : 1 bouteille retirée, 1 bouteille déplacée',
  },
} as const;

type Language = keyof typeof WORDS;

/**
 * Cave 1 holds five bottles: in bin A1 three with QR codes (CNT-1 to CNT-3) and a manual entry of
 * Clos du Comptage (cost 20), and in bin A2 one of Autre Cuvée (CNT-4).
 */
async function seedCave(page: Page, prefix: string): Promise<string> {
  const location = await page.request.post('/api/locations', { data: { name: 'Cave 1' } });
  expect(location.status()).toBe(201);
  const { id } = (await location.json()) as { id: string };
  for (const bin of ['A1', 'A2']) {
    const added = await page.request.post(`/api/locations/${id}/bins`, { data: { name: bin } });
    expect(added.ok(), await added.text()).toBe(true);
  }
  const wine = (name: string, cost: number | null, bottles: Record<string, unknown>) =>
    page.request.post('/api/products', {
      data: {
        product: {
          name,
          producer: 'Domaine',
          mainCategory: 'cat_wine',
          subCategory: 'subcat_still',
        },
        format: { vintage: '2020', bottleSize: 750, cost },
        bottles: { locationId: id, ...bottles },
      },
    });
  const first = await wine('Clos du Comptage', 20, {
    bin: 'A1',
    ids: [`${prefix}-1`, `${prefix}-2`, `${prefix}-3`],
    count: 1,
  });
  expect(first.status(), await first.text()).toBe(201);
  const second = await wine('Autre Cuvée', null, { bin: 'A2', ids: [`${prefix}-4`] });
  expect(second.status(), await second.text()).toBe(201);
  return id;
}

/** A page in a phone-sized context of `browser` that may use the camera; its errors go to `errors`. */
async function phone(
  browser: Browser,
  baseURL: string | undefined,
  errors: string[],
): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport: PHONE, permissions: ['camera'] });
  // A browser launched by the test has no action timeout: a click that cannot happen says so.
  context.setDefaultTimeout(20_000);
  context.on('console', (message) => {
    if (message.type() === 'error') {
      errors.push(`console error: ${message.text()} @ ${message.location().url}`);
    }
  });
  context.on('weberror', (error) => errors.push(`page error: ${error.error().message}`));
  return context.newPage();
}

async function switchLanguage(page: Page, language: Language): Promise<void> {
  await page.evaluate((lang) => localStorage.setItem('lang', lang), language);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', language);
}

async function openCounts(page: Page, language: Language): Promise<void> {
  const words = WORDS[language];
  await page.getByRole('button', { name: words.openMenu }).click();
  await page.getByRole('button', { name: words.stockCount, exact: true }).click();
  await expect(page.getByRole('dialog', { name: words.stockCount })).toBeVisible();
}

for (const language of ['en', 'fr'] as const) {
  test(`${language}: two phones count one location; the finish shows what is missing and what was found elsewhere; Apply reconciles the inventory`, async ({
    baseURL,
  }) => {
    const words = WORDS[language];
    const prefix = `CNT${language.toUpperCase()}`;
    // The camera of both phones shows CNT-1, CNT-2 and CNT-4 once, then nothing for a minute:
    // each is read once (CNT-3 is left out), and the answers stay on screen to be read. Each code
    // is held 1.5 s (under the scanner's 2 s window, so it still counts once): at 0.8 s a loaded
    // machine decoded too few of its frames and missed one.
    const video = writeY4m(`${e2eDataDir()}/videos/stocktake-${language}.y4m`, [
      { frame: blankFrame(), frames: 10 },
      { frame: qrFrame(`${prefix}-1`), frames: 15 },
      { frame: blankFrame(), frames: 4 },
      { frame: qrFrame(`${prefix}-2`), frames: 15 },
      { frame: blankFrame(), frames: 4 },
      { frame: qrFrame(`${prefix}-4`), frames: 15 },
      { frame: blankFrame(), frames: 600 },
    ]);
    const browser = await chromium.launch({
      executablePath: CHROMIUM_PATH,
      args: [
        ...CHROMIUM_ARGS,
        ...fakeCameraArgs(video),
        '--autoplay-policy=no-user-gesture-required',
      ],
    });
    const errors: string[] = [];
    try {
      const owner = await phone(browser, baseURL, errors);
      const account = await newAccount();
      await signUp(owner, account);
      const cave = await seedCave(owner, prefix);
      const staff = await addMember(owner, 'staff', 'Léa Martin');
      await switchLanguage(owner, language);

      // The owner starts a count of Cave 1 and counts bin A1 with the camera.
      await openCounts(owner, language);
      const ownerScreen = owner.getByRole('dialog');
      await ownerScreen.getByRole('radio', { name: words.chosen }).check();
      await ownerScreen.getByRole('checkbox', { name: words.wholeCave }).check();
      await ownerScreen.getByRole('button', { name: words.start }).click();
      await expect(ownerScreen.getByTestId('count-progress')).toHaveText(words.progress(0, 5));
      await ownerScreen.getByRole('combobox', { name: words.bin }).selectOption('A1');
      await expectNoAxeViolations(owner);

      // The staff member joins it from a phone of their own and counts the bottle without a label
      // in A1 by quantity.
      const second = await phone(browser, baseURL, errors);
      await logIn(second, staff.email, staff.password);
      await expect(second).toHaveURL(/\/admin$/);
      await switchLanguage(second, language);
      await openCounts(second, language);
      const secondScreen = second.getByRole('dialog');
      await secondScreen.getByRole('button', { name: new RegExp(`^${words.join}`) }).click();
      await secondScreen.getByRole('combobox', { name: words.bin }).selectOption('A1');
      const clos = 'Clos du Comptage 2020 · 750 ml';
      await secondScreen.getByRole('button', { name: words.oneMore(clos) }).click();
      await expect(
        secondScreen.getByRole('textbox', { name: words.countedField(clos) }),
      ).toHaveValue('1');
      await expect(secondScreen.getByTestId('count-progress')).toHaveText(words.progress(1, 5));

      // A pause on one phone stops the other until it is resumed.
      await ownerScreen.getByRole('button', { name: words.pause }).click();
      await expect(secondScreen.getByTestId('count-view')).toHaveAttribute('data-status', 'paused');
      await expect(secondScreen.getByTestId('quantity-row')).toHaveCount(0);
      await ownerScreen.getByRole('button', { name: words.resume }).click();
      await expect(secondScreen.getByTestId('count-view')).toHaveAttribute('data-status', 'open');

      // The owner scans: two bottles counted, the one recorded in A2 found elsewhere, which A1 did
      // not expect: counted of expected, it is counted apart.
      await ownerScreen.getByRole('button', { name: words.scan }).click();
      await expect(ownerScreen.getByText(words.foundElsewhere)).toBeVisible({ timeout: 30_000 });
      await expect(ownerScreen.getByTestId('count-progress')).toHaveText(words.progress(3, 5));
      await expect(ownerScreen.getByTestId('count-found')).toHaveText(words.foundApart(1));
      // The newest answer on top (the last bottle read); the two counted before it under it.
      await expect(ownerScreen.getByTestId('scan-outcome')).toHaveAttribute(
        'data-outcome',
        'found-elsewhere',
      );
      const earlier = ownerScreen.getByTestId('scan-note');
      // Answers come in the order the server gives them: each is looked for, not their order.
      await expect(earlier).toHaveCount(2);
      for (const code of [`${prefix}-1`, `${prefix}-2`]) {
        await expect(earlier.filter({ hasText: `${code} · ${words.counted}` })).toHaveCount(1);
      }
      await expect(ownerScreen.getByTestId('counters')).toContainText(
        words.counter('Léa Martin', 1),
      );
      await expect(ownerScreen.getByTestId('counters')).toContainText(
        words.counter(account.displayName, 3),
      );
      // Every phone follows: the staff member's screen shows the owner's scans as they come.
      await expect(secondScreen.getByTestId('count-progress')).toHaveText(words.progress(3, 5));
      await expect(secondScreen.getByTestId('count-found')).toHaveText(words.foundApart(1));

      // Staff may look at the result but not apply it, and see no cost.
      await secondScreen.getByRole('button', { name: words.finish }).click();
      await expect(secondScreen.getByTestId('stocktake-missing-count')).toHaveText('(1)');
      await expect(secondScreen.getByText(words.onlyManagers)).toBeVisible();
      await expect(secondScreen.getByRole('button', { name: words.apply })).toHaveCount(0);
      await expect(secondScreen.getByTestId('missing-value')).toHaveCount(0);

      // The owner finishes: 1 missing, 1 found elsewhere, its value at cost; Apply.
      await ownerScreen.getByRole('button', { name: words.finish }).click();
      const finish = ownerScreen.getByTestId('finish-view');
      await expect(finish.getByTestId('preview-total')).toHaveText(words.progress(3, 5));
      await expect(finish.getByTestId('stocktake-missing-count')).toHaveText('(1)');
      await expect(finish.getByTestId('stocktake-missing')).toContainText(`${prefix}-3`);
      await expect(finish.getByTestId('stocktake-found-count')).toHaveText('(1)');
      await expect(finish.getByTestId('stocktake-found')).toContainText(`${prefix}-4`);
      await expect(finish.getByTestId('stocktake-unknown-count')).toHaveText('(0)');
      await expect(finish.getByTestId('missing-value')).toHaveText(words.missingValue);
      await expectNoAxeViolations(owner);

      // Meanwhile the staff phone scans a code nobody knows: the result shown is stale, and Apply
      // shows the new one instead of applying the old.
      const lists = (await (await second.request.get('/api/stocktakes')).json()) as {
        current: { id: string }[];
      };
      const scanned = await second.request.post(`/api/stocktakes/${lists.current[0]?.id}/scans`, {
        data: { code: `${prefix}-STRAY`, locationId: cave, bin: 'A1' },
      });
      expect(((await scanned.json()) as { outcome: string }).outcome).toBe('unknown');
      await finish.getByRole('button', { name: words.apply }).click();
      await expect(finish.getByTestId('stale-preview')).toBeVisible();
      await expect(finish.getByTestId('stocktake-unknown')).toContainText(`${prefix}-STRAY`);
      await expect(finish.getByTestId('stocktake-missing-count')).toHaveText('(1)');
      await finish.getByRole('button', { name: words.apply }).click();
      await expect(owner.getByText(words.applied, { exact: true })).toBeVisible();
      await expect(ownerScreen.getByTestId('past-count')).toBeVisible();
      await expect(ownerScreen.getByTestId('stocktake-missing')).toContainText(`${prefix}-3`);
      await expectNoAxeViolations(owner);

      // The record prints as a page of its own, and exports as the server's CSV.
      const [printed] = await Promise.all([
        owner.waitForEvent('popup'),
        ownerScreen.getByRole('button', { name: words.print }).click(),
      ]);
      await expect(printed.getByRole('heading', { level: 1 })).toHaveText(words.printTitle);
      await expect(printed.getByRole('table').first()).toContainText(`${prefix}-3`);
      await expect(printed.locator('header, nav, button')).toHaveCount(0);
      await printed.close();
      const [download] = await Promise.all([
        owner.waitForEvent('download'),
        ownerScreen.getByRole('link', { name: words.exportCsv }).click(),
      ]);
      const csv = await download.createReadStream();
      let text = '';
      for await (const chunk of csv) text += String(chunk);
      expect(text).toContain(`${prefix}-3`);
      expect(text).toContain(`${prefix}-4`);

      // Past counts lists it with what Apply found.
      await ownerScreen.getByRole('button', { name: words.back }).click();
      await expect(ownerScreen.getByTestId('stocktake-card')).toContainText(words.totals);

      // The inventory follows: Clos du Comptage lost its missing bottle; the count is past.
      await ownerScreen.getByRole('button', { name: words.close }).click();
      await expect(
        owner.getByTestId('wine-card').filter({ hasText: 'Clos du Comptage' }),
      ).toContainText(words.bottles(3));
      await expect(
        second.getByTestId('wine-card').filter({ hasText: 'Clos du Comptage' }),
      ).toContainText(words.bottles(3));
      const located = await owner.request.get(`/api/bottles?list=all`);
      const bottles = ((await located.json()) as { bottles: { id: string; bin: string }[] })
        .bottles;
      expect(bottles.map((bottle) => bottle.id).sort()).not.toContain(`${prefix}-3`);
      expect(bottles.find((bottle) => bottle.id === `${prefix}-4`)?.bin).toBe('A1');

      // The Activity view names the Apply and what it removed and moved, newest first. (A
      // bottle a count removed, scanned later, says `Lost in count` with its history:
      // e2e/removal-reasons.spec.ts, where the camera shows that bottle's label.)
      await owner.getByRole('button', { name: words.openMenu }).click();
      await owner.getByRole('button', { name: words.activity, exact: true }).click();
      await expect(owner.getByTestId('activity-entry').first()).toHaveText(
        new RegExp(`^${account.displayName} ${words.appliedCount}`),
      );
    } finally {
      await browser.close();
    }
    // The stale Apply is refused on purpose (409): Chromium logs the refusal.
    const staleApply = /status of 409 .* @ http:\/\/[^/]+\/api\/stocktakes\/[^/]+\/apply$/;
    expect(
      errors.filter((error) => !staleApply.test(error)),
      'errors in the browser console',
    ).toEqual([]);
  });
}

test('on a desktop, Stock Count sits beside Scan and Add Bottle and opens the counts', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signUp(page, await newAccount());
  await page.getByRole('button', { name: 'Stock Count', exact: true }).click();
  const screen = page.getByRole('dialog', { name: 'Stock Count' });
  await expect(screen.getByText('No count is open.')).toBeVisible();
  await expect(screen.getByText('No count has been applied yet.')).toBeVisible();
  // Without a location there is nothing to count place by place: the screen says where to start.
  await expect(screen.getByText(/Add a location first/)).toBeVisible();
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(screen).toBeHidden();
});

test('an owner cancels an open count after a prompt; staff counting it have no Cancel button', async ({
  page,
  browser,
  baseURL,
}) => {
  await page.setViewportSize(PHONE);
  await signUp(page, await newAccount());
  const location = await page.request.post('/api/locations', { data: { name: 'Cave 1' } });
  const { id: locationId } = (await location.json()) as { id: string };
  const started = await page.request.post('/api/stocktakes', {
    data: { places: [{ locationId }] },
  });
  expect(started.status()).toBe(201);
  const staff = await addMember(page, 'staff', 'Sam Staff');

  // Staff join the count: they count, they cannot cancel it.
  const staffContext = await browser.newContext({ baseURL, viewport: PHONE });
  const staffPage = await staffContext.newPage();
  await logIn(staffPage, staff.email, staff.password);
  await openCounts(staffPage, 'en');
  const staffScreen = staffPage.getByRole('dialog', { name: 'Stock Count' });
  await staffScreen.getByRole('button', { name: /^Join/ }).click();
  await expect(staffScreen.getByRole('button', { name: 'Pause count' })).toBeVisible();
  await expect(staffScreen.getByRole('button', { name: 'Cancel count' })).toHaveCount(0);

  await page.reload();
  await openCounts(page, 'en');
  const screen = page.getByRole('dialog', { name: 'Stock Count' });
  await screen.getByRole('button', { name: /^Join/ }).click();
  await screen.getByRole('button', { name: 'Cancel count' }).click();
  const prompt = page.getByRole('dialog', { name: 'Cancel this count?' });
  await expect(prompt).toContainText('Nothing in the inventory changes');
  await expectNoAxeViolations(page);
  // Escape answers the prompt, not the screen under it.
  await page.keyboard.press('Escape');
  await expect(prompt).toBeHidden();
  await expect(screen).toBeVisible();
  await screen.getByRole('button', { name: 'Cancel count' }).click();
  await prompt.getByRole('button', { name: 'Cancel count' }).click();
  await expect(screen.getByText('No count is open.')).toBeVisible();
  // The staff phone still on the count is told it is over.
  await expect(staffScreen.getByText('This count is over: it takes no more scans.')).toBeVisible();
  await staffContext.close();
});

/**
 * Cave 2 holds, on its shelf with no bin, bottles without a label: three of Sans Étiquette and two
 * of Autre Vrac, all manual entries. Returns the location and the Sans Étiquette bottles' ids.
 */
async function seedUnlabelled(page: Page): Promise<{ cave: string; ids: string[] }> {
  const location = await page.request.post('/api/locations', { data: { name: 'Cave 2' } });
  expect(location.status()).toBe(201);
  const { id: cave } = (await location.json()) as { id: string };
  for (const [name, count] of [
    ['Sans Étiquette', 3],
    ['Autre Vrac', 2],
  ] as const) {
    const created = await page.request.post('/api/products', {
      data: {
        product: {
          name,
          producer: 'Domaine',
          mainCategory: 'cat_wine',
          subCategory: 'subcat_still',
        },
        format: { vintage: '2020', bottleSize: 750, cost: 10 },
        bottles: { locationId: cave, count },
      },
    });
    expect(created.status(), await created.text()).toBe(201);
  }
  const listed = await page.request.get('/api/bottles?list=all');
  const bottles = ((await listed.json()) as { bottles: { id: string; formatId: string }[] })
    .bottles;
  const snapshot = (await (await page.request.get('/api/snapshot')).json()) as {
    products: { id: string; name: string }[];
    formats: { id: string; productId: string }[];
  };
  const product = snapshot.products.find((p) => p.name === 'Sans Étiquette')?.id;
  const format = snapshot.formats.find((f) => f.productId === product)?.id;
  const ids = bottles.filter((bottle) => bottle.formatId === format).map((bottle) => bottle.id);
  expect(ids).toHaveLength(3);
  return { cave, ids: ids.sort() };
}

for (const language of ['en', 'fr'] as const) {
  test(`${language}: two phones count bottles without a label by quantity; the finish lists the missing as manual entries and the surplus to add; Apply removes the oldest`, async ({
    page,
    browser,
    baseURL,
  }) => {
    const words = WORDS[language];
    await page.setViewportSize(PHONE);
    const account = await newAccount();
    await signUp(page, account);
    const { cave, ids } = await seedUnlabelled(page);
    const staff = await addMember(page, 'staff', 'Léa Martin');
    const started = await page.request.post('/api/stocktakes', {
      data: { places: [{ locationId: cave }] },
    });
    expect(started.status()).toBe(201);
    await switchLanguage(page, language);
    await openCounts(page, language);
    const screen = page.getByRole('dialog');
    await screen.getByRole('button', { name: new RegExp(`^${words.join}`) }).click();
    await expect(screen.getByTestId('count-progress')).toHaveText(words.progress(0, 5));

    // The owner types how many Sans Étiquette there are: one of three.
    const sans = 'Sans Étiquette 2020 · 750 ml';
    const autre = 'Autre Vrac 2020 · 750 ml';
    await screen.getByRole('textbox', { name: words.countedField(sans) }).fill('1');
    await expect(screen.getByTestId('count-progress')).toHaveText(words.progress(1, 5));
    // Thumb-sized on a phone.
    const more = screen.getByRole('button', { name: words.oneMore(autre) });
    const box = await more.boundingBox();
    expect(box?.width).toBeGreaterThanOrEqual(44);
    expect(box?.height).toBeGreaterThanOrEqual(44);
    await expectNoAxeViolations(page);

    // The staff phone sees the owner's number and who counted it, and taps + three times on
    // Autre Vrac (two expected): the owner's phone follows.
    const staffContext = await browser.newContext({ baseURL, viewport: PHONE });
    const second = await staffContext.newPage();
    await logIn(second, staff.email, staff.password);
    await switchLanguage(second, language);
    await openCounts(second, language);
    const secondScreen = second.getByRole('dialog');
    await secondScreen.getByRole('button', { name: new RegExp(`^${words.join}`) }).click();
    await expect(secondScreen.getByRole('textbox', { name: words.countedField(sans) })).toHaveValue(
      '1',
    );
    await expect(
      secondScreen.getByTestId('quantity-row').filter({ hasText: sans }).getByTestId('quantity-by'),
    ).toContainText(words.countedBy(account.displayName));
    const secondMore = secondScreen.getByRole('button', { name: words.oneMore(autre) });
    for (let tap = 0; tap < 3; tap++) await secondMore.click();
    await expect(
      secondScreen.getByRole('textbox', { name: words.countedField(autre) }),
    ).toHaveValue('3');
    await expect(screen.getByRole('textbox', { name: words.countedField(autre) })).toHaveValue('3');
    await expect(
      screen.getByTestId('quantity-row').filter({ hasText: autre }).getByTestId('quantity-by'),
    ).toContainText(words.countedBy('Léa Martin'));
    // Counted of expected: the third Autre Vrac is beyond what was expected.
    await expect(screen.getByTestId('count-progress')).toHaveText(words.progress(3, 5));
    await expect(secondScreen.getByTestId('count-progress')).toHaveText(words.progress(3, 5));
    // − takes one back.
    await secondScreen.getByRole('button', { name: words.oneLess(autre) }).click();
    await expect(screen.getByRole('textbox', { name: words.countedField(autre) })).toHaveValue('2');
    await secondMore.click();
    await expect(screen.getByRole('textbox', { name: words.countedField(autre) })).toHaveValue('3');
    await staffContext.close();

    // The finish: two Sans Étiquette missing, named as manual entries; one Autre Vrac to add.
    await screen.getByRole('button', { name: words.finish }).click();
    const finish = screen.getByTestId('finish-view');
    await expect(finish.getByTestId('preview-total')).toHaveText(words.progress(3, 5));
    await expect(finish.getByTestId('stocktake-missing-count')).toHaveText('(2)');
    const missing = finish.getByTestId('stocktake-missing');
    // The oldest are missing: added together, the first by id.
    for (const id of ids.slice(0, 2)) {
      await expect(missing).toContainText(words.manualEntry(id.slice(-6)));
      await expect(missing).not.toContainText(id);
    }
    await expect(finish.getByTestId('stocktake-surplus')).toContainText(words.toAdd);
    await expect(finish.getByTestId('stocktake-surplus-count')).toHaveText('(1)');
    await expect(finish.getByTestId('stocktake-surplus')).toContainText(`1 × Autre Vrac 2020`);
    await expectNoAxeViolations(page);

    await finish.getByRole('button', { name: words.apply }).click();
    await expect(page.getByText(words.applied, { exact: true })).toBeVisible();
    const listed = await page.request.get('/api/bottles?list=all');
    const left = ((await listed.json()) as { bottles: { id: string }[] }).bottles.map((b) => b.id);
    expect(left).toHaveLength(3);
    expect(left).toContain(ids[2]);
    expect(left).not.toContain(ids[0]);
    expect(left).not.toContain(ids[1]);
  });
}

test('the Missing list names a manual entry as the rest of the app does, not by its raw id', async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  await signUp(page, await newAccount());
  const { cave, ids } = await seedUnlabelled(page);
  const started = await page.request.post('/api/stocktakes', {
    data: { places: [{ locationId: cave }] },
  });
  expect(started.status()).toBe(201);
  await openCounts(page, 'en');
  const screen = page.getByRole('dialog');
  await screen.getByRole('button', { name: /^Join/ }).click();
  await screen.getByRole('button', { name: 'Finish count' }).click();
  const missing = screen.getByTestId('stocktake-missing');
  await expect(screen.getByTestId('stocktake-missing-count')).toHaveText('(5)');
  for (const id of ids) {
    await expect(missing).toContainText(WORDS.en.manualEntry(id.slice(-6)));
    await expect(missing).not.toContainText(id);
  }
});
