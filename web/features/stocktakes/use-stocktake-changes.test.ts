import { describe, expect, it } from 'vitest';
import { coalesced } from './use-stocktake-changes.js';

describe('reading a count again as its changes come', () => {
  it('reads once more after the read under way, however many changes came meanwhile', async () => {
    const finishes: (() => void)[] = [];
    let reads = 0;
    const trigger = coalesced(
      () =>
        new Promise<void>((resolve) => {
          reads += 1;
          finishes.push(resolve);
        }),
    );
    trigger();
    trigger();
    trigger();
    trigger();
    expect(reads).toBe(1);
    finishes.shift()?.();
    await Promise.resolve();
    await Promise.resolve();
    expect(reads).toBe(2);
    finishes.shift()?.();
    await Promise.resolve();
    await Promise.resolve();
    expect(reads).toBe(2);
    trigger();
    expect(reads).toBe(3);
  });
});
