import type { Kysely } from 'kysely';
import { DEFAULT_CURRENCY } from '../../../domain/money.js';
import { type Category, type Restaurant, sortBins } from '../../../domain/restaurant.js';
import { fromCents } from '../../db/normalize.js';
import type { Database } from '../../db/schema.js';

/** The restaurant "document" of docs/product.md §3, assembled from its tables. */
export async function readRestaurant(
  db: Kysely<Database>,
  restaurantId: string,
): Promise<Restaurant | undefined> {
  const restaurant = await db
    .selectFrom('restaurants')
    .select(['id', 'name', 'currency'])
    .where('id', '=', restaurantId)
    .executeTakeFirst();
  if (!restaurant) return undefined;

  const [colors, locations, bins, categories, listings] = await Promise.all([
    db
      .selectFrom('colors')
      .select(['id', 'name', 'position'])
      .where('restaurant_id', '=', restaurantId)
      .orderBy('position')
      .execute(),
    db
      .selectFrom('locations')
      .select(['id', 'name'])
      .where('restaurant_id', '=', restaurantId)
      .orderBy('name')
      .execute(),
    db
      .selectFrom('bins')
      .select(['location_id', 'name'])
      .where('restaurant_id', '=', restaurantId)
      .execute(),
    readCategories(db, restaurantId),
    db
      .selectFrom('glass_listings')
      .select(['id', 'format_id', 'price3oz_cents', 'price5oz_cents'])
      .where('restaurant_id', '=', restaurantId)
      .execute(),
  ]);

  const binsByLocation = new Map<string, string[]>();
  for (const bin of bins) {
    const list = binsByLocation.get(bin.location_id) ?? [];
    list.push(bin.name);
    binsByLocation.set(bin.location_id, list);
  }

  return {
    id: restaurant.id,
    name: restaurant.name,
    currency: restaurant.currency ?? DEFAULT_CURRENCY,
    colors: colors.map((color) => ({ ...color, position: Number(color.position) })),
    locations: locations.map((location) => ({
      id: location.id,
      name: location.name,
      bins: sortBins(binsByLocation.get(location.id) ?? []),
    })),
    categories,
    listings: listings.map((listing) => ({
      id: listing.id,
      formatId: listing.format_id,
      price3oz: fromCents(listing.price3oz_cents),
      price5oz: fromCents(listing.price5oz_cents),
    })),
  };
}

/** The restaurant's categories in their order, each with its sub-categories. */
export async function readCategories(
  db: Kysely<Database>,
  restaurantId: string,
): Promise<Category[]> {
  const [categories, subcategories] = await Promise.all([
    db
      .selectFrom('categories')
      .select(['key', 'name_en', 'name_fr', 'position'])
      .where('restaurant_id', '=', restaurantId)
      .orderBy('position')
      .execute(),
    db
      .selectFrom('subcategories')
      .select(['category_key', 'key', 'name_en', 'name_fr'])
      .where('restaurant_id', '=', restaurantId)
      .orderBy('key')
      .execute(),
  ]);
  const subsByCategory = new Map<string, Category['subcategories']>();
  for (const sub of subcategories) {
    const list = subsByCategory.get(sub.category_key) ?? [];
    list.push({ key: sub.key, en: sub.name_en, fr: sub.name_fr });
    subsByCategory.set(sub.category_key, list);
  }
  return categories.map((category) => ({
    key: category.key,
    en: category.name_en,
    fr: category.name_fr,
    position: Number(category.position),
    subcategories: subsByCategory.get(category.key) ?? [],
  }));
}

export async function currentRevision(db: Kysely<Database>, restaurantId: string): Promise<number> {
  const row = await db
    .selectFrom('restaurants')
    .select('revision')
    .where('id', '=', restaurantId)
    .executeTakeFirst();
  return Number(row?.revision ?? 0);
}
