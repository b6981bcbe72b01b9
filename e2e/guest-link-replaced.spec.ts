import { newAccount, signUp } from './support/accounts.js';
import { expectNoAxeViolations } from './support/axe.js';
import { expect, test } from './support/test.js';

const NOTICE = {
  en: 'This menu link has been replaced. Scan the new code on your table to see the current menu.',
  fr: 'Ce lien vers la carte a été remplacé. Scannez le nouveau code sur votre table pour voir la carte à jour.',
} as const;

for (const language of ['en', 'fr'] as const) {
  test(`${language}: a guest page left open when the manager presses New link tells the guest to scan the new code`, async ({
    page,
    browser,
    baseURL,
  }) => {
    await signUp(page, await newAccount());
    const created = await page.request.post('/api/products', {
      data: {
        product: { name: 'Clos Ouvert', mainCategory: 'cat_wine', subCategory: 'subcat_still' },
        format: { vintage: '2019', bottleSize: 750, price: 60 },
        bottles: { count: 2 },
      },
    });
    expect(created.status()).toBe(201);
    const published = await page.request.post('/api/guest-menu-link/publish');
    const { token } = (await published.json()) as { token: string };

    // The guest's phone, its own browser with no cookie of the restaurant's.
    const context = await browser.newContext({
      baseURL,
      locale: language === 'fr' ? 'fr-FR' : 'en-US',
      viewport: { width: 390, height: 844 },
    });
    const guest = await context.newPage();
    await guest.goto(`/m/${token}`);
    await expect(guest.getByText('Clos Ouvert')).toBeVisible();
    const notice = guest.getByRole('alert');
    await expect(notice).toBeHidden();

    const replaced = await page.request.post('/api/guest-menu-link/new-link');
    expect(replaced.status()).toBe(200);
    // The guest comes back to the page (or its next poll comes): it asks for the menu again.
    await guest.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
    await expect(notice).toHaveText(NOTICE[language]);
    await expect(notice).toBeInViewport();
    await expectNoAxeViolations(guest);
    await context.close();
  });
}
