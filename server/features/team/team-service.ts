import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Change } from '../../../domain/live.js';
import { manageableRoles, type Role } from '../../../domain/permissions.js';
import type {
  CreatedInvite,
  JoinInfo,
  joinRequestSchema,
  TeamResponse,
} from '../../../domain/team.js';
import { whileBusy } from '../../db/busy.js';
import type { Db } from '../../db/database.js';
import type { Database } from '../../db/schema.js';
import type { Writer } from '../../db/writer.js';
import type { Actor } from '../../http/actor.js';
import { AppError, notFound } from '../../http/app-error.js';
import { digest, newSecretToken } from '../../http/secret-token.js';
import type { SessionEvents } from '../../live/session-events.js';
import type { AuthService, NewSession } from '../auth/index.js';
import * as repo from './team-repo.js';

type Join = z.output<typeof joinRequestSchema>;

const INVITE_TTL_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * A team change for the Activity view: the member's name and role after it (null: removed), never
 * their email.
 */
function memberChange(
  userId: string,
  action: 'member.join' | 'member.role' | 'member.remove',
  name: string,
  role: Role | null,
): Change {
  return { entity: 'member', id: userId, op: 'put', action, data: { name, role } };
}

function mayManage(actorRole: Role, role: Role): boolean {
  return manageableRoles(actorRole).includes(role);
}

/**
 * The Team manager and the join page (decision 0014). The route guard has
 * already checked `manage-team`; this checks the roles an actor may manage (manageableRoles) and
 * that a restaurant always keeps an owner.
 */
export class TeamService {
  constructor(
    private readonly db: Db,
    private readonly writer: Writer,
    private readonly auth: AuthService,
    private readonly sessionEvents: SessionEvents,
  ) {}

  async list(actor: Actor): Promise<TeamResponse> {
    const now = new Date().toISOString();
    const [members, invites] = await Promise.all([
      repo.listMembers(this.db.kysely, actor.restaurantId),
      repo.listPendingInvites(this.db.kysely, actor.restaurantId, now),
    ]);
    return { members, invites };
  }

  /** A single-use code of 256 random bits; only its digest is stored, so it is answered once. */
  async invite(actor: Actor, role: Role): Promise<CreatedInvite> {
    if (!mayManage(actor.role, role)) throw new AppError('permission-denied');
    const code = newSecretToken();
    const now = new Date();
    const id = randomUUID();
    const expiresAt = new Date(now.getTime() + INVITE_TTL_MS).toISOString();
    await whileBusy(() =>
      repo.insertInvite(this.db.kysely, {
        id,
        restaurantId: actor.restaurantId,
        codeHash: digest(code),
        role,
        createdBy: actor.userId,
        now: now.toISOString(),
        expiresAt,
      }),
    );
    const invites = await repo.listPendingInvites(
      this.db.kysely,
      actor.restaurantId,
      now.toISOString(),
    );
    const invite = invites.find((pending) => pending.id === id);
    if (!invite) throw new AppError('internal');
    return { invite, code };
  }

  async revokeInvite(actor: Actor, id: string): Promise<void> {
    const now = new Date().toISOString();
    const role = await repo.pendingInviteRole(this.db.kysely, actor.restaurantId, id, now);
    if (role === undefined) throw notFound();
    if (!mayManage(actor.role, role)) throw new AppError('permission-denied');
    // Conditional on still pending: a join in between wins, and this one is not found.
    if (
      !(await whileBusy(() => repo.revokeInvite(this.db.kysely, actor.restaurantId, id, role, now)))
    )
      throw notFound();
  }

  async changeRole(actor: Actor, userId: string, role: Role): Promise<void> {
    const changed = await this.changeMember(actor, userId, role, async (tx, current) =>
      current === role ? false : repo.setRole(tx, actor.restaurantId, userId, current, role),
    );
    if (changed) await this.sessionEvents.roleChanged(userId);
  }

