import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { SHORT_ID_LENGTH, shortIdFrom } from './short-id.js';

describe('shortIdFrom', () => {
  it('makes ten base-62 characters, all of them used', () => {
    const seen = new Set<string>();
    for (let i = 0; i < 2000; i++) {
      const bytes = randomBytes(64);
      let index = 0;
      const id = shortIdFrom(() => bytes[index++] ?? 0);
      expect(id).toMatch(new RegExp(`^[0-9A-Za-z]{${SHORT_ID_LENGTH}}$`));
      for (const char of id) seen.add(char);
    }
    expect(seen.size).toBe(62);
  });

  it('skips bytes that would favour some characters', () => {
    const bytes = [255, 250, 248, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9];
    let index = 0;
    expect(shortIdFrom(() => bytes[index++] ?? 0)).toBe('0123456789');
  });
});
