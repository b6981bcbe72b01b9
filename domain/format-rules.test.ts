import { describe, expect, it } from 'vitest';
import { isBottleSize, menuVintageText, normalizeVintage } from './format-rules.js';

const now = new Date('2026-11-24T12:00:00Z');

describe('normalizeVintage', () => {
  it('keeps years from 1800 to next year, NV in capitals, and empty', () => {
    expect(normalizeVintage(' 2019 ', now)).toBe('2019');
    expect(normalizeVintage('1800', now)).toBe('1800');
    expect(normalizeVintage('2027', now)).toBe('2027');
    expect(normalizeVintage('nv', now)).toBe('NV');
    expect(normalizeVintage('  ', now)).toBe('');
  });

  it('refuses what is not a vintage', () => {
    for (const bad of ['1', '19', '1799', '2028', '20190', '2019a', 'N.V.', '-1', '2015 2016'])
      expect(normalizeVintage(bad, now), bad).toBeNull();
  });
});

describe('isBottleSize', () => {
  it('takes whole millilitres from a miniature to a Melchizedek', () => {
    for (const ml of [20, 187, 375, 750, 1500, 30_000])
      expect(isBottleSize(ml), String(ml)).toBe(true);
    for (const ml of [0, 1, 19, 750.5, 30_001, Number.NaN])
      expect(isBottleSize(ml), String(ml)).toBe(false);
  });
});

describe('menuVintageText', () => {
  it('reads NV only where the category has vintages', () => {
    expect(menuVintageText('2019', 'cat_wine')).toBe('2019');
    expect(menuVintageText('', 'cat_wine')).toBe('NV');
    expect(menuVintageText('NV', 'cat_wine')).toBe('NV');
    expect(menuVintageText('', 'cat_whisky')).toBe('');
    expect(menuVintageText('NV', 'cat_whisky')).toBe('');
    expect(menuVintageText('', 'cat_beer')).toBe('');
    expect(menuVintageText('2008', 'cat_whisky')).toBe('2008');
  });
});
