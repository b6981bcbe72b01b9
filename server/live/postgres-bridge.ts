import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import { z } from 'zod';
import type { LiveHub } from './hub.js';
import type { ReadBatches } from './live-stream.js';
import type { SessionEvents } from './session-events.js';

export const CHANGES_CHANNEL = 'cellar_changes';
export const SESSIONS_CHANNEL = 'cellar_sessions';

/** o: the instance that wrote; r: the restaurant; its batches f to v (notifyChanges). */
const changeNotice = z.object({
  o: z.string(),
  r: z.string(),
  f: z.number().int(),
  v: z.number().int(),
});
/** s: a session ended; u: a user disabled or removed; c: a user's role changed. */
const sessionNotice = z.object({
  s: z.string().optional(),
  u: z.string().optional(),
  c: z.string().optional(),
});
export type SessionNotice = z.infer<typeof sessionNotice>;

/**
 * LISTEN/NOTIFY between server processes on one PostgreSQL: a change committed through one
 * process reaches tabs connected to any other; the batch itself is read from the change log.
 */
export class PostgresBridge {
  private client: pg.Client | undefined;
  private stopped = false;

  constructor(
    /** Tells this instance's own notifications apart from other instances'. */
    private readonly instanceId: string,
    private readonly url: string,
    private readonly hub: LiveHub,
    private readonly sessions: Pick<SessionEvents, 'heard' | 'noticesMissed'>,
    private readonly read: (restaurantId: string) => ReadBatches,
    private readonly currentRevision: (restaurantId: string) => Promise<number>,
    private readonly log: FastifyBaseLogger,
  ) {}

  async start(): Promise<void> {
    const client = new pg.Client({ connectionString: this.url });
    client.on('notification', (message) => this.onNotification(message.channel, message.payload));
    client.on('error', (error) => {
      this.log.error({ err: error }, 'live bridge connection lost; reconnecting');
      void this.reconnect();
    });
    await client.connect();
    await client.query(`LISTEN ${CHANGES_CHANNEL}`);
    await client.query(`LISTEN ${SESSIONS_CHANNEL}`);
    this.client = client;
  }

  async stop(): Promise<void> {
    this.stopped = true;
    await this.client?.end().catch(() => undefined);
  }

  private async reconnect(): Promise<void> {
    await this.client?.end().catch(() => undefined);
    this.client = undefined;
    while (!this.stopped) {
      try {
        await this.start();
        // Notifications sent while the connection was down are gone: catch every tab up.
        for (const stream of this.hub.allStreams()) {
          await stream.syncTo(await this.currentRevision(stream.restaurantId));
        }
        return;
      } catch {
        await new Promise((resolve) => setTimeout(resolve, 1000));
      }
    }
  }

  private onNotification(channel: string, payload: string | undefined): void {
    let json: unknown;
    try {
      json = JSON.parse(payload ?? '');
    } catch {
      return;
    }
    if (channel === CHANGES_CHANNEL) {
      const notice = changeNotice.safeParse(json);
      if (!notice.success || notice.data.o === this.instanceId) return;
      const { r: restaurantId, f: first, v: last } = notice.data;
      if (!this.hub.wants(restaurantId)) return;
      this.read(restaurantId)(first - 1, last)
        .then((batches) => {
          for (const batch of batches) this.hub.publish(restaurantId, batch);
        })
        .catch((error: unknown) =>
          this.log.error({ err: error }, 'reading a notified change failed'),
        );
    } else if (channel === SESSIONS_CHANNEL) {
      const notice = sessionNotice.safeParse(json);
      if (notice.success) this.sessions.heard(notice.data);
    }
  }
}
