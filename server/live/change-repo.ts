import { setImmediate } from 'node:timers/promises';
import type SqliteDatabase from 'better-sqlite3';
import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { BatchSummary } from '../../domain/activity-kinds.js';
import type { Change, ChangeBatch } from '../../domain/live.js';
import type { Database } from '../db/schema.js';

type SqliteConnection = SqliteDatabase.Database;
type SqliteStatement = SqliteDatabase.Statement;

const preparedInserts = new WeakMap<SqliteConnection, SqliteStatement>();
const preparedHistoryAppends = new WeakMap<SqliteConnection, SqliteStatement>();

/**
 * SQLite: the restaurant's next revision, taken as the transaction begins (one write transaction
 * runs at a time). It is also the batch's history id, which the work's statements can write into
 * the rows they change.
 */
export async function takeNextRevision(
  db: Kysely<Database>,
  restaurantId: string,
): Promise<number> {
  const row = await db
    .updateTable('restaurants')
    .set((eb) => ({ revision: eb('revision', '+', 1) }))
    .where('id', '=', restaurantId)
    .returning('revision')
    .executeTakeFirst();
  if (!row) throw new Error(`No restaurant ${restaurantId}`);
  return Number(row.revision);
}

/** SQLite: gives back the revision of a transaction that changed nothing. */
export async function returnRevision(db: Kysely<Database>, restaurantId: string): Promise<void> {
  await db
    .updateTable('restaurants')
    .set((eb) => ({ revision: eb('revision', '-', 1) }))
    .where('id', '=', restaurantId)
    .execute();
}

/**
 * PostgreSQL: the batch's history id, from a sequence, for work that writes it into rows before
 * the batch exists: taken without locking anything, where the revision is only taken at the end
 * (see insertBatchPostgres, which takes one itself when the work asked for none).
 */
export async function nextHistoryIdPostgres(db: Kysely<Database>): Promise<number> {
  const result = await sql<{ id: string }>`select nextval('change_history_ids') as id`.execute(db);
  return Number(result.rows[0]?.id);
}

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

/** The change log's `kind` and `summary` columns of a batch (migration 0015). */
export function summaryColumns({ kind, ...rest }: BatchSummary): [string, string] {
  return [kind, JSON.stringify(rest)];
}

/**
 * SQLite: the batch's row (its changes as `changesJson`, their JSON), and its revision appended to the history list of every bottle it put
 * (decision 0003). `connection` must be the connection the transaction runs on (Db.sqlite).
 */
export function insertBatchSqlite(
  connection: SqliteConnection,
  restaurantId: string,
  batch: ChangeBatch,
  changesJson: string,
  summary: BatchSummary,
  historyAppended: ReadonlySet<string>,
): void {
  let insert = preparedInserts.get(connection);
  if (!insert) {
    insert = connection.prepare(
      'insert into change_batches (restaurant_id, revision, actor_user_id, at, history_id, changes, kind, summary) values (?, ?, ?, ?, ?, ?, ?, ?)',
    );
    preparedInserts.set(connection, insert);
  }
  const { revision } = batch;
  insert.run(
    restaurantId,
    revision,
    batch.actorId,
    batch.at,
    revision,
    changesJson,
    ...summaryColumns(summary),
  );
  const ids = bottlesPut(batch.changes, historyAppended);
  if (ids.length === 0) return;
  let append = preparedHistoryAppends.get(connection);
  if (!append) {
    // One statement for the whole batch, on rows the batch has just written.
    append = connection.prepare(
      "update bottles set history = history || ' ' || ? where restaurant_id = ? and id in (select value from json_each(?))",
    );
    preparedHistoryAppends.set(connection, append);
  }
  // As text: a number is bound as a REAL, which SQLite writes `12.0`.
  append.run(String(batch.revision), restaurantId, JSON.stringify(ids));
}

/** What a PostgreSQL statement needs to record its batch (see batchStatements). */
export interface BatchLogPostgres {
  restaurantId: string;
  notify: { channel: string; instanceId: string };
  actorId: string;
  at: string;
  summary: BatchSummary;
}

/**
 * PostgreSQL: tells the other server processes (PostgresBridge) that the restaurant's batches
 * `first` to `last` were written; queued by the statement, sent at its commit.
 */
