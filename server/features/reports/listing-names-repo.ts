import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

/** What the money view reads beside the bottles: the glass listings, and the names of groups. */

type Reader = Kysely<Database>;

export interface GlassRow {
  formatId: string;
  price3ozCents: number | null;
  price5ozCents: number | null;
}

export async function readListings(db: Reader, restaurantId: string): Promise<GlassRow[]> {
  const rows = await db
    .selectFrom('glass_listings')
    .select(['format_id', 'price3oz_cents', 'price5oz_cents'])
    .where('restaurant_id', '=', restaurantId)
    .execute();
  return rows.map((row) => ({
    formatId: row.format_id,
    price3ozCents: row.price3oz_cents,
    price5ozCents: row.price5oz_cents,
  }));
}

/** Location and category names, for the value report's group labels. */
export async function readNames(
  db: Reader,
  restaurantId: string,
): Promise<{
  locations: Map<string, string>;
  categories: Map<string, { en: string; fr: string }>;
}> {
  const [locations, categories] = await Promise.all([
    db
      .selectFrom('locations')
      .select(['id', 'name'])
      .where('restaurant_id', '=', restaurantId)
      .execute(),
    db
      .selectFrom('categories')
      .select(['key', 'name_en', 'name_fr'])
      .where('restaurant_id', '=', restaurantId)
      .execute(),
  ]);
  return {
    locations: new Map(locations.map((row) => [row.id, row.name])),
    categories: new Map(categories.map((row) => [row.key, { en: row.name_en, fr: row.name_fr }])),
  };
}
