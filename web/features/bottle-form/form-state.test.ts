import { describe, expect, it } from 'vitest';
import type { Format, Product } from '../../../domain/inventory.js';
import { DEFAULT_CATEGORIES } from '../../../domain/restaurant.js';
import {
  applyTemplate,
  createRequest,
  fieldProblems,
  formatChanges,
  formFieldOf,
  formFromRecords,
  isDirty,
  missingInformation,
  newProfileForm,
  parseCount,
  productInput,
} from './form-state.js';

const categories = DEFAULT_CATEGORIES.map((category, position) => ({ ...category, position }));

const product: Product = {
  id: 'p1',
  name: 'Gevrey-Chambertin',
  producer: 'Rousseau',
  country: 'France',
  region: 'Bourgogne',
  subregion: 'Côte de Nuits',
  appellation: 'Gevrey-Chambertin',
  classification: '',
  regulatedDesignation: 'AOC',
  style: '',
  color: 'Red',
  supplier: '',
  mainCategory: 'cat_wine',
  subCategory: 'subcat_still',
  varieties: [{ name: 'Pinot Noir', pct: 100 }],
  grains: [],
  alcoholPercentage: 13.5,
  barcode: null,
  isPrivateImport: false,
  showOnMenu: true,
  defaultFormatId: null,
};
const format: Format = {
  id: 'f1',
  productId: 'p1',
  vintage: '2019',
  bottleSize: 750,
  cost: 40,
  price: 95.5,
  tastingNotes: 'Cherry',
  isPrivateImport: false,
  showOnMenu: true,
};

describe('new profile form', () => {
  it('starts with the defaults of a new profile: this year, 750 ml, first category, one empty row each', () => {
    const form = newProfileForm(categories, 2025);
    expect(form.vintage).toBe('2025');
    expect(form.bottleSize).toBe('750');
    expect(form.mainCategory).toBe('cat_wine');
    expect(form.subCategory).toBe('');
    expect(form.varieties).toEqual([{ name: '', pct: '' }]);
    expect(form.grains).toEqual([{ name: '', pct: '' }]);
  });

  it('names which of name, category, sub-category and vintage are missing before sending', () => {
    const form = newProfileForm(categories, 2025);
    const check = { checkFormat: true };
    expect(missingInformation(form, check)).toEqual(['name', 'subCategory']);
    const named = { ...form, name: 'X', subCategory: 'subcat_still' };
    expect(missingInformation(named, check)).toEqual([]);
    expect(missingInformation({ ...named, vintage: ' ' }, check)).toEqual(['vintage']);
    // Beer has no vintage.
    const beer = { ...named, mainCategory: 'cat_beer', subCategory: 'subcat_ale', vintage: '' };
    expect(missingInformation(beer, check)).toEqual([]);
  });

  it("marks each field the server's schemas would refuse, with their reason", () => {
    const named = { ...newProfileForm(categories, 2025), name: 'X', subCategory: 'subcat_still' };
    const check = { checkFormat: true, checkCount: true };
    expect(fieldProblems(named, check)).toEqual({});
    expect(fieldProblems({ ...named, barcode: '12345' }, check)).toEqual({
      barcode: 'barcode-invalid',
    });
    expect(fieldProblems({ ...named, barcode: '12345678' }, check)).toEqual({});
    expect(fieldProblems({ ...named, count: '1.5' }, check)).toEqual({ count: 'count-invalid' });
    expect(fieldProblems({ ...named, vintage: '1' }, check)).toEqual({
      vintage: 'vintage-invalid',
    });
    expect(fieldProblems({ ...named, vintage: 'NV' }, check)).toEqual({});
    expect(fieldProblems({ ...named, bottleSize: '0' }, check)).toEqual({
      bottleSize: 'bottle-size-invalid',
    });
    expect(
      fieldProblems(
        {
          ...named,
          alcoholPercentage: '150',
          price: '1000001',
          producer: 'p'.repeat(201),
          varieties: [{ name: 'Merlot', pct: '120' }],
        },
        check,
      ),
    ).toEqual({
      alcoholPercentage: 'alcohol-invalid',
      price: 'price-invalid',
      producer: 'text-too-long',
      varieties: 'percentage-invalid',
    });
    // The format's fields are not the form's business when it shows none.
    expect(
      fieldProblems({ ...named, vintage: '1' }, { checkFormat: false, checkCount: false }),
    ).toEqual({});
  });

  it("names the form's field for the server's refused paths", () => {
    expect(formFieldOf(['product', 'alcoholPercentage'])).toBe('alcoholPercentage');
    expect(formFieldOf(['format', 'vintage'])).toBe('vintage');
    expect(formFieldOf(['bottles', 'count'])).toBe('count');
    expect(formFieldOf(['varieties', 2, 'pct'])).toBe('varieties');
    expect(formFieldOf(['reassignBarcode'])).toBeNull();
  });

  it('takes the grapes of a catalog match, with their shares', () => {
    const form = applyTemplate(newProfileForm(categories, 2025), {
      name: 'Chablis',
      varieties: [{ name: 'Chardonnay', pct: 100 }, { name: 'Aligoté', pct: null }, { pct: 3 }],
    });
    expect(form.name).toBe('Chablis');
    expect(form.varieties).toEqual([
      { name: 'Chardonnay', pct: '100' },
      { name: 'Aligoté', pct: '' },
    ]);
  });

  it('builds the create request: trimmed text, parsed numbers, bottles only with a count', () => {
    const form = {
      ...newProfileForm(categories, 2025),
      name: '  Margaux ',
      subCategory: 'subcat_still',
      varieties: [
        { name: 'Merlot', pct: '60' },
        { name: ' ', pct: '' },
      ],
      grains: [{ name: 'Barley', pct: '100' }],
      cost: '12.5',
      price: '',
      alcoholPercentage: '13,5',
      count: '3',
      locationId: 'loc1',
      bin: 'A1',
    };
    const body = createRequest(form, false);
    expect(body.product.name).toBe('Margaux');
    expect(body.product.varieties).toEqual([{ name: 'Merlot', pct: 60 }]);
    expect(body.product.grains).toEqual([]);
    expect(body.product.alcoholPercentage).toBe(13.5);
    expect(body.product.barcode).toBeNull();
    expect(body.format).toMatchObject({
      vintage: '2025',
      bottleSize: 750,
      cost: 12.5,
      price: null,
    });
    expect(body.bottles).toEqual({ count: 3, ids: [], locationId: 'loc1', bin: 'A1' });
    expect(body.reassignBarcode).toBe(false);

    const profileOnly = createRequest({ ...form, count: '0' }, true);
    expect(profileOnly.bottles).toBeUndefined();
    expect(profileOnly.reassignBarcode).toBe(true);
  });
});

