import { countsOf } from './bottle-counts.js';
import type { Bottle } from './inventory.js';
import type { Change, ChangeBatch } from './live.js';
import type { RestaurantModel, Snapshot } from './snapshot.js';

/** A small restaurant and change batches, for the tests of the code that applies the feed. */

export const bottle = (id: string, formatId = 'f1'): Bottle => ({
  id,
  formatId,
  locationId: null,
  bin: '',
  notes: '',
  addedDate: '2025-01-01T00:00:00.000Z',
});

export const snapshot: Snapshot = {
  revision: 5,
  restaurant: {
    id: 'r1',
    name: 'Chez Nous',
    currency: 'EUR',
    colors: [{ id: 'c1', name: 'Red', position: 0 }],
    locations: [{ id: 'l1', name: 'Cellar', bins: ['1', '2'] }],
    categories: [{ key: 'cat_wine', en: 'Wine', fr: 'Vin', position: 0, subcategories: [] }],
    listings: [],
  },
  products: [],
  formats: [],
  bottles: [bottle('QR1'), bottle('QR2')],
};

export const batch = (revision: number, changes: Change[]): ChangeBatch => ({
  revision,
  at: '2025-01-01T00:00:00.000Z',
  actorId: 'u1',
  changes,
});

export const put = (entity: Change['entity'], id: string, data: unknown): Change => ({
  entity,
  id,
  op: 'put',
  action: `${entity}.put`,
  data,
});
export const remove = (entity: Change['entity'], id: string): Change => ({
  entity,
  id,
  op: 'delete',
  action: `${entity}.delete`,
  data: null,
});

/** The same restaurant as a tab loads it: its bottles as counts. */
export const model: RestaurantModel = {
  revision: snapshot.revision,
  restaurant: snapshot.restaurant,
  products: snapshot.products,
  formats: snapshot.formats,
  counts: [...countsOf(snapshot.bottles).values()],
};
