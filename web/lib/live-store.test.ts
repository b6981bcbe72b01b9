import { describe, expect, it } from 'vitest';
import type { Bottle } from '../../domain/inventory.js';
import type { Change, ChangeBatch } from '../../domain/live.js';
import type { Snapshot } from '../../domain/snapshot.js';
import { createLiveStore } from './live-store.js';

const bottle = (id: string, formatId = 'f1'): Bottle => ({
  id,
  formatId,
  locationId: null,
  binNumber: '',
  notes: '',
  addedDate: '2025-01-01T00:00:00.000Z',
});

const snapshot: Snapshot = {
  revision: 5,
  restaurant: {
    id: 'r1',
    name: 'Chez Nous',
    colors: [{ id: 'c1', name: 'Red', position: 0 }],
    locations: [{ id: 'l1', name: 'Cellar', bins: ['1', '2'] }],
    categories: [{ key: 'cat_wine', en: 'Wine', fr: 'Vin', position: 0, subcategories: [] }],
    listings: [],
  },
  products: [],
  formats: [],
  bottles: [bottle('QR1'), bottle('QR2')],
};

const batch = (revision: number, changes: Change[]): ChangeBatch => ({
  revision,
  at: '2025-01-01T00:00:00.000Z',
  actorId: 'u1',
  changes,
});

const remove = (entity: Change['entity'], id: string): Change => ({
  entity,
  id,
  op: 'delete',
  action: `${entity}.delete`,
  data: null,
});

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
