import { describe, expect, it } from 'vitest';
import {
  aboveTarget,
  addValued,
  bottlesValue,
  costOfGoods,
  NOTHING,
  pourCostPercent,
  poursPerBottle,
  toOrder,
} from './report-formulas.js';

describe('value on hand', () => {
  it('multiplies bottles by cost and by price, in cents', () => {
    // 3 × 12.50 = 37.50; 3 × 30.00 = 90.00
    expect(bottlesValue(3, 1250, 3000)).toEqual({
      bottles: 3,
      costCents: 3750,
      withoutCost: 0,
      priceCents: 9000,
      withoutPrice: 0,
    });
  });

  it('counts bottles without a cost apart instead of valuing them at zero', () => {
    const total = addValued(
      addValued(bottlesValue(2, 1000, null), bottlesValue(4, null, 2500)),
      NOTHING,
    );
    // 2 × 10.00 at cost, the 4 others flagged; 4 × 25.00 at price, the 2 others flagged.
    expect(total).toEqual({
      bottles: 6,
      costCents: 2000,
      withoutCost: 4,
      priceCents: 10000,
      withoutPrice: 2,
    });
  });

  it('takes a zero cost or price as a real zero, not as missing', () => {
    expect(bottlesValue(5, 0, 0)).toEqual({
      bottles: 5,
      costCents: 0,
      withoutCost: 0,
      priceCents: 0,
      withoutPrice: 0,
    });
  });
});

describe('cost of goods', () => {
  it('is opening + received − closing', () => {
    // Opened with 1,000.00, received 250.00, closed with 900.00: 350.00 went out.
    expect(costOfGoods(100000, 25000, 90000)).toBe(35000);
    expect(costOfGoods(0, 0, 0)).toBe(0);
  });
});

describe('pour cost', () => {
  it('counts pours from the bottle size with 1 oz = 29.5735 ml', () => {
    // 750 / 88.7205 = 8.4535…; 750 / 147.8675 = 5.0721…
    expect(poursPerBottle(750, 3)).toBeCloseTo(8.45351, 5);
    expect(poursPerBottle(750, 5)).toBeCloseTo(5.07211, 5);
    expect(poursPerBottle(1500, 5)).toBeCloseTo(10.14422, 5);
  });

  it('divides the bottle cost by the pours and by the glass price', () => {
    // 20.00 bottle, 750 ml: a 3oz pour costs 2.3659; at 9.00 a glass that is 26.29 %.
    expect(pourCostPercent(2000, 750, 3, 900)).toBeCloseTo(26.2876, 3);
    // 5oz: 3.9431 at 14.00 is 28.165 %.
    expect(pourCostPercent(2000, 750, 5, 1400)).toBeCloseTo(28.1652, 3);
  });

  it('halves for a magnum at the same cost (mixed sizes)', () => {
    const bottle = pourCostPercent(3000, 750, 5, 1200) ?? 0;
    const magnum = pourCostPercent(3000, 1500, 5, 1200) ?? 0;
    expect(magnum).toBeCloseTo(bottle / 2, 10);
    // 30.00 / 5.07211 / 12.00 = 49.289 %
    expect(bottle).toBeCloseTo(49.2892, 3);
  });

  it('says nothing without a cost, a glass price, a non-zero price or a size', () => {
    expect(pourCostPercent(null, 750, 3, 900)).toBeNull();
    expect(pourCostPercent(2000, 750, 3, null)).toBeNull();
    expect(pourCostPercent(2000, 750, 3, 0)).toBeNull();
    expect(pourCostPercent(2000, 0, 3, 900)).toBeNull();
    // A bottle that cost nothing costs nothing a pour.
    expect(pourCostPercent(0, 750, 3, 900)).toBe(0);
  });

  it('flags a pour cost above the target, not at it, and never a missing one', () => {
    expect(aboveTarget(25.01, 25)).toBe(true);
    expect(aboveTarget(25, 25)).toBe(false);
    expect(aboveTarget(null, 25)).toBe(false);
  });
});

describe('par levels', () => {
  it('orders par − on hand, and nothing at or above par', () => {
    expect(toOrder(12, 5)).toBe(7);
    expect(toOrder(12, 0)).toBe(12);
    expect(toOrder(6, 6)).toBe(0);
    expect(toOrder(6, 9)).toBe(0);
  });
});
