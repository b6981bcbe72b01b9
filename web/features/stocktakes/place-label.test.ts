import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import type { Location } from '../../../domain/restaurant.js';
import { placeLabel, placesLabel } from './place-label.js';

// The English strings, so the test reads as the screen does.
const strings: Record<string, string> = {
  'stocktakes.places.whole': 'Whole cellar',
  'stocktakes.places.location': '{{location}}',
  'stocktakes.places.bin': '{{location}} / {{bin}}',
  'stocktakes.places.looseShelf': '{{location}} / Unbinned',
  'stocktakes.places.unassigned': 'Unassigned',
};
const t = ((key: string, values: Record<string, string> = {}) =>
  (strings[key] ?? key).replace(
    /\{\{(\w+)\}\}/g,
    (_, name: string) => values[name] ?? '',
  )) as TFunction;

const locations = new Map<string, Location>([['l1', { id: 'l1', name: 'Cave 1', bins: ['A3'] }]]);

describe('how a count names its places', () => {
  it('names a bin, the loose shelf, a whole location and Unassigned', () => {
    expect(placeLabel(t, locations, { locationId: 'l1', bin: 'A3' })).toBe('Cave 1 / A3');
    expect(placeLabel(t, locations, { locationId: 'l1', bin: '' })).toBe('Cave 1 / Unbinned');
    expect(placeLabel(t, locations, { locationId: 'l1' })).toBe('Cave 1');
    expect(placeLabel(t, locations, { locationId: null, bin: '' })).toBe('Unassigned');
  });

  it('shows a deleted location by its id, and no places as the whole cellar', () => {
    expect(placeLabel(t, locations, { locationId: 'gone', bin: 'B' })).toBe('gone / B');
    expect(placesLabel(t, locations, [])).toBe('Whole cellar');
    expect(placesLabel(t, locations, [{ locationId: 'l1' }, { locationId: 'l1', bin: 'A3' }])).toBe(
      'Cave 1, Cave 1 / A3',
    );
  });
});
