import { describe, expect, it } from 'vitest';
import { chooseFormat, compareFormatsNewestFirst } from './format-choice.js';
import type { Format } from './inventory.js';

function format(id: string, vintage: string, bottleSize = 750): Format {
  return {
    id,
    productId: 'w',
    vintage,
    bottleSize,
    cost: null,
    price: null,
    tastingNotes: '',
    isPrivateImport: false,
    showOnMenu: true,
  };
}

const formats = [
  format('a', '2015'),
  format('b', '2019', 1500),
  format('c', '2019'),
  format('d', 'NV'),
];
const counts: Record<string, number> = { a: 2, b: 0, c: 0, d: 1 };
const bottleCount = (id: string) => counts[id] ?? 0;

describe('chooseFormat', () => {
  it('takes the requested format first', () => {
    expect(
      chooseFormat({
        formats,
        requestedFormatId: 'd',
        defaultFormatId: 'a',
        view: 'bottle',
        bottleCount,
      })?.id,
    ).toBe('d');
  });

  it('then the default format', () => {
    expect(chooseFormat({ formats, defaultFormatId: 'a', view: 'profile', bottleCount })?.id).toBe(
      'a',
    );
    expect(chooseFormat({ formats, defaultFormatId: 'b', view: 'profile', bottleCount })?.id).toBe(
      'b',
    );
  });

  it('in bottle view skips a default without bottles for the first format with bottles', () => {
    expect(chooseFormat({ formats, defaultFormatId: 'b', view: 'bottle', bottleCount })?.id).toBe(
      'a',
    );
    expect(chooseFormat({ formats, view: 'bottle', bottleCount })?.id).toBe('a');
  });

  it('otherwise the newest vintage, preferring 750 ml', () => {
    expect(chooseFormat({ formats, view: 'profile', bottleCount })?.id).toBe('c');
    expect(
      chooseFormat({ formats, requestedFormatId: 'gone', view: 'inventory', bottleCount })?.id,
    ).toBe('c');
  });

  it('has nothing to choose for a wine without formats', () => {
    expect(chooseFormat({ formats: [], view: 'profile', bottleCount })).toBeUndefined();
  });
});

describe('compareFormatsNewestFirst', () => {
  it('orders years newest first, NV last, 750 first within a vintage', () => {
    expect([...formats].sort(compareFormatsNewestFirst).map((f) => f.id)).toEqual([
      'c',
      'b',
      'a',
      'd',
    ]);
  });
});