describe('editing', () => {
  const base = newProfileForm(categories, 2025);

  it('fills the form from a profile and format and round-trips the profile', () => {
    const form = formFromRecords(base, product, format);
    expect(form.cost).toBe('40.00');
    expect(form.price).toBe('95.50');
    expect(form.varieties).toEqual([{ name: 'Pinot Noir', pct: '100' }]);
    expect(form.grains).toEqual([{ name: '', pct: '' }]);
    const { id: _id, showOnMenu: _s, defaultFormatId: _d, ...general } = product;
    expect(productInput(form)).toEqual(general);
    expect(formatChanges(format, form)).toEqual({});
    expect(formatChanges(format, { ...form, price: '99' })).toEqual({ price: 99 });
  });

  it('edits a format’s full and empty weights, for open bottles’ levels', () => {
    const weighed = { ...format, fullWeightGrams: 1250, emptyWeightGrams: 500 };
    const form = formFromRecords(base, product, weighed);
    expect([form.fullWeightGrams, form.emptyWeightGrams]).toEqual(['1250', '500']);
    expect(formatChanges(weighed, form)).toEqual({});
    expect(formatChanges(weighed, { ...form, emptyWeightGrams: '' })).toEqual({
      emptyWeightGrams: null,
    });
    expect(formatChanges(format, { ...form, fullWeightGrams: '1300' })).toEqual({
      fullWeightGrams: 1300,
      emptyWeightGrams: 500,
    });
  });

  it('detects unsaved changes by comparing with the opening state', () => {
    const initial = formFromRecords(base, product, format);
    expect(isDirty(initial, { ...initial })).toBe(false);
    expect(isDirty(initial, { ...initial, name: 'Other' })).toBe(true);
    expect(
      isDirty(initial, { ...initial, varieties: [...initial.varieties, { name: '', pct: '' }] }),
    ).toBe(true);
  });

  it('reads the bottle count as a whole number of at least 0', () => {
    expect(parseCount('')).toBe(0);
    expect(parseCount(' 4 ')).toBe(4);
    expect(parseCount('-1')).toBeNull();
    expect(parseCount('2.5')).toBeNull();
  });
});
