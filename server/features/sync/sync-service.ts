import type { ChangeOutcome, QueuedChange, SyncRequest, SyncResult } from '../../../domain/sync.js';
import type { Db } from '../../db/database.js';
import type { Tx, Writer } from '../../db/writer.js';
import type { Actor } from '../../http/actor.js';
import { AppError } from '../../http/app-error.js';
import { namingTaken, type Refusal, runnable } from './sync-apply.js';
import { explainRefusal } from './sync-conflicts.js';
import { keptSince } from './sync-kept.js';
import {
  claimDevice,
  type DeviceKey,
  lastSeqOf,
  outcomeOfChange,
  outcomeOfSeq,
  pruneOutcomes,
  recordOutcome,
  takeSeq,
} from './sync-repo.js';

/** A change's own refusal (not found, finished count...), not the server failing to answer. */
function isRefusal(error: unknown): error is AppError {
  return error instanceof AppError && error.status < 500 && error.status !== 429;
}

/** `error`: what the change's own route would have answered (decision 0048). */
function refused(
  change: QueuedChange,
  refusal: Refusal,
  settledAt: string,
  error: ChangeOutcome['error'] = { reason: refusal.reason },
): ChangeOutcome {
  return {
    id: change.id,
    seq: change.seq,
    outcome: 'refused',
    reason: refusal.reason,
    ...(refusal.details ? { details: refusal.details } : {}),
    settledAt,
    replayed: false,
    error,
  };
}

function notYet(change: QueuedChange): ChangeOutcome {
  return {
    id: change.id,
    seq: change.seq,
    outcome: 'not-yet',
    reason: 'sync-out-of-order',
    replayed: false,
  };
}

/**
 * Replays a phone's offline changes (decision 0046). Each change is settled in one transaction
 * that takes its number as the device's next, runs its operation's command and records the
 * outcome: a change is applied with its number or not at all, so a replay after a lost answer,
 * a reload or a server restart finds its number taken and answers what was recorded.
 */
export class SyncService {
  constructor(
    private readonly db: Db,
    private readonly writer: Writer,
  ) {}

  async sync(actor: Actor, request: SyncRequest): Promise<SyncResult> {
    const device = {
      restaurantId: actor.restaurantId,
      deviceId: request.deviceId,
      userId: actor.userId,
    };
    const now = new Date();
    if (!(await claimDevice(this.db.kysely, device, now.toISOString()))) {
      throw new AppError('sync-device-taken');
    }
    await pruneOutcomes(this.db.kysely, device, keptSince(now));
    const changes = [...request.changes].sort((x, y) => x.seq - y.seq);
    const outcomes: ChangeOutcome[] = [];
    let waiting = false;
    for (const change of changes) {
      // An earlier change is missing: this and every later one wait for it, nothing recorded.
      const outcome = waiting ? notYet(change) : await this.settle(actor, device, change);
      if (outcome.outcome === 'not-yet') waiting = true;
      outcomes.push(outcome);
    }
    return { outcomes, lastSeq: await lastSeqOf(this.db.kysely, device) };
  }

  private async settle(
    actor: Actor,
    device: DeviceKey,
    change: QueuedChange,
  ): Promise<ChangeOutcome> {
    try {
      return await namingTaken(this.db.kysely, actor, change, () =>
        this.writer.write(
          actor,
          async (tx, record, historyId) => {
            const taken = await takeSeq(tx, this.db.dialect, device, change.seq);
            if (!taken.taken) return this.answered(tx, device, change, taken.lastSeq);
            const settledAt = new Date().toISOString();
            const earlier = await outcomeOfChange(tx, device, change.id);
            if (earlier) {
              // The same change sent again under a new number: settled once, answered the same.
              await recordOutcome(tx, device, { ...earlier, seq: change.seq });
              return { ...earlier, seq: change.seq };
            }
            const next = runnable(actor, change);
            if ('reason' in next) {
              const outcome = refused(change, next, settledAt);
              await recordOutcome(tx, device, outcome);
              return outcome;
            }
            const answer = await next.run(
              { tx, dialect: this.db.dialect, record, historyId },
              actor,
            );
            const applied: ChangeOutcome = {
              id: change.id,
              seq: change.seq,
              outcome: 'applied',
              settledAt,
              replayed: false,
              ...(answer === undefined ? {} : { answer }),
            };
            await recordOutcome(tx, device, applied);
            return applied;
          },
          // A change sent as it was made is saved as it was made: no phone time beside it.
          change.online ? {} : { madeAt: change.madeAt },
        ),
      );
    } catch (error) {
      if (!isRefusal(error)) throw error;
      // Nothing of the change was applied (its transaction rolled back): it is settled as
      // refused, with its number, in a transaction of its own.
      const refusal = await explainRefusal(this.db.kysely, actor.restaurantId, change, error);
      return this.writer.write(actor, async (tx) => {
        const taken = await takeSeq(tx, this.db.dialect, device, change.seq);
        if (!taken.taken) return this.answered(tx, device, change, taken.lastSeq);
        const outcome = refused(change, refusal, new Date().toISOString(), {
          reason: error.reason,
          ...(error.details === undefined ? {} : { details: error.details }),
        });
        await recordOutcome(tx, device, outcome);
        return outcome;
      });
    }
  }

  /** A change whose number was not the next: settled before (its recorded answer), or early. */
  private async answered(
    tx: Tx,
    device: DeviceKey,
    change: QueuedChange,
    lastSeq: number,
  ): Promise<ChangeOutcome> {
    if (change.seq > lastSeq + 1) return notYet(change);
    const recorded = await outcomeOfSeq(tx, device, change.seq);
    if (recorded && recorded.id === change.id) return recorded;
    // Settled before the outcomes kept (decision 0048): applied or refused then, nothing now.
    if (!recorded) return { ...notYet(change), outcome: 'refused', reason: 'sync-outcome-expired' };
    // The number was settled for another change: this one cannot take it.
    return { ...notYet(change), outcome: 'refused' };
  }
}
