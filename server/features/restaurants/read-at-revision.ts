import type { Db } from '../../db/database.js';
import type { Tx } from '../../db/writer.js';
import { currentRevision } from './restaurant-repo.js';

/**
 * Reads in one transaction, tagged with the restaurant's revision at that moment, so the reader
 * can continue from exactly there with the live feed's changes.
 */
export function readAtRevision<T>(
  db: Db,
  restaurantId: string,
  read: (tx: Tx) => Promise<T>,
  /** `long`: a read of many pages, on the connection for them (Db.longReads). */
  { long = false }: { long?: boolean } = {},
): Promise<{ revision: number; value: T }> {
  // Read only: on SQLite it runs on a read-only connection of its own rather than waiting for
  // the one that writes (server/db/sqlite-driver.ts).
  let query = (long ? db.longReads : db.kysely).transaction().setAccessMode('read only');
  // PostgreSQL's default (read committed) would let each SELECT see a different moment.
  if (db.dialect === 'postgres') query = query.setIsolationLevel('repeatable read');
  return query.execute(async (tx) => {
    // Both sent at once (the driver queues them on the transaction's connection).
    const [revision, value] = await Promise.all([currentRevision(tx, restaurantId), read(tx)]);
    return { revision, value };
  });
}
