import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  canonicalBarcode,
  expandUpcE,
  gtinCheckDigit,
  printedBarcode,
  sameBarcode,
} from './barcode.js';

describe('canonicalBarcode', () => {
  it('gives one spelling to the 12-, 13- and 14-digit spellings of a UPC-A', () => {
    // The same bottle: typed from the label, read by the scanner, given by a supplier's sheet.
    const spellings = ['312547701310', '0312547701310', '00312547701310'];
    expect(spellings.map(canonicalBarcode)).toEqual(Array(3).fill('0312547701310'));
  });

  it('keeps an EAN-13 as printed, also when written as a GTIN-14', () => {
    expect(canonicalBarcode('4006381333931')).toBe('4006381333931');
    expect(canonicalBarcode('04006381333931')).toBe('4006381333931');
  });

  it('pads an EAN-8 to 13 digits, and prints it in 8 again', () => {
    expect(canonicalBarcode('96385074')).toBe('0000096385074');
    expect(canonicalBarcode('00000096385074')).toBe('0000096385074');
    expect(printedBarcode('0000096385074')).toBe('96385074');
    expect(printedBarcode('4006381333931')).toBe('4006381333931');
  });

  it('keeps 14 digits for a case code (first digit not 0)', () => {
    expect(canonicalBarcode('14006381333938')).toBe('14006381333938');
    expect(sameBarcode('14006381333938', '4006381333931')).toBe(false);
  });

  it('leaves text that is not a barcode spelling as it is', () => {
    for (const text of ['', '12345', 'BTL-0001', '123456789012345', ' 4006381333931'])
      expect(canonicalBarcode(text)).toBe(text);
  });

  it('is idempotent, keeps the digits, and says two spellings are the same barcode', () => {
    const spelling = fc
      .constantFrom(8, 12, 13, 14)
      .chain((length) => fc.stringMatching(new RegExp(`^\\d{${length}}$`)));
    fc.assert(
      fc.property(spelling, (code) => {
        const canonical = canonicalBarcode(code);
        expect(canonicalBarcode(canonical)).toBe(canonical);
        expect([13, 14]).toContain(canonical.length);
        // Only zeros are added or taken away, so the check digit still checks.
        expect(canonical.replace(/^0+/, '')).toBe(code.replace(/^0+/, ''));
        expect(sameBarcode(code, code.padStart(14, '0'))).toBe(true);
        expect(sameBarcode(code, canonical)).toBe(true);
      }),
    );
  });
});

describe('gtinCheckDigit', () => {
  it('is the GS1 check digit whatever the length', () => {
    expect(gtinCheckDigit('400638133393')).toBe(1);
    expect(gtinCheckDigit('9638507')).toBe(4);
    expect(gtinCheckDigit('31254770131')).toBe(0);
    expect(gtinCheckDigit('0400638133393')).toBe(1);
  });
});

describe('expandUpcE', () => {
  it('gives the UPC-A a UPC-E stands for', () => {
    expect(expandUpcE('01234565')).toBe('012345000065');
    expect(expandUpcE('04252614')).toBe('042100005264');
    expect(expandUpcE('01234531')).toBe('012300000451');
    expect(expandUpcE('01234540')).toBe('012340000050');
  });

  it('keeps the check digit valid for the UPC-A', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[01]\d{6}$/), (first7) => {
        const upcA = expandUpcE(`${first7}0`)?.slice(0, 11) ?? '';
        const code = `${first7}${gtinCheckDigit(upcA)}`;
        const expanded = expandUpcE(code) ?? '';
        expect(expanded).toHaveLength(12);
        expect(gtinCheckDigit(expanded.slice(0, 11))).toBe(Number(expanded.charAt(11)));
      }),
    );
  });

  it('is null for what cannot be a UPC-E', () => {
    expect(expandUpcE('21234565')).toBeNull();
    expect(expandUpcE('0123456')).toBeNull();
  });
});
