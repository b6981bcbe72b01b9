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
    expect(store.getState()).toEqual({ status: 'idle', data: null, syncedAt: null });
    unsubscribe();
    store.setStatus('live');
    expect(calls).toBe(3);
  });

  it('knows when its data was last current: loaded, changed, or the moment it stopped being live', () => {
    const store = createLiveStore();
    store.load(dataFromModel(model), 1_000);
    expect(store.getState().syncedAt).toBe(1_000);
    store.setStatus('live');
    const before = Date.now();
    store.setStatus('offline');
    expect(store.getState().syncedAt).toBeGreaterThanOrEqual(before);
    // Offline, nothing new: the time stays the one it had.
    const offlineAt = store.getState().syncedAt;
    store.setStatus('reconnecting');
    expect(store.getState().syncedAt).toBe(offlineAt);
    store.load(dataFromModel(model), 500);
    expect(store.apply(batch(6, [remove('count', 'f1')]))).toBe('applied');
    expect(store.getState().syncedAt).toBeGreaterThanOrEqual(before);
  });
});
