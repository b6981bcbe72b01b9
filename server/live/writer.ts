import { sql, type Transaction } from 'kysely';
import type { Change, ChangeBatch } from '../../domain/live.js';
import type { Db } from '../db/database.js';
import type { Database } from '../db/schema.js';
import type { Actor } from '../http/actor.js';
import { insertChanges, insertChangesPrepared } from './change-repo.js';
import type { LiveHub } from './hub.js';
import { CHANGES_CHANNEL } from './postgres-bridge.js';

export type Tx = Transaction<Database>;
export type RecordChange = (change: Change) => void;

/**
 * One user action, one transaction. What the action changed is recorded as change rows under a
 * new revision of the restaurant, in the same transaction, and pushed to open tabs after commit.
 */
export class Writer {
  constructor(
    private readonly db: Db,
    private readonly hub: LiveHub,
    /** This server instance, so its own notifications are not delivered twice. */
    readonly instanceId: string,
  ) {}

  async write<T>(actor: Actor, work: (tx: Tx, record: RecordChange) => Promise<T>): Promise<T> {
    const changes: Change[] = [];
    let batch: ChangeBatch | undefined;
    const result = await this.db.kysely.transaction().execute(async (tx) => {
      const value = await work(tx, (change) => changes.push(change));
      if (changes.length > 0) {
        batch = await this.appendBatch(tx, actor, changes);
      }
      return value;
    });
    if (batch) this.hub.publish(actor.restaurantId, batch);
    return result;
  }

  private async appendBatch(tx: Tx, actor: Actor, changes: Change[]): Promise<ChangeBatch> {
    // Taking the next revision locks the restaurant row until commit (PostgreSQL), so revisions
    // are handed out in commit order; SQLite has one writer at a time anyway.
    const { revision } = await tx
      .updateTable('restaurants')
      .set((eb) => ({ revision: eb('revision', '+', 1) }))
      .where('id', '=', actor.restaurantId)
      .returning('revision')
      .executeTakeFirstOrThrow();
    const batch: ChangeBatch = {
      revision: Number(revision),
      at: new Date().toISOString(),
      actorId: actor.userId,
      changes,
    };
    if (this.db.sqlite) insertChangesPrepared(this.db.sqlite, actor.restaurantId, batch);
    else await insertChanges(tx, actor.restaurantId, batch);
    if (this.db.dialect === 'postgres') {
      // Sent by PostgreSQL at commit, in commit order, to the other server processes.
      const payload = JSON.stringify({
        o: this.instanceId,
        r: actor.restaurantId,
        v: batch.revision,
      });
      await sql`select pg_notify(${CHANGES_CHANNEL}, ${payload})`.execute(tx);
    }
    return batch;
  }
}
