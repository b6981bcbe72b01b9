import type { GlassListing } from '../../../domain/restaurant.js';
import { fromCents, toCents } from '../../db/normalize.js';
import type { Tx } from '../../db/writer.js';

/** Glass listings: at most one per format (unique (restaurant, format)). Prices in cents. */

/**
 * Inserts the listing of the format, or updates the one it has, in one statement: two people
 * listing the same format at once end with one listing. Throws the foreign-key violation when
 * the format is not this restaurant's.
 */
export async function upsertListing(
  tx: Tx,
  restaurantId: string,
  id: string,
  listing: { formatId: string; price3oz: number | null; price5oz: number | null },
): Promise<GlassListing> {
  const row = await tx
    .insertInto('glass_listings')
    .values({
      restaurant_id: restaurantId,
      id,
      format_id: listing.formatId,
      price3oz_cents: toCents(listing.price3oz),
      price5oz_cents: toCents(listing.price5oz),
    })
    .onConflict((conflict) =>
      conflict.columns(['restaurant_id', 'format_id']).doUpdateSet((eb) => ({
        price3oz_cents: eb.ref('excluded.price3oz_cents'),
        price5oz_cents: eb.ref('excluded.price5oz_cents'),
      })),
    )
    .returning(['id', 'format_id', 'price3oz_cents', 'price5oz_cents'])
    .executeTakeFirstOrThrow();
  return {
    id: row.id,
    formatId: row.format_id,
    price3oz: fromCents(row.price3oz_cents),
    price5oz: fromCents(row.price5oz_cents),
  };
}

export async function deleteListingRow(tx: Tx, restaurantId: string, id: string): Promise<boolean> {
  const result = await tx
    .deleteFrom('glass_listings')
    .where('restaurant_id', '=', restaurantId)
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}
