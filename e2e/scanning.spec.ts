import { execFile } from 'node:child_process';
import fs from 'node:fs';
import { promisify } from 'node:util';
import type { ElementHandle, Page } from '@playwright/test';
import { logIn, newAccount, signUp } from './support/accounts.js';
import { expectNoAxeViolations } from './support/axe.js';
import { withCamera, withCameraDevices } from './support/camera.js';
import { e2eDataDir, e2eServerDir } from './support/env.js';
import { blankFrame, ean13Frame, qrFrame, type Shot } from './support/fake-camera.js';
import { chooseAction } from './support/header.js';
import { expect, failedRequest, test } from './support/test.js';

const run = promisify(execFile);

// Each test launches its own Chromium: the fake camera's video file is fixed per launch.
test.describe.configure({ timeout: 90_000 });

async function createProduct(
  page: Page,
  name: string,
  options: { ids?: string[]; barcode?: string } = {},
): Promise<void> {
  const response = await page.request.post('/api/products', {
    data: {
      product: {
        name,
        producer: 'Domaine Scan',
        country: 'France',
        mainCategory: 'cat_wine',
        subCategory: 'subcat_still',
        barcode: options.barcode ?? null,
      },
      format: { vintage: '2020', bottleSize: 750 },
      ...(options.ids ? { bottles: { ids: options.ids } } : {}),
    },
  });
  expect(response.status()).toBe(201);
}

async function createLocation(page: Page, name: string): Promise<void> {
  const response = await page.request.post('/api/locations', { data: { name } });
  expect(response.status()).toBe(201);
}

/** From the next page on, what the phone's vibrator is asked for, as the sommelier feels it. */
async function recordBuzzes(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const buzzes: unknown[] = [];
    Object.assign(window, { buzzes });
    Object.defineProperty(navigator, 'vibrate', {
      value: (pattern: unknown) => buzzes.push(pattern) > 0,
    });
  });
}

function buzzes(page: Page): Promise<unknown[]> {
  return page.evaluate(() => (window as unknown as { buzzes: unknown[] }).buzzes);
}

async function choose(page: Page, label: string, option: string): Promise<void> {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('scanning a known bottle opens its wine with the bottle drawer', async ({ baseURL }) => {
  await withCamera(
    'known',
    [{ frame: qrFrame('BTL-KNOWN-01'), frames: 10 }],
    baseURL,
    async (page) => {
      await signUp(page, await newAccount());
      await createProduct(page, 'Clos du Scanner', { ids: ['BTL-KNOWN-01'] });
      await page.getByRole('button', { name: 'Scan', exact: true }).click();
      await expect(page.getByRole('dialog', { name: 'Scan QR or Barcode' })).toBeVisible();
      await expect(page.getByTestId('bottle-drawer')).toBeVisible({ timeout: 20_000 });
      await expect(page.getByTestId('drawer-bottle-id')).toHaveText('BTL-KNOWN-01');
      await expect(page.getByTestId('detail-name')).toHaveText('Clos du Scanner');
    },
  );
});

test('scanning an unknown EAN offers a new profile with the barcode', async ({ baseURL }) => {
  const ean = '4006381333931';
  await withCamera(
    'unknown-ean',
    [{ frame: ean13Frame(ean), frames: 10 }],
    baseURL,
    async (page) => {
      await signUp(page, await newAccount());
      await page.getByRole('button', { name: 'Scan', exact: true }).click();
      const prompt = page.getByTestId('scan-unknown');
      await expect(prompt).toBeVisible({ timeout: 20_000 });
      await expect(prompt).toContainText('New Barcode Scanned');
      await prompt.getByRole('button', { name: 'Create New Profile' }).click();
      const form = page.getByRole('dialog', { name: 'Add Bottle' });
      await expect(form.getByLabel('Barcode', { exact: true })).toHaveValue(ean);
    },
  );
});

test('a UPC-A typed in 12 digits on the profile form is found by scanning its label', async ({
  baseURL,
}) => {
  const upc = '036000291452';
  // A UPC-A symbol is the EAN-13 symbol of its 12 digits after a 0: the scanner reads 13 digits.
  await withCamera(
    'upc-a',
    [{ frame: ean13Frame(`0${upc}`), frames: 10 }],
    baseURL,
    async (page) => {
      await signUp(page, await newAccount());
      await page.getByRole('button', { name: 'Add Bottle', exact: true }).click();
      await page.getByRole('button', { name: 'Create New Profile' }).click();
      const form = page.getByRole('dialog', { name: 'Add Bottle' });
      await form.getByRole('textbox', { name: 'Name', exact: true }).fill('Étiquette Américaine');
      await choose(page, 'Sub-category', 'Still');
      await form.getByLabel('Barcode', { exact: true }).fill(upc);
      await form.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByText('1 new bottle has been added.')).toBeVisible();
      await expect(form).toBeHidden();

      await page.getByRole('button', { name: 'Scan', exact: true }).click();
      await expect(page.getByTestId('detail-name')).toHaveText('Étiquette Américaine', {
        timeout: 20_000,
      });
      await expect(page.getByTestId('scan-unknown')).toBeHidden();
    },
  );
});

