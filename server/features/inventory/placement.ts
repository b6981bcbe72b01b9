import type { Tx } from '../../db/writer.js';
import { AppError } from '../../http/app-error.js';

export interface Placement {
  locationId: string | null;
  bin: string;
}

/**
 * A bottle goes to a location of this restaurant, and to a bin of that location (or no bin).
 * Unassigned bottles have no bin.
 */
export async function checkPlacement(
  tx: Tx,
  restaurantId: string,
  placement: Placement,
): Promise<Placement> {
  if (placement.locationId === null) return { locationId: null, bin: '' };
  await checkPlacements(tx, restaurantId, [placement]);
  return placement;
}

/**
 * Every placement names a location of this restaurant and a bin of it (or no bin), checked in two
 * statements however many there are (a count's Apply moves bottles into hundreds of places).
 * Unassigned placements need no check.
 */
export async function checkPlacements(
  tx: Tx,
  restaurantId: string,
  placements: readonly Placement[],
): Promise<void> {
  const locationIds = new Set<string>();
  const bins = new Set<string>();
  for (const { locationId, bin } of placements) {
    if (locationId === null) continue;
    locationIds.add(locationId);
    if (bin !== '') bins.add(binKey(locationId, bin));
  }
  if (locationIds.size === 0) return;
  // Locks the location rows until commit (a no-op UPDATE, portable where FOR SHARE is not), as
  // the location manager does before deleting a bin: a bin cannot vanish under a bottle put in it.
  const locked = await tx
    .updateTable('locations')
    .set((eb) => ({ name: eb.ref('name') }))
    .where('restaurant_id', '=', restaurantId)
    .where('id', 'in', [...locationIds])
    .returning('id')
    .execute();
  if (locked.length !== locationIds.size) throw new AppError('location-unknown');
  if (bins.size === 0) return;
  const known = await tx
    .selectFrom('bins')
    .select(['location_id', 'name'])
    .where('restaurant_id', '=', restaurantId)
    .where('location_id', 'in', [...locationIds])
    .execute();
  for (const row of known) bins.delete(binKey(row.location_id, row.name));
  if (bins.size > 0) throw new AppError('bin-unknown');
}

function binKey(locationId: string, bin: string): string {
  return `${locationId}\u0000${bin}`;
}
