import { type Location, sortBins } from '../../../domain/restaurant.js';
import type { DialectName } from '../../db/database.js';
import { takeTurns } from '../../db/take-turns.js';
import type { Tx } from '../../db/writer.js';

/**
 * Locations and their bins. Every function takes the restaurant first and filters by it.
 * Bottles reference a location by id, so a rename never touches them.
 */

/**
 * Locks the location row until commit (a no-op UPDATE: portable, unlike FOR UPDATE) and returns
 * it. Changes to one location's bins then read and record its bins one after the other, so the
 * whole state each change sends is never missing a bin added at the same moment.
 */
export async function lockLocation(
  tx: Tx,
  restaurantId: string,
  id: string,
): Promise<{ id: string; name: string } | undefined> {
  return tx
    .updateTable('locations')
    .set((eb) => ({ name: eb.ref('name') }))
    .where('restaurant_id', '=', restaurantId)
    .where('id', '=', id)
    .returning(['id', 'name'])
    .executeTakeFirst();
}

export async function binsOf(tx: Tx, restaurantId: string, locationId: string): Promise<string[]> {
  const rows = await tx
    .selectFrom('bins')
    .select('name')
    .where('restaurant_id', '=', restaurantId)
    .where('location_id', '=', locationId)
    .execute();
  return sortBins(rows.map((row) => row.name));
}

export async function readLocation(
  tx: Tx,
  restaurantId: string,
  location: { id: string; name: string },
): Promise<Location> {
  return {
    id: location.id,
    name: location.name,
    bins: await binsOf(tx, restaurantId, location.id),
  };
}

/**
 * Makes the restaurant's location names take turns until commit and returns them: two tabs adding
 * `Cellar` and `cellar` at once cannot both see the other's name still free, which no unique index
 * on the name can tell.
 */
export async function lockLocationNames(
  tx: Tx,
  dialect: DialectName,
  restaurantId: string,
): Promise<Array<{ id: string; name: string }>> {
  await takeTurns(tx, dialect, `location-names:${restaurantId}`);
  return tx
    .selectFrom('locations')
    .select(['id', 'name'])
    .where('restaurant_id', '=', restaurantId)
    .execute();
}

/** Throws the unique violation when the name is taken. */
export async function insertLocation(
  tx: Tx,
  restaurantId: string,
  id: string,
  name: string,
): Promise<void> {
  await tx.insertInto('locations').values({ restaurant_id: restaurantId, id, name }).execute();
}

/** Renames only from `from`: false when the name is no longer that. Throws on a taken name. */
export async function renameLocationRow(
  tx: Tx,
  restaurantId: string,
  id: string,
  from: string,
  name: string,
): Promise<boolean> {
  const result = await tx
    .updateTable('locations')
    .set({ name })
    .where('restaurant_id', '=', restaurantId)
    .where('id', '=', id)
    .where('name', '=', from)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Its bins go with it; the bottles' foreign key refuses it while a bottle is there. */
export async function deleteLocationRow(
  tx: Tx,
  restaurantId: string,
  id: string,
): Promise<boolean> {
  const result = await tx
    .deleteFrom('locations')
    .where('restaurant_id', '=', restaurantId)
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

/** Adds the bin unless the location already has it; true when it was added. */
export async function insertBin(
  tx: Tx,
  restaurantId: string,
  locationId: string,
  name: string,
): Promise<boolean> {
  const result = await tx
    .insertInto('bins')
    .values({ restaurant_id: restaurantId, location_id: locationId, name })
    .onConflict((conflict) =>
      conflict.columns(['restaurant_id', 'location_id', 'name']).doNothing(),
    )
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
}

/** Deletes the bin only while no bottle of that location is in it; true when it was deleted. */
export async function deleteUnusedBin(
  tx: Tx,
  restaurantId: string,
  locationId: string,
  name: string,
): Promise<boolean> {
  const result = await tx
    .deleteFrom('bins')
    .where('restaurant_id', '=', restaurantId)
    .where('location_id', '=', locationId)
    .where('name', '=', name)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('bottles')
            .select(eb.lit(1).as('one'))
            .where('bottles.restaurant_id', '=', restaurantId)
            .where('bottles.location_id', '=', locationId)
            .where('bottles.bin', '=', name),
        ),
      ),
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

export async function binExists(
  tx: Tx,
  restaurantId: string,
  locationId: string,
  name: string,
): Promise<boolean> {
  const row = await tx
    .selectFrom('bins')
    .select('name')
    .where('restaurant_id', '=', restaurantId)
    .where('location_id', '=', locationId)
    .where('name', '=', name)
    .executeTakeFirst();
  return row !== undefined;
}