test('a barcode misread in one frame only is not accepted; the code that follows is', async ({
  baseURL,
}) => {
  const misread = '4006381333931';
  const label = '5012345678900';
  // Each loop of the video: nothing, one frame of a wrong code, then the label held still.
  const shots: Shot[] = [
    { frame: blankFrame(), frames: 5 },
    { frame: ean13Frame(misread), frames: 1 },
    { frame: ean13Frame(label), frames: 12 },
  ];
  await withCamera('one-frame-misread', shots, baseURL, async (page) => {
    await signUp(page, await newAccount());
    await page.getByRole('button', { name: 'Scan', exact: true }).click();
    const prompt = page.getByTestId('scan-unknown');
    await expect(prompt).toBeVisible({ timeout: 20_000 });
    await expect(prompt).toContainText(label);
    await expect(prompt).not.toContainText(misread);
    await prompt.getByRole('button', { name: 'Create New Profile' }).click();
    await expect(
      page.getByRole('dialog', { name: 'Add Bottle' }).getByLabel('Barcode', { exact: true }),
    ).toHaveValue(label);
  });
});

test('batch intake of three bottles: product barcode, then three QR codes', async ({ baseURL }) => {
  const ean = '5012345678900';
  const shots: Shot[] = [
    { frame: ean13Frame(ean), frames: 15 },
    { frame: qrFrame('INTAKE-A1'), frames: 12 },
    { frame: qrFrame('INTAKE-B2'), frames: 12 },
    { frame: qrFrame('INTAKE-C3'), frames: 12 },
  ];
  await withCamera('intake', shots, baseURL, async (page) => {
    await recordBuzzes(page);
    await signUp(page, await newAccount());
    await createLocation(page, 'Cave');
    await createProduct(page, 'Intake Rouge', { barcode: ean });
    await chooseAction(page, 'batch', 'Batch Intake');
    const dialog = page.getByRole('dialog', { name: 'Batch Intake' });
    await dialog.getByRole('button', { name: 'Start Scanning' }).click();
    await expect(dialog.getByText('Please select a destination location.')).toBeVisible();
    await choose(page, 'Location', 'Cave');
    await dialog.getByRole('button', { name: 'Start Scanning' }).click();
    const confirm = dialog.getByTestId('intake-confirm');
    await expect(confirm).toContainText('Intake Rouge', { timeout: 20_000 });
    await confirm.getByRole('button', { name: 'Yes, Scan Bottles' }).click();
    await expect(dialog.getByText('Staged bottles (3)')).toBeVisible({ timeout: 30_000 });
    // The barcode and the three bottles, each one buzz; then the camera comes round to the
    // barcode and the staged labels again, and each is left out with a double buzz.
    expect((await buzzes(page)).filter((buzz) => buzz === 60).length).toBeGreaterThanOrEqual(4);
    await expect.poll(() => buzzes(page), { timeout: 10_000 }).toContainEqual([60, 80, 60]);
    await dialog.getByRole('button', { name: 'Confirm Intake (3)' }).click();
    await expect(page.getByText('3 new bottles have been added.')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId('count-bottles')).toContainText('3');
  });
});

