import { AppError } from '../../http/app-error.js';
import type { Tx } from '../../live/writer.js';

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
  // Locks the location row until commit (a no-op UPDATE, portable where FOR SHARE is not), as
  // the location manager does before deleting a bin: a bin cannot vanish under a bottle put in it.
  const location = await tx
    .updateTable('locations')
    .set((eb) => ({ name: eb.ref('name') }))
    .where('restaurant_id', '=', restaurantId)
    .where('id', '=', placement.locationId)
    .returning('id')
    .executeTakeFirst();
  if (!location) throw new AppError('location-unknown');
  if (placement.bin === '') return placement;
  const bin = await tx
    .selectFrom('bins')
    .select('name')
    .where('restaurant_id', '=', restaurantId)
    .where('location_id', '=', placement.locationId)
    .where('name', '=', placement.bin)
    .executeTakeFirst();
  if (!bin) throw new AppError('bin-unknown');
  return placement;
}
