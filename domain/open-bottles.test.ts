import { describe, expect, it } from 'vitest';
import {
  remainingAfterPour,
  remainingOfTenths,
  remainingOfWeight,
  valueRemaining,
  weightsContradict,
} from './open-bottles.js';

describe('open bottle levels (decision 0044)', () => {
  it('reads tenths and weights as thousandths remaining, within 0 and 1000', () => {
    expect(remainingOfTenths(4)).toBe(400);
    expect(remainingOfWeight(800, { fullGrams: 1250, emptyGrams: 500 })).toBe(400);
    expect(remainingOfWeight(400, { fullGrams: 1250, emptyGrams: 500 })).toBe(0);
    expect(remainingOfWeight(1400, { fullGrams: 1250, emptyGrams: 500 })).toBe(1000);
    expect(remainingOfWeight(800, { fullGrams: null, emptyGrams: 500 })).toBeNull();
    expect(remainingOfWeight(800, { fullGrams: 500, emptyGrams: 500 })).toBeNull();
  });

  it('lowers what remains by a pour, never below empty', () => {
    expect(remainingAfterPour(1000, 148, 750)).toBe(803);
    expect(remainingAfterPour(1000, 89, 750)).toBe(881);
    expect(remainingAfterPour(100, 148, 750)).toBe(0);
  });

  it('values what remains: 4/10 of a bottle at 30.00 is 12.00', () => {
    expect(valueRemaining(3000, 400)).toBe(1200);
    expect(valueRemaining(3000, 1000)).toBe(3000);
  });

  it('knows weights that cannot read a level', () => {
    expect(weightsContradict({ fullWeightGrams: 500, emptyWeightGrams: 600 })).toBe(true);
    expect(weightsContradict({ fullWeightGrams: 1250, emptyWeightGrams: 500 })).toBe(false);
    expect(weightsContradict({ fullWeightGrams: null, emptyWeightGrams: 500 })).toBe(false);
  });
});
