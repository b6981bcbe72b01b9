import { setImmediate } from 'node:timers/promises';
import type { Transaction } from 'kysely';
import { type BatchNote, type BatchSummary, summarizeBatch } from '../../domain/activity-kinds.js';
import type { Change, ChangeBatch } from '../../domain/live.js';
import type { Actor } from '../http/actor.js';
import { arrivals, takeCountChanges } from '../live/bottle-counts.js';
import {
  type BatchLogPostgres,
  insertBatchPostgres,
  insertBatchSqlite,
  nextHistoryIdPostgres,
  returnRevision,
  takeNextRevision,
} from '../live/change-repo.js';
import type { LiveHub } from '../live/hub.js';
import { CHANGES_CHANNEL } from '../live/postgres-bridge.js';
import { Turns } from '../live/write-turns.js';
import { whileBusy } from './busy.js';
import { isTransactionConflict } from './constraint-errors.js';
import { type Db, type DialectName, POSTGRES_POOL_SIZE } from './database.js';
import { jsonInTurns, jsonPartsInTurns } from './json-in-turns.js';
import type { Database } from './schema.js';

export type Tx = Transaction<Database>;
/** Whose write, in which restaurant: all a write needs of its actor (one joining has no session). */
export type Author = Pick<Actor, 'userId' | 'restaurantId'>;
/**
 * `historyAppended`: the statement that changed this bottle also appended the batch's revision
 * to its history list (decision 0003), so the Writer does not visit the row again. `before`: the
 * entity before an edit, from which the Activity says what the edit changed (not logged itself).
 */
export type RecordChange = (
  change: Change,
  options?: { historyAppended?: boolean; before?: unknown },
) => void;
/** How a write is recorded beyond its changes: when it was made on a phone, if it was. */
export interface WriteOptions {
  madeAt?: string;
}
/** What the write says of itself for the Activity, beyond its changes (an import's undo). */
export type NoteBatch = (note: BatchNote) => void;
/** How a write's transaction gets its history id and records its batch, on each database. */
interface BatchLog {
  historyId(): Promise<number>;
  /** Records the batch when the work changed anything, and returns it. */
  finish(
    changes: Change[],
    summary: BatchSummary,
    historyAppended: ReadonlySet<string>,
  ): Promise<ChangeBatch | undefined>;
}

/**
 * A write's work. `historyId()` gives what the bottle history lists name this write's batch by
 * (decision 0005): a statement that changes bottles can append it itself and record them with
 * `historyAppended`. Work that does not ask costs no extra round trip.
 */
export type WriteWork<T> = (
  tx: Tx,
  record: RecordChange,
  historyId: () => Promise<number>,
  note: NoteBatch,
) => Promise<T>;

// PostgreSQL: a restaurant's writes queue on its row lock (the revision), each holding a pooled
// connection while it waits. Past a few at once that gains nothing, and with the whole pool held
// the reads (scans, snapshots, live replays) would wait behind them: in bench/load.ts scans spent
// 230 ms (p50) of server time waiting for a connection, 35–50 ms with turns on the same busy
// machine. So write transactions take turns and part of the pool stays free for reads. SQLite
// runs one transaction at a time on its one connection anyway.
const POSTGRES_WRITES_AT_ONCE = Math.max(1, POSTGRES_POOL_SIZE - 4);
// Past this many changes (an import's tens of thousands) the end of a write takes turns of the
// event loop: its summary, then its changes' JSON this many at a time. Done at once, an import's
// end held every restaurant's requests (health 173 ms on PostgreSQL); a batch move's 1,700
// changes stay one go, as a turn would only add to it.
const CHANGES_PER_TURN = 5_000;
// A transaction aborted by a deadlock or serialization failure is run this many times at most.
const MAX_ATTEMPTS = 3;

/**
 * Runs a write again when PostgreSQL aborted it for a deadlock or serialization failure with
 * another one (a location deleted while a bottle moves into it: each waits on a row lock the
 * other's foreign key check holds). Nothing of the aborted attempt was applied or recorded.
 */
async function retried<T>(attempt: () => Promise<T>): Promise<T> {
  for (let tries = 1; ; tries++) {
    try {
      return await attempt();
    } catch (error) {
      if (tries >= MAX_ATTEMPTS || !isTransactionConflict(error)) throw error;
    }
  }
}

/**
 * One user action, one transaction. What the action changed is recorded in the change log under a
 * new revision of the restaurant, in the same transaction, and pushed to open tabs after commit.
 */
export class Writer {
  private readonly turns: Turns | undefined;

  constructor(
    private readonly db: Db,
    private readonly hub: LiveHub,
    /** This server instance, so its own notifications are not delivered twice. */
    readonly instanceId: string,
  ) {
    this.turns = db.dialect === 'postgres' ? new Turns(POSTGRES_WRITES_AT_ONCE) : undefined;
  }

  /** The database the writes go to: what a statement built inside a write depends on. */
  get dialect(): DialectName {
    return this.db.dialect;
  }

  /**
   * Never call it from inside another write's work: the outer one holds a turn. `madeAt`: when
   * a change replayed from a phone was made there, kept on its batch beside when it was saved.
   */
  write<T>(actor: Author, work: WriteWork<T>, options: WriteOptions = {}): Promise<T> {
    return this.turns
      ? this.turns.run(() => this.writeWithRetry(actor, work, options))
      : this.writeWithRetry(actor, work, options);
  }

