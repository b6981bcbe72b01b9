import { newAccount } from './support/accounts.js';
import { expect, test } from './support/test.js';

// Pictures for a person to look at, not assertions: `SCREENSHOTS=1 npx playwright test screenshots`
// writes them to .tmp/screenshots (playwright.config.ts leaves this file out otherwise).

const widths = [390, 1280];
const schemes = ['light', 'dark'] as const;
const languages = ['en', 'fr'] as const;

for (const language of languages) {
  for (const scheme of schemes) {
    test(`screens in ${scheme}, ${language}`, async ({ page }) => {
      await page.addInitScript(
        (preferences) => {
          localStorage.setItem('mantine-color-scheme-value', preferences.scheme);
          localStorage.setItem('lang', preferences.language);
        },
        { scheme, language },
      );
      const shoot = async (name: string) => {
        for (const width of widths) {
          await page.setViewportSize({ width, height: width < 600 ? 844 : 860 });
          await page.screenshot({
            path: `.tmp/screenshots/${name}-${width}-${scheme}-${language}.png`,
            fullPage: true,
          });
        }
      };
      await page.goto('/');
      await shoot('landing');
      await page.goto('/login');
      await shoot('login');
      await page.goto('/signup');
      await shoot('signup');
      // Through the API (the context shares its cookies): the form's labels are in English.
      const response = await page.request.post('/api/auth/signup', { data: await newAccount() });
      expect(response.status()).toBe(201);
      await page.goto('/admin');
      await expect(page.getByTestId('live-status')).toHaveAttribute('data-status', 'live');
      await shoot('admin');
      await page.setViewportSize({ width: 390, height: 844 });
      await page
        .getByRole('button', { name: language === 'en' ? 'Open menu' : 'Ouvrir le menu' })
        .click();
      await page.waitForTimeout(300);
      await page.screenshot({
        path: `.tmp/screenshots/admin-menu-open-390-${scheme}-${language}.png`,
      });
      await page.goto('/menu');
      await expect(page.getByTestId('menu-count')).toBeVisible();
      await shoot('menu');
    });
  }
}
