import { describe, expect, it } from 'vitest';
import { locationNamedLike } from './location-names.js';

const locations = [
  { id: 'a', name: 'Cellar' },
  { id: 'b', name: 'Cave' },
];

describe('location names', () => {
  it('finds the location whose name differs only by capitals', () => {
    expect(locationNamedLike(locations, 'cellar')?.id).toBe('a');
    expect(locationNamedLike(locations, 'CAVE')?.id).toBe('b');
    expect(locationNamedLike(locations, 'Cellar')?.id).toBe('a');
  });

  it('tells accents and other names apart, and leaves out the location being renamed', () => {
    expect(locationNamedLike(locations, 'Cavé')).toBeUndefined();
    expect(locationNamedLike(locations, 'Bar')).toBeUndefined();
    expect(locationNamedLike(locations, 'CELLAR', 'a')).toBeUndefined();
  });
});
