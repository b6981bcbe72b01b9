/**
 * The app's decoder (barcode-detector's ponyfill over zxing-wasm, the path Chromium without a
 * native BarcodeDetector takes) in Node, for benches that ask what the library itself reads.
 * Node lacks ImageData and DOMRectReadOnly; the ponyfill only needs their shapes.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import {
  BarcodeDetector,
  type DetectedBarcode,
  prepareZXingModule,
} from 'barcode-detector/ponyfill';
import { SCAN_FORMATS } from '../web/features/scanner/scan-rules.js';

class NodeImageData {
  readonly colorSpace = 'srgb';
  constructor(
    readonly data: Uint8ClampedArray,
    readonly width: number,
    readonly height: number,
  ) {}
}

class NodeRect {
  constructor(
    readonly x = 0,
    readonly y = 0,
    readonly width = 0,
    readonly height = 0,
  ) {}
  get left() {
    return this.x;
  }
  get top() {
    return this.y;
  }
  get right() {
    return this.x + this.width;
  }
  get bottom() {
    return this.y + this.height;
  }
  static fromRect(rect: { x?: number; y?: number; width?: number; height?: number } = {}) {
    return new NodeRect(rect.x, rect.y, rect.width, rect.height);
  }
}

const globals = globalThis as { ImageData?: unknown; DOMRectReadOnly?: unknown };
globals.ImageData ??= NodeImageData;
globals.DOMRectReadOnly ??= NodeRect;

export interface NodeDecoder {
  /** The raw values read from a luma plane in video levels (16–235), as the browser shows it. */
  read(luma: Uint8Array, width: number, height: number): Promise<string[]>;
  /** The same, with each symbol's format and bounding box. */
  detect(luma: Uint8Array, width: number, height: number): Promise<DetectedBarcode[]>;
}

export async function createNodeDecoder(): Promise<NodeDecoder> {
  const require = createRequire(import.meta.url);
  const wasm = readFileSync(require.resolve('zxing-wasm/reader/zxing_reader.wasm'));
  await prepareZXingModule({
    overrides: {
      wasmBinary: wasm.buffer.slice(wasm.byteOffset, wasm.byteOffset + wasm.byteLength),
    },
    fireImmediately: true,
  });
  const detector = new BarcodeDetector({ formats: [...SCAN_FORMATS] });
  const detect = (luma: Uint8Array, width: number, height: number) => {
    const data = new Uint8ClampedArray(width * height * 4);
    for (let i = 0; i < luma.length; i++) {
      const value = Math.round(((luma[i] ?? 16) - 16) * (255 / 219));
      data[i * 4] = value;
      data[i * 4 + 1] = value;
      data[i * 4 + 2] = value;
      data[i * 4 + 3] = 255;
    }
    const image = new NodeImageData(data, width, height) as unknown as ImageData;
    return detector.detect(image);
  };
  return {
    detect,
    async read(luma, width, height) {
      return (await detect(luma, width, height)).map((found) => found.rawValue);
    },
  };
}
