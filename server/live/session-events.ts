import { sql } from 'kysely';
import { liveEvents } from '../../domain/live.js';
import type { Db } from '../db/database.js';
import type { SessionCache } from '../features/auth/index.js';
import type { LiveHub } from './hub.js';
import { SESSIONS_CHANNEL, type SessionNotice } from './postgres-bridge.js';

/**
 * When sessions end (logout, disabled user) or a role changes, what this process holds of them
 * (open streams, cached reads) goes at once and, on PostgreSQL, in every other server process too.
 * On SQLite another process (the CLI) cannot reach the server's memory; the periodic sweep
 * (session-sweep.ts) closes those streams, and SQLite keeps no session cache.
 */
export class SessionEvents {
  constructor(
    private readonly db: Db,
    private readonly hub: LiveHub,
    private readonly cache?: SessionCache,
  ) {}

  async sessionEnded(sessionId: string): Promise<void> {
    await this.tellAll({ s: sessionId });
  }

  async userDisabled(userId: string): Promise<void> {
    await this.tellAll({ u: userId });
  }

  /** The user's role changed: their open tabs read the session again, with a model to match. */
  async roleChanged(userId: string): Promise<void> {
    await this.tellAll({ c: userId });
  }

  /** What a notice does in this process, whichever process it came from. */
  heard(notice: SessionNotice): void {
    if (notice.s) {
      this.cache?.forgetSession(notice.s);
      this.hub.closeSession(notice.s);
    }
    if (notice.u) {
      this.cache?.forgetUser(notice.u);
      this.hub.closeUser(notice.u);
    }
    if (notice.c) {
      this.cache?.forgetUser(notice.c);
      this.hub.closeUser(notice.c, liveEvents.roleChanged);
    }
  }

  /** The bridge's connection dropped: notices sent meanwhile are gone. */
  noticesMissed(): void {
    this.cache?.clear();
  }

  private async tellAll(notice: SessionNotice): Promise<void> {
    this.heard(notice);
    if (this.db.dialect !== 'postgres') return;
    await sql`select pg_notify(${SESSIONS_CHANNEL}, ${JSON.stringify(notice)})`.execute(
      this.db.kysely,
    );
  }
}
