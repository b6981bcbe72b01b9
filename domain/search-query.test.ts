import { describe, expect, it } from 'vitest';
import { matchesSearch, parseSearch, type SearchDocument, searchDocument } from './search-query.js';
import { normalizeText } from './text.js';

function doc(fields: Record<string, string>): SearchDocument {
  return searchDocument(
    Object.fromEntries(Object.entries(fields).map(([key, value]) => [key, normalizeText(value)])),
  );
}

const margaux = doc({
  name: 'Château Margaux',
  producer: 'Château Margaux',
  country: 'France',
  region: 'Bordeaux',
  subregion: 'Haut-Médoc',
  vintage: '2015 2016',
  location: 'Cellar A',
});

describe('parseSearch', () => {
  it('separates words from key:value tokens, ignoring case and accents', () => {
    expect(parseSearch('Château producer:MARGAUX vintage:2015')).toEqual({
      terms: ['chateau'],
      fields: [
        { key: 'producer', value: 'margaux' },
        { key: 'vintage', value: '2015' },
      ],
    });
  });

  it('reads quoted values and key aliases', () => {
    expect(parseSearch('subregion:"haut médoc" grape:merlot').fields).toEqual([
      { key: 'subregion', value: 'haut medoc' },
      { key: 'variety', value: 'merlot' },
    ]);
  });

  it('treats an unknown key as a plain word', () => {
    expect(parseSearch('foo:bar')).toEqual({ terms: ['foo:bar'], fields: [] });
  });
});

describe('matchesSearch', () => {
  it('finds Château by typing chateau', () => {
    expect(matchesSearch(margaux, parseSearch('chateau'))).toBe(true);
    expect(matchesSearch(margaux, parseSearch('CHÂTEAU marg'))).toBe(true);
  });

  it('needs every word and every token to match', () => {
    expect(matchesSearch(margaux, parseSearch('chateau latour'))).toBe(false);
    expect(matchesSearch(margaux, parseSearch('country:france vintage:2016'))).toBe(true);
    expect(matchesSearch(margaux, parseSearch('country:italy'))).toBe(false);
    expect(matchesSearch(margaux, parseSearch('location:cellar'))).toBe(true);
  });

  it('matches a token only on its own field', () => {
    expect(matchesSearch(margaux, parseSearch('region:margaux'))).toBe(false);
  });
});
