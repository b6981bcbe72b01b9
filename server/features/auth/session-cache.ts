import type { FoundSession } from './session-repo.js';

interface Entry {
  session: FoundSession;
  readAt: number;
}

/**
 * Sessions read from PostgreSQL in the last few seconds, so a request need not read its own: on
 * a stock count's scan that read was one round trip of two (decision 0004). Kept only
 * where every server process hears when a session ends (the PostgreSQL bridge): SessionEvents
 * forgets a session, or all of a user's, in this process at once and in the others by NOTIFY,
 * whenever it ends, its user is disabled or removed, or their role changes. `freshMs`
 * (SESSION_CACHE_MS) bounds what a change made any other way (SQL by hand) costs. The caller trusts an entry only while it is
 * alive and not due to be touched; anything else reads the row again.
 */
export class SessionCache {
  private readonly entries = new Map<string, Entry>();
  /** Moves at every forget: a read begun before one may hold what was just ended. */
  private epoch = 0;

  constructor(
    private readonly freshMs: number,
    private readonly maxEntries = 10_000,
  ) {}

  /** Taken before reading a session, handed back to `keep`. */
  readStarted(): number {
    return this.epoch;
  }

  get(sessionId: string, now: number): FoundSession | undefined {
    const entry = this.entries.get(sessionId);
    if (!entry) return undefined;
    if (now - entry.readAt >= this.freshMs) {
      this.entries.delete(sessionId);
      return undefined;
    }
    return entry.session;
  }

  /** Keeps a session read since `readStarted` returned `epoch`, unless one was forgotten since. */
  keep(sessionId: string, session: FoundSession, epoch: number, now: number): void {
    if (epoch !== this.epoch) return;
    this.entries.delete(sessionId);
    if (this.entries.size >= this.maxEntries) {
      // The oldest read: a Map iterates in insertion order.
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(sessionId, { session, readAt: now });
  }

  forgetSession(sessionId: string): void {
    this.epoch++;
    this.entries.delete(sessionId);
  }

  forgetUser(userId: string): void {
    this.epoch++;
    for (const [sessionId, entry] of this.entries) {
      if (entry.session.userId === userId) this.entries.delete(sessionId);
    }
  }

  /** Notices may have been missed (the bridge's connection dropped): trust nothing read before. */
  clear(): void {
    this.epoch++;
    this.entries.clear();
  }
}
