import { describe, expect, it } from 'vitest';
import { formatCount, formatPercent } from './number-format.js';

describe('formatCount', () => {
  const values = [0, 7, 42, 999, 1_000, 1_234, 20_000, 999_999, 1_000_000, 12_345_678, -1_500];

  it.each(['en', 'fr'])('groups counts in %s exactly as Intl.NumberFormat does', (language) => {
    const intl = new Intl.NumberFormat(language);
    for (const value of values) expect(formatCount(value, language)).toBe(intl.format(value));
  });

  it('reads 20,000 in English and 20 000 (narrow no-break space) in French', () => {
    expect(formatCount(20_000, 'en')).toBe('20,000');
    expect(formatCount(20_000, 'fr')).toBe('20\u202f000');
  });

  it('leaves other languages and fractions to Intl', () => {
    expect(formatCount(20_000, 'de')).toBe(new Intl.NumberFormat('de').format(20_000));
    expect(formatCount(1234.5, 'en')).toBe('1,234.5');
  });
});

describe('formatPercent', () => {
  it("write percentages in the reader's language", () => {
    expect(formatPercent(13.5, 'en')).toBe('13.5%');
    expect(formatPercent(13.5, 'fr')).toBe('13,5\u00a0%');
  });
});
