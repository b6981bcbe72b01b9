import { useSyncExternalStore } from 'react';
import type { RefusedChange } from './queue-db.js';

/** What the screen shows of the queue: read from IndexedDB after every change to it. */
export interface QueueState {
  /** The signed-in member's queue (restaurant and user), null when nobody is signed in. */
  owner: string | null;
  waiting: number;
  /** Ids of the bottles a waiting change touches: marked pending where they are drawn. */
  pendingBottles: ReadonlySet<string>;
  /** While a replay runs: how many of the changes it started with have been settled. */
  progress: { done: number; total: number } | null;
  refused: readonly RefusedChange[];
  /** The server said this member may no longer write here: the replay stopped for good. */
  membershipLost: boolean;
}

const empty: QueueState = {
  owner: null,
  waiting: 0,
  pendingBottles: new Set(),
  progress: null,
  refused: [],
  membershipLost: false,
};

let state = empty;

/**
 * Ids of the changes this tab is sending online (send-or-queue.ts): in the queue until their outcome
 * arrives, but neither shown as waiting nor sent by the replay meanwhile.
 */
export const sendingNow = new Set<string>();
const listeners = new Set<() => void>();

export function queueState(): QueueState {
  return state;
}

export function setQueueState(patch: Partial<QueueState>): void {
  state = { ...state, ...patch };
  for (const listener of listeners) listener();
}

export function resetQueueState(owner: string | null): void {
  state = { ...empty, owner };
  for (const listener of listeners) listener();
}

export function useQueueState<T>(select: (state: QueueState) => T): T {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => select(state),
  );
}
