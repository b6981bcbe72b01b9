import { useSyncExternalStore } from 'react';
import type { z } from 'zod';
import {
  type Bottle,
  bottleSchema,
  type Format,
  formatSchema,
  type Product,
  productSchema,
} from '../../domain/inventory.js';
import type { Change, ChangeBatch, ChangeEntity } from '../../domain/live.js';
import {
  type Category,
  type Color,
  categorySchema,
  colorSchema,
  type GlassListing,
  glassListingSchema,
  type Location,
  locationSchema,
  restaurantSchema,
} from '../../domain/restaurant.js';
import type { Snapshot } from '../../domain/snapshot.js';

/** What each normalized collection holds. */
interface Collections {
  products: Product;
  formats: Format;
  bottles: Bottle;
  colors: Color;
  locations: Location;
  categories: Category;
  listings: GlassListing;
}
type CollectionMaps = { [K in keyof Collections]: ReadonlyMap<string, Collections[K]> };

export interface RestaurantInfo {
  id: string;
  name: string;
}

/** One restaurant's data at one revision; every screen derives what it shows from this. */
export type LiveData = CollectionMaps & {
  revision: number;
  restaurant: RestaurantInfo;
};

export type LiveStatus = 'idle' | 'loading' | 'connecting' | 'live' | 'reconnecting' | 'error';

export interface LiveState {
  status: LiveStatus;
  /** null until the first snapshot has arrived. */
  data: LiveData | null;
}

export type BatchResult = 'applied' | 'stale' | 'invalid';

/** A change whose data does not match its entity's schema: the client and server disagree. */
class InvalidChangeError extends Error {}

const restaurantInfoSchema = restaurantSchema.pick({ id: true, name: true });

function byKey<T>(items: readonly T[], keyOf: (item: T) => string): Map<string, T> {
  return new Map(items.map((item) => [keyOf(item), item]));
}

export function dataFromSnapshot(snapshot: Snapshot): LiveData {
  const { restaurant } = snapshot;
  return {
    revision: snapshot.revision,
    restaurant: { id: restaurant.id, name: restaurant.name },
    products: byKey(snapshot.products, (product) => product.id),
    formats: byKey(snapshot.formats, (format) => format.id),
    bottles: byKey(snapshot.bottles, (bottle) => bottle.id),
    colors: byKey(restaurant.colors, (color) => color.id),
    locations: byKey(restaurant.locations, (location) => location.id),
    // Categories are keyed by their cat_ key, which is also their id in the change feed.
    categories: byKey(restaurant.categories, (category) => category.key),
    listings: byKey(restaurant.listings, (listing) => listing.id),
  };
}

/**
 * A collection after its changes, in order. An untouched collection keeps its Map, so a screen
 * reading only that map does not re-render. The feed types `data` as unknown; the domain schema
 * turns it into a typed record.
 */
function updated<T>(
  current: ReadonlyMap<string, T>,
  changes: readonly Change[] | undefined,
  schema: z.ZodType<T>,
): ReadonlyMap<string, T> {
  if (changes === undefined) return current;
  const next = new Map(current);
  for (const change of changes) {
    if (change.op === 'delete') {
      next.delete(change.id);
      continue;
    }
    const parsed = schema.safeParse(change.data);
    if (!parsed.success) throw new InvalidChangeError(`${change.entity} ${change.id}`);
    next.set(change.id, parsed.data);
  }
  return next;
}

function updatedRestaurant(current: RestaurantInfo, changes: readonly Change[] | undefined) {
  const last = changes?.findLast((change) => change.op === 'put');
  if (last === undefined) return current;
  // The restaurant row may come whole or as just id and name; only those two live here.
  const parsed = restaurantInfoSchema.safeParse(last.data);
  if (!parsed.success) throw new InvalidChangeError(`restaurant ${last.id}`);
  return parsed.data;
}

/** Applies one transaction's changes to an immutable LiveData. */
export function applyBatch(data: LiveData, batch: ChangeBatch): LiveData | 'stale' | 'invalid' {
  // A reconnect replays from Last-Event-ID; anything at or below our revision is already in.
  if (batch.revision <= data.revision) return 'stale';
  const byEntity = new Map<ChangeEntity, Change[]>();
  for (const change of batch.changes) {
    const list = byEntity.get(change.entity);
    if (list) list.push(change);
    else byEntity.set(change.entity, [change]);
  }
  try {
    return {
      revision: batch.revision,
      restaurant: updatedRestaurant(data.restaurant, byEntity.get('restaurant')),
      products: updated(data.products, byEntity.get('product'), productSchema),
      formats: updated(data.formats, byEntity.get('format'), formatSchema),
      bottles: updated(data.bottles, byEntity.get('bottle'), bottleSchema),
      colors: updated(data.colors, byEntity.get('color'), colorSchema),
      locations: updated(data.locations, byEntity.get('location'), locationSchema),
      categories: updated(data.categories, byEntity.get('category'), categorySchema),
      listings: updated(data.listings, byEntity.get('listing'), glassListingSchema),
    };
  } catch (error) {
    if (error instanceof InvalidChangeError) return 'invalid';
    throw error;
  }
}

type Listener = () => void;

/** A tiny external store for useSyncExternalStore: one state object, replaced on every change. */
export function createLiveStore() {
  let state: LiveState = { status: 'idle', data: null };
  const listeners = new Set<Listener>();

  const set = (next: LiveState): void => {
    state = next;
    for (const listener of listeners) listener();
  };

  return {
    getState: (): LiveState => state,
    subscribe(listener: Listener): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    setStatus(status: LiveStatus): void {
      if (state.status !== status) set({ ...state, status });
    },
    load(snapshot: Snapshot): void {
      set({ status: state.status, data: dataFromSnapshot(snapshot) });
    },
    apply(batch: ChangeBatch): BatchResult {
      if (state.data === null) return 'stale';
      const next = applyBatch(state.data, batch);
      if (typeof next === 'string') return next;
      set({ ...state, data: next });
      return 'applied';
    },
    /** Forget everything, so the next signed-in user never sees the previous one's cellar. */
    clear(): void {
      set({ status: 'idle', data: null });
    },
  };
}

export type LiveStore = ReturnType<typeof createLiveStore>;

export const liveStore = createLiveStore();

/**
 * Reads a slice of the live state. The selector must return something already in the state (a
 * map, a number, the data object), not a new object, or every render would see a change.
 */
export function useLiveState<T>(selector: (state: LiveState) => T): T {
  return useSyncExternalStore(liveStore.subscribe, () => selector(liveStore.getState()));
}
