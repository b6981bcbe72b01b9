import { describe, expect, it } from 'vitest';
import { cleanPriceInput, formatPriceInput, parsePriceInput } from './price-input.js';

describe('cleanPriceInput', () => {
  it('keeps only digits, commas and dots, and turns commas into dots', () => {
    expect(cleanPriceInput('12,50')).toBe('12.50');
    expect(cleanPriceInput('$ 1 234.5 ')).toBe('1234.5');
    expect(cleanPriceInput('-7e3')).toBe('73');
    expect(cleanPriceInput('abc')).toBe('');
    expect(cleanPriceInput('1,2.3')).toBe('1.2.3');
    expect(cleanPriceInput('')).toBe('');
  });
});

describe('parsePriceInput', () => {
  it('reads the amount, to the cent', () => {
    expect(parsePriceInput('12,50')).toBe(12.5);
    expect(parsePriceInput('9')).toBe(9);
    expect(parsePriceInput('.5')).toBe(0.5);
    expect(parsePriceInput('7.')).toBe(7);
    expect(parsePriceInput('0.125')).toBe(0.13);
    expect(parsePriceInput('19.99')).toBe(19.99);
  });

  it('is null for an empty or malformed input', () => {
    expect(parsePriceInput('')).toBeNull();
    expect(parsePriceInput('.')).toBeNull();
    expect(parsePriceInput('1.2.3')).toBeNull();
    expect(parsePriceInput('€')).toBeNull();
  });
});

describe('formatPriceInput', () => {
  it('shows two decimals, or nothing', () => {
    expect(formatPriceInput(9.5)).toBe('9.50');
    expect(formatPriceInput(0)).toBe('0.00');
    expect(formatPriceInput(null)).toBe('');
  });
});
