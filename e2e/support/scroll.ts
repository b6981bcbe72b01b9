import type { Locator, Page } from '@playwright/test';
import { expect } from './test.js';

/**
 * Scrolls the page half a screen at a time, as a thumb does, until the (virtualised) row is drawn,
 * then brings it into view. Each step is taken and drawn before the row is looked for: a wheel's
 * scroll is animated, and on a loaded machine several could pass over the row between two looks.
 * A negative step scrolls up.
 */
export async function scrollTo(page: Page, row: Locator, step = 400): Promise<void> {
  const scrolled = () =>
    page.evaluate(
      (by) =>
        new Promise<boolean>((resolve) => {
          const before = window.scrollY;
          window.scrollBy({ top: by, behavior: 'instant' });
          requestAnimationFrame(() =>
            requestAnimationFrame(() => resolve(window.scrollY !== before)),
          );
        }),
      step,
    );
  for (let scrolls = 0; scrolls < 200 && (await row.count()) === 0; scrolls++) {
    // At the end of the page and still not drawn: the row is not there (the assertion says so).
    if (!(await scrolled())) break;
  }
  await expect(row).toHaveCount(1);
  await row.scrollIntoViewIfNeeded();
}
