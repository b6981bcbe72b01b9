import type { z } from 'zod';
import type { Product } from '../../../domain/inventory.js';
import type { productInputSchema } from '../../../domain/inventory-commands.js';
import { productIdentityKey } from '../../../domain/product-identity.js';
import { fromBool } from '../../db/normalize.js';
import type { Tx } from '../../db/writer.js';
import { toProduct } from './row-mappers.js';

export type ProductFields = z.output<typeof productInputSchema>;

/** A profile's columns from its fields: for its own writes, the import's and the bench's seed. */
export function productColumns(fields: ProductFields) {
  return {
    name: fields.name,
    producer: fields.producer,
    country: fields.country,
    region: fields.region,
    subregion: fields.subregion,
    appellation: fields.appellation,
    classification: fields.classification,
    regulated_designation: fields.regulatedDesignation,
    style: fields.style,
    color: fields.color,
    supplier: fields.supplier,
    main_category: fields.mainCategory,
    sub_category: fields.subCategory,
    varieties: JSON.stringify(fields.varieties),
    grains: JSON.stringify(fields.grains),
    alcohol_percentage: fields.alcoholPercentage,
    barcode: fields.barcode,
    is_private_import: fromBool(fields.isPrivateImport),
    show_on_menu: fromBool(fields.showOnMenu),
    identity_key: productIdentityKey(fields),
  };
}

/**
 * Reads the profile and locks its row until commit (a no-op UPDATE, portable where FOR UPDATE is
 * not). Every write that adds a format to a profile, deletes one, or deletes the profile takes this
 * lock first, so none of them decides from a state another is changing: a format is never added
 * to a profile whose last format is being deleted with it (decision 0007).
 */
export async function lockProduct(
  tx: Tx,
  restaurantId: string,
  id: string,
): Promise<Product | undefined> {
  const row = await tx
    .updateTable('products')
    .set((eb) => ({ updated_at: eb.ref('updated_at') }))
    .where('restaurant_id', '=', restaurantId)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
  return row && toProduct(row);
}

/** The profile with the same general information, locked as lockProduct does. */
export async function lockProductByIdentity(
  tx: Tx,
  restaurantId: string,
  fields: ProductFields,
): Promise<Product | undefined> {
  const row = await tx
    .updateTable('products')
    .set((eb) => ({ updated_at: eb.ref('updated_at') }))
    .where('restaurant_id', '=', restaurantId)
    .where('identity_key', '=', productIdentityKey(fields))
    .returningAll()
    .executeTakeFirst();
  return row && toProduct(row);
}

export async function findBarcodeOwner(
  tx: Tx,
  restaurantId: string,
  barcode: string,
): Promise<Product | undefined> {
  const row = await tx
    .selectFrom('products')
    .selectAll()
    .where('restaurant_id', '=', restaurantId)
    .where('barcode', '=', barcode)
    .executeTakeFirst();
  return row && toProduct(row);
}

export async function insertProduct(
  tx: Tx,
  restaurantId: string,
  id: string,
  fields: ProductFields,
  now: string,
): Promise<Product> {
  const row = await tx
    .insertInto('products')
    .values({
      restaurant_id: restaurantId,
      id,
      ...productColumns(fields),
      default_format_id: null,
      created_at: now,
      updated_at: now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return toProduct(row);
}

export async function updateProduct(
  tx: Tx,
  restaurantId: string,
  id: string,
  fields: ProductFields,
  now: string,
): Promise<Product | undefined> {
  const row = await tx
    .updateTable('products')
    .set({ ...productColumns(fields), updated_at: now })
    .where('restaurant_id', '=', restaurantId)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
  return row && toProduct(row);
}

export async function setProductColumns(
  tx: Tx,
  restaurantId: string,
  id: string,
  values: { barcode?: string | null; default_format_id?: string | null },
  now: string,
): Promise<Product | undefined> {
  const row = await tx
    .updateTable('products')
    .set({ ...values, updated_at: now })
    .where('restaurant_id', '=', restaurantId)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
  return row && toProduct(row);
}

export async function deleteProductRow(tx: Tx, restaurantId: string, id: string): Promise<boolean> {
  const result = await tx
    .deleteFrom('products')
    .where('restaurant_id', '=', restaurantId)
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}
