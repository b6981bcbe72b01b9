import { test as base, expect } from '@playwright/test';

interface Fixtures {
  /**
   * Declares a console error this test provokes on purpose, such as Chromium's "Failed to load
   * resource" line for a refused login. Any other console error or page error fails the test.
   */
  allowConsoleError: (pattern: RegExp) => void;
  allowedConsoleErrors: RegExp[];
  consoleGuard: undefined;
}

/** Chromium's console line for an HTTP error response to `path` (as recorded by the guard). */
export function failedRequest(status: number, path: string): RegExp {
  const escaped = path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`status of ${status} .* @ http://[^/]+${escaped}(\\?.*)?$`);
}

export const test = base.extend<Fixtures>({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads fixture deps from this pattern.
  allowedConsoleErrors: async ({}, use) => {
    await use([]);
  },
  allowConsoleError: async ({ allowedConsoleErrors }, use) => {
    await use((pattern) => {
      allowedConsoleErrors.push(pattern);
    });
  },
  consoleGuard: [
    async ({ context, allowedConsoleErrors }, use) => {
      const errors: string[] = [];
      // On the context, so pages a test opens itself are watched too.
      context.on('console', (message) => {
        if (message.type() === 'error') {
          errors.push(`console error: ${message.text()} @ ${message.location().url}`);
        }
      });
      context.on('weberror', (error) => errors.push(`page error: ${error.error().message}`));
      await use(undefined);
      const unexpected = errors.filter(
        (text) => !allowedConsoleErrors.some((pattern) => pattern.test(text)),
      );
      expect(unexpected, 'errors in the browser console').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
