import cluster from 'node:cluster';
import {
  type RateLimiterAbstract,
  RateLimiterCluster,
  RateLimiterClusterMaster,
  RateLimiterMemory,
} from 'rate-limiter-flexible';

/** How long a process waits for the primary's count before refusing (the limiter's own error). */
const PRIMARY_TIMEOUT_MS = 2_000;

/**
 * A counter of attempts in a window, in memory: in a cluster's worker it is kept by the primary
 * (rate-limiter-flexible's cluster limiter, over the processes' IPC channel), so several processes
 * on one machine count together instead of each allowing the limit. `name` tells the primary
 * which counter: one per limiter.
 */
export function sharedLimiter(
  name: string,
  options: { points: number; duration: number },
): RateLimiterAbstract {
  if (cluster.isWorker) {
    return new RateLimiterCluster({ ...options, keyPrefix: name, timeoutMs: PRIMARY_TIMEOUT_MS });
  }
  return new RateLimiterMemory(options);
}

/** The primary keeps its workers' counters: created once, before it forks them. */
export function keepSharedLimiters(): void {
  new RateLimiterClusterMaster();
}
