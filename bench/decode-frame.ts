/**
 * Decodes a generated 640×480 QR frame (the fake camera's picture) with zxing-wasm in Node, the
 * decoder the scanner uses where the browser has no BarcodeDetector. Budget: ≤ 50 ms per frame.
 * Run: npx tsx bench/decode-frame.ts
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { performance } from 'node:perf_hooks';
import { prepareZXingModule, readBarcodes } from 'zxing-wasm/reader';
import { HEIGHT, qrFrame, WIDTH } from '../e2e/support/fake-camera.js';

const RUNS = 50;
const require = createRequire(import.meta.url);
const wasmPath = require.resolve('zxing-wasm/reader/zxing_reader.wasm');
const wasm = readFileSync(wasmPath);

// Node has no ImageData; zxing-wasm only needs its shape.
class NodeImageData {
  readonly colorSpace = 'srgb';
  constructor(
    readonly data: Uint8ClampedArray,
    readonly width: number,
    readonly height: number,
  ) {}
}
(globalThis as { ImageData?: unknown }).ImageData ??= NodeImageData;

function rgba(luma: Uint8Array): ImageData {
  const data = new Uint8ClampedArray(WIDTH * HEIGHT * 4);
  for (let i = 0; i < luma.length; i++) {
    // Video levels (16..235) to full range, as the browser shows them.
    const value = Math.round(((luma[i] ?? 0) - 16) * (255 / 219));
    data[i * 4] = value;
    data[i * 4 + 1] = value;
    data[i * 4 + 2] = value;
    data[i * 4 + 3] = 255;
  }
  return new NodeImageData(data, WIDTH, HEIGHT) as unknown as ImageData;
}

const startedAt = performance.now();
await prepareZXingModule({
  overrides: { wasmBinary: wasm.buffer.slice(wasm.byteOffset, wasm.byteOffset + wasm.byteLength) },
  fireImmediately: true,
});
const loadMs = performance.now() - startedAt;

const image = rgba(qrFrame('BTL-BENCH-0001'));
const options = { formats: ['QRCode', 'EAN-13', 'EAN-8', 'UPC-A', 'UPC-E', 'ITF'] } as const;
const first = await readBarcodes(image, { formats: [...options.formats] });
if (first[0]?.text !== 'BTL-BENCH-0001') throw new Error(`decode failed: ${JSON.stringify(first)}`);

const times: number[] = [];
for (let i = 0; i < RUNS; i++) {
  const t0 = performance.now();
  await readBarcodes(image, { formats: [...options.formats] });
  times.push(performance.now() - t0);
}
times.sort((a, b) => a - b);
const pick = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? 0;
console.log(`zxing-wasm module load: ${loadMs.toFixed(1)} ms`);
console.log(
  `decode 640x480 QR frame x${RUNS}: median ${pick(0.5).toFixed(2)} ms, p95 ${pick(0.95).toFixed(2)} ms (budget 50 ms)`,
);
