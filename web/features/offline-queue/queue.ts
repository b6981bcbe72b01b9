import type { QueuedChange } from '../../../domain/sync.js';
import { ApiError } from '../../lib/api-client.js';
import { summarize } from './change-summary.js';
import { addWaiting, allWaiting, clearAll, dismissRefused, refusedOf } from './queue-db.js';
import { queueState, resetQueueState, sendingNow, setQueueState } from './queue-state.js';

let replayer: (() => void) | null = null;

/** The replay registers itself here: a new change made while online starts it. */
export function onQueued(replay: () => void): void {
  replayer = replay;
}

/** Starts the replay, unless the browser says it is offline (the `online` event starts it). */
export function startReplay(): void {
  if (!offline()) replayer?.();
}

export function offline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}

/**
 * Reads the owner's queue back into the screen's state. A change on its way online (send-or-queue.ts)
 * is not shown as waiting: to the person it is being saved, as by its own route.
 */
export async function refreshQueue(owner: string): Promise<void> {
  const [all, refused] = await Promise.all([allWaiting(owner), refusedOf(owner)]);
  if (queueState().owner !== owner) return;
  const waiting = all.filter((change) => !sendingNow.has(change.id));
  setQueueState({
    waiting: waiting.length,
    pendingBottles: new Set(waiting.flatMap((change) => summarize(change).bottles)),
    refused,
  });
}

/** The member signed in on this tab (or nobody): whose queue is shown and replayed. */
export function setOwner(owner: string | null): void {
  if (queueState().owner === owner) return;
  resetQueueState(owner);
  if (owner !== null) void refreshQueue(owner);
}

/** No answer at all (no network, the server unreachable): not a refusal, which is final. */
export function isNetworkFailure(error: unknown): boolean {
  return error instanceof ApiError && error.status === 0;
}

export async function dismiss(id: string): Promise<void> {
  await dismissRefused(id);
  const { owner } = queueState();
  if (owner !== null) await refreshQueue(owner);
}

/** Try again: the same change as a new one, at the end of the queue. */
export async function retry(change: QueuedChange): Promise<void> {
  const { owner } = queueState();
  if (owner === null) return;
  await addWaiting(owner, (seq) => ({
    ...change,
    id: crypto.randomUUID(),
    seq,
    madeAt: new Date().toISOString(),
  }));
  await dismiss(change.id);
  startReplay();
}

/** Logout: the queue and the device's name go with the session. */
export async function clearQueue(): Promise<void> {
  await clearAll();
  resetQueueState(null);
}
