import { describe, expect, it } from 'vitest';
import { batch, remove, snapshot } from '../../domain/restaurant-data.fixtures.js';
import { createLiveStore } from './live-store.js';

describe('live store', () => {
  it('notifies subscribers and forgets everything on clear', () => {
    const store = createLiveStore();
    let calls = 0;
    const unsubscribe = store.subscribe(() => {
      calls += 1;
    });
    store.load(snapshot);
    expect(store.apply(batch(6, [remove('bottle', 'QR1')]))).toBe('applied');
    expect(store.getState().data?.bottles.size).toBe(1);
    store.clear();
    expect(store.getState()).toEqual({ status: 'idle', data: null });
    unsubscribe();
    store.setStatus('live');
    expect(calls).toBe(3);
  });
});
