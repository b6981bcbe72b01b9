/** Debian's Chromium: Playwright never downloads a browser here (.ci/run installs this one). */
export const CHROMIUM_PATH = '/usr/bin/chromium';

/** Headless, without the background work that would run beside a test or a benchmark. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** Chromium's fake camera playing `video` (a .y4m file), its permission prompt answered yes. */
export function fakeCameraArgs(video: string): string[] {
  return [
    '--use-fake-device-for-media-stream',
    '--use-fake-ui-for-media-stream',
    `--use-file-for-fake-video-capture=${video}`,
  ];
}
