import { newAccount, signUp } from './support/accounts.js';
import { expectNoAxeViolations } from './support/axe.js';
import { expect, test } from './support/test.js';

// From 768 px the header is one bar (docs/product.md §2): in French, its longer words pushed
// Déconnexion off the screen and left the search box 100 px wide.
for (const width of [768, 800]) {
  test(`fr at ${width} px: every header control is on screen and the search box is wide enough to use`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    await signUp(page, await newAccount());
    await page.evaluate(() => localStorage.setItem('lang', 'fr'));
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    const header = page.getByRole('banner');
    const logout = header.getByRole('button', { name: 'Déconnexion' });
    await expect(logout).toBeVisible();

    const controls = header.locator('a, button, input, [role="radio"], [role="searchbox"]');
    const count = await controls.count();
    expect(count).toBeGreaterThan(8);
    for (let index = 0; index < count; index++) {
      const control = controls.nth(index);
      if (!(await control.isVisible())) continue;
      const box = await control.boundingBox();
      const name = (await control.getAttribute('aria-label')) ?? (await control.innerText());
      expect(box, name).not.toBeNull();
      if (box === null) continue;
      expect(box.x, name).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width, name).toBeLessThanOrEqual(width);
    }
    const search = header.getByRole('searchbox');
    const searchBox = await search.boundingBox();
    expect(searchBox?.width).toBeGreaterThanOrEqual(200);
    // The page itself does not scroll sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      width,
    );
    await expectNoAxeViolations(page);
  });
}
