import { describe, expect, it } from 'vitest';
import { jsonInTurns, jsonPartsInTurns } from './json-in-turns.js';

describe('JSON written in turns', () => {
  const change = (index: number) => ({
    entity: 'bottle',
    id: `QR-${index}`,
    op: index % 3 === 0 ? 'delete' : 'put',
    data: index % 3 === 0 ? null : { bin: `A"${index}`, notes: 'é,\n]', at: undefined },
  });

  it('is JSON.stringify’s text for every size around the turns, empty included', async () => {
    for (const size of [0, 1, 2, 3, 4, 5, 7, 9]) {
      const items = Array.from({ length: size }, (_, index) => change(index));
      expect(await jsonInTurns(items, 3)).toBe(JSON.stringify(items));
      const parts = await jsonPartsInTurns(items, 3);
      expect(parts).toHaveLength(Math.ceil(size / 3));
      expect(`[${parts.join(',')}]`).toBe(JSON.stringify(items));
    }
  });
});
