import { type Browser, chromium, type Page } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH, fakeCameraArgs } from './chromium.js';
import { e2eDataDir } from './env.js';
import { type Shot, writeY4m } from './fake-camera.js';
import { expect } from './test.js';

/**
 * Runs `body` in a browser whose camera plays `shots`; `newPage` opens a page in a new context
 * (a second device of the same browser sees the same camera). Console errors fail the test,
 * except those matching `allowed` (an HTTP refusal the test provokes on purpose).
 */
export async function withCameraDevices(
  name: string,
  shots: Shot[],
  baseURL: string | undefined,
  body: (newPage: () => Promise<Page>) => Promise<void>,
  allowed: RegExp[] = [],
): Promise<void> {
  const video = writeY4m(`${e2eDataDir()}/videos/${name}.y4m`, shots);
  const browser: Browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [
      ...CHROMIUM_ARGS,
      ...fakeCameraArgs(video),
      '--autoplay-policy=no-user-gesture-required',
    ],
  });
  const errors: string[] = [];
  const newPage = async (): Promise<Page> => {
    const context = await browser.newContext({ baseURL, permissions: ['camera'] });
    context.on('console', (message) => {
      if (message.type() === 'error') {
        errors.push(`console error: ${message.text()} @ ${message.location().url}`);
      }
    });
    context.on('weberror', (error) => errors.push(`page error: ${error.error().message}`));
    return context.newPage();
  };
  try {
    await body(newPage);
  } finally {
    await browser.close();
  }
  const unexpected = errors.filter((text) => !allowed.some((pattern) => pattern.test(text)));
  expect(unexpected, 'errors in the browser console').toEqual([]);
}

/** Runs `body` on one device whose camera plays `shots`. */
export async function withCamera(
  name: string,
  shots: Shot[],
  baseURL: string | undefined,
  body: (page: Page) => Promise<void>,
): Promise<void> {
  await withCameraDevices(name, shots, baseURL, async (newPage) => body(await newPage()));
}
