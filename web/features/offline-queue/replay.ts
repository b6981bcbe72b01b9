import i18n from 'i18next';
import { syncChanges } from '../../../domain/operations/sync.js';
import { type ChangeOutcome, MAX_SYNC_CHANGES, type QueuedChange } from '../../../domain/sync.js';
import { ApiError } from '../../lib/api-client.js';
import { call } from '../../lib/call.js';
import { notifyError } from '../../lib/ui/notify.js';
import { isNetworkFailure, refreshQueue } from './queue.js';
import { allWaiting, deviceOf, firstWaiting, settle } from './queue-db.js';
import { queueState, sendingNow, setQueueState } from './queue-state.js';

/**
 * A replay that failed for a passing reason (server busy, network flaky) tries again after this,
 * doubled at each failure in a row up to RETRY_MAX_MS: the first request after the network comes
 * back can fail while it settles, and the member then waits a second for the next, not a quarter
 * of a minute (decision 0085).
 */
const RETRY_FIRST_MS = 1_000;
const RETRY_MAX_MS = 15_000;
let retryMs = RETRY_FIRST_MS;

let running = false;
let again = false;
let retryTimer: ReturnType<typeof setTimeout> | null = null;

/**
 * Sends the signed-in member's waiting changes, oldest first, in turns of MAX_SYNC_CHANGES. A
 * change leaves the queue only once its outcome has arrived: after a lost answer or a reload it
 * is sent again, and the server answers what it recorded the first time. One replay at a time;
 * a call while one runs makes it look again when it ends.
 */
export async function replay(): Promise<void> {
  if (running) {
    again = true;
    return;
  }
  running = true;
  if (retryTimer !== null) clearTimeout(retryTimer);
  retryTimer = null;
  try {
    do {
      again = false;
      await replayOnce();
    } while (again);
  } finally {
    running = false;
    setQueueState({ progress: null });
  }
}

/** The outcomes that settle a change (not `not-yet`), with the change each is for. */
export function settledBy(
  sent: readonly QueuedChange[],
  outcomes: readonly ChangeOutcome[],
): Array<{ change: QueuedChange; outcome: ChangeOutcome }> {
  const byId = new Map(sent.map((change) => [change.id, change]));
  return outcomes.flatMap((outcome) => {
    const change = byId.get(outcome.id);
    return change && outcome.outcome !== 'not-yet' ? [{ change, outcome }] : [];
  });
}

async function replayOnce(): Promise<void> {
  const { owner, membershipLost } = queueState();
  if (owner === null || membershipLost || navigator.onLine === false) return;
  const device = await deviceOf(owner);
  if (!device) return;
  let total = (await allWaiting(owner)).filter((change) => !sendingNow.has(change.id)).length;
  let done = 0;
  for (;;) {
    // The changes this tab is sending online are the newest: their own request settles them.
    const changes = (await firstWaiting(owner, MAX_SYNC_CHANGES)).filter(
      (change) => !sendingNow.has(change.id),
    );
    if (changes.length === 0 || queueState().owner !== owner) return;
    total = Math.max(total, done + changes.length);
    setQueueState({ progress: { done, total } });
    let outcomes: ChangeOutcome[];
    try {
      ({ outcomes } = await call(syncChanges, { body: { deviceId: device.deviceId, changes } }));
    } catch (caught) {
      stopped(caught);
      return;
    }
    retryMs = RETRY_FIRST_MS;
    const settled = settledBy(changes, outcomes);
    await settle(owner, settled);
    await refreshQueue(owner);
    done += settled.length;
    // Nothing settled: the server waits for an earlier change this phone no longer has.
    if (settled.length === 0) return;
  }
}

/**
 * A refused session or membership ends the replay for good (it would be refused again and
 * again); anything else passing (no network, a busy server) is tried again later.
 */
function stopped(caught: unknown): void {
  if (caught instanceof ApiError && (caught.status === 401 || caught.status === 403)) {
    setQueueState({ membershipLost: true });
    // Also as a notice: the ended session may take the dashboard, and its bar, away at once.
    const count = queueState().waiting;
    notifyError(
      i18n.t('offlineQueue.notSavedTitle'),
      i18n.t('offlineQueue.membershipLost', { count }),
    );
    return;
  }
  const passing =
    isNetworkFailure(caught) ||
    (caught instanceof ApiError && (caught.status === 429 || caught.status >= 500));
  if (!passing) return;
  retryTimer = setTimeout(() => void replay(), retryMs);
  retryMs = Math.min(retryMs * 2, RETRY_MAX_MS);
}
