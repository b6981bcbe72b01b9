import { describe, expect, it } from 'vitest';
import { batch, bottle, put, remove, snapshot } from './restaurant-data.fixtures.js';
import { applyBatch, dataFromSnapshot, type RestaurantData } from './restaurant-data.js';

function applied(data: RestaurantData, next: ReturnType<typeof applyBatch>): RestaurantData {
  if (typeof next === 'string') throw new Error(`expected the batch to apply, got ${next}`);
  expect(next).not.toBe(data);
  return next;
}

describe('restaurant data', () => {
  it('normalizes a snapshot into maps keyed by id (categories by key)', () => {
    const data = dataFromSnapshot(snapshot);
    expect(data.revision).toBe(5);
    expect(data.restaurant).toEqual({ id: 'r1', name: 'Chez Nous' });
    expect([...data.bottles.keys()]).toEqual(['QR1', 'QR2']);
    expect(data.locations.get('l1')?.bins).toEqual(['1', '2']);
    expect(data.categories.get('cat_wine')?.fr).toBe('Vin');
  });

  it('applies puts and deletes in order and keeps untouched maps', () => {
    const data = dataFromSnapshot(snapshot);
    const next = applied(
      data,
      applyBatch(
        data,
        batch(6, [
          put('bottle', 'QR3', bottle('QR3')),
          remove('bottle', 'QR1'),
          put('bottle', 'QR2', { ...bottle('QR2'), bin: '7' }),
          put('restaurant', 'r1', { id: 'r1', name: 'Chez Vous', revision: 6 }),
        ]),
      ),
    );
    expect(next.revision).toBe(6);
    expect([...next.bottles.keys()].sort()).toEqual(['QR2', 'QR3']);
    expect(next.bottles.get('QR2')?.bin).toBe('7');
    expect(next.restaurant.name).toBe('Chez Vous');
    expect(next.products).toBe(data.products);
    expect(next.locations).toBe(data.locations);
    // The old state is untouched.
    expect(data.bottles.has('QR1')).toBe(true);
  });

  it('ignores a batch it already has and refuses data of the wrong shape', () => {
    const data = dataFromSnapshot(snapshot);
    expect(applyBatch(data, batch(5, [remove('bottle', 'QR1')]))).toBe('stale');
    expect(applyBatch(data, batch(6, [put('bottle', 'QR9', { id: 'QR9' })]))).toBe('invalid');
  });

  it('changes its own maps in place when asked, for an owner that shares them with no one', () => {
    const data = dataFromSnapshot(snapshot);
    const bottles = data.bottles;
    const next = applyBatch(data, batch(6, [remove('bottle', 'QR1')]), { inPlace: true });
    if (typeof next === 'string') throw new Error(next);
    expect(next.bottles).toBe(bottles);
    expect(bottles.has('QR1')).toBe(false);
    expect(next.revision).toBe(6);
  });

  it('applies nothing of a batch with one bad change', () => {
    const data = dataFromSnapshot(snapshot);
    const bad = batch(6, [remove('bottle', 'QR1'), put('format', 'f1', { id: 'f1' })]);
    expect(applyBatch(data, bad, { inPlace: true })).toBe('invalid');
    expect(data.bottles.has('QR1')).toBe(true);
  });
});
