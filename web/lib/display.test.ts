import { describe, expect, it } from 'vitest';
import type { Bottle } from '../../domain/inventory.js';
import { DEFAULT_CATEGORIES } from '../../domain/restaurant.js';
import {
  blendText,
  bottleIdDisplay,
  categoryText,
  groupBottlesByLocation,
  historyActionByKey,
  historyActionKey,
  originText,
  vintageText,
} from './display.js';

const bottle = (id: string, locationId: string | null, bin = ''): Bottle => ({
  id,
  formatId: 'f',
  locationId,
  bin,
  notes: '',
  addedDate: '2025-01-01T00:00:00.000Z',
});

describe('display helpers', () => {
  it('shows manual ids by their last 6 characters and QR ids whole', () => {
    expect(bottleIdDisplay('MAN1763795000000-001')).toEqual({ manual: true, text: '00-001' });
    expect(bottleIdDisplay('QR-0001')).toEqual({ manual: false, text: 'QR-0001' });
  });

  it('reads a blank vintage as NV', () => {
    expect(vintageText('  ')).toBe('NV');
    expect(vintageText('2019')).toBe('2019');
  });

  it('writes blends, origins and categories', () => {
    expect(
      blendText(
        [
          { name: 'Merlot', pct: 60 },
          { name: 'Cabernet Franc', pct: null },
          { name: '', pct: 5 },
        ],
        'en',
      ),
    ).toBe('Merlot 60%, Cabernet Franc');
    expect(blendText([{ name: 'Merlot', pct: 60 }], 'fr')).toBe('Merlot 60\u00a0%');
    expect(originText(['', 'Pauillac', ' ', 'Bordeaux', 'France'])).toBe(
      'Pauillac, Bordeaux, France',
    );
    const categories = new Map(
      DEFAULT_CATEGORIES.map((category, position) => [category.key, { ...category, position }]),
    );
    expect(categoryText(categories, 'cat_wine', 'subcat_still', 'fr')).toBe('Vin · Tranquille');
    expect(categoryText(categories, 'cat_wine', '', 'en')).toBe('Wine');
    expect(categoryText(categories, 'cat_none', '', 'en')).toBeNull();
  });

  it('groups bottles by location, Unassigned last, sorted by bin', () => {
    const locations = new Map([
      ['l1', { id: 'l1', name: 'Cellar', bins: ['1', '2', '10'] }],
      ['l2', { id: 'l2', name: 'Bar', bins: [] }],
    ]);
    const groups = groupBottlesByLocation(
      [bottle('a', null), bottle('b', 'l1', '10'), bottle('c', 'l1', '2'), bottle('d', 'l2')],
      locations,
    );
    expect(groups.map((group) => group.name)).toEqual(['Bar', 'Cellar', null]);
    expect(groups[1]?.bottles.map((item) => item.id)).toEqual(['c', 'b']);
  });

  it('names history actions', () => {
    expect(historyActionKey('bottle.move')).toBe('inventory.history.move');
    expect(historyActionKey('bottle.other')).toBe('inventory.history.update');
    expect(historyActionByKey('bottle.move')).toBe('activity.history.move');
    expect(historyActionByKey('bottle.other')).toBe('activity.history.update');
  });
});
