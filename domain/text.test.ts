import { describe, expect, it } from 'vitest';
import { productIdentityKey, vintageKey } from './product-identity.js';
import { normalizeText } from './text.js';

describe('normalizeText', () => {
  it('ignores case, accents and extra spaces', () => {
    expect(normalizeText('  Château   Margaux ')).toBe('chateau margaux');
    expect(normalizeText('CÔTES-DU-RHÔNE')).toBe('cotes-du-rhone');
    expect(normalizeText('Grüner Veltliner')).toBe('gruner veltliner');
    expect(normalizeText('Rosé')).toBe(normalizeText('rose'));
  });
});

describe('productIdentityKey', () => {
  const base = {
    name: 'Château Margaux',
    producer: 'Château Margaux',
    country: 'France',
    region: 'Bordeaux',
    subregion: 'Médoc',
    appellation: 'Margaux',
    classification: 'Premier Grand Cru Classé',
    regulatedDesignation: 'AOC',
    style: '',
    color: 'Red',
    mainCategory: 'cat_wine',
    subCategory: 'subcat_still',
  };

  it('is the same for the same wine written differently', () => {
    expect(productIdentityKey({ ...base, name: ' chateau MARGAUX' })).toBe(
      productIdentityKey(base),
    );
  });

  it('differs when any general information differs', () => {
    expect(productIdentityKey({ ...base, region: 'Bourgogne' })).not.toBe(productIdentityKey(base));
    expect(productIdentityKey({ ...base, name: 'Pavillon Rouge' })).not.toBe(
      productIdentityKey(base),
    );
  });

  it('does not let one field run into the next', () => {
    expect(productIdentityKey({ ...base, name: 'a', producer: 'b c' })).not.toBe(
      productIdentityKey({ ...base, name: 'a b', producer: 'c' }),
    );
  });
});

describe('vintageKey', () => {
  it('compares vintages trimmed and lower-cased', () => {
    expect(vintageKey(' NV ')).toBe(vintageKey('nv'));
  });
});
