import { useSyncExternalStore } from 'react';
import type { ChangeBatch } from '../../domain/live.js';
import { applyBatch, type RestaurantData } from '../../domain/restaurant-data.js';

/** `offline`: no network; the data shown is the last this device had (web/lib/offline-store.ts). */
export type LiveStatus =
  | 'idle'
  | 'loading'
  | 'connecting'
  | 'live'
  | 'reconnecting'
  | 'offline'
  | 'error';

export interface LiveState {
  status: LiveStatus;
  /** null until the model has arrived; every screen derives what it shows from it. */
  data: RestaurantData | null;
  /**
   * When the data was last known current (its load, its last change, or the moment the feed
   * stopped being live); null with no data. Shown while offline.
   */
  syncedAt: number | null;
}

export type ApplyOutcome = 'applied' | 'stale' | 'invalid';

type Listener = () => void;

/**
 * What reached the store: a batch it applied, or a whole new snapshot (after a gap in the feed),
 * for a screen that keeps its own list live (web/lib/bottle-list.ts).
 */
export type StoreEvent = { kind: 'batch'; batch: ChangeBatch } | { kind: 'load' };
type EventListener = (event: StoreEvent) => void;

/** A tiny external store for useSyncExternalStore: one state object, replaced on every change. */
export function createLiveStore() {
  let state: LiveState = { status: 'idle', data: null, syncedAt: null };
  const listeners = new Set<Listener>();
  const eventListeners = new Set<EventListener>();
  const emit = (event: StoreEvent): void => {
    for (const listener of eventListeners) listener(event);
  };

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
      if (state.status === status) return;
      // Leaving live: what is shown was current until now.
      const syncedAt = state.status === 'live' && state.data !== null ? Date.now() : state.syncedAt;
      set({ ...state, status, syncedAt });
    },
    /** Every batch applied and every snapshot loaded from now on, until the returned stop. */
    follow(listener: EventListener): () => void {
      eventListeners.add(listener);
      return () => eventListeners.delete(listener);
    },
    /** A whole model, as `dataFromModel` made it: current now, or at `syncedAt` (a kept one). */
    load(data: RestaurantData, syncedAt = Date.now()): void {
      set({ status: state.status, data, syncedAt });
      emit({ kind: 'load' });
    },
    apply(batch: ChangeBatch): ApplyOutcome {
      if (state.data === null) return 'stale';
      const next = applyBatch(state.data, batch);
      if (typeof next === 'string') return next;
      set({ ...state, data: next, syncedAt: Date.now() });
      emit({ kind: 'batch', batch });
      return 'applied';
    },
    /** Forget everything, so the next signed-in user never sees the previous one's cellar. */
    clear(): void {
      set({ status: 'idle', data: null, syncedAt: null });
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
