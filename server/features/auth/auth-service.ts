import { randomUUID } from 'node:crypto';
import type { Transaction } from 'kysely';
import type { z } from 'zod';
import type { SessionUser, signupRequestSchema } from '../../../domain/auth.js';
import type { Role } from '../../../domain/permissions.js';
import { whileBusy } from '../../db/busy.js';
import { isDatabaseBusy } from '../../db/constraint-errors.js';
import type { Db } from '../../db/database.js';
import type { Database } from '../../db/schema.js';
import type { Actor } from '../../http/actor.js';
import { AppError } from '../../http/app-error.js';
import { digest, newSecretToken } from '../../http/secret-token.js';
import type { SessionEvents } from '../../live/session-events.js';
import { redeemInvite } from '../invites/index.js';
import { insertRestaurantWithDefaults } from '../restaurants/index.js';
import type { LoginThrottle } from './login-throttle.js';
import { hashPassword, verifyPassword } from './password.js';
import type { SessionCache } from './session-cache.js';
import type { FoundSession } from './session-repo.js';
import * as sessions from './session-repo.js';
import * as users from './user-repo.js';

export interface SessionPolicy {
  idleMinutes: number;
  absoluteDays: number;
}

export interface NewSession {
  token: string;
  expiresAt: Date;
  user: SessionUser;
}

type Signup = z.output<typeof signupRequestSchema>;
type NewUser = Pick<Signup, 'displayName' | 'email' | 'password'>;

/** Where a new user belongs, and as what. */
export interface Admission {
  restaurantId: string;
  role: Role;
}
export type Admit = (tx: Transaction<Database>, userId: string, now: string) => Promise<Admission>;
/**
 * Runs the new user's transaction (`work` admits and inserts them). A restaurant's first user runs
 * it plainly; a member joining runs it through the Writer, so the join is in the Activity.
 */
export type NewUserTransaction = (
  userId: string,
  work: (tx: Transaction<Database>) => Promise<Admission>,
) => Promise<Admission>;

const MINUTE_MS = 60_000;
// last_seen_at is written at most this often, so reads do not each cost a write.
const TOUCH_INTERVAL_MS = MINUTE_MS;

function sessionActor(session: FoundSession, sessionId: string): Actor {
  return {
    userId: session.userId,
    restaurantId: session.restaurantId,
    sessionId,
    role: session.role,
  };
}

export class AuthService {
  constructor(
    private readonly db: Db,
    private readonly sessionEvents: SessionEvents,
    private readonly throttle: LoginThrottle,
    private readonly policy: SessionPolicy,
    private readonly cache?: SessionCache,
  ) {}

  /** Creates the restaurant, its first user and a session, consuming the invite, all or nothing. */
  signup(input: Signup, address: string): Promise<NewSession> {
    const restaurantId = randomUUID();
    return this.createUser(input, address, async (tx, userId, now) => {
      await insertRestaurantWithDefaults(tx, {
        id: restaurantId,
        name: input.restaurantName,
        currency: input.currency,
        now,
      });
      if (!(await redeemInvite(tx, input.inviteCode, userId, now))) {
        throw new AppError('invalid-invite');
      }
      return { restaurantId, role: 'owner' };
    });
  }

  /**
   * Creates a user and opens their first session, rate-limited by address like every sign-up.
   * `admit` runs first in the user's transaction and says where and as what they belong (it
   * consumes an invite, or throws): without a valid one, nothing else (not even whether the
   * email is taken) is revealed, and a taken email rolls the invite back to unused.
   */
  async createUser(
    input: NewUser,
    address: string,
    admit: Admit,
    transaction: NewUserTransaction = (_userId, work) =>
      whileBusy(() => this.db.kysely.transaction().execute(work)),
  ): Promise<NewSession> {
    await this.throttle.beforeSignup(address);
    return this.insertUser(input, admit, transaction);
  }

