import type { Kysely } from 'kysely';
import type { SessionUser } from '../../../domain/auth.js';
import type { Role } from '../../../domain/permissions.js';
import type { Database } from '../../db/schema.js';

export interface UserCredentials {
  id: string;
  restaurantId: string;
  passwordHash: string;
}

export async function findCredentialsByEmail(
  db: Kysely<Database>,
  email: string,
): Promise<UserCredentials | undefined> {
  return db
    .selectFrom('users')
    .select(['id', 'restaurant_id as restaurantId', 'password_hash as passwordHash'])
    .where('email', '=', email)
    .where('disabled_at', 'is', null)
    .executeTakeFirst();
}

export async function findSessionUser(
  db: Kysely<Database>,
  userId: string,
): Promise<SessionUser | undefined> {
  return db
    .selectFrom('users')
    .innerJoin('restaurants', 'restaurants.id', 'users.restaurant_id')
    .select([
      'users.id as userId',
      'users.display_name as displayName',
      'users.email as email',
      'users.restaurant_id as restaurantId',
      'restaurants.name as restaurantName',
      'users.role as role',
    ])
    .where('users.id', '=', userId)
    .executeTakeFirst();
}

export async function insertUser(
  db: Kysely<Database>,
  user: {
    id: string;
    restaurantId: string;
    email: string;
    displayName: string;
    passwordHash: string;
    role: Role;
    now: string;
  },
): Promise<void> {
  await db
    .insertInto('users')
    .values({
      id: user.id,
      restaurant_id: user.restaurantId,
      email: user.email,
      display_name: user.displayName,
      password_hash: user.passwordHash,
      role: user.role,
      disabled_at: null,
      created_at: user.now,
    })
    .execute();
}

export async function emailExists(db: Kysely<Database>, email: string): Promise<boolean> {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where('email', '=', email)
    .executeTakeFirst();
  return row !== undefined;
}

/** A removed member of this restaurant (a disabled user) with this email, who may join again. */
export async function findRemovedMember(
  db: Kysely<Database>,
  email: string,
  restaurantId: string,
): Promise<{ id: string; passwordHash: string } | undefined> {
  return db
    .selectFrom('users')
    .select(['id', 'password_hash as passwordHash'])
    .where('email', '=', email)
    .where('restaurant_id', '=', restaurantId)
    .where('disabled_at', 'is not', null)
    .executeTakeFirst();
}

/**
 * Enables a removed member again with the role they are invited as, only while still removed
 * from this restaurant with the password that was checked: false when any of that changed.
 */
export async function readmitUser(
  db: Kysely<Database>,
  user: {
    id: string;
    restaurantId: string;
    passwordHash: string;
    displayName: string;
    role: Role;
  },
): Promise<boolean> {
  const result = await db
    .updateTable('users')
    .set({ disabled_at: null, role: user.role, display_name: user.displayName })
    .where('id', '=', user.id)
    .where('restaurant_id', '=', user.restaurantId)
    .where('password_hash', '=', user.passwordHash)
    .where('disabled_at', 'is not', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Returns the user's id, or undefined when no enabled user has that email. */
export async function markUserDisabled(
  db: Kysely<Database>,
  email: string,
  now: string,
): Promise<string | undefined> {
  const row = await db
    .updateTable('users')
    .set({ disabled_at: now })
    .where('email', '=', email.toLowerCase())
    .where('disabled_at', 'is', null)
    .returning('id')
    .executeTakeFirst();
  return row?.id;
}

export async function findPasswordHash(
  db: Kysely<Database>,
  userId: string,
): Promise<string | undefined> {
  const row = await db
    .selectFrom('users')
    .select('password_hash')
    .where('id', '=', userId)
    .where('disabled_at', 'is', null)
    .executeTakeFirst();
  return row?.password_hash;
}

/** Replaces the password only from the hash that was checked: false when it changed meanwhile. */
export async function replacePasswordHash(
  db: Kysely<Database>,
  userId: string,
  from: string,
  to: string,
): Promise<boolean> {
  const result = await db
    .updateTable('users')
    .set({ password_hash: to })
    .where('id', '=', userId)
    .where('password_hash', '=', from)
    .where('disabled_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function setDisplayName(
  db: Kysely<Database>,
  userId: string,
  displayName: string,
): Promise<void> {
  await db
    .updateTable('users')
    .set({ display_name: displayName })
    .where('id', '=', userId)
    .execute();
}