test('two devices staging the same QR id: one bottle, and the other device is told which id failed', async ({
  baseURL,
}) => {
  const ean = '5012345678917';
  const shots: Shot[] = [
    { frame: ean13Frame(ean), frames: 15 },
    { frame: qrFrame('RACE-0001'), frames: 12 },
  ];
  const allowed = [failedRequest(409, '/api/intake')];
  await withCameraDevices(
    'intake-race',
    shots,
    baseURL,
    async (newPage) => {
      const account = await newAccount();
      const first = await newPage();
      await signUp(first, account);
      await createLocation(first, 'Cave');
      await createProduct(first, 'Course Rouge', { barcode: ean });
      const second = await newPage();
      await logIn(second, account.email, account.password);
      await expect(second).toHaveURL(/\/admin$/);

      // Both devices stage the same bottle id from the same delivery.
      const devices = [first, second];
      for (const page of devices) {
        await chooseAction(page, 'batch', 'Batch Intake');
        const dialog = page.getByRole('dialog', { name: 'Batch Intake' });
        await choose(page, 'Location', 'Cave');
        await dialog.getByRole('button', { name: 'Start Scanning' }).click();
        const confirm = dialog.getByTestId('intake-confirm');
        await expect(confirm).toContainText('Course Rouge', { timeout: 20_000 });
        await confirm.getByRole('button', { name: 'Yes, Scan Bottles' }).click();
        await expect(dialog.getByText('Staged bottles (1)')).toBeVisible({ timeout: 30_000 });
      }

      // Both confirm at once.
      await Promise.all(
        devices.map((page) =>
          page
            .getByRole('dialog', { name: 'Batch Intake' })
            .getByRole('button', { name: 'Confirm Intake (1)' })
            .click(),
        ),
      );
      // The device that won closes its dialog; the other keeps it open and names the id. (Read
      // from the dialogs, not the success toast, which is gone after a few seconds.)
      const dialog = (page: Page) => page.getByRole('dialog', { name: 'Batch Intake' });
      const refused = (page: Page) =>
        dialog(page).getByText('QR Code already in use. Failed: RACE-0001');
      await expect
        .poll(
          async () => {
            const outcomes = await Promise.all(
              devices.map(async (page) =>
                !(await dialog(page).isVisible())
                  ? 'added'
                  : (await refused(page).isVisible())
                    ? 'refused'
                    : 'pending',
              ),
            );
            return outcomes.sort().join(',');
          },
          { timeout: 20_000 },
        )
        .toBe('added,refused');
      // The refused device's camera still points at the bottle and reads it again with each loop
      // of its video (2.7 s): a re-read of an id already staged must not hide which id failed.
      const loser = (await refused(first).isVisible()) ? first : second;
      await loser.waitForTimeout(3_500);
      await expect(refused(loser)).toBeVisible();

      // Exactly one bottle with that id exists, seen from either device.
      for (const page of devices) {
        await expect(page.getByTestId('count-bottles')).toContainText('1');
      }
      const scan = await first.request.post('/api/scan', { data: { code: 'RACE-0001' } });
      expect(scan.status()).toBe(200);
    },
    allowed,
  );
});

test('add bottles by scanning their QR codes from Add Bottle; both dialogs close when saved', async ({
  baseURL,
}) => {
  const shots: Shot[] = [{ frame: qrFrame('ADD-0001'), frames: 12 }];
  await withCamera('add-scan', shots, baseURL, async (page) => {
    await signUp(page, await newAccount());
    await createProduct(page, 'Rosé Scanné');
    await page.getByRole('button', { name: 'Add Bottle', exact: true }).click();
    const form = page.getByRole('dialog', { name: 'Add Bottle' });
    await form.getByRole('listitem').filter({ hasText: 'Rosé Scanné' }).click();
    await form.getByRole('button', { name: 'Scan QR Codes' }).click();
    const scan = page.getByRole('dialog', { name: 'Batch Add Scan' });
    await expect(scan.getByText('Scanned bottles (1)')).toBeVisible({ timeout: 20_000 });
    await scan.getByRole('button', { name: 'Add 1 Bottle', exact: true }).click();
    await expect(page.getByText('1 new bottle has been added.')).toBeVisible();
    await expect(scan).toBeHidden();
    await expect(form).toBeHidden();
    await expect(page.getByTestId('count-bottles')).toContainText('1');
  });
});

