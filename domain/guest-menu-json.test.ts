import { describe, expect, it } from 'vitest';
import type { FilterableEntry } from './guest-menu-filters.js';
import { compactGuestEntries, expandGuestEntries } from './guest-menu-json.js';

const entry = (overrides: Partial<FilterableEntry>): FilterableEntry => ({
  section: 'bottle',
  name: 'Clos des Lambrays',
  vintage: '2019',
  producer: 'Domaine des Lambrays',
  grapes: ['Pinot Noir'],
  color: 'Red',
  country: 'France',
  region: 'Bourgogne',
  subregion: 'Côte de Nuits',
  bottleSize: 750,
  price: 120,
  price3oz: null,
  price5oz: null,
  ...overrides,
});

describe("the guest page's menu.json", () => {
  it('gives the filters back every entry as it was, in order, each distinct text written once', () => {
    const entries = [
      entry({
        section: 'glass',
        name: 'Chablis',
        color: 'White',
        price: null,
        price3oz: 9,
        price5oz: 14.5,
      }),
      entry({}),
      entry({ name: 'Morey', vintage: '', grapes: ['Pinot Noir', 'Gamay'], bottleSize: 1500 }),
      entry({ name: 'Sans prix', producer: '', price: null }),
    ];
    const json = compactGuestEntries('v1', entries);
    expect(expandGuestEntries(JSON.parse(JSON.stringify(json)))).toEqual(entries);
    expect(json.version).toBe('v1');
    expect(json.texts.filter((text) => text === 'Domaine des Lambrays')).toHaveLength(1);
    expect(json.texts.filter((text) => text === 'Pinot Noir')).toHaveLength(1);
  });
});
