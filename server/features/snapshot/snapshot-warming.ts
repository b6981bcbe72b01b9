import type { Db } from '../../db/database.js';
import { restaurantsWithLiveSessions } from '../auth/session-repo.js';
import type { CompactSnapshots } from './compact-snapshots.js';

const MINUTE_MS = 60_000;
// Restaurants warmed at start: the most recently active ones (each costs a few MB of memory).
const WARM_AT_START = 8;

/**
 * After a restart, readies the snapshots of the restaurants whose staff are signed in, one after
 * the other (from their stored copies when current, else built), so the first dashboard to
 * reconnect does not wait for a read of the whole inventory.
 */
export async function warmActiveRestaurants(
  db: Db,
  snapshots: CompactSnapshots,
  idleMinutes: number,
): Promise<void> {
  const now = Date.now();
  const restaurantIds = await restaurantsWithLiveSessions(
    db.kysely,
    new Date(now).toISOString(),
    new Date(now - idleMinutes * MINUTE_MS).toISOString(),
    WARM_AT_START,
  );
  for (const restaurantId of restaurantIds) await snapshots.warm(restaurantId);
}
