import { AppError } from '../http/app-error.js';
import { isDatabaseBusy } from './constraint-errors.js';

// How long a write waits, without blocking, for another process's SQLite write lock.
const BUSY_WAIT_MS = 5_000;

/**
 * Runs `attempt` (a whole transaction) again while SQLite answers that another process holds the
 * write lock, pausing between tries without holding up other requests; past the wait, 503
 * database-busy. The connection itself waits only a moment (SQLITE_LOCK_WAIT_MS, database.ts),
 * because better-sqlite3 waits synchronously.
 */
export async function whileBusy<T>(attempt: () => Promise<T>, waitMs = BUSY_WAIT_MS): Promise<T> {
  const deadline = Date.now() + waitMs;
  for (let pause = 10; ; pause = Math.min(pause * 2, 250)) {
    try {
      return await attempt();
    } catch (error) {
      if (!isDatabaseBusy(error)) throw error;
      if (Date.now() + pause > deadline) throw new AppError('database-busy');
      await new Promise((resolve) => setTimeout(resolve, pause));
    }
  }
}
