import type { Browser, Page } from '@playwright/test';
import { newAccount, signUp } from './support/accounts.js';
import { expectNoAxeViolations } from './support/axe.js';
import { chooseAction } from './support/header.js';
import { expect, test } from './support/test.js';

const WORDS = {
  en: {
    manager: 'Guest Menu Link',
    publish: 'Publish the menu',
    qr: 'QR code of ',
    newLink: 'New link',
    newLinkTitle: 'New link?',
    title: 'Our Wine Selection',
    showFilters: 'Show Filters',
    producer: 'Producer',
    clearAll: 'Clear All Filters',
    notFound: 'Page not found',
    glass: 'By The Glass',
    size: null,
  },
  fr: {
    manager: 'Lien de la carte',
    publish: 'Publier la carte',
    qr: 'Code QR de ',
    newLink: 'Nouveau lien',
    newLinkTitle: 'Nouveau lien ?',
    title: 'Notre sélection de vins',
    showFilters: 'Afficher les filtres',
    producer: 'Producteur',
    clearAll: 'Effacer tous les filtres',
    notFound: 'Page introuvable',
    glass: 'Au verre',
    size: '75 cl',
  },
} as const;

async function addWine(page: Page, name: string, producer: string, price: number): Promise<string> {
  const created = await page.request.post('/api/products', {
    data: {
      product: {
        name,
        producer,
        color: 'Red',
        country: 'France',
        appellation: 'Bourgogne',
        mainCategory: 'cat_wine',
        subCategory: 'subcat_still',
      },
      format: { vintage: '2019', bottleSize: 750, cost: 11.11, price },
      bottles: { count: 2 },
    },
  });
  expect(created.status()).toBe(201);
  return ((await created.json()) as { format: { id: string } }).format.id;
}

/** A guest's phone: its own browser context, with no cookie of the restaurant's. */
async function guestPhone(browser: Browser, baseURL: string | undefined, language: string) {
  const context = await browser.newContext({
    baseURL,
    locale: language === 'fr' ? 'fr-FR' : 'en-US',
    viewport: { width: 390, height: 844 },
  });
  expect(await context.cookies()).toEqual([]);
  return context;
}

for (const language of ['en', 'fr'] as const) {
  test(`${language}: the manager publishes the menu; a guest opens it from the QR code, filters by an accented producer typed plainly, sees a price change live, and the old address is gone after New link`, async ({
    page,
    browser,
    baseURL,
  }) => {
    const words = WORDS[language];
    await page.setViewportSize({ width: 1280, height: 800 });
    const owner = await newAccount();
    await signUp(page, owner);
    if (language === 'fr') {
      await page.evaluate(() => localStorage.setItem('lang', 'fr'));
      await page.reload();
    }
    const formatId = await addWine(page, 'Clos Saint-Jacques', 'Château Éléonore', 48);
    await addWine(page, 'Barolo Cannubi', 'Giacomo Conterno', 95);

    await chooseAction(page, 'manage', words.manager, language);
    const manager = page.getByRole('dialog', { name: words.manager });
    await manager.getByRole('button', { name: words.publish }).click();
    const qr = manager.getByTestId('guest-link-qr');
    await expect(qr).toBeVisible();
    // The address the QR code carries, as its text alternative says it.
    const alt = (await qr.getAttribute('alt')) ?? '';
    const link = alt.slice(words.qr.length);
    expect(alt.startsWith(words.qr)).toBe(true);
    expect(link).toMatch(new RegExp(`^${baseURL}/m/[A-Za-z0-9_-]{32}$`));
    await expect(manager.getByTestId('guest-link')).toHaveValue(link);
    await expectNoAxeViolations(page);

    const phone = await guestPhone(browser, baseURL, language);
    try {
      const guest = await phone.newPage();
      const answer = await guest.goto(link);
      expect(answer?.status()).toBe(200);
      expect(await answer?.headerValue('set-cookie')).toBeNull();
      await expect(guest.getByRole('heading', { name: words.title })).toBeVisible();
      await expect(guest.getByText('Château Éléonore')).toBeVisible();
      await expect(guest.getByText('11.11')).toHaveCount(0);
      if (words.size) await expect(guest.locator('li').first()).toContainText(words.size);
      await expectNoAxeViolations(guest);

      await guest.getByRole('button', { name: words.showFilters }).click();
      await guest.getByLabel(words.producer).fill('chateau eleonore');
      await expect(guest.getByText('Clos Saint-Jacques')).toBeVisible();
      await expect(guest.getByText('Barolo Cannubi')).toBeHidden();
      await expectNoAxeViolations(guest);

      // A price changed at the restaurant reaches the open page without a reload, the filter kept.
      const changed = await page.request.patch(`/api/formats/${formatId}`, { data: { price: 52 } });
      expect(changed.status()).toBe(200);
      await expect(guest.locator('li', { hasText: 'Clos Saint-Jacques' })).toContainText('52', {
        timeout: 12_000,
      });
      await expect(guest.getByText('Barolo Cannubi')).toBeHidden();
      await guest.getByRole('button', { name: words.clearAll }).click();
      await expect(guest.getByText('Barolo Cannubi')).toBeVisible();

      // Printed: no header, no filters, the list.
      await guest.emulateMedia({ media: 'print' });
      await expect(guest.getByRole('button', { name: words.showFilters })).toBeHidden();
      await expect(guest.getByText('Clos Saint-Jacques')).toBeVisible();
      await guest.emulateMedia({ media: 'screen' });

      await manager.getByRole('button', { name: words.newLink }).click();
      await page
        .getByRole('dialog', { name: words.newLinkTitle })
        .getByRole('button', { name: words.newLink })
        .click();
      await expect(manager.getByTestId('guest-link')).not.toHaveValue(link);
      const next = await manager.getByTestId('guest-link').inputValue();
      const old = await guest.goto(link);
      expect(old?.status()).toBe(404);
      await expect(guest.getByRole('heading', { name: words.notFound })).toBeVisible();
      expect((await guest.goto(next))?.status()).toBe(200);
    } finally {
      await phone.close();
    }
  });
}

