import { describe, expect, it } from 'vitest';
import { InOrder } from './in-order.js';

const at = (revision: number) => ({ revision });
const revisions = (items: { revision: number }[]) => items.map((item) => item.revision);

describe('InOrder', () => {
  it('releases revisions one after another, holding the early ones', () => {
    const order = new InOrder<{ revision: number }>(4);
    order.add(at(7));
    order.add(at(6));
    expect(order.takeReady()).toEqual([]);
    expect(order.firstWaiting).toBe(6);
    order.add(at(5));
    expect(revisions(order.takeReady())).toEqual([5, 6, 7]);
    expect(order.revision).toBe(7);
    expect(order.firstWaiting).toBeUndefined();
  });

  it('drops what is at or below its position, and what a replay passed over', () => {
    const order = new InOrder<{ revision: number }>(4);
    order.add(at(4));
    order.add(at(3));
    order.add(at(6));
    order.add(at(8));
    order.advanceTo(6);
    expect(order.firstWaiting).toBe(8);
    order.add(at(7));
    expect(revisions(order.takeReady())).toEqual([7, 8]);
  });
});
