import type { z } from 'zod';
import type { Product } from '../../../domain/inventory.js';
import type { productInputSchema } from '../../../domain/inventory-commands.js';
import { productIdentityKey } from '../../../domain/product-identity.js';
import { fromBool } from '../../db/normalize.js';
import type { Tx } from '../../live/writer.js';
import { toProduct } from './row-mappers.js';

export type ProductFields = z.output<typeof productInputSchema>;

function columns(fields: ProductFields) {
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

export async function findProduct(
  tx: Tx,
  restaurantId: string,
  id: string,
): Promise<Product | undefined> {
  const row = await tx
    .selectFrom('products')
    .selectAll()
    .where('restaurant_id', '=', restaurantId)
    .where('id', '=', id)
    .executeTakeFirst();
  return row && toProduct(row);
}

export async function findProductByIdentity(
  tx: Tx,
  restaurantId: string,
  fields: ProductFields,
): Promise<Product | undefined> {
  const row = await tx
    .selectFrom('products')
    .selectAll()
    .where('restaurant_id', '=', restaurantId)
    .where('identity_key', '=', productIdentityKey(fields))
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
      ...columns(fields),
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
    .set({ ...columns(fields), updated_at: now })
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
