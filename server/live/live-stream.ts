import { InOrder } from '../../domain/in-order.js';
import type { ChangeBatch } from '../../domain/live.js';

export interface StreamSink {
  send(event: string, data: unknown, id?: number): void;
  close(): void;
}

export type ReadBatches = (afterRevision: number, upToRevision: number) => Promise<ChangeBatch[]>;

// An out-of-order batch waits this long for the ones before it before they are read from the log.
const GAP_WAIT_MS = 100;

/**
 * One open tab. Delivers every revision after `since` exactly once and in order, whatever order
 * batches are offered in: commits that finish out of order, a replay racing live batches, or a
 * notification from another process that never came (then the log fills the gap).
 */
export class LiveStream {
  /** Its revision is the last one sent. */
  private readonly order: InOrder<ChangeBatch>;
  private replaying = true;
  private gapTimer: NodeJS.Timeout | undefined;
  private filling = false;
  private closed = false;

  constructor(
    readonly restaurantId: string,
    readonly userId: string,
    readonly sessionId: string,
    since: number,
    private readonly sink: StreamSink,
    private readonly read: ReadBatches,
  ) {
    this.order = new InOrder(since);
  }

  get isClosed(): boolean {
    return this.closed;
  }

  /**
   * Whether the tab has had its replay and gone live. Until then it needs no heartbeat: its first
   * event is the reset or the replay it asked for.
   */
  get answered(): boolean {
    return !this.replaying;
  }

  /** Replays what the tab missed up to `upTo`, then goes live. */
  async replay(upTo: number): Promise<void> {
    const missed = await this.read(this.order.revision, upTo);
    for (const batch of missed) this.sendBatch(batch);
    this.replaying = false;
    this.drain();
  }

  offer(batch: ChangeBatch): void {
    if (this.closed) return;
    this.order.add(batch);
    if (!this.replaying) this.drain();
  }

  /** Reads and sends anything up to `revision` this stream has not had (after a lost notification). */
  async syncTo(revision: number): Promise<void> {
    if (this.closed || revision <= this.order.revision) return;
    const missing = await this.read(this.order.revision, revision);
    for (const batch of missing) this.offer(batch);
  }

  send(event: string, data: unknown): void {
    if (!this.closed) this.sink.send(event, data);
  }

  close(): void {
    if (this.closed) return;
    this.closed = true;
    clearTimeout(this.gapTimer);
    this.order.clear();
    this.sink.close();
  }

  private drain(): void {
    // takeReady has moved the order past each batch it releases.
    for (const next of this.order.takeReady()) this.sink.send('changes', next, next.revision);
    if (this.order.firstWaiting !== undefined && !this.gapTimer && !this.filling) {
      this.gapTimer = setTimeout(() => void this.fillGap(), GAP_WAIT_MS);
    }
  }

  private async fillGap(): Promise<void> {
    this.gapTimer = undefined;
    const firstWaiting = this.order.firstWaiting;
    if (this.closed || firstWaiting === undefined) return;
    this.filling = true;
    try {
      const missing = await this.read(this.order.revision, firstWaiting - 1);
      for (const batch of missing) {
        if (batch.revision === this.order.revision + 1) this.sendBatch(batch);
      }
    } catch {
      // The tab will resync on reconnect; keep the stream usable meanwhile.
    } finally {
      this.filling = false;
    }
    if (!this.closed) this.drain();
  }

  /** Sends a batch that came from the log (a replay, a filled gap), passing the order over it. */
  private sendBatch(batch: ChangeBatch): void {
    if (this.closed) return;
    this.sink.send('changes', batch, batch.revision);
    this.order.advanceTo(batch.revision);
  }
}
