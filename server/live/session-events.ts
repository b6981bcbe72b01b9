import { sql } from 'kysely';
import type { Db } from '../db/database.js';
import type { LiveHub } from './hub.js';
import { SESSIONS_CHANNEL, type SessionNotice } from './postgres-bridge.js';

/**
 * When sessions end (logout, disabled user), their open streams close in this process at once and,
 * on PostgreSQL, in every other server process too. On SQLite another process (the CLI) cannot
 * reach the server's memory; the periodic sweep (session-sweep.ts) closes those streams.
 */
export class SessionEvents {
  constructor(
    private readonly db: Db,
    private readonly hub: LiveHub,
  ) {}

  async sessionEnded(sessionId: string): Promise<void> {
    this.hub.closeSession(sessionId);
    await this.notify({ s: sessionId });
  }

  async userDisabled(userId: string): Promise<void> {
    this.hub.closeUser(userId);
    await this.notify({ u: userId });
  }

  /** The user's role changed: their open tabs read the session again, with a model to match. */
  async roleChanged(userId: string): Promise<void> {
    this.hub.closeUser(userId, 'role-changed');
    await this.notify({ c: userId });
  }

  private async notify(notice: SessionNotice): Promise<void> {
    if (this.db.dialect !== 'postgres') return;
    await sql`select pg_notify(${SESSIONS_CHANNEL}, ${JSON.stringify(notice)})`.execute(
      this.db.kysely,
    );
  }
}
