import { describe, expect, it } from 'vitest';
import type { Format, Product } from '../../../domain/inventory.js';
import { planAdd, searchProfiles } from './add-bottle.js';

const product = (id: string, name: string, producer: string) => ({ id, name, producer }) as Product;

describe('add-bottle dialog', () => {
  it('finds profiles by name or producer, ignoring case and accents', () => {
    const list = [
      product('1', 'Château Margaux', 'Margaux'),
      product('2', 'Chablis', 'Raveneau'),
      product('3', 'Pommard', 'Comte Armand'),
    ];
    expect(searchProfiles(list, 'chateau').map((p) => p.id)).toEqual(['1']);
    expect(searchProfiles(list, 'RAVEN').map((p) => p.id)).toEqual(['2']);
    expect(searchProfiles(list, '').map((p) => p.id)).toEqual(['2', '1', '3']);
  });

  it('tells look-alikes apart by a vintage or size, like the main search', () => {
    const list = [product('a', 'Chablis', 'Domaine A'), product('b', 'Chablis', 'Domaine B')];
    const formats: Record<string, Format[]> = {
      a: [{ vintage: '2019', bottleSize: 750 } as Format],
      b: [{ vintage: '2021', bottleSize: 1500 } as Format],
    };
    const find = (query: string) =>
      searchProfiles(list, query, 50, (id) => formats[id] ?? []).map((p) => p.id);
    expect(find('chablis 2019')).toEqual(['a']);
    expect(find('chablis 1500')).toEqual(['b']);
    expect(find('CHABLIS')).toEqual(['a', 'b']);
  });

  it('does nothing with a quantity of 0 or less or without a format', () => {
    const base = { productId: 'w', locationId: null, bin: '' };
    const format = { kind: 'existing', formatId: 'f' } as const;
    expect(planAdd({ ...base, format, quantity: 0 })).toEqual({ kind: 'nothing' });
    expect(planAdd({ ...base, format, quantity: -2 })).toEqual({ kind: 'nothing' });
    expect(planAdd({ ...base, format: null, quantity: 2 })).toEqual({ kind: 'nothing' });
  });

  it('adds to an existing format or creates the new vintage', () => {
    expect(
      planAdd({
        productId: 'w',
        format: { kind: 'existing', formatId: 'f' },
        quantity: 2,
        locationId: 'l',
        bin: ' B ',
      }),
    ).toEqual({
      kind: 'bottles',
      body: { formatId: 'f', count: 2, ids: [], locationId: 'l', bin: 'B' },
    });
    const plan = planAdd({
      productId: 'w',
      format: { kind: 'new', vintage: '2020', bottleSize: 1500 },
      quantity: 1,
      locationId: null,
      bin: 'ignored',
    });
    expect(plan).toMatchObject({ kind: 'format', productId: 'w', format: { vintage: '2020' } });
    expect(
      planAdd({
        productId: null,
        format: { kind: 'new', vintage: '2020', bottleSize: 750 },
        quantity: 1,
        locationId: null,
        bin: '',
      }),
    ).toEqual({ kind: 'noProfile' });
  });
});