  private async insertUser(
    input: NewUser,
    admit: Admit,
    transaction: NewUserTransaction,
  ): Promise<NewSession> {
    // Hash before the transaction: it is slow on purpose and must not hold the database.
    const passwordHash = await hashPassword(input.password);
    const userId = randomUUID();
    const now = new Date().toISOString();
    let admission: Admission;
    try {
      admission = await transaction(userId, async (tx) => {
        const admitted = await admit(tx, userId, now);
        await users.insertUser(tx, {
          id: userId,
          restaurantId: admitted.restaurantId,
          email: input.email,
          displayName: input.displayName,
          passwordHash,
          role: admitted.role,
          now,
        });
        return admitted;
      });
    } catch (error) {
      if (error instanceof AppError) throw error;
      if (await users.emailExists(this.db.kysely, input.email)) {
        throw new AppError('email-taken');
      }
      throw error;
    }
    return this.openSession(userId, admission.restaurantId);
  }

  /**
   * An invite code looked up without joining (the join page), under the sign-up limit: `find`
   * gives what the code leads to, or null when it is not valid (invalid-invite, counted).
   */
  async lookUpInvite<T>(address: string, find: () => Promise<T | null>): Promise<T> {
    await this.throttle.beforeInviteLookup(address);
    const found = await find();
    if (found !== null) return found;
    await this.throttle.inviteLookupFailed(address);
    throw new AppError('invalid-invite');
  }

  /**
   * A member joining by an invite, rate-limited by address like every sign-up; `invited` reads
   * the restaurant the invite joins (or throws), `transactionIn` runs the join's transaction in
   * it. A removed member of it (same email) comes back as the same user; anyone else is a new
   * user (an email in use elsewhere is refused).
   */
  async admitMember(
    input: NewUser,
    address: string,
    invited: () => Promise<string>,
    admit: Admit,
    transactionIn: (restaurantId: string) => NewUserTransaction,
  ): Promise<NewSession> {
    await this.throttle.beforeSignup(address);
    const restaurantId = await invited();
    const transaction = transactionIn(restaurantId);
    const removed = await users.findRemovedMember(this.db.kysely, input.email, restaurantId);
    if (!removed) return this.insertUser(input, admit, transaction);
    return this.readmit(input, address, removed, admit, transaction);
  }

  /**
   * A removed member joining again (decision 0025): the same user row, so their name stays on
   * what they did, enabled with the new invite's role and signed in. The account keeps its
   * password and the form's must be it: an invite link proves an invitation, not who owns the
   * email. A wrong one counts as a failed login for that email, under the same limits.
   */
  private async readmit(
    input: NewUser,
    address: string,
    removed: { id: string; passwordHash: string },
    admit: Admit,
    transaction: NewUserTransaction,
  ): Promise<NewSession> {
    await this.throttle.beforeLogin(address, input.email);
    if (!(await verifyPassword(removed.passwordHash, input.password))) {
      await this.throttle.loginFailed(input.email, address);
      throw new AppError('former-member-password');
    }
    await this.throttle.loginSucceeded(input.email, address);
    const now = new Date().toISOString();
    const admission = await transaction(removed.id, async (tx) => {
      const admitted = await admit(tx, removed.id, now);
      const readmitted = await users.readmitUser(tx, {
        id: removed.id,
        restaurantId: admitted.restaurantId,
        passwordHash: removed.passwordHash,
        displayName: input.displayName,
        role: admitted.role,
      });
      // Joined again by another link meanwhile, or the password changed: the invite stays unused.
      if (!readmitted) throw new AppError('email-taken');
      return admitted;
    });
    return this.openSession(removed.id, admission.restaurantId);
  }

  async login(email: string, password: string, address: string): Promise<NewSession> {
    await this.throttle.beforeLogin(address, email);
    const user = await users.findCredentialsByEmail(this.db.kysely, email);
    const valid = await verifyPassword(user?.passwordHash ?? null, password);
    if (!user || !valid) {
      await this.throttle.loginFailed(email, address);
      throw new AppError('invalid-login');
    }
    await this.throttle.loginSucceeded(email, address);
    return this.openSession(user.id, user.restaurantId);
  }

  async logout(actor: Actor): Promise<void> {
    await sessions.deleteSession(this.db.kysely, actor.sessionId);
    await this.sessionEvents.sessionEnded(actor.sessionId);
  }