test('batch move of scanned bottles to a location', async ({ baseURL }) => {
  const shots: Shot[] = [
    { frame: qrFrame('MOVE-0001'), frames: 12 },
    { frame: qrFrame('MOVE-0002'), frames: 12 },
    { frame: qrFrame('MOVE-GONE'), frames: 12 },
  ];
  await withCamera('move', shots, baseURL, async (page) => {
    await recordBuzzes(page);
    await signUp(page, await newAccount());
    await createLocation(page, 'Terrasse');
    await createProduct(page, 'Blanc Mobile', { ids: ['MOVE-0001', 'MOVE-0002', 'MOVE-0003'] });
    await chooseAction(page, 'batch', 'Batch Move');
    const dialog = page.getByRole('dialog', { name: 'Batch Move' });
    const target = dialog.getByRole('combobox', { name: 'Target location', exact: true });
    // Where Target location sits in every frame the page draws, with whether a bottle is listed
    // and a code refused: recorded in the page, as the window between the first bottle listed and
    // MOVE-GONE's refusal (about 2.4 s) is too short for polls from here on a loaded machine.
    const places = await watchPlaces(await dialog.elementHandle(), await target.elementHandle());
    await expect(dialog.getByText('Scanned bottles (2)')).toBeVisible({ timeout: 20_000 });
    // The server says which codes are bottles, and whose: the tab does not hold them all.
    await expect(dialog.getByTestId('scanned-list')).toContainText('Blanc Mobile');
    // The refusal is drawn over the camera's picture: the fields under it do not move.
    await expect(dialog.getByTestId('scanner-preview').getByTestId('scan-rejection')).toContainText(
      'MOVE-GONE: Bottle not found!',
      { timeout: 20_000 },
    );
    const drawn = await places();
    const refusedFrom = drawn.findIndex((frame) => frame.refused);
    expect(refusedFrom).toBeGreaterThan(0);
    const before = drawn.slice(0, refusedFrom).filter((frame) => frame.listed);
    expect(before.length).toBeGreaterThan(0);
    const refusedAt = new Set(drawn.slice(refusedFrom).map((frame) => frame.place));
    expect([...refusedAt]).toEqual([before.at(-1)?.place]);
    // The frame says what the double buzz says: the code left out never flashes green.
    const tones = new Set<string | null>();
    await expect
      .poll(
        async () => {
          const [shown] = await dialog.getByTestId('scan-flash').allTextContents();
          if (shown !== 'MOVE-GONE') return false;
          tones.add(await dialog.getByTestId('scan-box').getAttribute('data-tone'));
          return tones.has('attention');
        },
        { timeout: 20_000, intervals: [50] },
      )
      .toBe(true);
    expect(tones.has('good')).toBe(false);
    // One buzz for each bottle listed, a double one for the code left out (in the order their
    // answers came).
    const firstThree = (await buzzes(page)).slice(0, 3).map((buzz) => JSON.stringify(buzz));
    expect(firstThree.sort()).toEqual(['60', '60', '[60,80,60]']);
    await choose(page, 'Target location', 'Terrasse');
    await dialog.getByRole('button', { name: 'Move 2 Bottles' }).click();
    await expect(page.getByText('2 bottles have been moved to the chosen location.')).toBeVisible();
  });
});

