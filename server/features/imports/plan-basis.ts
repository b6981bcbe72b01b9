import type { Kysely } from 'kysely';
import type { Category } from '../../../domain/restaurant.js';
import type { Database } from '../../db/schema.js';

export const binKey = (location: string, bin: string) => `${location}\u001f${bin}`;

/** The restaurant's last committed change batch: every write of its inventory records one. */
export async function lastBatch(db: Kysely<Database>, restaurantId: string): Promise<number> {
  const row = await db
    .selectFrom('change_batches')
    .select((eb) => eb.fn.max('revision').as('revision'))
    .where('restaurant_id', '=', restaurantId)
    .executeTakeFirst();
  return Number(row?.revision ?? 0);
}

/**
 * What an import's plan depends on of the restaurant as it is: its profiles, formats, places,
 * colors and categories, and the last change batch they were read at. Read on the event loop (a
 * few indexed reads), then sent to the worker that plans the file (`planOffThread`); the
 * import is written only while `revision` is still the restaurant's last batch.
 */
export interface PlanBasis {
  /** The restaurant's last committed change batch (0 before any). */
  revision: number;
  productsById: Map<string, string>;
  productsByKey: Map<string, string>;
  barcodes: Map<string, string>;
  formatsById: Map<string, { productId: string; key: string }>;
  formatsByKey: Map<string, string>;
  locationIds: Map<string, string>;
  bins: Set<string>;
  colors: Set<string>;
  categories: Category[];
}

export async function readPlanBasis(
  tx: Kysely<Database>,
  restaurantId: string,
): Promise<PlanBasis> {
  const revision = await lastBatch(tx, restaurantId);
  const products = await tx
    .selectFrom('products')
    .select(['id', 'identity_key', 'barcode'])
    .where('restaurant_id', '=', restaurantId)
    .execute();
  const formats = await tx
    .selectFrom('formats')
    .select(['id', 'product_id', 'vintage_key', 'bottle_size'])
    .where('restaurant_id', '=', restaurantId)
    .execute();
  const locations = await tx
    .selectFrom('locations')
    .select(['id', 'name'])
    .where('restaurant_id', '=', restaurantId)
    .execute();
  const bins = await tx
    .selectFrom('bins')
    .select(['location_id', 'name'])
    .where('restaurant_id', '=', restaurantId)
    .execute();
  const colors = await tx
    .selectFrom('colors')
    .select('name')
    .where('restaurant_id', '=', restaurantId)
    .execute();
  const categoryRows = await tx
    .selectFrom('categories')
    .select(['key', 'name_en', 'name_fr', 'position'])
    .where('restaurant_id', '=', restaurantId)
    .orderBy('position')
    .execute();
  const subRows = await tx
    .selectFrom('subcategories')
    .select(['category_key', 'key', 'name_en', 'name_fr'])
    .where('restaurant_id', '=', restaurantId)
    .execute();
  const locationNames = new Map(locations.map((row) => [row.id, row.name]));
  return {
    revision,
    productsById: new Map(products.map((row) => [row.id, row.identity_key])),
    productsByKey: new Map(products.map((row) => [row.identity_key, row.id])),
    barcodes: new Map(
      products.flatMap((row) => (row.barcode === null ? [] : [[row.barcode, row.id] as const])),
    ),
    formatsById: new Map(
      formats.map((row) => [
        row.id,
        {
          productId: row.product_id,
          key: `${row.product_id}\u001f${row.vintage_key}\u001f${row.bottle_size}`,
        },
      ]),
    ),
    formatsByKey: new Map(
      formats.map((row) => [
        `${row.product_id}\u001f${row.vintage_key}\u001f${row.bottle_size}`,
        row.id,
      ]),
    ),
    locationIds: new Map(locations.map((row) => [row.name, row.id])),
    bins: new Set(bins.map((row) => binKey(locationNames.get(row.location_id) ?? '', row.name))),
    colors: new Set(colors.map((row) => row.name)),
    categories: categoryRows.map((row) => ({
      key: row.key,
      en: row.name_en,
      fr: row.name_fr,
      position: row.position,
      subcategories: subRows
        .filter((sub) => sub.category_key === row.key)
        .map((sub) => ({ key: sub.key, en: sub.name_en, fr: sub.name_fr })),
    })),
  };
}
