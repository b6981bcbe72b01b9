import type { Kysely } from 'kysely';
import { DEFAULT_CATEGORIES, DEFAULT_COLORS } from '../../../domain/restaurant.js';
import { newId } from '../../db/new-id.js';
import type { Database } from '../../db/schema.js';

/** A new restaurant with the default colors and the five categories of docs/product.md §3. */
export async function insertRestaurantWithDefaults(
  db: Kysely<Database>,
  restaurant: { id: string; name: string; currency: string; now: string },
): Promise<void> {
  await db
    .insertInto('restaurants')
    .values({
      id: restaurant.id,
      name: restaurant.name,
      currency: restaurant.currency,
      created_at: restaurant.now,
    })
    .execute();
  await db
    .insertInto('colors')
    .values(
      DEFAULT_COLORS.map((name, position) => ({
        restaurant_id: restaurant.id,
        id: newId(),
        name,
        position,
      })),
    )
    .execute();
  await db
    .insertInto('categories')
    .values(
      DEFAULT_CATEGORIES.map((category, position) => ({
        restaurant_id: restaurant.id,
        key: category.key,
        name_en: category.en,
        name_fr: category.fr,
        position,
      })),
    )
    .execute();
  await db
    .insertInto('subcategories')
    .values(
      DEFAULT_CATEGORIES.flatMap((category) =>
        category.subcategories.map((sub) => ({
          restaurant_id: restaurant.id,
          category_key: category.key,
          key: sub.key,
          name_en: sub.en,
          name_fr: sub.fr,
        })),
      ),
    )
    .execute();
}