test('assign a scanned QR to a manual bottle, then remove it again', async ({ baseURL }) => {
  await withCamera(
    'assign-qr',
    [{ frame: qrFrame('NEWQR-0077'), frames: 10 }],
    baseURL,
    async (page) => {
      await signUp(page, await newAccount());
      const response = await page.request.post('/api/products', {
        data: {
          product: { name: 'Manuel Rouge', mainCategory: 'cat_wine', subCategory: 'subcat_still' },
          format: { vintage: '2018', bottleSize: 750 },
          bottles: { count: 1 },
        },
      });
      expect(response.status()).toBe(201);
      await page
        .getByTestId('wine-card')
        .filter({ hasText: 'Manuel Rouge' })
        .getByText('Manuel Rouge')
        .click();
      await page.getByTestId('detail-bottle').first().click();
      const drawer = page.getByTestId('bottle-drawer');
      await expect(drawer.getByRole('button', { name: 'Remove QR Code' })).toBeDisabled();
      await drawer.getByRole('button', { name: 'Assign New QR' }).click();
      await expect(page.getByRole('dialog', { name: 'Scan New QR Code for Bottle' })).toBeVisible();
      // docs/product.md §8: a title that says what happened, and the message.
      const assigned = page
        .getByRole('status')
        .locator('.mantine-Notification-root')
        .filter({ hasText: 'Assigned new QR code to the selected bottle.' });
      await expect(assigned).toBeVisible({ timeout: 20_000 });
      await expect(assigned).toHaveText(/^QR code assignedAssigned new QR code/);
      await expect(page.getByTestId('drawer-bottle-id')).toHaveText('NEWQR-0077');
      await drawer.getByRole('button', { name: 'Remove QR Code' }).click();
      await expect(page.getByText('Are you sure you want to remove the QR code?')).toBeVisible();
      await page
        .getByRole('dialog', { name: 'Confirm QR Removal' })
        .getByRole('button', { name: 'Remove QR Code' })
        .click();
      await expect(
        page
          .getByRole('status')
          .getByText('QR Code removed. The bottle is now a manual entry.', { exact: true }),
      ).toBeVisible();
      await expect(page.getByTestId('drawer-bottle-id')).toContainText('Manual Entry');
    },
  );
});

test('Add Barcode reads the barcode with the camera, past a QR code (Scan Barcode for Profile)', async ({
  baseURL,
}) => {
  const ean = '4006381333931';
  await withCamera(
    'profile-barcode',
    [
      { frame: qrFrame('NOT-A-BARCODE'), frames: 10 },
      { frame: ean13Frame(ean), frames: 10 },
    ],
    baseURL,
    async (page) => {
      await signUp(page, await newAccount());
      await createProduct(page, 'Clos du Code');
      await page
        .getByTestId('wine-card')
        .filter({ hasText: 'Clos du Code' })
        .getByText('Clos du Code')
        .click();
      await page.getByRole('button', { name: 'Add Barcode' }).click();
      const editor = page.getByRole('dialog', { name: 'Add Barcode' });
      await editor.getByRole('button', { name: 'Scan Barcode for Profile' }).click();
      const scanner = page.getByRole('dialog', { name: 'Scan Barcode for Profile' });
      await expect(scanner).toBeVisible();
      await expect(editor.getByLabel('Barcode', { exact: true })).toHaveValue(ean, {
        timeout: 20_000,
      });
      await expect(scanner).toBeHidden();
      await editor.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByText('Your changes have been saved successfully.')).toBeVisible();
      const { products } = (await (await page.request.get('/api/snapshot')).json()) as {
        products: Array<{ name: string; barcode: string | null }>;
      };
      expect(products).toEqual([expect.objectContaining({ name: 'Clos du Code', barcode: ean })]);
    },
  );
});

test("the profile form's barcode field reads the barcode with the camera", async ({ baseURL }) => {
  const ean = '4006381333931';
  await withCamera(
    'form-barcode',
    [{ frame: ean13Frame(ean), frames: 10 }],
    baseURL,
    async (page) => {
      await signUp(page, await newAccount());
      await page.getByRole('button', { name: 'Add Bottle', exact: true }).click();
      await page.getByRole('button', { name: 'Create New Profile' }).click();
      const form = page.getByRole('dialog', { name: 'Add Bottle' });
      await form.getByRole('button', { name: 'Scan Barcode for Profile' }).click();
      await expect(page.getByRole('dialog', { name: 'Scan Barcode for Profile' })).toBeVisible();
      await expect(form.getByLabel('Barcode', { exact: true })).toHaveValue(ean, {
        timeout: 20_000,
      });
    },
  );
});

