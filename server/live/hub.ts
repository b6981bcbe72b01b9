import type { ChangeBatch } from '../../domain/live.js';
import type { LiveStream } from './live-stream.js';

/** Something other than a stream that follows restaurants' batches (the snapshot mirrors). */
export interface BatchListener {
  wants(restaurantId: string): boolean;
  onBatch(restaurantId: string, batch: ChangeBatch): void;
}

/**
 * In-process fan-out: each restaurant's open streams, and nothing else. A batch is only ever
 * offered to streams registered under the restaurant it was written for.
 */
export class LiveHub {
  private readonly streamsByRestaurant = new Map<string, Set<LiveStream>>();
  private readonly listeners = new Set<BatchListener>();

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
    streams.add(stream);
  }

  detach(stream: LiveStream): void {
    const streams = this.streamsByRestaurant.get(stream.restaurantId);
    if (!streams) return;
    streams.delete(stream);
    if (streams.size === 0) this.streamsByRestaurant.delete(stream.restaurantId);
  }

  publish(restaurantId: string, batch: ChangeBatch): void {
    for (const listener of this.listeners) listener.onBatch(restaurantId, batch);
    const streams = this.streamsByRestaurant.get(restaurantId);
    if (!streams) return;
    for (const stream of streams) stream.offer(batch);
  }

  allStreams(): LiveStream[] {
    return [...this.streamsByRestaurant.values()].flatMap((streams) => [...streams]);
  }

  closeSession(sessionId: string): void {
    this.closeWhere((stream) => stream.sessionId === sessionId);
  }

  closeUser(userId: string): void {
    this.closeWhere((stream) => stream.userId === userId);
  }

  closeWhere(predicate: (stream: LiveStream) => boolean): void {
    for (const stream of this.allStreams()) {
      if (predicate(stream)) {
        stream.send('signed-out', {});
        stream.close();
      }
    }
  }

  closeAll(): void {
    for (const stream of this.allStreams()) stream.close();
  }
}
