import { describe, expect, it } from 'vitest';
import { reasons } from '../../../domain/reasons.js';
import { checkScannedBottle, checkScannedCode } from './scan-list.js';

describe('batch add scan', () => {
  it('rejects product barcodes, duplicates and ids already in inventory', () => {
    expect(checkScannedCode('add', '4006381333931', [])).toBe('not-a-bottle-id');
    expect(checkScannedCode('add', '12345678', [])).toBe('not-a-bottle-id');
    expect(checkScannedCode('add', 'NEW-1', ['NEW-1'])).toBe('already-in-list');
    expect(checkScannedCode('add', 'NEW-2', ['NEW-1'])).toBeNull();
    // 9 digits is not a barcode length: a valid bottle id.
    expect(checkScannedCode('add', '123456789', [])).toBeNull();
    expect(checkScannedBottle('add', true)).toBe('qr-in-use');
    expect(checkScannedBottle('add', false)).toBeNull();
  });
});

describe('batch move and remove scan', () => {
  it('accepts bottles in inventory once', () => {
    for (const kind of ['move', 'remove'] as const) {
      expect(checkScannedCode(kind, 'BTL-1', [])).toBeNull();
      expect(checkScannedCode(kind, 'BTL-1', new Set(['BTL-1']))).toBe('already-in-list');
      // A product barcode can be a bottle id in a move: only the server knows.
      expect(checkScannedCode(kind, '4006381333931', [])).toBeNull();
      expect(checkScannedBottle(kind, true)).toBeNull();
      expect(checkScannedBottle(kind, false)).toBe('bottle-not-found');
    }
  });
  it('uses the words of the product', () => {
    expect(reasons['already-in-list'].message).toBe('Already in list.');
    expect(reasons['bottle-not-found'].message).toBe('Bottle not found!');
  });
});