export function notifyChanges(
  notify: BatchLogPostgres['notify'],
  restaurantId: RawBuilder<unknown>,
  first: RawBuilder<unknown>,
  last: RawBuilder<unknown>,
): RawBuilder<unknown> {
  return sql`pg_notify(${notify.channel}, json_build_object('o', ${notify.instanceId}::text,
    'r', ${restaurantId}, 'f', ${first}, 'v', ${last})::text)`;
}

/**
 * PostgreSQL: the two common table expressions `bumped` and `written` that take the restaurant's
 * next revision (queueing the notification to the other server processes, sent at commit) and
 * write the batch's row with `changes` (an SQL text expression) and `historyId`, when `when`
 * holds. The revision locks the restaurant row until commit and the restaurant's other writes
 * wait for it: the statement that holds these is its transaction's last.
 */
export function batchStatements(
  log: BatchLogPostgres,
  values: {
    changes: RawBuilder<unknown>;
    historyId: RawBuilder<unknown>;
    when?: RawBuilder<unknown>;
  },
): RawBuilder<unknown> {
  const [kind, summaryJson] = summaryColumns(log.summary);
  return sql`bumped as (
      update restaurants set revision = revision + 1
      where id = ${log.restaurantId} and ${values.when ?? sql`true`}
      returning revision, ${notifyChanges(log.notify, sql`id`, sql`revision`, sql`revision`)}
    ), written as (
      insert into change_batches
        (restaurant_id, revision, actor_user_id, at, history_id, changes, kind, summary)
      select ${log.restaurantId}, bumped.revision, ${log.actorId}, ${log.at}, ${values.historyId},
        ${values.changes}, ${kind}, ${summaryJson}
      from bumped
    )`;
}

/**
 * The JSON of a batch sent in parts: each into a table of the transaction's own, one statement
 * apiece, and joined by the statement that records the batch. The driver writes a statement's
 * parameters into one message at once: an import's 20,000 bottles' changes as one text held the
 * event loop 187 ms there, and every other restaurant's requests with it.
 */
async function stagedChanges(db: Kysely<Database>, parts: readonly string[]) {
  await sql`create temporary table batch_parts (seq integer, part text) on commit drop`.execute(db);
  for (const [seq, part] of parts.entries()) {
    await setImmediate();
    await sql`insert into batch_parts (seq, part) values (${seq}, ${part})`.execute(db);
  }
  return sql`(select '[' || string_agg(part, ',' order by seq) || ']' from batch_parts)`;
}

/**
 * PostgreSQL: records the batch (batchStatements, its changes as `changesJson`: their JSON, or its
 * parts as jsonPartsInTurns writes them) and appends its history id (the work's, else the
 * sequence's next) to the bottles whose lists still need it, in one statement, run just before
 * COMMIT so the restaurant's lock is held for one round trip.
 */
export async function insertBatchPostgres(
  db: Kysely<Database>,
  log: BatchLogPostgres,
  batch: {
    changes: readonly Change[];
    changesJson: string | readonly string[];
    historyId: number | undefined;
  },
  historyAppended: ReadonlySet<string>,
): Promise<number> {
  const ids = bottlesPut(batch.changes, historyAppended);
  const changes =
    typeof batch.changesJson === 'string'
      ? sql`${batch.changesJson}`
      : await stagedChanges(db, batch.changesJson);
  const result = await sql<{ revision: number }>`
    with taken as (
      select coalesce(${batch.historyId ?? null}::integer,
        nextval('change_history_ids')::integer) as history_id
    ), ${batchStatements(log, {
      changes,
      historyId: sql`(select history_id from taken)`,
    })}, appended as (
      update bottles set history = history || ' ' || (select history_id from taken)::text
      where restaurant_id = ${log.restaurantId} and id = any(${ids}::text[])
    )
    select revision from bumped`.execute(db);
  const revision = result.rows[0]?.revision;
  if (revision === undefined) throw new Error(`No restaurant ${log.restaurantId}`);
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
    .selectFrom('change_batches')
    .selectAll()
    .where('restaurant_id', '=', restaurantId)
    .where('revision', '>', afterRevision)
    .where('revision', '<=', upToRevision)
    .orderBy('revision')
    .execute();
  return rows.map((row) => ({
    revision: Number(row.revision),
    at: row.at,
    actorId: row.actor_user_id,
    changes: JSON.parse(row.changes) as Change[],
  }));
}