  private writeWithRetry<T>(actor: Author, work: WriteWork<T>, options: WriteOptions): Promise<T> {
    // Another process holding SQLite's write lock is waited for without blocking.
    return retried(() => whileBusy(() => this.writeNow(actor, work, options)));
  }

  private async writeNow<T>(actor: Author, work: WriteWork<T>, options: WriteOptions): Promise<T> {
    const changes: Change[] = [];
    const historyAppended = new Set<string>();
    const before = new Map<Change, unknown>();
    let noted: BatchNote = {};
    let batch: ChangeBatch | undefined;
    const result = await this.db.kysely.transaction().execute(async (tx) => {
      const log =
        this.db.dialect === 'postgres'
          ? this.postgresLog(tx, actor)
          : await this.sqliteLog(tx, actor);
      const value = await work(
        tx,
        (change, options) => {
          changes.push(change);
          if (options?.historyAppended) historyAppended.add(change.id);
          if (options && 'before' in options) before.set(change, options.before);
        },
        log.historyId,
        (note) => {
          noted = { ...noted, ...note };
        },
      );
      if (changes.some((change) => change.entity === 'bottle')) {
        changes.push(...(await takeCountChanges(tx, actor.restaurantId, arrivals(changes))));
      }
      const inTurns = changes.length > CHANGES_PER_TURN;
      if (inTurns) await setImmediate();
      // What the Activity view says of it, derived here once for every batch.
      const summary = { ...summarizeBatch(changes, before), ...noted };
      if (inTurns) await setImmediate();
      batch = await log.finish(changes, summary, historyAppended);
      // Its commit writes and syncs every page the batch changed, in one go like the batch's row.
      if (inTurns) await setImmediate();
      if (batch && options.madeAt) {
        await tx
          .updateTable('change_batches')
          .set({ made_at: options.madeAt })
          .where('restaurant_id', '=', actor.restaurantId)
          .where('revision', '=', batch.revision)
          .execute();
      }
      return value;
    });
    this.db.committed();
    if (batch) this.hub.publish(actor.restaurantId, batch);
    return result;
  }

  /** SQLite runs one write transaction at a time: the revision is taken first, and is the history id. */
  private async sqliteLog(tx: Tx, actor: Author): Promise<BatchLog> {
    const connection = this.db.sqlite;
    if (!connection) throw new Error('An SQLite database without its connection');
    const revision = await takeNextRevision(tx, actor.restaurantId);
    return {
      historyId: async () => revision,
      finish: async (changes, summary, historyAppended) => {
        if (changes.length === 0) {
          await returnRevision(tx, actor.restaurantId);
          return undefined;
        }
        const changesJson =
          changes.length > CHANGES_PER_TURN
            ? await jsonInTurns(changes, CHANGES_PER_TURN)
            : JSON.stringify(changes);
        const batch = { revision, at: new Date().toISOString(), actorId: actor.userId, changes };
        insertBatchSqlite(
          connection,
          actor.restaurantId,
          batch,
          changesJson,
          summary,
          historyAppended,
        );
        return batch;
      },
    };
  }

  /**
   * PostgreSQL takes the revision in the transaction's last statement, to hold the restaurant's
   * lock briefly; a history id comes from a sequence, and only when the work asks for one.
   */
  private postgresLog(tx: Tx, actor: Author): BatchLog {
    let asked: Promise<number> | undefined;
    return {
      historyId: () => {
        asked ??= nextHistoryIdPostgres(tx);
        return asked;
      },
      finish: async (changes, summary, historyAppended) => {
        if (changes.length === 0) return undefined;
        // In parts past a turn's worth, each sent on its own: see insertBatchPostgres.
        const changesJson =
          changes.length > CHANGES_PER_TURN
            ? await jsonPartsInTurns(changes, CHANGES_PER_TURN)
            : JSON.stringify(changes);
        const log = this.postgresBatchLog(actor, summary);
        const revision = await insertBatchPostgres(
          tx,
          log,
          { changes, changesJson, historyId: await asked },
          historyAppended,
        );
        return { revision, at: log.at, actorId: log.actorId, changes };
      },
    };
  }

  private notify(): BatchLogPostgres['notify'] {
    return { channel: CHANGES_CHANNEL, instanceId: this.instanceId };
  }

  private postgresBatchLog(actor: Author, summary: BatchSummary): BatchLogPostgres {
    return {
      restaurantId: actor.restaurantId,
      notify: this.notify(),
      actorId: actor.userId,
      at: new Date().toISOString(),
      summary,
    };
  }

  /**
   * PostgreSQL: a write that is one statement, committed on its own, which records its batches
   * itself (batchStatements, or notifyChanges for several) with the notification target given,
   * and returns them in order, none when it changed nothing. No BEGIN and COMMIT round trips, and
   * the restaurant's lock is held for that one statement: for the write every phone of a count
   * sends at once, a group of scans. It takes its turn, is retried and is published
   * like `write`'s.
   */
  writeStatement<T>(
    restaurantId: string,
    statement: (
      notify: BatchLogPostgres['notify'],
    ) => Promise<{ value: T; batches: readonly ChangeBatch[] }>,
  ): Promise<T> {
    if (!this.turns) throw new Error('One-statement writes are for PostgreSQL');
    const run = () =>
      retried(async () => {
        const { value, batches } = await statement(this.notify());
        this.db.committed();
        for (const batch of batches) this.hub.publish(restaurantId, batch);
        return value;
      });
    return this.turns.run(run);
  }
}
