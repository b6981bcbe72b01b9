/**
 * npm run bench:scanning   (after `npm run build`; options: --per 16 --only 640 --web dist/web --steady --seed 22)
 *
 * Budget, at 640×480 and at 1280×720: the scanner reads ≥ 90 % of the codes the
 * decoding library reads on the whole image, accepts 0 misreads, and its first read comes
 * ≤ 150 ms p90 after the code appears.
 *
 * The set is made here (bench/scanning-frames.ts): EAN-13, EAN-8, UPC-A and QR codes photographed
 * at several sizes, angles, tilts, blurs and noise levels, letterboxed into the camera frame. The
 * frames play in Chromium's fake camera (30 frames a second, each code held 0.5 s, then 0.1 s of
 * plain surface) into the real Batch Move dialog on a phone-sized window. The frames carry the
 * sample's number in colour (bench/scanning-frames.ts); a probe in the page notes when each sample's first frame
 * is shown, and the scanner marks each code it makes count (user timing `scanner-accept`).
 *
 * --steady plays each sample as one picture repeated (its noise drawn once), as a camera held
 * still on a still label gives: a misread of one frame is then the misread of every frame.
 * --seed draws another set (seed 99 at --per 40 holds codes the library misreads on a still).
 */
import { writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { sameBarcode } from '../domain/barcode.js';
import { CHROMIUM_ARGS, CHROMIUM_PATH, fakeCameraArgs } from '../e2e/support/chromium.js';
import { ms, percentile, withBenchServer } from './bench-server.js';
import { signInThroughForm } from './browser-login.js';
import { createNodeDecoder } from './node-decoder.js';
import { createRandom } from './random.js';
import {
  type FrameSize,
  MARKER_BITS,
  MARKER_BLOCK,
  makeSamples,
  noisy,
  type Sample,
  SYMBOLOGIES,
  writeSamplesY4m,
} from './scanning-frames.js';

const FPS = 30;
const HOLD = 15;
const GAP = 3;
/** An accept this long after its sample left the screen still counts for it. */
const GRACE_MS = 300;

const { values: options } = parseArgs({
  options: {
    per: { type: 'string', default: '16' },
    only: { type: 'string' },
    web: { type: 'string', default: 'dist/web' },
    steady: { type: 'boolean', default: false },
    seed: { type: 'string', default: '22' },
  },
});
const perSymbology = Number(options.per);
const sizes: FrameSize[] = [
  { width: 640, height: 480 },
  { width: 1280, height: 720 },
].filter((size) => !options.only || String(size.width) === options.only);

interface Probe {
  frames: { at: number; index: number }[];
  accepts: { at: number; code: string }[];
  decodes: { at: number; duration: number; whole: boolean; found: number }[];
  video: { width: number; height: number };
}

/** Runs in the page before its scripts (a string: it runs there as it is). */
const probeScript = (fileWidth: number) => `
  window.__probe = { frames: [], accepts: [], decodes: [], video: { width: 0, height: 0 } };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.name === 'scanner-accept') window.__probe.accepts.push({ at: entry.startTime, code: entry.detail.code });
      if (entry.name === 'scanner-decode') window.__probe.decodes.push({ frame: entry.detail.frame, at: entry.startTime, duration: entry.duration, whole: entry.detail.whole, found: entry.detail.found });
    }
  }).observe({ entryTypes: ['mark', 'measure'] });
  const watch = () => {
    const video = document.querySelector('[data-testid="scanner"] video');
    if (!video || video.videoWidth === 0) { setTimeout(watch, 20); return; }
    window.__probe.video = { width: video.videoWidth, height: video.videoHeight };
    const scale = video.videoWidth / ${fileWidth};
    const canvas = document.createElement('canvas');
    canvas.width = ${MARKER_BITS * MARKER_BLOCK};
    canvas.height = ${MARKER_BLOCK};
    const context = canvas.getContext('2d', { willReadFrequently: true });
    let last = -1;
    // The frame's time as every frame callback gets it: the scanner's own callback for this frame
    // may have run first and already read it.
    const onFrame = (at, metadata) => {
      context.drawImage(video, 0, 0, canvas.width * scale, canvas.height * scale, 0, 0, canvas.width, canvas.height);
      const pixels = context.getImageData(0, 0, canvas.width, canvas.height).data;
      let index = 0;
      for (let bit = 0; bit < ${MARKER_BITS}; bit++) {
        const offset = (${MARKER_BLOCK / 2} * canvas.width + bit * ${MARKER_BLOCK} + ${MARKER_BLOCK / 2}) * 4;
        if (pixels[offset + 2] > pixels[offset]) index |= 1 << bit;
      }
      if (index !== last) { window.__probe.frames.push({ at, index, frame: metadata.presentedFrames }); last = index; }
      video.requestVideoFrameCallback(onFrame);
    };
    video.requestVideoFrameCallback(onFrame);
  };
  watch();
`;

interface Outcome {
  sample: Sample;
  library: boolean;
  read: boolean;
  firstReadMs: number | null;
}

function canonical(a: string, b: string): boolean {
  return a === b || sameBarcode(a, b);
}

async function libraryReads(samples: readonly Sample[], frame: FrameSize): Promise<boolean[]> {
  const decoder = await createNodeDecoder();
  const reads: boolean[] = [];
  for (const sample of samples) {
    const luma = noisy(sample.luma, sample.noise, createRandom(sample.index));
    const found = await decoder.read(luma, frame.width, frame.height);
    reads.push(found.some((code) => canonical(code, sample.expected)));
  }
  return reads;
}

function judge(samples: readonly Sample[], library: boolean[], probe: Probe) {
  const decodingFrom = probe.decodes[0]?.at ?? 0;
  const outcomes: Outcome[] = [];
  const unseen: Sample[] = [];
  const expected = samples.map((sample) => sample.expected);
  samples.forEach((sample, i) => {
    // The sample's first appearance once the scanner was decoding (entries are changes of sample).
    const start = probe.frames.findIndex(
      (entry, k) => k > 0 && entry.index === sample.index && entry.at >= decodingFrom,
    );
    const shown = probe.frames[start];
    const next = probe.frames[start + 1];
    if (!shown || !next) {
      unseen.push(sample);
      return;
    }
    const accept = probe.accepts.find(
      (item) =>
        item.at >= shown.at &&
        item.at <= next.at + GRACE_MS &&
        canonical(item.code, sample.expected),
    );
    outcomes.push({
      sample,
      library: library[i] ?? false,
      read: accept !== undefined,
      firstReadMs: accept ? accept.at - shown.at : null,
    });
  });
  const misreads = probe.accepts.filter(
    (item) => !expected.some((code) => canonical(item.code, code)),
  );
  return { outcomes, misreads, unseen };
}

async function runOne(frame: FrameSize, web: string) {
  const samples = makeSamples(frame, perSymbology, Number(options.seed));
  const library = await libraryReads(samples, frame);
  const video = writeSamplesY4m(
    path.join(os.tmpdir(), `cellar-bench-scanning-${frame.width}.y4m`),
    frame,
    samples,
    { fps: FPS, hold: HOLD, gap: GAP, steady: options.steady },
  );
  const loopMs = (samples.length * (HOLD + GAP) * 1000) / FPS;
  return withBenchServer(
    'sqlite',
    async (server) => {
      const browser = await chromium.launch({
        executablePath: CHROMIUM_PATH,
        args: [...CHROMIUM_ARGS, ...fakeCameraArgs(video)],
      });
      try {
        const context = await browser.newContext({
          permissions: ['camera'],
          viewport: { width: 390, height: 844 },
        });
        await context.addInitScript(probeScript(frame.width));
        const page = await context.newPage();
        await signInThroughForm(page, server);
        await page.getByRole('button', { name: 'Open menu' }).click();
        await page.getByRole('button', { name: 'Batch Move', exact: true }).click();
        await page.waitForFunction(
          () => (window as unknown as { __probe: Probe }).__probe.decodes.length > 0,
          undefined,
          { timeout: 30_000 },
        );
        // Every sample shown in full once the scanner decodes (on a loaded machine the camera's
        // loop may take longer than its frames say, and a starved page misses some samples'
        // frames: after two loops, those are reported as not shown), then the last sample's grace.
        await page
          .waitForFunction(
            (count) => {
              const { frames, decodes } = (window as unknown as { __probe: Probe }).__probe;
              const from = decodes[0]?.at ?? 0;
              const shown = new Set<number>();
              for (let k = 1; k < frames.length - 1; k++) {
                const entry = frames[k];
                if (entry && entry.at >= from) shown.add(entry.index);
              }
              for (let index = 1; index <= count; index++) if (!shown.has(index)) return false;
              return true;
            },
            samples.length,
            { timeout: 2 * loopMs, polling: 500 },
          )
          .catch(() => undefined);
        await page.waitForTimeout(GRACE_MS);
        const probe = (await page.evaluate('window.__probe')) as Probe;
        if (process.env.BENCH_DUMP) writeFileSync(process.env.BENCH_DUMP, JSON.stringify(probe));
        return { samples, ...judge(samples, library, probe), probe };
      } finally {
        await browser.close();
      }
    },
    { webDistDir: path.resolve(web) },
  );
}

function report(frame: FrameSize, result: Awaited<ReturnType<typeof runOne>>): boolean {
  const { outcomes, misreads, probe, unseen } = result;
  const libraryCount = outcomes.filter((o) => o.library).length;
  const readCount = outcomes.filter((o) => o.read).length;
  const readOfLibrary = outcomes.filter((o) => o.library && o.read).length;
  const times = outcomes.flatMap((o) => (o.firstReadMs === null ? [] : [o.firstReadMs]));
  const share = libraryCount ? readCount / libraryCount : 1;
  const p90 = percentile(times, 90);
  const durations = probe.decodes.map((d) => d.duration);
  const wholeShare = probe.decodes.filter((d) => d.whole).length / (probe.decodes.length || 1);
  console.log(
    `\n${frame.width}×${frame.height}${options.steady ? ', steady camera' : ''} (camera delivered ${probe.video.width}×${probe.video.height}), ${outcomes.length} codes, phone-sized window (390×844)`,
  );
  for (const symbology of SYMBOLOGIES) {
    const mine = outcomes.filter((o) => o.sample.symbology === symbology);
    console.log(
      `  ${symbology.padEnd(7)} library ${mine.filter((o) => o.library).length}/${mine.length}, scanner ${mine.filter((o) => o.read).length}/${mine.length}`,
    );
  }
  console.log(
    `  reads: scanner ${readCount}, library on the whole image ${libraryCount}: ${(share * 100).toFixed(0)} % of the library (budget ≥ 90 %); ${readOfLibrary} of the library's own`,
  );
  console.log(
    `  misreads accepted: ${misreads.length} (budget 0)${misreads.map((m) => ` ${m.code}`).join('')}`,
  );
  console.log(
    `  first read after the code appears: p50 ${ms(percentile(times, 50))}, p90 ${ms(p90)} (budget 150 ms), worst ${ms(Math.max(0, ...times))}`,
  );
  console.log(
    `  decodes: ${durations.length}, p50 ${ms(percentile(durations, 50))}, p95 ${ms(percentile(durations, 95))}; whole frame tried in ${(wholeShare * 100).toFixed(0)} %`,
  );
  if (unseen.length > 0) {
    console.log(
      `  not shown in full to the page (a starved renderer missed their frames), left out: ${unseen.map((sample) => `#${sample.index}`).join(' ')}`,
    );
  }
  for (const o of outcomes.filter((item) => item.library !== item.read)) {
    console.log(
      `  ${o.read ? 'scanner only' : 'missed'}: #${o.sample.index} ${o.sample.symbology} ${o.sample.expected} (${o.sample.look})`,
    );
  }
  return share >= 0.9 && misreads.length === 0 && p90 <= 150;
}

let within = true;
for (const frame of sizes) {
  within = report(frame, await runOne(frame, options.web)) && within;
}
console.log(within ? '\nwithin budget' : '\nOVER BUDGET');
