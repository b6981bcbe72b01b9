import { describe, expect, it } from 'vitest';
import { AGREEMENT_MS, createAgreement } from './agreement.js';

const ean = (code: string) => ({ code, format: 'ean_13' });

describe('two frames must agree on a 1D code', () => {
  it('accepts an EAN-13 read by a second frame', () => {
    const agreement = createAgreement();
    expect(agreement.offer([ean('4006381333931')], 1, 0)).toEqual([]);
    expect(agreement.pending(0)).toBe(true);
    expect(agreement.offer([ean('4006381333931')], 2, 100)).toEqual(['4006381333931']);
    expect(agreement.pending(100)).toBe(false);
  });

  it('never accepts a code one frame misread, even when that frame is decoded twice', () => {
    const agreement = createAgreement();
    expect(agreement.offer([ean('0178100000449')], 1, 0)).toEqual([]);
    expect(agreement.offer([ean('0178100000449')], 1, 30)).toEqual([]);
    expect(agreement.offer([ean('9780201379624')], 2, 100)).toEqual([]);
    expect(agreement.offer([ean('9780201379624')], 3, 200)).toEqual(['9780201379624']);
  });

  it('forgets a read that no frame confirmed within the window', () => {
    const agreement = createAgreement();
    agreement.offer([ean('4006381333931')], 1, 0);
    expect(agreement.pending(AGREEMENT_MS + 1)).toBe(false);
    expect(agreement.offer([ean('4006381333931')], 2, AGREEMENT_MS + 1)).toEqual([]);
  });

  it('applies to UPC, EAN-8 and ITF alike', () => {
    for (const format of ['upc_a', 'upc_e', 'ean_8', 'itf']) {
      const agreement = createAgreement();
      expect(agreement.offer([{ code: '12345670', format }], 1, 0)).toEqual([]);
    }
  });

  it('accepts a QR code from one frame', () => {
    const agreement = createAgreement();
    expect(agreement.offer([{ code: 'BTL-1', format: 'qr_code' }], 1, 0)).toEqual(['BTL-1']);
    expect(agreement.pending(0)).toBe(false);
  });

  it('starts over after a reset', () => {
    const agreement = createAgreement();
    agreement.offer([ean('4006381333931')], 1, 0);
    agreement.reset();
    expect(agreement.offer([ean('4006381333931')], 2, 100)).toEqual([]);
  });
});

describe('two readings of one place contradict each other', () => {
  // The bench's tilted EAN-13 and the UPC-E the library reads now and then from its bar ends.
  const good = {
    code: '8470271249491',
    format: 'ean_13',
    place: { x: 522, y: 317, width: 297, height: 126 },
  };
  const bad = {
    code: '0147100000278',
    format: 'upc_e',
    place: { x: 546, y: 466, width: 167, height: 1 },
  };
  const elsewhere = { x: 20, y: 20, width: 200, height: 1 };

  it('counts neither reading from a frame that reads both', () => {
    const agreement = createAgreement();
    expect(agreement.offer([good, bad], 1, 0)).toEqual([]);
    expect(agreement.offer([good, bad], 2, 100)).toEqual([]);
    expect(agreement.offer([good], 3, 200)).toEqual([]);
    expect(agreement.offer([good], 4, 300)).toEqual(['8470271249491']);
  });

  it('drops a waiting reading when the next frame reads something else there', () => {
    const agreement = createAgreement();
    expect(agreement.offer([bad], 1, 0)).toEqual([]);
    expect(agreement.offer([good], 2, 100)).toEqual([]);
    expect(agreement.offer([bad], 3, 200)).toEqual([]);
    expect(agreement.offer([good], 4, 300)).toEqual([]);
    expect(agreement.offer([good], 5, 400)).toEqual(['8470271249491']);
  });

  it('keeps two codes in two places apart', () => {
    const agreement = createAgreement();
    const other = { code: '4006381333931', format: 'ean_13', place: elsewhere };
    expect(agreement.offer([good, other], 1, 0)).toEqual([]);
    expect(agreement.offer([good, other], 2, 100)).toEqual(['8470271249491', '4006381333931']);
  });

  it('never lets a QR code contradict a barcode', () => {
    const agreement = createAgreement();
    const qr = { code: 'BTL-1', format: 'qr_code', place: good.place };
    expect(agreement.offer([good, qr], 1, 0)).toEqual(['BTL-1']);
    expect(agreement.offer([good], 2, 100)).toEqual(['8470271249491']);
  });
});
