import { describe, expect, it } from 'vitest';
import { costViewOf, withoutCosts } from './cost-view.js';

describe('withoutCosts', () => {
  it('removes the cost key at any depth, in objects and arrays', () => {
    const answer = {
      formats: [
        { id: 'f1', cost: 12.5, price: 30 },
        { id: 'f2', cost: null, price: null },
      ],
      changes: [{ entity: 'format', data: { id: 'f1', cost: 9 } }],
      columns: { id: ['f1', 'f2'], cost: [12.5, null], price: [30, null] },
    };
    expect(withoutCosts(answer)).toEqual({
      formats: [
        { id: 'f1', price: 30 },
        { id: 'f2', price: null },
      ],
      changes: [{ entity: 'format', data: { id: 'f1' } }],
      columns: { id: ['f1', 'f2'], price: [30, null] },
    });
    expect('cost' in (withoutCosts(answer).formats[1] ?? {})).toBe(false);
  });

  it('changes nothing it is given and shares what holds no cost', () => {
    const bottles = [{ id: 'b1', formatId: 'f1' }];
    const answer = { bottles, formats: [{ id: 'f1', cost: 4 }] };
    const projected = withoutCosts(answer);
    expect(answer.formats[0]).toEqual({ id: 'f1', cost: 4 });
    expect(projected.bottles).toBe(bottles);
    const batch = { revision: 3, changes: [{ entity: 'bottle', data: bottles[0] }] };
    expect(withoutCosts(batch)).toBe(batch);
  });

  it('leaves values that are not plain data alone', () => {
    const body = Buffer.from('{"cost":1}');
    expect(withoutCosts(body)).toBe(body);
    expect(withoutCosts(null)).toBeNull();
    expect(withoutCosts('cost')).toBe('cost');
  });
});

describe('costViewOf', () => {
  it('gives costs to owners and managers, not to staff', () => {
    expect(costViewOf('owner')).toBe('with-costs');
    expect(costViewOf('manager')).toBe('with-costs');
    expect(costViewOf('staff')).toBe('without-costs');
  });
});
