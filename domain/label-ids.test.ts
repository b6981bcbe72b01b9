import { randomInt } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { looksLikeProductBarcode } from './batch-commands.js';
import { LABELS_PER_SHEET, sheetLabelIds } from './label-ids.js';
import { countsAsManual } from './manual-id.js';

describe('sheetLabelIds', () => {
  it('numbers 30 labels a sheet under one code, a new code per sheet', () => {
    const ids = sheetLabelIds(randomInt, 65);
    expect(ids).toHaveLength(65);
    expect(ids[0]?.endsWith('-01')).toBe(true);
    expect(ids[29]?.endsWith('-30')).toBe(true);
    expect(ids[30]?.endsWith('-01')).toBe(true);
    expect(new Set(ids.map((id) => id.slice(0, 6))).size).toBe(Math.ceil(65 / LABELS_PER_SHEET));
  });

  it('never makes an id that reads as a manual entry or a product barcode', () => {
    // A generator that always draws the first character: M would be index 22 of base 36.
    const alwaysM = (max: number) => (max === 36 ? 22 : 21);
    for (const id of [...sheetLabelIds(alwaysM, 30), ...sheetLabelIds(randomInt, 3000)]) {
      expect(countsAsManual(id)).toBe(false);
      expect(looksLikeProductBarcode(id)).toBe(false);
    }
  });
});
