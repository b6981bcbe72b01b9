import { describe, expect, it } from 'vitest';
import { createReads, type Outcome } from './reads.js';

/** A read that answers when told: `finish(n)` answers the n-th read with n. */
function slowReads() {
  const finishes: ((value: number) => void)[] = [];
  const signals: AbortSignal[] = [];
  const read = (signal: AbortSignal) =>
    new Promise<number>((resolve) => {
      signals.push(signal);
      finishes.push(resolve);
    });
  return { read, finishes, signals };
}

const settled = async () => {
  for (let i = 0; i < 4; i += 1) await Promise.resolve();
};

describe("a screen's reads", () => {
  it('reads once more after the read under way, however many were asked for meanwhile', async () => {
    const reads = createReads<number>();
    const { read, finishes } = slowReads();
    const answers: Outcome<number>[] = [];
    const settle = (outcome: Outcome<number>) => answers.push(outcome);
    for (let i = 0; i < 4; i += 1) void reads.request(read, settle);
    expect(finishes).toHaveLength(1);
    expect(reads.reading()).toBe(true);
    finishes[0]?.(1);
    await settled();
    expect(finishes).toHaveLength(2);
    finishes[1]?.(2);
    await settled();
    expect(finishes).toHaveLength(2);
    expect(answers).toEqual([{ value: 1 }, { value: 2 }]);
    expect(reads.reading()).toBe(false);
    void reads.request(read, settle);
    expect(finishes).toHaveLength(3);
  });

  it('a dropped read is aborted and its answer is not settled; the next one is', async () => {
    const reads = createReads<number>();
    const { read, finishes, signals } = slowReads();
    const answers: Outcome<number>[] = [];
    const settle = (outcome: Outcome<number>) => answers.push(outcome);
    void reads.request(read, settle);
    reads.drop();
    expect(signals[0]?.aborted).toBe(true);
    expect(reads.reading()).toBe(false);
    void reads.request(read, settle);
    finishes[0]?.(1);
    finishes[1]?.(2);
    await settled();
    expect(answers).toEqual([{ value: 2 }]);
  });

  it('a failed read settles as failed', async () => {
    const reads = createReads<number>();
    const answers: Outcome<number>[] = [];
    await reads.request(
      () => Promise.reject(new Error('offline')),
      (outcome) => answers.push(outcome),
    );
    expect(answers).toHaveLength(1);
    expect('error' in (answers[0] ?? {})).toBe(true);
  });
});
