/**
 * npx tsx bench/browser-decode.ts   (after `npm run build`)
 *
 * Budget: decoding a camera frame with a QR code ≤ 50 ms in the WASM path. Debian's
 * Chromium has no BarcodeDetector, so the scanner uses zxing-wasm there. The real app runs in
 * Chromium with a fake camera playing a 640×480 video of a QR code; the Batch Move scanner decodes
 * 10 frames a second, and each decode's time is read from its user-timing entry (`scanner-decode`).
 */
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH, fakeCameraArgs } from '../e2e/support/chromium.js';
import { qrFrame, writeY4m } from '../e2e/support/fake-camera.js';
import { chooseAction } from '../e2e/support/header.js';
import { ms, percentile, withBenchServer } from './bench-server.js';
import { signInThroughForm } from './browser-login.js';

const SECONDS = 8;

interface Decode {
  duration: number;
  width: number;
  height: number;
  found: number;
}

await withBenchServer(
  'sqlite',
  async (server) => {
    const video = writeY4m(path.join(os.tmpdir(), 'cellar-bench-decode.y4m'), [
      { frame: qrFrame('BENCH-QR-0001'), frames: 30 },
    ]);
    const browser = await chromium.launch({
      executablePath: CHROMIUM_PATH,
      args: [...CHROMIUM_ARGS, ...fakeCameraArgs(video)],
    });
    try {
      const context = await browser.newContext({ permissions: ['camera'] });
      // Collects every decode the app measures (a string: it runs in the page as it is).
      await context.addInitScript(`
        window.__decodes = [];
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) {
            if (entry.name === 'scanner-decode') window.__decodes.push({ duration: entry.duration, ...entry.detail });
          }
        }).observe({ type: 'measure' });
      `);
      const page = await context.newPage();
      await signInThroughForm(page, server);
      const native = await page.evaluate('typeof BarcodeDetector');
      await chooseAction(page, 'batch', 'Batch Move');
      await page.getByText('Scanned bottles').first().waitFor({ timeout: 30_000 });
      await page.waitForTimeout(SECONDS * 1000);
      const decodes = (await page.evaluate('window.__decodes')) as Decode[];
      // The first decode includes compiling the WASM module; the rest are the steady state.
      const steady = decodes.slice(1).map((decode) => decode.duration);
      const first = decodes[0];
      console.log(
        `QR decode in Chromium (${native === 'undefined' ? 'zxing-wasm, no BarcodeDetector' : 'native BarcodeDetector'}), 640×480 camera, crop ${first?.width ?? 0}×${first?.height ?? 0} under the scan box`,
      );
      console.log(
        `  ${steady.length} frames in ${SECONDS} s: p50 ${ms(percentile(steady, 50))}, p95 ${ms(percentile(steady, 95))}, worst ${ms(Math.max(...steady))}  (budget 50 ms); first ${ms(first?.duration ?? 0)}; code found in ${decodes.filter((decode) => decode.found > 0).length} of ${decodes.length}`,
      );
    } finally {
      await browser.close();
    }
  },
  { webDistDir: path.resolve('dist/web') },
);
