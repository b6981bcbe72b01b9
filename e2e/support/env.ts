/** Set by playwright.config.ts in the runner; workers inherit them. */
export function e2eDataDir(): string {
  const dir = process.env.E2E_DATA_DIR;
  if (!dir) throw new Error('E2E_DATA_DIR is not set: run the tests with `npx playwright test`.');
  return dir;
}

/** The directory of the built server (dist/server unless E2E_SERVER_DIR says otherwise). */
export function e2eServerDir(): string {
  return process.env.E2E_SERVER_DIR ?? 'dist/server';
}

/** The test server's address, as playwright.config.ts gives it to every page. */
export function e2eBaseURL(): string {
  return `http://127.0.0.1:${process.env.E2E_PORT ?? '3100'}`;
}
