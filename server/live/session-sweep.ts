import type { LiveHub } from './hub.js';

/**
 * Every few seconds: a heartbeat comment to every stream (keeps proxies from closing idle
 * connections) and a check that each stream's session is still live, closing those that are not
 * (expired, idle, or ended by another process).
 */
export function startSessionSweep(
  hub: LiveHub,
  liveSessions: (sessionIds: readonly string[]) => Promise<Set<string>>,
  intervalMs: number,
): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    const streams = hub.allStreams();
    const sessionIds = [...new Set(streams.map((stream) => stream.sessionId))];
    liveSessions(sessionIds)
      .then((live) => {
        for (const stream of streams) {
          // A stream still reading its first answer gets none: a ping first would come before the
          // reset or the replay the tab asked for.
          if (live.has(stream.sessionId) && stream.answered) stream.send('ping', {});
        }
        const checked = new Set(streams);
        hub.closeWhere((stream) => checked.has(stream) && !live.has(stream.sessionId));
      })
      .catch(() => undefined)
      .finally(() => {
        running = false;
      });
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