  /** Remove from team: the user is disabled, their sessions end and their open tabs sign out. */
  async remove(actor: Actor, userId: string): Promise<void> {
    const now = new Date().toISOString();
    const removed = await this.changeMember(actor, userId, null, (tx, current) =>
      repo.markRemoved(tx, actor.restaurantId, userId, current, now),
    );
    if (!removed) throw notFound();
    await this.auth.endSessionsOfDisabledUser(userId);
  }

  /**
   * What a join link leads to, or invalid-invite (used, expired, revoked or unknown alike), which
   * counts against the address's sign-ups: codes cannot be guessed by reading them either.
   */
  async joinInfo(code: string, address: string): Promise<JoinInfo> {
    return this.auth.lookUpInvite(address, async () => {
      const now = new Date().toISOString();
      const invite = await repo.findPendingInvite(this.db.kysely, digest(code), now);
      return invite ? { restaurantName: invite.restaurantName, role: invite.role } : null;
    });
  }

  /**
   * Consumes the invite and creates the member (or, for a removed member of this restaurant,
   * enables them again) in one write of the restaurant, which the Activity lists as their
   * joining, then signs them in. A visitor signed in to another account (`replacing`) is signed
   * out of it: the browser holds one session.
   */
  async join(
    code: string,
    input: Join,
    address: string,
    replacing: Actor | null,
  ): Promise<NewSession> {
    const codeHash = digest(code);
    const session = await this.auth.admitMember(
      input,
      address,
      async () => {
        const invite = await repo.findPendingInvite(
          this.db.kysely,
          codeHash,
          new Date().toISOString(),
        );
        if (!invite) throw new AppError('invalid-invite');
        return invite.restaurantId;
      },
      async (tx, userId, now) => {
        const admission = await repo.consumeInvite(tx, codeHash, userId, now);
        if (!admission) throw new AppError('invalid-invite');
        return admission;
      },
      // The Writer takes the restaurant's revision before the work runs: the invite says which.
      (restaurantId) => (userId, work) =>
        this.writer.write({ userId, restaurantId }, async (tx, record) => {
          const admission = await work(tx);
          // An invite belongs to one restaurant for good: this only keeps the Writer from ever
          // recording a join in a restaurant other than the one it admitted to.
          if (admission.restaurantId !== restaurantId) throw new AppError('internal');
          record(memberChange(userId, 'member.join', input.displayName, admission.role));
          return admission;
        }),
    );
    if (replacing) await this.auth.logout(replacing);
    return session;
  }

  /**
   * Runs `write` on a member of the actor's restaurant with the team locked, after the checks:
   * the member's current role and the new one (null: removal) must be the actor's to manage, and
   * the last owner stays an owner. Returns what `write` did (false: nothing to change); a change
   * goes in the change log, for the Activity view (who changed whose role).
   */
  private changeMember(
    actor: Actor,
    userId: string,
    newRole: Role | null,
    write: (tx: Kysely<Database>, current: Role) => Promise<boolean>,
  ): Promise<boolean> {
    return this.writer.write(actor, async (tx, record) => {
      await repo.lockTeam(tx, actor.restaurantId);
      // The actor's role as of now, under the lock: one just demoted or removed by someone else
      // acts no more with the role their request started with.
      const actorRole = (await repo.member(tx, actor.restaurantId, actor.userId))?.role;
      if (actorRole === undefined) throw new AppError('session-ended');
      const member = await repo.member(tx, actor.restaurantId, userId);
      if (member === undefined) throw notFound();
      const current = member.role;
      if (!mayManage(actorRole, current) || (newRole !== null && !mayManage(actorRole, newRole)))
        throw new AppError('permission-denied');
      if (
        current === 'owner' &&
        newRole !== 'owner' &&
        (await repo.countOwners(tx, actor.restaurantId)) <= 1
      )
        throw new AppError('last-owner');
      const changed = await write(tx, current);
      if (changed) {
        const action = newRole === null ? 'member.remove' : 'member.role';
        record(memberChange(userId, action, member.displayName, newRole));
      }
      return changed;
    });
  }
}
