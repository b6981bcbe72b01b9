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

/** The restaurant's stored snapshot, if one in this code's format exists. */
export async function readStoredSnapshot(
  db: Kysely<Database>,
  restaurantId: string,
): Promise<StoredSnapshot | undefined> {
  const row = await db
    .selectFrom('stored_snapshots')
    .select(['revision', 'body'])
    .where('restaurant_id', '=', restaurantId)
    .where('format', '=', STORED_SNAPSHOT_FORMAT)
    .executeTakeFirst();
  return row && { revision: Number(row.revision), brotli: row.body };
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
