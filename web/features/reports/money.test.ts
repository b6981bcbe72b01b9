import { describe, expect, it } from 'vitest';
import { currencyFor, formatMoney } from './money.js';

describe('money in the reports', () => {
  it('writes euros the French way and dollars the English way', () => {
    expect(formatMoney(123450, 'EUR', 'fr').replace(/\s/g, ' ')).toBe('1 234,50 €');
    expect(formatMoney(123450, 'USD', 'en')).toBe('$1,234.50');
    expect(formatMoney(-500, 'USD', 'en')).toBe('-$5.00');
  });

  it('takes the restaurant currency, else euros in French and dollars in English', () => {
    expect(currencyFor(null, 'fr')).toBe('EUR');
    expect(currencyFor(null, 'en')).toBe('USD');
    expect(currencyFor('CHF', 'fr')).toBe('CHF');
  });
});