test('the guest menu reads with JavaScript off', async ({ page, browser, baseURL }) => {
  const owner = await newAccount();
  await signUp(page, owner);
  await addWine(page, 'Meursault Charmes', 'Domaine Roulot', 120);
  const listed = await page.request.get('/api/snapshot');
  const formatId = ((await listed.json()) as { formats: Array<{ id: string }> }).formats[0]?.id;
  await page.request.put('/api/listings', { data: { formatId, price3oz: 9, price5oz: 14 } });
  const published = await page.request.post('/api/guest-menu-link/publish');
  const { token } = (await published.json()) as { token: string };

  const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
  try {
    const guest = await context.newPage();
    await guest.goto(`/m/${token}`);
    await expect(guest.getByRole('heading', { name: 'Our Wine Selection' })).toBeVisible();
    await expect(guest.getByRole('heading', { name: 'By The Glass' })).toBeVisible();
    await expect(guest.getByRole('heading', { name: 'By The Bottle' })).toBeVisible();
    await expect(guest.getByText('Meursault Charmes')).toHaveCount(2);
    // The filters need the script: they are not offered without it.
    await expect(guest.getByRole('button', { name: 'Show Filters' })).toBeHidden();
    await guest.getByRole('link', { name: 'FR' }).click();
    await expect(guest.getByRole('heading', { name: 'Notre sélection de vins' })).toBeVisible();
  } finally {
    await context.close();
  }
});

const CARDS = {
  en: {
    manager: 'Guest Menu Link',
    copy: 'Copy link',
    copied: 'Link copied.',
    print: 'Print table cards',
    scan: 'Scan for our wine list',
  },
  fr: {
    manager: 'Lien de la carte',
    copy: 'Copier le lien',
    copied: 'Lien copié.',
    print: 'Imprimer les chevalets',
    scan: 'Scannez pour notre carte des vins',
  },
} as const;

for (const language of ['en', 'fr'] as const) {
  test(`${language}: Copy link puts the address on the clipboard, and the table cards print the restaurant's name, the scan line and the QR code, four to a page`, async ({
    page,
    context,
    baseURL,
  }) => {
    const words = CARDS[language];
    // Chromium lets a page read the clipboard only with the permission granted.
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
    await page.setViewportSize({ width: 1280, height: 800 });
    const owner = await newAccount();
    await signUp(page, owner);
    if (language === 'fr') {
      await page.evaluate(() => localStorage.setItem('lang', 'fr'));
      await page.reload();
    }
    await addWine(page, 'Pommard Rugiens', 'Domaine de Courcel', 88);
    await chooseAction(page, 'manage', words.manager, language);
    const manager = page.getByRole('dialog', { name: words.manager });
    await manager.getByRole('button', { name: WORDS[language].publish }).click();
    const link = await manager.getByTestId('guest-link').inputValue();
    expect(link).toMatch(new RegExp(`^${baseURL}/m/[A-Za-z0-9_-]{32}$`));

    await manager.getByRole('button', { name: words.copy }).click();
    await expect(manager.getByText(words.copied)).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);

    const opening = context.waitForEvent('page');
    await manager.getByRole('button', { name: words.print }).click();
    const sheet = await opening;
    await sheet.waitForLoadState();
    await sheet.emulateMedia({ media: 'print' });
    const cards = sheet.locator('.card');
    await expect(cards).toHaveCount(4);
    for (const card of await cards.all()) {
      await expect(card).toContainText(owner.restaurantName);
      await expect(card).toContainText(words.scan);
      await expect(card).toContainText(link);
      // The QR code: the library's SVG, drawn at its printed size.
      const qr = card.locator('svg');
      await expect(qr).toHaveCount(1);
      expect((await qr.boundingBox())?.width ?? 0).toBeGreaterThan(100);
    }
    // Several per page: the four cards fit in one page's height, two by two.
    const boxes = await Promise.all((await cards.all()).map((card) => card.boundingBox()));
    const height = await sheet.evaluate(() => window.innerHeight);
    const bottoms = boxes.map((box) => (box ? box.y + box.height : Number.POSITIVE_INFINITY));
    expect(Math.max(...bottoms)).toBeLessThanOrEqual(height);
    expect(new Set(boxes.map((box) => Math.round(box?.x ?? 0))).size).toBe(2);
    await sheet.close();
  });
}
