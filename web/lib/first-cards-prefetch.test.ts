import { describe, expect, it } from 'vitest';
import { firstCards } from '../../domain/operations/inventory.js';
import { FIRST_CARDS_PATH } from './first-cards-prefetch.js';

describe('the first cards prefetch', () => {
  it("asks the firstCards operation's path", () => {
    expect(FIRST_CARDS_PATH).toBe(firstCards.path);
  });
});
