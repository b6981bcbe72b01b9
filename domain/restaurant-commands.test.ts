import { describe, expect, it } from 'vitest';
import { hasBothNames, isValidCategoryKey, isValidSubcategoryKey } from './restaurant-commands.js';

describe('category and sub-category keys', () => {
  it('a category key starts cat_ and has more after it', () => {
    expect(isValidCategoryKey('cat_cider')).toBe(true);
    expect(isValidCategoryKey('cat_')).toBe(false);
    expect(isValidCategoryKey('cider')).toBe(false);
    expect(isValidCategoryKey('cat_ci der')).toBe(false);
  });

  it('a sub-category key is longer than 7 characters and starts subcat_', () => {
    expect(isValidSubcategoryKey('subcat_x')).toBe(true);
    expect(isValidSubcategoryKey('subcat_')).toBe(false);
    expect(isValidSubcategoryKey('sub_natural')).toBe(false);
    expect(isValidSubcategoryKey('Subcat_natural')).toBe(false);
    expect(isValidSubcategoryKey('subcat_a/b')).toBe(false);
  });

  it('both names are needed', () => {
    expect(hasBothNames({ en: 'Cider', fr: 'Cidre' })).toBe(true);
    expect(hasBothNames({ en: 'Cider', fr: '  ' })).toBe(false);
    expect(hasBothNames({ en: '', fr: 'Cidre' })).toBe(false);
  });
});
