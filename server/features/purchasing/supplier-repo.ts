import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { type Supplier, supplierKey } from '../../../domain/purchasing.js';
import type { Database } from '../../db/schema.js';
import type { SupplierRow } from '../../db/schema-purchasing.js';
import type { Tx } from '../../db/writer.js';

/** Supplier records, each found by the wines' supplier text without case (decision 0043). */

type Reader = Kysely<Database> | Tx;

const columns = ['id', 'name', 'email', 'phone', 'minimum_order_cents', 'delivery_days'] as const;

function supplierOf(row: SupplierRow): Supplier {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    minimumOrderCents: row.minimum_order_cents,
    deliveryDays: row.delivery_days,
  };
}

export async function listSupplierRows(db: Reader, restaurantId: string): Promise<Supplier[]> {
  const rows = await db
    .selectFrom('suppliers')
    .select(columns)
    .where('restaurant_id', '=', restaurantId)
    .orderBy('name_key')
    .execute();
  return rows.map(supplierOf);
}

export async function readSupplier(
  db: Reader,
  restaurantId: string,
  id: string,
): Promise<Supplier | undefined> {
  const row = await db
    .selectFrom('suppliers')
    .select(columns)
    .where('restaurant_id', '=', restaurantId)
    .where('id', '=', id)
    .executeTakeFirst();
  return row && supplierOf(row);
}

/**
 * The record of this supplier name, made when there is none: the name is the wines' text as the
 * Reorder sheet shows it. An existing record keeps its own spelling.
 */
export async function supplierNamed(tx: Tx, restaurantId: string, name: string): Promise<Supplier> {
  const key = supplierKey(name);
  await tx
    .insertInto('suppliers')
    .values({
      restaurant_id: restaurantId,
      id: randomUUID(),
      name: name.trim(),
      name_key: key,
      minimum_order_cents: null,
      created_at: new Date().toISOString(),
    })
    .onConflict((conflict) => conflict.columns(['restaurant_id', 'name_key']).doNothing())
    .execute();
  const row = await tx
    .selectFrom('suppliers')
    .select(columns)
    .where('restaurant_id', '=', restaurantId)
    .where('name_key', '=', key)
    .executeTakeFirstOrThrow();
  return supplierOf(row);
}

export async function updateSupplierRow(
  tx: Tx,
  restaurantId: string,
  id: string,
  details: Omit<Supplier, 'id' | 'name'>,
): Promise<boolean> {
  const result = await tx
    .updateTable('suppliers')
    .set({
      email: details.email,
      phone: details.phone,
      minimum_order_cents: details.minimumOrderCents,
      delivery_days: details.deliveryDays,
    })
    .where('restaurant_id', '=', restaurantId)
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
