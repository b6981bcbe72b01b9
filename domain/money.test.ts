import { describe, expect, it } from 'vitest';
import { currencyOfLocales, DEFAULT_CURRENCY, formatMoney, isCurrency } from './money.js';

const plain = (text: string) => text.replace(/\s/g, ' ');

describe('money', () => {
  it('writes the same currency in every language, only the punctuation follows the reader', () => {
    expect(formatMoney(4125.5, 'USD', 'en')).toBe('$4,125.50');
    expect(plain(formatMoney(4125.5, 'USD', 'fr'))).toBe('4 125,50 $US');
    expect(formatMoney(4125.5, 'EUR', 'en')).toBe('€4,125.50');
    expect(plain(formatMoney(4125.5, 'EUR', 'fr'))).toBe('4 125,50 €');
    expect(formatMoney(-5, 'USD', 'en')).toBe('-$5.00');
  });

  it('writes whole menu prices without cents, others to the cent', () => {
    expect(formatMoney(45, 'USD', 'en', 'menu')).toBe('$45');
    expect(plain(formatMoney(1200, 'EUR', 'fr', 'menu'))).toBe('1 200 €');
    expect(formatMoney(12.5, 'USD', 'en', 'menu')).toBe('$12.50');
    expect(formatMoney(45, 'USD', 'en')).toBe('$45.00');
  });

  it("starts a sign-up on the browser's region's currency", () => {
    expect(currencyOfLocales(['fr-FR'])).toBe('EUR');
    expect(currencyOfLocales(['en-US'])).toBe('USD');
    expect(currencyOfLocales(['en-GB'])).toBe('GBP');
    expect(currencyOfLocales(['fr-CA'])).toBe('CAD');
    expect(currencyOfLocales(['en-CA'])).toBe('CAD');
    expect(currencyOfLocales(['fr-CH'])).toBe('CHF');
    expect(currencyOfLocales(['fr'])).toBe('EUR');
    expect(currencyOfLocales(['not a tag', 'en-GB'])).toBe('GBP');
    expect(currencyOfLocales(['ko-KR'])).toBe(DEFAULT_CURRENCY);
    expect(currencyOfLocales([])).toBe(DEFAULT_CURRENCY);
  });

  it('knows ISO 4217 codes and nothing else', () => {
    expect(isCurrency('EUR')).toBe(true);
    expect(isCurrency('CAD')).toBe(true);
    expect(isCurrency('XYZ')).toBe(false);
    expect(isCurrency('eur')).toBe(false);
  });
});
