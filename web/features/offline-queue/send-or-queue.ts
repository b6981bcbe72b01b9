import { errorStatus } from '../../../domain/errors.js';
import type { AnyOperation, InputOf, ResultOf } from '../../../domain/operation.js';
import { syncChanges } from '../../../domain/operations/sync.js';
import { isReason, reasonMessage, reasons } from '../../../domain/reasons.js';
import {
  type ChangeOutcome,
  type QueueableOperation,
  type QueuedChange,
  queueableOperations,
} from '../../../domain/sync.js';
import { ApiError } from '../../lib/api-client.js';
import { call } from '../../lib/call.js';
import { offline, refreshQueue, startReplay } from './queue.js';
import { addWaiting, deviceOf, removeWaiting, settle } from './queue-db.js';
import { queueState, sendingNow } from './queue-state.js';

function queueable(name: string): QueueableOperation {
  const found = queueableOperations.find((item) => item === name);
  // A programming error, not the person's: only the operations the server replays are queued.
  if (!found) throw new Error(`${name} cannot be queued offline.`);
  return found;
}

/** Writes the change to the owner's queue with the device's next number. */
function keep<O extends AnyOperation>(owner: string, op: O, input: InputOf<O>) {
  const { params, query, body } = input as QueuedChange['input'];
  return addWaiting(owner, (seq) => ({
    id: crypto.randomUUID(),
    seq,
    madeAt: new Date().toISOString(),
    operation: queueable(op.name),
    input: { params, query, body },
  }));
}

/** The request got no answer, or a passing one: whether the change was applied is unknown. */
function unanswered(error: unknown): boolean {
  return (
    error instanceof ApiError && (error.status === 0 || error.status === 429 || error.status >= 500)
  );
}

/** A refused change's error, as its own route would have thrown it. */
function refusal(outcome: ChangeOutcome): ApiError {
  const reason = outcome.error?.reason ?? outcome.reason;
  if (!isReason(reason)) return new ApiError(500, 'internal', String(reason));
  const { code } = reasons[reason];
  const details = outcome.error ? outcome.error.details : outcome.details;
  return new ApiError(errorStatus[code], code, reasonMessage(reason, details), details, reason);
}

/**
 * A change made online: kept in the queue first (its id and number), then sent through the replay
 * at once. Its outcome answers what its route answers; with no answer it stays waiting, and the
 * replay sends it again under the same id: the server answers what it recorded (decision 0048).
 */
async function sendNow<O extends AnyOperation>(
  owner: string,
  op: O,
  input: InputOf<O>,
): Promise<ResultOf<O> | null> {
  // Older changes wait (or the network went meanwhile): this one goes behind them.
  if (offline() || queueState().waiting > 0) return enqueue(owner, op, input);
  const change = await keep(owner, op, input);
  sendingNow.add(change.id);
  let outcome: ChangeOutcome | undefined;
  try {
    const device = await deviceOf(owner);
    if (!device) throw new Error('The queue has no device for its owner.');
    const result = await call(syncChanges, {
      body: { deviceId: device.deviceId, changes: [{ ...change, online: true }] },
    });
    outcome = result.outcomes.find((item) => item.id === change.id);
  } catch (caught) {
    if (!unanswered(caught)) {
      // Refused as a whole (the session, the device): nothing was applied.
      await removeWaiting(change.id);
      throw caught;
    }
  } finally {
    sendingNow.delete(change.id);
  }
  if (!outcome || outcome.outcome === 'not-yet') {
    await refreshQueue(owner);
    startReplay();
    return null;
  }
  if (outcome.outcome === 'refused') {
    await removeWaiting(change.id);
    throw refusal(outcome);
  }
  await settle(owner, [{ change, outcome }]);
  return outcome.answer as ResultOf<O>;
}

async function enqueue<O extends AnyOperation>(
  owner: string,
  op: O,
  input: InputOf<O>,
): Promise<null> {
  await keep(owner, op, input);
  await refreshQueue(owner);
  startReplay();
  return null;
}

/** This tab's online changes, one after the other: the device's numbers reach the server in order. */
let line: Promise<unknown> = Promise.resolve();

/**
 * Sends a change, or queues it on the phone when there is no network (the browser says so, or
 * the request got no answer). Every change goes through the replay's door with its own id, so
 * one whose answer was lost is never applied twice. While changes are waiting, a new one waits
 * behind them, even online. Answers what the operation's route answers, or null when the change
 * was queued; a refusal throws as the route's would.
 */
export function sendOrQueue<O extends AnyOperation>(
  op: O,
  input: InputOf<O>,
): Promise<ResultOf<O> | null> {
  const { owner } = queueState();
  if (owner === null) return call(op, input);
  if (offline()) return enqueue(owner, op, input);
  const turn = line.then(() => sendNow(owner, op, input));
  line = turn.catch(() => undefined);
  return turn;
}
