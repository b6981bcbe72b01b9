import type { Db } from '../../db/database.js';
import { restaurantsWithLiveSessions } from '../auth/session-repo.js';
import type { CompactSnapshots } from './compact-snapshots.js';
import { restaurantsWithoutCurrentCopy } from './snapshot-store.js';

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;
// Restaurants warmed at start: the most recently active ones (each costs a few MB of memory).
const WARM_AT_START = 8;
// Restaurants whose stored copy is prepared at start: those created or signed into this recently.
// The others build on their first dashboard, once.
const PREPARE_ACTIVE_DAYS = 30;

/**
 * After a start, readies snapshots in the background so that no dashboard waits for a read of the
 * whole inventory (300 ms and more for 20,000 bottles on PostgreSQL):
 * 1. the restaurants whose staff are signed in, held in memory (from their stored copies when
 *    current, else built): their tabs reconnect first;
 * 2. then every recently active restaurant whose stored copy is missing, was written by older code
 *    (after a migration or a new compact form, none is), or is too far behind to be served: built
 *    and stored one after the other, most recently active first.
 */
export async function prepareSnapshotsAtStart(
  db: Db,
  snapshots: CompactSnapshots,
  idleMinutes: number,
): Promise<void> {
  const now = Date.now();
  const signedIn = await restaurantsWithLiveSessions(
    db.kysely,
    new Date(now).toISOString(),
    new Date(now - idleMinutes * MINUTE_MS).toISOString(),
    WARM_AT_START,
  );
  for (const restaurantId of signedIn) await snapshots.warm(restaurantId);
  // Their copies stored, so that the query below does not find them stale and build them again.
  await snapshots.settled();

  const stale = await restaurantsWithoutCurrentCopy(db.kysely, {
    activeSince: new Date(now - PREPARE_ACTIVE_DAYS * DAY_MS).toISOString(),
    maxBehind: snapshots.rebuildDistance,
  });
  for (const restaurantId of stale) await snapshots.prepare(restaurantId);
}
