import { describe, expect, it } from 'vitest';
import { productTemplate } from './scan-outcome.js';

describe('catalog match as a profile template', () => {
  it('carries the product fields and the barcode; an empty category is left to the form', () => {
    const template = productTemplate({
      barcode: '4006381333931',
      name: 'Chablis',
      producer: 'Dom',
      country: 'France',
      region: 'Bourgogne',
      appellation: 'Chablis',
      mainCategory: '',
      varieties: [{ name: 'Chardonnay', pct: 100 }],
    });
    expect(template).toMatchObject({
      barcode: '4006381333931',
      name: 'Chablis',
      region: 'Bourgogne',
    });
    expect('mainCategory' in template).toBe(false);
  });
});
