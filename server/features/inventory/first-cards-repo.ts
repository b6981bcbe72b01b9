import type { Kysely } from 'kysely';
import { compareFormatsNewestFirst } from '../../../domain/format-choice.js';
import type { Format } from '../../../domain/inventory.js';
import type { InventoryCounts, ProductCard } from '../../../domain/product-cards.js';
import { productNameOrder } from '../../../domain/product-order.js';
import type { Database } from '../../db/schema.js';
import { FORMAT_COLUMNS, PRODUCT_COLUMNS, toFormat, toProduct } from './row-mappers.js';

/**
 * The first `limit` wines in name order, with their formats newest first and the bottles of each.
 * Names are sorted here rather than by the database, whose collations differ between SQLite and
 * PostgreSQL and from the browser's: only ids and names are read for all wines (7,000 at the
 * largest cellar), everything else for the few on the card.
 */
export async function readProductCards(
  db: Kysely<Database>,
  restaurantId: string,
  limit: number,
  locale: string | undefined,
): Promise<ProductCard[]> {
  const names = await db
    .selectFrom('products')
    .select(['id', 'name'])
    .where('restaurant_id', '=', restaurantId)
    .execute();
  const ids = names
    .sort(productNameOrder(locale))
    .slice(0, limit)
    .map((row) => row.id);
  if (ids.length === 0) return [];

  const [productRows, formatRows] = await Promise.all([
    db
      .selectFrom('products')
      .select(PRODUCT_COLUMNS)
      .where('restaurant_id', '=', restaurantId)
      .where('id', 'in', ids)
      .execute(),
    db
      .selectFrom('formats')
      .select(FORMAT_COLUMNS)
      .where('restaurant_id', '=', restaurantId)
      .where('product_id', 'in', ids)
      .execute(),
  ]);
  // From the counts the database keeps (migration 0011), by the formats' ids.
  const formatIds = formatRows.map((row) => row.id);
  const countRows =
    formatIds.length === 0
      ? []
      : await db
          .selectFrom('bottle_counts')
          .select(['format_id', (eb) => eb.fn.sum<number | string>('bottles').as('count')])
          .where('restaurant_id', '=', restaurantId)
          .where('format_id', 'in', formatIds)
          .groupBy('format_id')
          .execute();

  const counts = new Map(countRows.map((row) => [row.format_id, Number(row.count)]));
  const formatsOf = new Map<string, Format[]>();
  for (const format of formatRows.map(toFormat)) {
    const list = formatsOf.get(format.productId);
    if (list) list.push(format);
    else formatsOf.set(format.productId, [format]);
  }
  const products = new Map(productRows.map((row) => [row.id, toProduct(row)]));
  return ids.flatMap((id) => {
    const product = products.get(id);
    if (!product) return [];
    const formats = (formatsOf.get(id) ?? [])
      .sort(compareFormatsNewestFirst)
      .map((format) => ({ format, count: counts.get(format.id) ?? 0 }));
    const count = formats.reduce((sum, item) => sum + item.count, 0);
    return [{ product, formats, count }];
  });
}

/** How many wines, formats, bottles and locations the restaurant holds. */
export async function readInventoryCounts(
  db: Kysely<Database>,
  restaurantId: string,
): Promise<InventoryCounts> {
  const count = (table: 'products' | 'formats' | 'bottles' | 'locations') =>
    db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number | string>().as('count'))
      .where('restaurant_id', '=', restaurantId)
      .executeTakeFirstOrThrow()
      .then((row) => Number(row.count));
  // All bottles are counted from the table itself: on its smallest index SQLite counts 600,000
  // in half the time it sums the 133,000 rows of bottle_counts (bench/model-counts.ts).
  const [products, formats, bottles, locations] = await Promise.all([
    count('products'),
    count('formats'),
    count('bottles'),
    count('locations'),
  ]);
  return { products, formats, bottles, locations };
}
