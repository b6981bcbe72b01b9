import { describe, expect, it } from 'vitest';
import type { BottleRow } from '../../lib/bottle-rows.js';
import { unassignedItems } from './unassigned-items.js';

const row = (id: string, formatId: string, name: string, vintage = '2020'): BottleRow => ({
  id,
  formatId,
  productId: 'w',
  name,
  producer: '',
  vintage,
  size: 750,
  locationId: null,
  locationName: null,
  bin: '',
  haystack: id,
});

describe('unassigned items', () => {
  it('puts a heading with its bottle ids before each format group', () => {
    const items = unassignedItems([
      row('a', 'f1', 'Barolo'),
      row('b', 'f1', 'Barolo'),
      row('c', 'f2', 'Chablis', ''),
    ]);
    expect(
      items.map((item) => (item.kind === 'group' ? `${item.label}:${item.ids}` : item.row.id)),
    ).toEqual(['Barolo — 2020 — 750 ml:a,b', 'a', 'b', 'Chablis — NV — 750 ml:c', 'c']);
  });

  it('is empty without bottles', () => {
    expect(unassignedItems([])).toEqual([]);
  });
});
