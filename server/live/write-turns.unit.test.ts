import { describe, expect, it } from 'vitest';
import { Turns } from './write-turns.js';

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('Turns', () => {
  it('lets at most the limit run at once, the rest in the order they came', async () => {
    const turns = new Turns(2);
    const started: number[] = [];
    const finish: Array<() => void> = [];
    const runs = [0, 1, 2, 3].map((index) =>
      turns.run(async () => {
        started.push(index);
        await new Promise<void>((resolve) => finish.push(resolve));
        return index;
      }),
    );
    await tick();
    expect(started).toEqual([0, 1]);
    finish[1]?.();
    await tick();
    expect(started).toEqual([0, 1, 2]);
    finish[0]?.();
    await tick();
    expect(started).toEqual([0, 1, 2, 3]);
    finish[2]?.();
    finish[3]?.();
    expect(await Promise.all(runs)).toEqual([0, 1, 2, 3]);
  });

  it('gives the turn back when the work fails', async () => {
    const turns = new Turns(1);
    await expect(turns.run(() => Promise.reject(new Error('refused')))).rejects.toThrow('refused');
    expect(await turns.run(async () => 'next')).toBe('next');
  });
});
