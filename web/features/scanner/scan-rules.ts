import type { Read } from './agreement.js';
import type { DetectedCode } from './decoder.js';
import type { CropRect } from './scan-geometry.js';

/** docs/product.md §9: the scanner decodes 10 frames per second. */
export const SCAN_FPS = 10;
/** The user-timing name of one frame's decode: devtools and bench/browser-decode.ts read it. */
export const DECODE_MEASURE = 'scanner-decode';
/** The user-timing mark of each code the camera makes count (detail: the code): bench/scanning.ts reads it. */
export const ACCEPT_MARK = 'scanner-accept';
/** The same code seen again within this window counts once. */
export const DEDUPE_MS = 2000;

export interface ScanBox {
  width: number;
  height: number;
}
/** docs/product.md §9: the scan box, and the wider, flatter one of batch intake. */
export const DEFAULT_BOX: ScanBox = { width: 250, height: 250 };
export const INTAKE_BOX: ScanBox = { width: 300, height: 150 };

/** Only the symbologies we use: QR bottle ids and retail product barcodes. */
export const SCAN_FORMATS = ['qr_code', 'ean_13', 'ean_8', 'upc_a', 'upc_e', 'itf'] as const;

export type ScannerMode = 'default' | 'product' | 'profileBarcode' | 'addQr' | 'changeId';

/** The i18n key of the scanner title for each mode (docs/product.md §2). */
export const scannerTitleKeys = {
  default: 'scanning.scanner.titles.default',
  product: 'scanning.scanner.titles.product',
  profileBarcode: 'scanning.scanner.titles.profileBarcode',
  addQr: 'scanning.scanner.titles.addQr',
  changeId: 'scanning.scanner.titles.changeId',
} as const satisfies Record<ScannerMode, string>;

/**
 * What a decoded symbol contributes: its text, or null to ignore it. ITF is enabled only for
 * ITF-14 shipping codes; shorter ITF reads are usually misreads of other barcodes.
 */
export function acceptDecoded(format: string, rawValue: string): string | null {
  const code = rawValue.trim();
  if (code === '') return null;
  if (format === 'itf' && !/^\d{14}$/.test(code)) return null;
  return code;
}

/** Counts a code once per DEDUPE_MS: a code held in front of the camera is not scanned 10×/s. */
export function createDeduper(windowMs = DEDUPE_MS) {
  const seen = new Map<string, number>();
  return {
    /** True when the code counts (not seen within the window); remembers it either way. */
    accept(code: string, now: number): boolean {
      const last = seen.get(code);
      seen.set(code, now);
      for (const [other, at] of seen) if (now - at > windowMs) seen.delete(other);
      return last === undefined || now - last > windowMs;
    },
    /** True when the code counted within the window (accept would refuse it now). */
    recent(code: string, now: number): boolean {
      const last = seen.get(code);
      return last !== undefined && now - last <= windowMs;
    },
    reset(): void {
      seen.clear();
    },
  };
}

/**
 * The symbols decoded from the region `from` drawn at `scale`, as reads of the view `view` placed
 * in frame pixels.
 */
export function readsOf(
  found: readonly DetectedCode[],
  from: CropRect,
  view: string,
  scale = 1,
): Read[] {
  const reads: Read[] = [];
  for (const symbol of found) {
    const code = acceptDecoded(symbol.format, symbol.rawValue);
    if (!code) continue;
    const box = symbol.boundingBox;
    const read: Read = { code, format: symbol.format, view };
    // In frame pixels, so reads of every view compare.
    if (box) {
      read.place = {
        x: box.x / scale + from.sx,
        y: box.y / scale + from.sy,
        width: box.width / scale,
        height: box.height / scale,
      };
    }
    reads.push(read);
  }
  return reads;
}
