import type { FastifyInstance } from 'fastify';
import { AppError } from './app-error.js';

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
// Restaurants whose bucket is full again are forgotten past this many, to bound the memory.
const REMEMBERED = 10_000;

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * `per-session`: the route's writes are counted per session instead of per restaurant: a stock
     * count's scans are one write each, made by several members at once, and four
     * phones at a scan a second would use the whole restaurant's quota.
     */
    writeQuota?: 'per-session';
  }
}

interface Bucket {
  tokens: number;
  at: number;
}

/**
 * Writes per restaurant as a token bucket (decision 0008): a burst of half a minute's quota, then
 * the quota's pace. Real work is far below it (a 1,000-bottle batch is one write); a client
 * looping on writes (one reserved 60,000 label ids in two seconds) is held to it.
 */
export class WriteQuota {
  private readonly buckets = new Map<string, Bucket>();
  private readonly capacity: number;
  private readonly perMs: number;

  constructor(perMinute: number) {
    this.capacity = Math.max(1, Math.floor(perMinute / 2));
    this.perMs = perMinute / 60_000;
  }

  /** Takes one write; the seconds to wait when there is none left. */
  take(restaurantId: string, now = Date.now()): number | null {
    const bucket = this.buckets.get(restaurantId) ?? { tokens: this.capacity, at: now };
    bucket.tokens = Math.min(this.capacity, bucket.tokens + (now - bucket.at) * this.perMs);
    bucket.at = now;
    if (this.buckets.size >= REMEMBERED) this.forgetFull();
    this.buckets.set(restaurantId, bucket);
    if (bucket.tokens < 1) return Math.ceil((1 - bucket.tokens) / this.perMs / 1000);
    bucket.tokens -= 1;
    return null;
  }

  private forgetFull(): void {
    const now = Date.now();
    for (const [id, bucket] of this.buckets) {
      if (bucket.tokens + (now - bucket.at) * this.perMs >= this.capacity) this.buckets.delete(id);
    }
  }
}

/** Refuses a signed-in write past its restaurant's (or its session's) quota: 429 too-many-writes with Retry-After. */
export function registerWriteQuota(app: FastifyInstance, quota: WriteQuota): void {
  app.addHook('onRequest', async (request) => {
    if (!WRITES.has(request.method) || !request.actor) return;
    const key =
      request.routeOptions.config.writeQuota === 'per-session'
        ? `session ${request.actor.sessionId}`
        : request.actor.restaurantId;
    const wait = quota.take(key);
    if (wait !== null) throw new AppError('too-many-writes', { retryAfterSeconds: wait });
  });
}
