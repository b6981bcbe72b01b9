import { newAccount, signUp } from './support/accounts.js';
import { expect, test } from './support/test.js';

test('French is remembered across a reload, and each page downloads only its language', async ({
  page,
}) => {
  // Which language's strings the page asked for (each is a chunk of its own: web/lib/i18n.ts).
  const stringsFetched: string[] = [];
  page.on('request', (request) => {
    const language = /\/strings-(en|fr)-/.exec(request.url())?.[1];
    if (language) stringsFetched.push(language);
  });
  await page.goto('/login');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  expect(stringsFetched).toEqual(['en']);
  await page.getByRole('button', { name: 'Français' }).click();

  await expect(page.getByRole('heading', { name: 'Connexion' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Se connecter' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  expect(await page.evaluate(() => localStorage.getItem('lang'))).toBe('fr');

  stringsFetched.length = 0;
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Connexion' })).toBeVisible();
  expect(stringsFetched).toEqual(['fr']);
  await expect(page.getByRole('button', { name: 'Français' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  await page.getByRole('button', { name: 'English' }).click();
  await expect(page.getByRole('heading', { name: 'Login' })).toBeVisible();
});

test('the theme starts light, switches to dark and back, and is remembered', async ({ page }) => {
  const html = page.locator('html');
  await page.goto('/');
  await expect(html).toHaveAttribute('data-mantine-color-scheme', 'light');

  await page.getByRole('button', { name: 'Switch to dark theme' }).click();
  await expect(html).toHaveAttribute('data-mantine-color-scheme', 'dark');
  await page.reload();
  await expect(html).toHaveAttribute('data-mantine-color-scheme', 'dark');

  await page.getByRole('button', { name: 'Switch to light theme' }).click();
  await expect(html).toHaveAttribute('data-mantine-color-scheme', 'light');
});

test('the theme starts light even when the system prefers dark', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL, colorScheme: 'dark' });
  const page = await context.newPage();
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'light');
  await context.close();
});

test('the view switch and the guest menu keep their colours in both themes', async ({ page }) => {
  await signUp(page, await newAccount());
  const created = await page.request.post('/api/products', {
    data: {
      product: { name: 'Thème Essai', mainCategory: 'cat_wine', subCategory: 'subcat_still' },
      format: { vintage: '2020', bottleSize: 750, price: 40 },
      bottles: { count: 1 },
    },
  });
  expect(created.status()).toBe(201);
  const transparent = 'rgba(0, 0, 0, 0)';
  const seen: Record<string, { pill: string; track: string; page: string; leader: string }> = {};
  for (const scheme of ['light', 'dark'] as const) {
    await page.goto('/admin');
    if ((await page.locator('html').getAttribute('data-mantine-color-scheme')) !== scheme) {
      await page.getByRole('button', { name: `Switch to ${scheme} theme` }).click();
    }
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', scheme);
    // The selected view is a filled pill on a visible track.
    const selected = page.getByRole('radio', { name: 'Profiles' });
    await expect(selected).toBeChecked();
    const [pill, track] = await selected.evaluate((input) => [
      getComputedStyle(input.nextElementSibling as Element).backgroundColor,
      getComputedStyle(input.closest('[role="radiogroup"]') as Element).backgroundColor,
    ]);
    await page.goto('/menu');
    const entry = page.getByTestId('menu-entry').first();
    await expect(entry).toBeVisible();
    const [menuPage, leader] = await entry.evaluate((element) => {
      let page: Element | null = element;
      while (page && getComputedStyle(page).backgroundColor === 'rgba(0, 0, 0, 0)') {
        page = page.parentElement;
      }
      return [
        page ? getComputedStyle(page).backgroundColor : '',
        getComputedStyle(element).borderBottomColor,
      ];
    });
    seen[scheme] = {
      pill: pill ?? '',
      track: track ?? '',
      page: menuPage ?? '',
      leader: leader ?? '',
    };
  }
  for (const scheme of ['light', 'dark']) {
    const colours = seen[scheme];
    expect(colours?.pill, scheme).not.toBe(transparent);
    expect(colours?.track, scheme).not.toBe(transparent);
    expect(colours?.pill, scheme).not.toBe(colours?.track);
  }
  // Each theme has its own menu page and leader lines (the body's own colour is not the menu's).
  expect(seen.light?.page).not.toBe(seen.dark?.page);
  expect(seen.light?.leader).not.toBe(seen.dark?.leader);
  expect(seen.light?.page).toBe('rgb(251, 248, 244)');
});
