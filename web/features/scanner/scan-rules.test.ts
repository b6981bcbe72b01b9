import { describe, expect, it } from 'vitest';
import { acceptDecoded, createDeduper, DEDUPE_MS, readsOf, SCAN_FORMATS } from './scan-rules.js';

describe('deduper', () => {
  it('counts the same code once within 2 seconds', () => {
    const dedupe = createDeduper();
    expect(dedupe.accept('A', 0)).toBe(true);
    expect(dedupe.accept('A', 500)).toBe(false);
    expect(dedupe.accept('A', 1900)).toBe(false);
    expect(dedupe.accept('B', 1900)).toBe(true);
  });

  it('counts it again once the code has been out of sight for the window', () => {
    const dedupe = createDeduper();
    expect(dedupe.accept('A', 0)).toBe(true);
    expect(dedupe.accept('A', DEDUPE_MS + 1)).toBe(true);
  });

  it('a code held in view keeps being ignored', () => {
    const dedupe = createDeduper();
    expect(dedupe.accept('A', 0)).toBe(true);
    for (let at = 100; at <= 5000; at += 100) expect(dedupe.accept('A', at)).toBe(false);
  });

  it('tells whether a code counted within the window, without counting it', () => {
    const dedupe = createDeduper();
    expect(dedupe.recent('A', 0)).toBe(false);
    expect(dedupe.accept('A', 0)).toBe(true);
    expect(dedupe.recent('A', DEDUPE_MS)).toBe(true);
    expect(dedupe.recent('A', DEDUPE_MS + 1)).toBe(false);
    expect(dedupe.accept('A', DEDUPE_MS + 1)).toBe(true);
  });
});

describe('decoded symbols', () => {
  it('enables only the formats we use', () => {
    expect([...SCAN_FORMATS].sort()).toEqual(
      ['ean_13', 'ean_8', 'itf', 'qr_code', 'upc_a', 'upc_e'].sort(),
    );
  });
  it('keeps ITF only for 14 digits', () => {
    expect(acceptDecoded('itf', '12345678901231')).toBe('12345678901231');
    expect(acceptDecoded('itf', '123456')).toBeNull();
    expect(acceptDecoded('qr_code', '  BTL-1 ')).toBe('BTL-1');
    expect(acceptDecoded('qr_code', '  ')).toBeNull();
  });
});

describe('reads of a region', () => {
  it('places each symbol in frame pixels and drops what does not count', () => {
    const found = [
      {
        rawValue: '4006381333931',
        format: 'ean_13',
        boundingBox: { x: 10, y: 20, width: 100, height: 2 },
      },
      { rawValue: '123456', format: 'itf' },
    ];
    expect(readsOf(found, { sx: 240, sy: 36, sw: 800, sh: 648 }, 'box')).toEqual([
      {
        code: '4006381333931',
        format: 'ean_13',
        view: 'box',
        place: { x: 250, y: 56, width: 100, height: 2 },
      },
    ]);
  });

  it('places a symbol of a shrunk region back in frame pixels', () => {
    const found = [
      {
        rawValue: '4006381333931',
        format: 'ean_13',
        boundingBox: { x: 15, y: 30, width: 150, height: 3 },
      },
    ];
    expect(readsOf(found, { sx: 240, sy: 36, sw: 800, sh: 648 }, 'box@0.75', 0.75)).toEqual([
      {
        code: '4006381333931',
        format: 'ean_13',
        view: 'box@0.75',
        place: { x: 260, y: 76, width: 200, height: 4 },
      },
    ]);
  });
});
