import { describe, expect, it } from 'vitest';
import { isStorableText, unstorableField } from './text-guard.js';

describe('text no column can hold', () => {
  it('is NUL or a lone surrogate; every other character, emoji and control included, is fine', () => {
    for (const text of [
      '',
      'Château',
      '🍷 👨‍👩‍👧‍👦',
      '\u202Eevil',
      'tab\tnew\nline\u0001',
      '\uDBFF\uDFFF',
    ]) {
      expect(isStorableText(text), JSON.stringify(text)).toBe(true);
    }
    for (const text of ['a\u0000b', '\uD800', 'x\uDC00', '\uDC00\uD800']) {
      expect(isStorableText(text), JSON.stringify(text)).toBe(false);
    }
  });

  it('is found by its dotted path, in values and in keys', () => {
    expect(unstorableField({ product: { name: 'ok', varieties: [{ name: 'x\u0000' }] } }, '')).toBe(
      'product.varieties.0.name',
    );
    expect(unstorableField({ 'k\uD800': 1 }, '')).toBe('k\uD800');
    expect(unstorableField('\u0000', '')).toBe('');
    expect(unstorableField({ a: [1, null, true, 'fine'] }, '')).toBeNull();
  });
});
