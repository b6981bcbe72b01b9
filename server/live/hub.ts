import { type ChangeBatch, liveEvents } from '../../domain/live.js';
import type { LiveStream } from './live-stream.js';

/** Something other than a stream that follows restaurants' batches (the snapshot mirrors). */
export interface BatchListener {
  wants(restaurantId: string): boolean;
  onBatch(restaurantId: string, batch: ChangeBatch): void;
}

/** How many open streams a session, and a whole restaurant, may hold in this process. */
export interface StreamLimits {
  perSession: number;
  perRestaurant: number;
}

/**
 * In-process fan-out: each restaurant's open streams, and nothing else. A batch is only ever
 * offered to streams registered under the restaurant it was written for. Each stream holds a
 * file descriptor: a session (or a restaurant) opening more than its limit displaces its oldest
 * stream, so that one client cannot use up the process's descriptors (decision 0008).
 */
/** What a stream is told as it is closed. */
type ClosingEvent = typeof liveEvents.signedOut | typeof liveEvents.roleChanged;

export class LiveHub {
  private readonly streamsByRestaurant = new Map<string, Set<LiveStream>>();
  private readonly listeners = new Set<BatchListener>();
  private readonly pending: Array<[restaurantId: string, batch: ChangeBatch]> = [];
  private flushing: NodeJS.Immediate | undefined;

  constructor(
    private readonly limits: StreamLimits = {
      perSession: Number.POSITIVE_INFINITY,
      perRestaurant: Number.POSITIVE_INFINITY,
    },
  ) {}

  addListener(listener: BatchListener): void {
    this.listeners.add(listener);
  }

  /** Whether anything here follows this restaurant (else another process's batch is not read). */
  wants(restaurantId: string): boolean {
    if (this.streamsByRestaurant.has(restaurantId)) return true;
    for (const listener of this.listeners) if (listener.wants(restaurantId)) return true;
    return false;
  }

  attach(stream: LiveStream): void {
    let streams = this.streamsByRestaurant.get(stream.restaurantId);
    if (!streams) {
      streams = new Set();
      this.streamsByRestaurant.set(stream.restaurantId, streams);
    }
    // A Set iterates in insertion order: the first found is the oldest.
    const sameSession = [...streams].filter((other) => other.sessionId === stream.sessionId);
    const excess = sameSession.length + 1 - this.limits.perSession;
    for (const old of sameSession.slice(0, Math.max(0, excess))) this.displace(old);
    for (const old of [...streams].slice(
      0,
      Math.max(0, streams.size + 1 - this.limits.perRestaurant),
    ))
      this.displace(old);
    streams.add(stream);
  }

  private displace(stream: LiveStream): void {
    stream.send(liveEvents.displaced, {});
    this.detach(stream);
    stream.close();
  }

  detach(stream: LiveStream): void {
    const streams = this.streamsByRestaurant.get(stream.restaurantId);
    if (!streams) return;
    streams.delete(stream);
    if (streams.size === 0) this.streamsByRestaurant.delete(stream.restaurantId);
  }

  /**
   * The listeners hear of the batch at once (what the next request reads must know of it); the
   * tabs' frames are built and written in the next turn of the event loop, after the answer to
   * the write that made the batch has gone: for a 1,000-bottle move, their JSON was ~5% of the
   * server's time before its answer. Batches reach the tabs in the order they were published, and
   * before any closing event (flush).
   */
  publish(restaurantId: string, batch: ChangeBatch): void {
    for (const listener of this.listeners) listener.onBatch(restaurantId, batch);
    if (!this.streamsByRestaurant.has(restaurantId)) return;
    this.pending.push([restaurantId, batch]);
    this.flushing ??= setImmediate(() => this.flush());
  }

  /** Offers the published batches not yet offered to their restaurant's tabs. */
  private flush(): void {
    if (this.flushing) clearImmediate(this.flushing);
    this.flushing = undefined;
    const pending = this.pending.splice(0);
    for (const [restaurantId, batch] of pending) {
      for (const stream of this.streamsByRestaurant.get(restaurantId) ?? []) stream.offer(batch);
    }
  }

  allStreams(): LiveStream[] {
    return [...this.streamsByRestaurant.values()].flatMap((streams) => [...streams]);
  }

  closeSession(sessionId: string): void {
    this.closeWhere((stream) => stream.sessionId === sessionId);
  }

  /** roleChanged sends the user's tabs back for their session and a model for the new role. */
  closeUser(userId: string, event: ClosingEvent = liveEvents.signedOut): void {
    this.closeWhere((stream) => stream.userId === userId, event);
  }

  closeWhere(
    predicate: (stream: LiveStream) => boolean,
    event: ClosingEvent = liveEvents.signedOut,
  ): void {
    this.flush();
    for (const stream of this.allStreams()) {
      if (predicate(stream)) {
        stream.send(event, {});
        stream.close();
      }
    }
  }

  closeAll(): void {
    this.flush();
    for (const stream of this.allStreams()) stream.close();
  }
}
