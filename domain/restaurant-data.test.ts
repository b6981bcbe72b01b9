import { describe, expect, it } from 'vitest';
import { batch, bottle, model, put, remove } from './restaurant-data.fixtures.js';
import { applyBatch, dataFromModel, type RestaurantData } from './restaurant-data.js';

function applied(data: RestaurantData, next: ReturnType<typeof applyBatch>): RestaurantData {
  if (typeof next === 'string') throw new Error(`expected the batch to apply, got ${next}`);
  expect(next).not.toBe(data);
  return next;
}

const place = (bottles: number, bin = '') => ({ locationId: 'l1', bin, bottles, manual: 0 });

describe('restaurant data', () => {
  it('normalizes a model into maps keyed by id (categories by key, counts by format)', () => {
    const data = dataFromModel(model);
    expect(data.revision).toBe(5);
    expect(data.restaurant).toEqual({ id: 'r1', name: 'Chez Nous', currency: 'EUR' });
    expect([...data.counts.keys()]).toEqual(['f1']);
    expect(data.locations.get('l1')?.bins).toEqual(['1', '2']);
    expect(data.categories.get('cat_wine')?.fr).toBe('Vin');
  });

  it('applies puts and deletes in order, leaves bottles to the lists, and keeps untouched maps', () => {
    const data = dataFromModel(model);
    const next = applied(
      data,
      applyBatch(
        data,
        batch(6, [
          put('bottle', 'QR3', bottle('QR3')),
          put('count', 'f1', { formatId: 'f1', places: [place(3, '7')] }),
          put('count', 'f2', { formatId: 'f2', places: [place(1)] }),
          remove('count', 'f2'),
          put('restaurant', 'r1', { id: 'r1', name: 'Chez Vous', revision: 6 }),
        ]),
      ),
    );
    expect(next.revision).toBe(6);
    expect([...next.counts.keys()]).toEqual(['f1']);
    expect(next.counts.get('f1')?.places).toEqual([place(3, '7')]);
    expect(next.restaurant.name).toBe('Chez Vous');
    expect(next.products).toBe(data.products);
    expect(next.locations).toBe(data.locations);
    expect(next).not.toHaveProperty('bottles');
    // The old state is untouched.
    expect(data.counts.get('f1')?.places).not.toEqual([place(3, '7')]);
  });

  it('ignores a batch it already has and refuses data of the wrong shape', () => {
    const data = dataFromModel(model);
    expect(applyBatch(data, batch(5, [remove('count', 'f1')]))).toBe('stale');
    expect(applyBatch(data, batch(6, [put('count', 'f9', { formatId: 'f9' })]))).toBe('invalid');
    // A bottle's change is the open lists' to check: it does not stop the counts that follow it.
    expect(applyBatch(data, batch(6, [put('bottle', 'QR9', { id: 'QR9' })]))).not.toBe('invalid');
  });

  it('takes a stock count scan as a new revision with nothing of the model changed', () => {
    const data = dataFromModel(model);
    const scan = put('stocktake', 's1', { stocktakeId: 's1', code: 'QR1', outcome: 'counted' });
    const next = applied(data, applyBatch(data, batch(6, [scan])));
    expect(next.revision).toBe(6);
    expect(next.counts).toBe(data.counts);
    expect(next.formats).toBe(data.formats);
    expect(next.locations).toBe(data.locations);
  });

  it('applies nothing of a batch with one bad change', () => {
    const data = dataFromModel(model);
    const bad = batch(6, [remove('count', 'f1'), put('format', 'f1', { id: 'f1' })]);
    expect(applyBatch(data, bad)).toBe('invalid');
    expect(data.counts.has('f1')).toBe(true);
  });
});
