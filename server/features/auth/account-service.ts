import type { SessionUser } from '../../../domain/auth.js';
import { whileBusy } from '../../db/busy.js';
import type { Db } from '../../db/database.js';
import type { Actor } from '../../http/actor.js';
import { AppError } from '../../http/app-error.js';
import type { SessionEvents } from '../../live/session-events.js';
import type { LoginThrottle } from './login-throttle.js';
import { hashPassword, verifyPassword } from './password.js';
import * as sessions from './session-repo.js';
import * as users from './user-repo.js';

/** What every member may change of their own account: their name and password. */
export class AccountService {
  constructor(
    private readonly db: Db,
    private readonly sessionEvents: SessionEvents,
    private readonly throttle: LoginThrottle,
  ) {}

  async rename(actor: Actor, displayName: string): Promise<SessionUser> {
    await whileBusy(() => users.setDisplayName(this.db.kysely, actor.userId, displayName));
    return this.sessionUser(actor);
  }

  /**
   * Needs the current password, counted against the login limits like a sign-in (a stolen session
   * must not become a password oracle). The member's other sessions end: a changed password is
   * how one shuts out whoever else knew the old one. This session stays.
   */
  async changePassword(
    actor: Actor,
    currentPassword: string,
    newPassword: string,
    address: string,
  ): Promise<void> {
    const { email } = await this.sessionUser(actor);
    await this.throttle.beforeLogin(address, email);
    const storedHash = await users.findPasswordHash(this.db.kysely, actor.userId);
    if (!storedHash || !(await verifyPassword(storedHash, currentPassword))) {
      await this.throttle.loginFailed(email, address);
      throw new AppError('wrong-password');
    }
    const newHash = await hashPassword(newPassword);
    const replaced = await whileBusy(() =>
      this.db.kysely.transaction().execute(async (tx) => {
        if (!(await users.replacePasswordHash(tx, actor.userId, storedHash, newHash))) return null;
        return sessions.deleteOtherSessionsOfUser(tx, actor.userId, actor.sessionId);
      }),
    );
    // Changed from another tab since it was checked: this current password is no longer it.
    if (replaced === null) throw new AppError('wrong-password');
    for (const sessionId of replaced) await this.sessionEvents.sessionEnded(sessionId);
  }

  private async sessionUser(actor: Actor): Promise<SessionUser> {
    const user = await users.findSessionUser(this.db.kysely, actor.userId);
    if (!user) throw new AppError('session-ended');
    return user;
  }
}
