import { describe, expect, it } from 'vitest';
import { reasons } from '../../../domain/reasons.js';
import { checkBatchScan } from './scan-list.js';

const inventory = new Set(['BTL-1', 'BTL-2']);
const known = (id: string) => inventory.has(id);

describe('batch add scan', () => {
  it('rejects product barcodes, duplicates and ids already in inventory', () => {
    expect(checkBatchScan('add', '4006381333931', [], known)).toBe('not-a-bottle-id');
    expect(checkBatchScan('add', '12345678', [], known)).toBe('not-a-bottle-id');
    expect(checkBatchScan('add', 'NEW-1', ['NEW-1'], known)).toBe('already-in-list');
    expect(checkBatchScan('add', 'BTL-1', [], known)).toBe('qr-in-use');
    expect(checkBatchScan('add', 'NEW-2', ['NEW-1'], known)).toBeNull();
    // 9 digits is not a barcode length: a valid bottle id.
    expect(checkBatchScan('add', '123456789', [], known)).toBeNull();
  });
});

describe('batch move and remove scan', () => {
  it('accepts bottles in inventory once', () => {
    for (const kind of ['move', 'remove'] as const) {
      expect(checkBatchScan(kind, 'BTL-1', [], known)).toBeNull();
      expect(checkBatchScan(kind, 'BTL-1', ['BTL-1'], known)).toBe('already-in-list');
      expect(checkBatchScan(kind, 'NOPE', [], known)).toBe('bottle-not-found');
    }
  });
  it('uses the words of the product', () => {
    expect(reasons['already-in-list'].message).toBe('Already in list.');
    expect(reasons['bottle-not-found'].message).toBe('Bottle not found!');
  });
});
