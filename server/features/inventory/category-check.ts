import type { Tx } from '../../db/writer.js';
import { AppError } from '../../http/app-error.js';

/** The main category and its sub-category must be this restaurant's; a color must be one of its colors. */
export async function checkClassification(
  tx: Tx,
  restaurantId: string,
  product: { mainCategory: string; subCategory: string; color: string },
): Promise<void> {
  // Lock the category (and below, the color) row until commit, as the category manager does
  // before deleting: a category cannot be deleted under a profile being saved with it.
  await tx
    .updateTable('categories')
    .set((eb) => ({ key: eb.ref('key') }))
    .where('restaurant_id', '=', restaurantId)
    .where('key', '=', product.mainCategory)
    .execute();
  const sub = await tx
    .selectFrom('subcategories')
    .select('key')
    .where('restaurant_id', '=', restaurantId)
    .where('category_key', '=', product.mainCategory)
    .where('key', '=', product.subCategory)
    .executeTakeFirst();
  if (!sub) throw new AppError('category-unknown');
  if (product.color === '') return;
  const color = await tx
    .updateTable('colors')
    .set((eb) => ({ name: eb.ref('name') }))
    .where('restaurant_id', '=', restaurantId)
    .where('name', '=', product.color)
    .returning('id')
    .executeTakeFirst();
  if (!color) throw new AppError('color-unknown');
}
