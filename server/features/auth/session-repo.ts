import { CompiledQuery, type Kysely } from 'kysely';
import type { Role } from '../../../domain/permissions.js';
import type { Db } from '../../db/database.js';
import { executePrepared } from '../../db/prepared.js';
import type { Database } from '../../db/schema.js';

export interface SessionRow {
  sessionId: string;
  userId: string;
  restaurantId: string;
  lastSeenAt: string;
  expiresAt: string;
}

/** A session as a request reads it: with its user's role and whether the user is disabled. */
export interface FoundSession extends SessionRow {
  userDisabled: boolean;
  role: Role;
}

export async function insertSession(
  db: Kysely<Database>,
  session: { id: string; userId: string; restaurantId: string; now: string; expiresAt: string },
): Promise<void> {
  await db
    .insertInto('sessions')
    .values({
      id: session.id,
      user_id: session.userId,
      restaurant_id: session.restaurantId,
      created_at: session.now,
      last_seen_at: session.now,
      expires_at: session.expiresAt,
    })
    .execute();
}

function sessionQuery(db: Kysely<Database>, sessionId: string) {
  return db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .select([
      'sessions.id as sessionId',
      'sessions.user_id as userId',
      'sessions.restaurant_id as restaurantId',
      'sessions.last_seen_at as lastSeenAt',
      'sessions.expires_at as expiresAt',
      'users.disabled_at as disabledAt',
      'users.role as role',
    ])
    .where('sessions.id', '=', sessionId);
}

type SessionQueryRow = Awaited<ReturnType<ReturnType<typeof sessionQuery>['executeTakeFirst']>>;

/** The session read's SQL, compiled once per database: every request reads its session first. */
const sessionSql = new WeakMap<Kysely<Database>, string>();

/**
 * The session with this id, live or not, with whether its user is disabled: the caller decides
 * (and deletes a dead one), so an unknown token costs one read and no write. Read on every request
 * (a removed member or a changed role applies at once) as a prepared statement, unless the
 * process holds it in its SessionCache (PostgreSQL), which those changes empty.
 */
export async function findSession(db: Db, sessionId: string): Promise<FoundSession | undefined> {
  let text = sessionSql.get(db.kysely);
  if (text === undefined) {
    text = sessionQuery(db.kysely, '').compile().sql;
    sessionSql.set(db.kysely, text);
  }
  const [row] = await executePrepared(
    db,
    'find-session',
    CompiledQuery.raw(text, [sessionId]) as CompiledQuery<NonNullable<SessionQueryRow>>,
  );
  if (!row) return undefined;
  const { disabledAt, ...session } = row;
  return { ...session, userDisabled: disabledAt !== null };
}

/** Of the given sessions, those still live: used to close the streams of the others. */
export async function filterLiveSessions(
  db: Kysely<Database>,
  sessionIds: readonly string[],
  now: string,
  idleCutoff: string,
): Promise<Set<string>> {
  if (sessionIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .select('sessions.id')
    .where('sessions.id', 'in', [...sessionIds])
    .where('sessions.expires_at', '>', now)
    .where('sessions.last_seen_at', '>', idleCutoff)
    .where('users.disabled_at', 'is', null)
    .execute();
  return new Set(rows.map((row) => row.id));
}

export async function touchSession(
  db: Kysely<Database>,
  sessionId: string,
  now: string,
): Promise<void> {
  await db.updateTable('sessions').set({ last_seen_at: now }).where('id', '=', sessionId).execute();
}

export async function deleteSession(db: Kysely<Database>, sessionId: string): Promise<void> {
  await db.deleteFrom('sessions').where('id', '=', sessionId).execute();
}

/** The user's sessions that can never be used again (expired or idle), so the table stays small. */
export async function deleteDeadSessionsOfUser(
  db: Kysely<Database>,
  userId: string,
  now: string,
  idleCutoff: string,
): Promise<void> {
  await db
    .deleteFrom('sessions')
    .where('user_id', '=', userId)
    .where((eb) => eb.or([eb('expires_at', '<=', now), eb('last_seen_at', '<=', idleCutoff)]))
    .execute();
}

export async function deleteSessionsOfUser(db: Kysely<Database>, userId: string): Promise<void> {
  await db.deleteFrom('sessions').where('user_id', '=', userId).execute();
}

/** Ends every session of the user but this one; returns the ids of those it ended. */
export async function deleteOtherSessionsOfUser(
  db: Kysely<Database>,
  userId: string,
  keepSessionId: string,
): Promise<string[]> {
  const rows = await db
    .deleteFrom('sessions')
    .where('user_id', '=', userId)
    .where('id', '!=', keepSessionId)
    .returning('id')
    .execute();
  return rows.map((row) => row.id);
}
