import type SqliteDatabase from 'better-sqlite3';
import { type Kysely, sql } from 'kysely';
import type { Change, ChangeBatch } from '../../domain/live.js';
import type { Database } from '../db/schema.js';

type SqliteConnection = SqliteDatabase.Database;
type SqliteStatement = SqliteDatabase.Statement;

const preparedInserts = new WeakMap<SqliteConnection, SqliteStatement>();
const preparedHistoryAppends = new WeakMap<SqliteConnection, SqliteStatement>();

/**
 * The bottles a batch puts (adds or changes) whose history lists still need the batch's revision
 * (those not appended by the statement that changed them).
 */
function bottlesPut(changes: readonly Change[], appended: ReadonlySet<string>): string[] {
  const ids = new Set<string>();
  for (const change of changes) {
    if (change.entity === 'bottle' && change.op === 'put' && !appended.has(change.id)) {
      ids.add(change.id);
    }
  }
  return [...ids];
}

/**
 * On SQLite, one prepared statement run per row: a batch of 1,000 bottles writes its change rows
 * in about half the time of building multi-row INSERTs. `connection` must be the connection the
 * transaction runs on (Db.sqlite).
 */
export function insertChangesPrepared(
  connection: SqliteConnection,
  restaurantId: string,
  batch: ChangeBatch,
  historyAppended: ReadonlySet<string>,
): void {
  let statement = preparedInserts.get(connection);
  if (!statement) {
    statement = connection.prepare(
      'insert into changes (restaurant_id, revision, seq, entity, entity_id, op, action, actor_user_id, at, data) values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
    );
    preparedInserts.set(connection, statement);
  }
  for (const [seq, change] of batch.changes.entries()) {
    statement.run(
      restaurantId,
      batch.revision,
      seq,
      change.entity,
      change.id,
      change.op,
      change.action,
      batch.actorId,
      batch.at,
      change.data === null || change.data === undefined ? null : JSON.stringify(change.data),
    );
  }
  appendBottleHistorySqlite(connection, restaurantId, batch, historyAppended);
}

/**
 * SQLite: appends the revision to the history list of every bottle the batch put (decision 0003).
 * One statement for the whole batch, on rows the batch has just written (their pages are already
 * dirty), where an index of the change log by bottle took a random insert per bottle and made a
 * 1,000-bottle move rewrite hundreds of index pages at commit.
 */
function appendBottleHistorySqlite(
  connection: SqliteConnection,
  restaurantId: string,
  batch: ChangeBatch,
  historyAppended: ReadonlySet<string>,
): void {
  const ids = bottlesPut(batch.changes, historyAppended);
  if (ids.length === 0) return;
  let statement = preparedHistoryAppends.get(connection);
  if (!statement) {
    statement = connection.prepare(
      "update bottles set history = history || ' ' || ? where restaurant_id = ? and id in (select value from json_each(?))",
    );
    preparedHistoryAppends.set(connection, statement);
  }
  statement.run(batch.revision, restaurantId, JSON.stringify(ids));
}

/**
 * PostgreSQL: takes the restaurant's next revision, writes the batch's change rows and queues the
 * notification to the other server processes (sent at commit), all in one statement. A bottle's
 * history is found through the changes_entity index here (decision 0003). The revision
 * locks the restaurant row until commit and the restaurant's other writes wait for it, so this
 * holds the lock for one round trip before COMMIT instead of three.
 */
export async function appendBatchPostgres(
  db: Kysely<Database>,
  restaurantId: string,
  notify: { channel: string; instanceId: string },
  batch: Omit<ChangeBatch, 'revision'>,
): Promise<number> {
  const rows = JSON.stringify(
    batch.changes.map((change, seq) => ({
      seq,
      entity: change.entity,
      entity_id: change.id,
      op: change.op,
      action: change.action,
      data: change.data === null || change.data === undefined ? null : JSON.stringify(change.data),
    })),
  );
  const result = await sql<{ revision: number }>`
    with bumped as (
      update restaurants set revision = revision + 1 where id = ${restaurantId}
      returning revision,
        pg_notify(${notify.channel},
          json_build_object('o', ${notify.instanceId}::text, 'r', id, 'v', revision)::text)
    ), written as (
      insert into changes
        (restaurant_id, revision, seq, entity, entity_id, op, action, actor_user_id, at, data)
      select ${restaurantId}::text, bumped.revision, r.seq, r.entity, r.entity_id, r.op, r.action,
        ${batch.actorId}::text, ${batch.at}::text, r.data
      from bumped cross join json_to_recordset(${rows}::json)
        as r(seq integer, entity text, entity_id text, op text, action text, data text)
    )
    select revision from bumped`.execute(db);
  const revision = result.rows[0]?.revision;
  if (revision === undefined) throw new Error(`No restaurant ${restaurantId}`);
  return Number(revision);
}

/** The batches with afterRevision < revision <= upToRevision, in order. */
export async function readBatches(
  db: Kysely<Database>,
  restaurantId: string,
  afterRevision: number,
  upToRevision: number,
): Promise<ChangeBatch[]> {
  const rows = await db
    .selectFrom('changes')
    .selectAll()
    .where('restaurant_id', '=', restaurantId)
    .where('revision', '>', afterRevision)
    .where('revision', '<=', upToRevision)
    .orderBy('revision')
    .orderBy('seq')
    .execute();
  const batches: ChangeBatch[] = [];
  let current: ChangeBatch | undefined;
  for (const row of rows) {
    const revision = Number(row.revision);
    if (!current || current.revision !== revision) {
      current = { revision, at: row.at, actorId: row.actor_user_id, changes: [] };
      batches.push(current);
    }
    current.changes.push({
      entity: row.entity as Change['entity'],
      id: row.entity_id,
      op: row.op as Change['op'],
      action: row.action,
      data: row.data === null ? null : (JSON.parse(row.data) as unknown),
    });
  }
  return batches;
}
