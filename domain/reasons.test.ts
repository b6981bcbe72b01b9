import { describe, expect, it } from 'vitest';
import { errorStatus } from './errors.js';
import { isReason, reasonMessage, reasons } from './reasons.js';

describe('reasons', () => {
  it('fills a message with the variables of its details', () => {
    expect(
      reasonMessage('category-in-use', { title: 'Category in Use', en: 'Vin', fr: 'Vin' }),
    ).toBe(
      'Cannot delete the Vin category because it is currently assigned to one or more products.',
    );
    expect(reasonMessage('barcode-in-use', { productId: 'w1', productName: 'Chablis' })).toContain(
      'already assigned to Chablis.',
    );
  });

  it('leaves a variable it was not given as it is, rather than printing undefined', () => {
    expect(reasonMessage('category-in-use')).toContain('the {{en}} category');
  });

  it('gives every reason a code with an HTTP status and a sentence', () => {
    for (const [reason, { code, message }] of Object.entries(reasons)) {
      expect(errorStatus[code], reason).toBeGreaterThanOrEqual(400);
      expect(message.trim(), reason).not.toBe('');
    }
  });

  it('knows its own keys and nothing else', () => {
    expect(isReason('qr-in-use')).toBe(true);
    expect(isReason('QR Code already in use.')).toBe(false);
    expect(isReason('toString')).toBe(false);
  });
});
