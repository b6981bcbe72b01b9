import type { Kysely } from 'kysely';
import type { Role } from '../../../domain/permissions.js';
import type { TeamInvite, TeamMember } from '../../../domain/team.js';
import type { Database } from '../../db/schema.js';

/**
 * The members of a restaurant (its enabled users) and its team invites. Every function takes the
 * restaurant first and filters by it: another restaurant's member or invite is not found.
 */

type Db = Kysely<Database>;

export async function listMembers(db: Db, restaurantId: string): Promise<TeamMember[]> {
  const rows = await db
    .selectFrom('users')
    .leftJoin('sessions', 'sessions.user_id', 'users.id')
    .select((eb) => [
      'users.id as userId',
      'users.display_name as displayName',
      'users.email as email',
      'users.role as role',
      eb.fn.max('sessions.last_seen_at').as('lastActiveAt'),
    ])
    .where('users.restaurant_id', '=', restaurantId)
    .where('users.disabled_at', 'is', null)
    .groupBy(['users.id', 'users.display_name', 'users.email', 'users.role'])
    .orderBy('users.display_name')
    .orderBy('users.id')
    .execute();
  return rows.map((row) => ({ ...row, lastActiveAt: row.lastActiveAt ?? null }));
}

/** An enabled member's role and name, or undefined when they are not one of this restaurant's. */
export async function member(
  db: Db,
  restaurantId: string,
  userId: string,
): Promise<{ role: Role; displayName: string } | undefined> {
  return db
    .selectFrom('users')
    .select(['role', 'display_name as displayName'])
    .where('restaurant_id', '=', restaurantId)
    .where('id', '=', userId)
    .where('disabled_at', 'is', null)
    .executeTakeFirst();
}

/**
 * Makes the restaurant's team changes take turns until commit (a no-op UPDATE of its row, portable
 * unlike FOR UPDATE): two owners demoting each other at once cannot both see the other still
 * owner and leave the restaurant without one.
 */
export async function lockTeam(db: Db, restaurantId: string): Promise<void> {
  await db
    .updateTable('restaurants')
    .set((eb) => ({ name: eb.ref('name') }))
    .where('id', '=', restaurantId)
    .execute();
}

export async function countOwners(db: Db, restaurantId: string): Promise<number> {
  const row = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('restaurant_id', '=', restaurantId)
    .where('role', '=', 'owner')
    .where('disabled_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Changes the role only from `from` (what the checks were made on): false otherwise. */
export async function setRole(
  db: Db,
  restaurantId: string,
  userId: string,
  from: Role,
  to: Role,
): Promise<boolean> {
  const result = await db
    .updateTable('users')
    .set({ role: to })
    .where('restaurant_id', '=', restaurantId)
    .where('id', '=', userId)
    .where('role', '=', from)
    .where('disabled_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Removes the member (disables the user; their name stays on what they did), only from `from`. */
export async function markRemoved(
  db: Db,
  restaurantId: string,
  userId: string,
  from: Role,
  now: string,
): Promise<boolean> {
  const result = await db
    .updateTable('users')
    .set({ disabled_at: now })
    .where('restaurant_id', '=', restaurantId)
    .where('id', '=', userId)
    .where('role', '=', from)
    .where('disabled_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function insertInvite(
  db: Db,
  invite: {
    id: string;
    restaurantId: string;
    codeHash: string;
    role: Role;
    createdBy: string;
    now: string;
    expiresAt: string;
  },
): Promise<void> {
  await db
    .insertInto('team_invites')
    .values({
      id: invite.id,
      restaurant_id: invite.restaurantId,
      code_hash: invite.codeHash,
      role: invite.role,
      created_by_user_id: invite.createdBy,
      created_at: invite.now,
      expires_at: invite.expiresAt,
      used_at: null,
      used_by_user_id: null,
      revoked_at: null,
    })
    .execute();
}

function pendingInvites(db: Db, now: string) {
  return db
    .selectFrom('team_invites')
    .innerJoin('restaurants', 'restaurants.id', 'team_invites.restaurant_id')
    .leftJoin('users', 'users.id', 'team_invites.created_by_user_id')
    .where('team_invites.used_at', 'is', null)
    .where('team_invites.revoked_at', 'is', null)
    .where('team_invites.expires_at', '>', now);
}

export async function listPendingInvites(
  db: Db,
  restaurantId: string,
  now: string,
): Promise<TeamInvite[]> {
  const rows = await pendingInvites(db, now)
    .select([
      'team_invites.id as id',
      'team_invites.role as role',
      'team_invites.created_at as createdAt',
      'team_invites.expires_at as expiresAt',
      'users.display_name as createdBy',
    ])
    .where('team_invites.restaurant_id', '=', restaurantId)
    .orderBy('team_invites.created_at', 'desc')
    .orderBy('team_invites.id')
    .execute();
  return rows.map((row) => ({ ...row, createdBy: row.createdBy ?? '' }));
}

/** The restaurant and role a pending invite with this code digest would join. */
export async function findPendingInvite(
  db: Db,
  codeHash: string,
  now: string,
): Promise<{ restaurantId: string; restaurantName: string; role: Role } | undefined> {
  return pendingInvites(db, now)
    .select([
      'team_invites.restaurant_id as restaurantId',
      'restaurants.name as restaurantName',
      'team_invites.role as role',
    ])
    .where('team_invites.code_hash', '=', codeHash)
    .executeTakeFirst();
}

/** The role of a pending invite of this restaurant, or undefined. */
export async function pendingInviteRole(
  db: Db,
  restaurantId: string,
  id: string,
  now: string,
): Promise<Role | undefined> {
  const row = await pendingInvites(db, now)
    .select('team_invites.role as role')
    .where('team_invites.restaurant_id', '=', restaurantId)
    .where('team_invites.id', '=', id)
    .executeTakeFirst();
  return row?.role;
}

/** Revokes a pending invite of this role only: false when it is not (any longer) one. */
export async function revokeInvite(
  db: Db,
  restaurantId: string,
  id: string,
  role: Role,
  now: string,
): Promise<boolean> {
  const result = await db
    .updateTable('team_invites')
    .set({ revoked_at: now })
    .where('restaurant_id', '=', restaurantId)
    .where('id', '=', id)
    .where('role', '=', role)
    .where('used_at', 'is', null)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * Marks the invite used if it is still pending, in one conditional write: of any number of
 * concurrent joins with one link, exactly one sees a row updated. Returns where it joins.
 */
export async function consumeInvite(
  db: Db,
  codeHash: string,
  userId: string,
  now: string,
): Promise<{ restaurantId: string; role: Role } | undefined> {
  return db
    .updateTable('team_invites')
    .set({ used_at: now, used_by_user_id: userId })
    .where('code_hash', '=', codeHash)
    .where('used_at', 'is', null)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now)
    .returning(['restaurant_id as restaurantId', 'role'])
    .executeTakeFirst();
}
