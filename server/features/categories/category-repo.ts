import type { Category, LocalizedName, Subcategory } from '../../../domain/restaurant.js';
import type { Tx } from '../../db/writer.js';

/**
 * Categories and their sub-categories. Every function takes the restaurant first and filters by
 * it. Products name their category and sub-category by key (products.main_category, sub_category).
 */

interface CategoryRow {
  key: string;
  name_en: string;
  name_fr: string;
  position: number;
}

/**
 * Locks the category row until commit (a no-op UPDATE, portable across both databases) and
 * returns it: changes to one category then read and record its whole state one after the other.
 */
export async function lockCategory(
  tx: Tx,
  restaurantId: string,
  key: string,
): Promise<CategoryRow | undefined> {
  return tx
    .updateTable('categories')
    .set((eb) => ({ position: eb.ref('position') }))
    .where('restaurant_id', '=', restaurantId)
    .where('key', '=', key)
    .returning(['key', 'name_en', 'name_fr', 'position'])
    .executeTakeFirst();
}

export async function readCategory(
  tx: Tx,
  restaurantId: string,
  row: CategoryRow,
): Promise<Category> {
  const subs = await tx
    .selectFrom('subcategories')
    .select(['key', 'name_en', 'name_fr'])
    .where('restaurant_id', '=', restaurantId)
    .where('category_key', '=', row.key)
    .orderBy('key')
    .execute();
  return {
    key: row.key,
    en: row.name_en,
    fr: row.name_fr,
    position: Number(row.position),
    subcategories: subs.map(
      (sub): Subcategory => ({ key: sub.key, en: sub.name_en, fr: sub.name_fr }),
    ),
  };
}

/** After the last category. Throws the primary-key violation when the key is taken. */
export async function insertCategory(
  tx: Tx,
  restaurantId: string,
  category: { key: string; en: string; fr: string },
): Promise<CategoryRow> {
  const last = await tx
    .selectFrom('categories')
    .select((eb) => eb.fn.max('position').as('position'))
    .where('restaurant_id', '=', restaurantId)
    .executeTakeFirst();
  const position = last?.position === null || last === undefined ? 0 : Number(last.position) + 1;
  const row = {
    key: category.key,
    name_en: category.en,
    name_fr: category.fr,
    position,
  };
  await tx
    .insertInto('categories')
    .values({ restaurant_id: restaurantId, ...row })
    .execute();
  return row;
}

/** Renames only from the names read under the lock; false if they changed meanwhile. */
export async function renameCategoryRow(
  tx: Tx,
  restaurantId: string,
  key: string,
  from: LocalizedName,
  to: LocalizedName,
): Promise<boolean> {
  const result = await tx
    .updateTable('categories')
    .set({ name_en: to.en, name_fr: to.fr })
    .where('restaurant_id', '=', restaurantId)
    .where('key', '=', key)
    .where('name_en', '=', from.en)
    .where('name_fr', '=', from.fr)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * Deletes the category (its sub-categories cascade) only while no product is assigned to it. The
 * caller holds the category's lock (lockCategory), which a profile being saved into it also takes:
 * on PostgreSQL the check then sees that profile, where a delete that waited for the lock itself
 * would check against what it saw before waiting.
 */
export async function deleteUnusedCategory(
  tx: Tx,
  restaurantId: string,
  key: string,
): Promise<boolean> {
  const result = await tx
    .deleteFrom('categories')
    .where('restaurant_id', '=', restaurantId)
    .where('key', '=', key)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('products')
            .select(eb.lit(1).as('one'))
            .where('products.restaurant_id', '=', restaurantId)
            .where('products.main_category', '=', key),
        ),
      ),
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

/** Throws the primary-key violation when the key is used anywhere in the restaurant. */
export async function insertSubcategory(
  tx: Tx,
  restaurantId: string,
  categoryKey: string,
  sub: Subcategory,
): Promise<void> {
  await tx
    .insertInto('subcategories')
    .values({
      restaurant_id: restaurantId,
      category_key: categoryKey,
      key: sub.key,
      name_en: sub.en,
      name_fr: sub.fr,
    })
    .execute();
}

export async function findSubcategory(
  tx: Tx,
  restaurantId: string,
  categoryKey: string,
  key: string,
): Promise<LocalizedName | undefined> {
  const row = await tx
    .selectFrom('subcategories')
    .select(['name_en', 'name_fr'])
    .where('restaurant_id', '=', restaurantId)
    .where('category_key', '=', categoryKey)
    .where('key', '=', key)
    .executeTakeFirst();
  return row && { en: row.name_en, fr: row.name_fr };
}

export async function renameSubcategoryRow(
  tx: Tx,
  restaurantId: string,
  categoryKey: string,
  key: string,
  to: LocalizedName,
): Promise<boolean> {
  const result = await tx
    .updateTable('subcategories')
    .set({ name_en: to.en, name_fr: to.fr })
    .where('restaurant_id', '=', restaurantId)
    .where('category_key', '=', categoryKey)
    .where('key', '=', key)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Deletes the sub-category only while no product is assigned to it. */
export async function deleteUnusedSubcategory(
  tx: Tx,
  restaurantId: string,
  categoryKey: string,
  key: string,
): Promise<boolean> {
  const result = await tx
    .deleteFrom('subcategories')
    .where('restaurant_id', '=', restaurantId)
    .where('category_key', '=', categoryKey)
    .where('key', '=', key)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('products')
            .select(eb.lit(1).as('one'))
            .where('products.restaurant_id', '=', restaurantId)
            .where('products.sub_category', '=', key),
        ),
      ),
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}
