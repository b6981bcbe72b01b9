import { describe, expect, it } from 'vitest';
import { batch, model, remove } from '../../domain/restaurant-data.fixtures.js';
import { dataFromModel } from '../../domain/restaurant-data.js';
import { createLiveStore } from './live-store.js';

describe('live store', () => {
  it('notifies subscribers and forgets everything on clear', () => {
    const store = createLiveStore();
    let calls = 0;
    const unsubscribe = store.subscribe(() => {
      calls += 1;
    });
    store.load(dataFromModel(model));
    expect(store.apply(batch(6, [remove('count', 'f1')]))).toBe('applied');
    expect(store.getState().data?.counts.size).toBe(0);
    store.clear();
    expect(store.getState()).toEqual({ status: 'idle', data: null });
    unsubscribe();
    store.setStatus('live');
    expect(calls).toBe(3);
  });
});
