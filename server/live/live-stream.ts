import type { ChangeBatch } from '../../domain/live.js';

export interface StreamSink {
  send(event: string, data: unknown, id?: number): void;
  close(): void;
}

export type ReadBatches = (afterRevision: number, upToRevision: number) => Promise<ChangeBatch[]>;

// An out-of-order batch waits this long for the ones before it before they are read from the log.
const GAP_WAIT_MS = 100;

/**
 * One open tab. Delivers every revision after `lastSent` exactly once and in order, whatever order
 * batches are offered in: commits that finish out of order, a replay racing live batches, or a
 * notification from another process that never came (then the log fills the gap).
 */
export class LiveStream {
  private lastSent: number;
  private replaying = true;
  private readonly pending = new Map<number, ChangeBatch>();
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
    this.lastSent = since;
  }

  get isClosed(): boolean {
    return this.closed;
  }

  /** Replays what the tab missed up to `upTo`, then goes live. */
  async replay(upTo: number): Promise<void> {
    const missed = await this.read(this.lastSent, upTo);
    for (const batch of missed) this.sendBatch(batch);
    this.replaying = false;
    this.drain();
  }

  offer(batch: ChangeBatch): void {
    if (this.closed || batch.revision <= this.lastSent) return;
    this.pending.set(batch.revision, batch);
    if (!this.replaying) this.drain();
  }

  /** Reads and sends anything up to `revision` this stream has not had (after a lost notification). */
  async syncTo(revision: number): Promise<void> {
    if (this.closed || revision <= this.lastSent) return;
    const missing = await this.read(this.lastSent, revision);
    for (const batch of missing) this.offer(batch);
  }

  send(event: string, data: unknown): void {
    if (!this.closed) this.sink.send(event, data);
  }

  close(): void {
    if (this.closed) return;
    this.closed = true;
    clearTimeout(this.gapTimer);
    this.pending.clear();
    this.sink.close();
  }

  private drain(): void {
    for (
      let next = this.pending.get(this.lastSent + 1);
      next;
      next = this.pending.get(this.lastSent + 1)
    ) {
      this.pending.delete(next.revision);
      this.sendBatch(next);
    }
    for (const revision of this.pending.keys()) {
      if (revision <= this.lastSent) this.pending.delete(revision);
    }
    if (this.pending.size > 0 && !this.gapTimer && !this.filling) {
      this.gapTimer = setTimeout(() => void this.fillGap(), GAP_WAIT_MS);
    }
  }

  private async fillGap(): Promise<void> {
    this.gapTimer = undefined;
    if (this.closed || this.pending.size === 0) return;
    this.filling = true;
    try {
      const firstPending = Math.min(...this.pending.keys());
      const missing = await this.read(this.lastSent, firstPending - 1);
      for (const batch of missing) if (batch.revision === this.lastSent + 1) this.sendBatch(batch);
    } catch {
      // The tab will resync on reconnect; keep the stream usable meanwhile.
    } finally {
      this.filling = false;
    }
    if (!this.closed) this.drain();
  }

  private sendBatch(batch: ChangeBatch): void {
    if (this.closed) return;
    this.sink.send('changes', batch, batch.revision);
    this.lastSent = batch.revision;
  }
}