test('a catalog match used for a new profile keeps its grape varieties', async ({ baseURL }) => {
  const ean = '9780201379624';
  // An imported catalog entry, through the operator's own command on the test server's data.
  const file = `${e2eDataDir()}/catalog-grapes.csv`;
  fs.writeFileSync(
    file,
    `barcode,name,producer,country,region,appellation,category,varieties\n${ean},Chablis du Catalogue,Domaine Importé,France,Bourgogne,Chablis,wine,Chardonnay | Aligoté\n`,
  );
  await run('node', [`${e2eServerDir()}/cli/catalog-import.js`, file], {
    env: { ...process.env, DATA_DIR: e2eDataDir(), LOG_LEVEL: 'warn' },
  });
  await withCamera(
    'catalog-grapes',
    [{ frame: ean13Frame(ean), frames: 10 }],
    baseURL,
    async (page) => {
      await signUp(page, await newAccount());
      await page.getByRole('button', { name: 'Scan', exact: true }).click();
      const match = page.getByTestId('scan-match');
      await expect(match).toBeVisible({ timeout: 20_000 });
      await expect(match).toContainText('Chablis du Catalogue');
      await match.getByRole('button', { name: 'Yes, Use This Data' }).click();
      const form = page.getByRole('dialog', { name: 'Add Bottle' });
      await expect(form.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue(
        'Chablis du Catalogue',
      );
      await expect(form.getByLabel('Grape Varieties 1')).toHaveValue('Chardonnay');
      await expect(form.getByLabel('Grape Varieties 2')).toHaveValue('Aligoté');
    },
  );
});

/** Types a code into the scanner's field, as for a label the camera cannot read. */
async function typeCode(page: Page, code: string, language: 'en' | 'fr' = 'en'): Promise<void> {
  const [label, submit] =
    language === 'en'
      ? ["Code won't scan? Type it", 'Enter']
      : ['Le code ne passe pas ? Saisissez-le', 'Valider'];
  await page.getByLabel(label).fill(code);
  await page.getByRole('button', { name: submit, exact: true }).click();
}

test('a label id typed in small letters in Batch Move is the printed label; Move is offered once a bottle is listed', async ({
  baseURL,
}) => {
  await withCamera('typed-move', [{ frame: blankFrame(), frames: 5 }], baseURL, async (page) => {
    await signUp(page, await newAccount());
    await createLocation(page, 'Cave Nord');
    await createProduct(page, 'Blanc Tapé', { ids: ['T3WALK-05', 'T3WALK-06'] });
    await chooseAction(page, 'batch', 'Batch Move');
    const dialog = page.getByRole('dialog', { name: 'Batch Move' });
    await expect(dialog.getByText('Scanned bottles (0)')).toBeVisible();
    // Nothing to move yet: no "Move 0 Bottles".
    await expect(dialog.getByRole('button', { name: /^Move/ })).toHaveCount(0);

    await typeCode(page, 't3walk-05');
    const list = dialog.getByTestId('scanned-list');
    await expect(list.getByRole('listitem')).toHaveCount(1);
    await expect(list).toContainText('T3WALK-05');
    await expect(list).toContainText('Blanc Tapé');
    await expect(dialog.getByRole('button', { name: 'Move 1 Bottle', exact: true })).toBeVisible();
    // The printed spelling, typed after, is the bottle already listed.
    await typeCode(page, 'T3WALK-05');
    await expect(dialog.getByTestId('scan-rejection')).toHaveText('T3WALK-05: Already in list.');
    await expect(list.getByRole('listitem')).toHaveCount(1);

    await choose(page, 'Target location', 'Cave Nord');
    await dialog.getByRole('button', { name: 'Move 1 Bottle', exact: true }).click();
    await expect(page.getByText('1 bottle has been moved to the chosen location.')).toBeVisible();
  });
});

test('Scan: an unknown label is called a label, a code typed while an answer shows is looked up', async ({
  baseURL,
}) => {
  await withCamera('typed-scan', [{ frame: blankFrame(), frames: 5 }], baseURL, async (page) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signUp(page, await newAccount());
    await createProduct(page, 'Rouge Tapé', { ids: ['T3WALK-07'] });
    await page.getByRole('button', { name: 'Scan', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Scan QR or Barcode' });
    const prompt = dialog.getByTestId('scan-unknown');

    await typeCode(page, 'K7Q2XA-01');
    await expect(prompt).toContainText('Unknown Label');
    await expect(prompt).toContainText('Label K7Q2XA-01 is on none of your bottles.');
    await expect(prompt).not.toContainText(/barcode/i);
    await expect(prompt.getByRole('button', { name: 'Create New Profile' })).toHaveCount(0);
    await expectNoAxeViolations(page);

    // Typed while that answer shows: the new code is looked up and answered.
    await typeCode(page, '4006381333931');
    await expect(prompt).toContainText('New Barcode Scanned');
    await expect(prompt).toContainText('Barcode 4006381333931 was not found in the catalog.');
    await typeCode(page, 't3walk-07');
    await expect(page.getByTestId('drawer-bottle-id')).toHaveText('T3WALK-07');
    await expect(page.getByTestId('detail-name')).toHaveText('Rouge Tapé');
  });
});

test('Scan in French: an unknown label is « Étiquette inconnue »', async ({ baseURL }) => {
  await withCamera('typed-scan-fr', [{ frame: blankFrame(), frames: 5 }], baseURL, async (page) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signUp(page, await newAccount());
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('button', { name: 'Français' }).click();
    await page.getByRole('button', { name: 'Fermer le menu' }).click();
    await page.getByRole('button', { name: 'Scanner', exact: true }).click();
    await typeCode(page, 'K7Q2XA-02', 'fr');
    const prompt = page.getByTestId('scan-unknown');
    await expect(prompt).toContainText('Étiquette inconnue');
    await expect(prompt).toContainText('L’étiquette K7Q2XA-02 n’est sur aucune de vos bouteilles.');
    await expect(prompt).not.toContainText(/code-barres/i);
    await expectNoAxeViolations(page);
  });
});

test('a QR code holding 600 characters is looked up and answered, not refused for its length', async ({
  baseURL,
}) => {
  const long = `HTTPS://CELLAR.EXAMPLE/L/${'K7Q2XA01'.repeat(80)}`.slice(0, 600);
  await withCamera('long-qr', [{ frame: qrFrame(long, 4), frames: 10 }], baseURL, async (page) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signUp(page, await newAccount());
    await page.getByRole('button', { name: 'Scan', exact: true }).click();
    const prompt = page.getByTestId('scan-unknown');
    await expect(prompt).toBeVisible({ timeout: 20_000 });
    await expect(prompt).toContainText('Unknown Label');
    await expect(prompt).toContainText(long);
    await expect(page.getByText('Lookup Failed')).toHaveCount(0);
    // The long code wraps within the phone's width.
    const box = await prompt.boundingBox();
    expect(box && box.x + box.width).toBeLessThanOrEqual(390);
  });
});

/**
 * From now on, in every frame the page draws: where `target` is, and whether `dialog` lists a
 * scanned bottle and shows a refused code. Returns a function that reads what was recorded.
 */
async function watchPlaces(
  dialog: ElementHandle<HTMLElement | SVGElement> | null,
  target: ElementHandle<HTMLElement | SVGElement> | null,
): Promise<() => Promise<Array<{ listed: boolean; refused: boolean; place: string }>>> {
  if (dialog === null || target === null) throw new Error('The dialog or its field is missing.');
  const recorded = await dialog.evaluateHandle((shown, field) => {
    const frames: Array<{ listed: boolean; refused: boolean; place: string }> = [];
    const look = (): void => {
      if (!shown.isConnected) return;
      const { x, y, width, height } = field.getBoundingClientRect();
      frames.push({
        listed: /Scanned bottles \([12]\)/.test(shown.textContent ?? ''),
        refused: shown.querySelector('[data-testid="scan-rejection"]') !== null,
        place: `${x},${y},${width},${height}`,
      });
      requestAnimationFrame(look);
    };
    requestAnimationFrame(look);
    return frames;
  }, target);
  return () => recorded.evaluate((frames) => [...frames]);
}