  /**
   * The actor behind a session token, or null when the token is unknown, expired or idle, or its
   * user is disabled. A dead session's row is deleted on sight: it can never come back. With a
   * session cache (PostgreSQL), a session read in the last seconds and still alive is not read.
   */
  async resolve(token: string): Promise<Actor | null> {
    const now = Date.now();
    const sessionId = digest(token);
    const cached = this.cache?.get(sessionId, now);
    if (cached && this.alive(cached, now) && !this.dueForTouch(cached, now)) {
      return sessionActor(cached, sessionId);
    }
    const epoch = this.cache?.readStarted() ?? 0;
    let session = await sessions.findSession(this.db, sessionId);
    if (!session) return null;
    if (!this.alive(session, now)) {
      this.cache?.forgetSession(sessionId);
      await sessions.deleteSession(this.db.kysely, sessionId);
      return null;
    }
    // Sliding idle window; expires_at (the absolute limit) never moves.
    if (this.dueForTouch(session, now)) {
      const lastSeenAt = new Date(now).toISOString();
      // Best effort: with another process holding SQLite's lock, the next request touches it.
      const touched = await sessions.touchSession(this.db.kysely, sessionId, lastSeenAt).then(
        () => true,
        (error: unknown) => {
          if (!isDatabaseBusy(error)) throw error;
          return false;
        },
      );
      if (touched) session = { ...session, lastSeenAt };
    }
    this.cache?.keep(sessionId, session, epoch, now);
    return sessionActor(session, sessionId);
  }

  private alive(session: FoundSession, now: number): boolean {
    return (
      !session.userDisabled &&
      Date.parse(session.expiresAt) > now &&
      Date.parse(session.lastSeenAt) > now - this.policy.idleMinutes * MINUTE_MS
    );
  }

  private dueForTouch(session: FoundSession, now: number): boolean {
    return now - Date.parse(session.lastSeenAt) > TOUCH_INTERVAL_MS;
  }

  async sessionUser(actor: Actor): Promise<SessionUser> {
    const user = await users.findSessionUser(this.db.kysely, actor.userId);
    if (!user) throw new AppError('session-ended');
    return user;
  }

  /** Disables the user: every session dies now, and their open live streams close. */
  async disableUser(email: string): Promise<boolean> {
    const now = new Date().toISOString();
    const userId = await users.markUserDisabled(this.db.kysely, email, now);
    if (!userId) return false;
    await this.endSessionsOfDisabledUser(userId);
    return true;
  }

  /**
   * After a user's disabled_at is set (the CLI, or removal from the team): their sessions are
   * deleted and their open tabs told `signed-out`, here and in every other server process.
   */
  async endSessionsOfDisabledUser(userId: string): Promise<void> {
    await sessions.deleteSessionsOfUser(this.db.kysely, userId);
    await this.sessionEvents.userDisabled(userId);
  }

  /** Sessions among these ids that are still live (for the periodic stream sweep). */
  liveSessions(sessionIds: readonly string[]): Promise<Set<string>> {
    const now = Date.now();
    return sessions.filterLiveSessions(
      this.db.kysely,
      sessionIds,
      new Date(now).toISOString(),
      this.idleCutoff(now),
    );
  }

  private idleCutoff(now: number): string {
    return new Date(now - this.policy.idleMinutes * MINUTE_MS).toISOString();
  }

  private async openSession(userId: string, restaurantId: string): Promise<NewSession> {
    const token = newSecretToken();
    const now = new Date();
    const expiresAt = new Date(now.getTime() + this.policy.absoluteDays * 24 * 60 * MINUTE_MS);
    // Waits out another process's SQLite write lock as every write does (a sign-in refused 503
    // after 20 ms while a long import or seed held it).
    await whileBusy(async () => {
      await sessions.deleteDeadSessionsOfUser(
        this.db.kysely,
        userId,
        now.toISOString(),
        this.idleCutoff(now.getTime()),
      );
      await sessions.insertSession(this.db.kysely, {
        id: digest(token),
        userId,
        restaurantId,
        now: now.toISOString(),
        expiresAt: expiresAt.toISOString(),
      });
    });
    const user = await users.findSessionUser(this.db.kysely, userId);
    if (!user) throw new AppError('internal');
    return { token, expiresAt, user };
  }
}
