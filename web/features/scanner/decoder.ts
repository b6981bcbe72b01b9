import { SCAN_FORMATS } from './scan-rules.js';

export interface DetectedCode {
  rawValue: string;
  format: string;
  /** Where in the decoded image (both BarcodeDetector and the ponyfill give it). */
  boundingBox?: { x: number; y: number; width: number; height: number };
}

export interface Decoder {
  detect(source: HTMLCanvasElement | ImageData): Promise<DetectedCode[]>;
}

interface NativeDetectorClass {
  new (options: { formats: string[] }): Decoder;
  getSupportedFormats(): Promise<string[]>;
}

let loading: Promise<Decoder> | null = null;

/**
 * The browser's BarcodeDetector when it reads all our formats; otherwise zxing-wasm through the
 * barcode-detector ponyfill, with the WASM served from our own assets (never a CDN). Imported
 * only here, when a scanner opens, so /admin does not pay for it.
 */
export function loadDecoder(): Promise<Decoder> {
  loading ??= createDecoder().catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}

async function createDecoder(): Promise<Decoder> {
  const formats = [...SCAN_FORMATS];
  const native = (globalThis as { BarcodeDetector?: NativeDetectorClass }).BarcodeDetector;
  if (native && typeof native.getSupportedFormats === 'function') {
    try {
      const supported = await native.getSupportedFormats();
      if (formats.every((format) => supported.includes(format))) return new native({ formats });
    } catch {
      // Fall through to the WASM decoder.
    }
  }
  const [{ BarcodeDetector, prepareZXingModule }, { default: wasmUrl }] = await Promise.all([
    import('barcode-detector/ponyfill'),
    import('zxing-wasm/reader/zxing_reader.wasm?url'),
  ]);
  await prepareZXingModule({
    overrides: {
      locateFile: (path: string, prefix: string) =>
        path.endsWith('.wasm') ? wasmUrl : prefix + path,
    },
    fireImmediately: true,
  });
  return new BarcodeDetector({ formats });
}
