import type { AnyOperation, InputOf, ResultOf } from '../../../domain/operation.js';
import {
  type QueueableOperation,
  type QueuedChange,
  queueableOperations,
} from '../../../domain/sync.js';
import { ApiError } from '../../lib/api-client.js';
import { call } from '../../lib/call.js';
import { summarize } from './change-summary.js';
import { addWaiting, allWaiting, clearAll, dismissRefused, refusedOf } from './queue-db.js';
import { queueState, resetQueueState, setQueueState } from './queue-state.js';

function queueable(name: string): QueueableOperation {
  const found = queueableOperations.find((item) => item === name);
  // A programming error, not the person's: only the operations the server replays are queued.
  if (!found) throw new Error(`${name} cannot be queued offline.`);
  return found;
}

let replayer: (() => void) | null = null;

/** The replay registers itself here: a new change made while online starts it. */
export function onQueued(replay: () => void): void {
  replayer = replay;
}

/** Reads the owner's queue back into the screen's state. */
export async function refreshQueue(owner: string): Promise<void> {
  const [waiting, refused] = await Promise.all([allWaiting(owner), refusedOf(owner)]);
  if (queueState().owner !== owner) return;
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

function offline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}

async function enqueue<O extends AnyOperation>(op: O, input: InputOf<O>): Promise<void> {
  const { owner } = queueState();
  if (owner === null) throw new Error('Nobody is signed in: there is no queue to add to.');
  const { params, query, body } = input as QueuedChange['input'];
  await addWaiting(owner, (seq) => ({
    id: crypto.randomUUID(),
    seq,
    madeAt: new Date().toISOString(),
    operation: queueable(op.name),
    input: { params, query, body },
  }));
  await refreshQueue(owner);
  if (!offline()) replayer?.();
}

/**
 * Sends a change, or queues it on the phone when there is no network (the browser says so, or
 * the request got no answer). While changes are waiting, a new one waits behind them, even
 * online: the server applies a device's changes in the order they were made. Answers the
 * server's result, or null when the change was queued.
 */
export async function sendOrQueue<O extends AnyOperation>(
  op: O,
  input: InputOf<O>,
): Promise<ResultOf<O> | null> {
  const { owner, waiting } = queueState();
  if (owner !== null && (offline() || waiting > 0)) {
    await enqueue(op, input);
    return null;
  }
  try {
    return await call(op, input);
  } catch (caught) {
    if (owner === null || !isNetworkFailure(caught)) throw caught;
    await enqueue(op, input);
    return null;
  }
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
  if (!offline()) replayer?.();
}

/** Logout: the queue and the device's name go with the session. */
export async function clearQueue(): Promise<void> {
  await clearAll();
  resetQueueState(null);
}
