import { readFileSync } from 'node:fs';
import type { Locator } from '@playwright/test';

/** Toast's item-level export, the fixture the server's sales tests read too. */
export const TOAST_EXPORT = readFileSync(
  new URL('../../server/features/sales/fixtures/toast-item-selection-details.csv', import.meta.url),
  'utf8',
);

/** The name Toast gives that export. */
export const TOAST_FILE_NAME = 'ItemSelectionDetails.csv';

/** Presses the Sales screen's import button (`Import sales`, fr its word) and chooses this CSV. */
export async function chooseSalesFile(
  dialog: Locator,
  button: string,
  contents: string,
  name = TOAST_FILE_NAME,
): Promise<void> {
  const chooser = dialog.page().waitForEvent('filechooser');
  await dialog.getByRole('button', { name: button, exact: true }).click();
  await (await chooser).setFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(contents) });
}
