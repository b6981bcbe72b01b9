import type { Kysely } from 'kysely';
import { COMPACT_SNAPSHOT_VERSION } from '../../../domain/snapshot-codec.js';
import { LATEST_MIGRATION } from '../../db/migrate.js';
import type { Database } from '../../db/schema.js';

/**
 * What a stored snapshot was written by: the schema it was read from and the compact form it is
 * in. A copy written before a migration (which may have changed the data it summarises) or in
 * another compact form is not served; it is replaced at the next build.
 */
export const STORED_SNAPSHOT_FORMAT = `${LATEST_MIGRATION}/compact-v${COMPACT_SNAPSHOT_VERSION}`;

export interface StoredSnapshot {
  revision: number;
  /** The compact snapshot's JSON, brotli-compressed. */
  brotli: Buffer;
}

/** The restaurant's stored snapshot row, if one in this code's format exists. */
function storedInThisFormat(db: Kysely<Database>, restaurantId: string) {
  return db
    .selectFrom('stored_snapshots')
    .where('restaurant_id', '=', restaurantId)
    .where('format', '=', STORED_SNAPSHOT_FORMAT);
}

/** The restaurant's stored snapshot, if one in this code's format exists. */
export async function readStoredSnapshot(
  db: Kysely<Database>,
  restaurantId: string,
): Promise<StoredSnapshot | undefined> {
  const row = await storedInThisFormat(db, restaurantId)
    .select(['revision', 'body'])
    .executeTakeFirst();
  return row && { revision: Number(row.revision), brotli: row.body };
}

/** The revision of the restaurant's stored snapshot in this code's format, without its body. */
export async function storedSnapshotRevision(
  db: Kysely<Database>,
  restaurantId: string,
): Promise<number | undefined> {
  const row = await storedInThisFormat(db, restaurantId).select('revision').executeTakeFirst();
  return row && Number(row.revision);
}

/**
 * The restaurants created or signed into since `activeSince` whose stored snapshot is missing,
 * in another format, or at least `maxBehind` revisions behind; the most recently signed into first.
 */
export async function restaurantsWithoutCurrentCopy(
  db: Kysely<Database>,
  { activeSince, maxBehind }: { activeSince: string; maxBehind: number },
): Promise<string[]> {
  const rows = await db
    .selectFrom('restaurants')
    .leftJoin('stored_snapshots', (join) =>
      join
        .onRef('stored_snapshots.restaurant_id', '=', 'restaurants.id')
        .on('stored_snapshots.format', '=', STORED_SNAPSHOT_FORMAT),
    )
    .select((eb) => [
      'restaurants.id',
      eb
        .selectFrom('sessions')
        .select((sessions) => sessions.fn.max('sessions.last_seen_at').as('seen'))
        .whereRef('sessions.restaurant_id', '=', 'restaurants.id')
        .as('last_seen_at'),
    ])
    .where((eb) =>
      eb.or([
        eb('stored_snapshots.revision', 'is', null),
        eb(eb('restaurants.revision', '-', eb.ref('stored_snapshots.revision')), '>=', maxBehind),
      ]),
    )
    .where((eb) =>
      eb.or([
        eb('restaurants.created_at', '>', activeSince),
        eb.exists(
          eb
            .selectFrom('sessions')
            .select('sessions.id')
            .whereRef('sessions.restaurant_id', '=', 'restaurants.id')
            .where('sessions.last_seen_at', '>', activeSince),
        ),
      ]),
    )
    .orderBy('last_seen_at', (order) => order.desc().nullsLast())
    .orderBy('restaurants.created_at', 'desc')
    .execute();
  return rows.map((row) => row.id);
}

/**
 * Stores the snapshot unless a newer one in the same format is there already (two servers on one
 * PostgreSQL database may each store theirs, in any order).
 */
export async function storeSnapshot(
  db: Kysely<Database>,
  restaurantId: string,
  snapshot: StoredSnapshot,
): Promise<void> {
  await db
    .insertInto('stored_snapshots')
    .values({
      restaurant_id: restaurantId,
      revision: snapshot.revision,
      format: STORED_SNAPSHOT_FORMAT,
      body: snapshot.brotli,
      stored_at: new Date().toISOString(),
    })
    .onConflict((conflict) =>
      conflict
        .column('restaurant_id')
        .doUpdateSet((eb) => ({
          revision: eb.ref('excluded.revision'),
          format: eb.ref('excluded.format'),
          body: eb.ref('excluded.body'),
          stored_at: eb.ref('excluded.stored_at'),
        }))
        .where((eb) =>
          eb.or([
            eb('stored_snapshots.revision', '<', eb.ref('excluded.revision')),
            eb('stored_snapshots.format', '<>', eb.ref('excluded.format')),
          ]),
        ),
    )
    .execute();
}
