import type { Generated, Selectable } from 'kysely';
import type { PurchaseOrderStatus, SEND_WAYS } from '../../domain/purchasing.js';

/**
 * The purchasing tables (migration 0028), added to the `Database` of schema.ts by declaration
 * merging: that file is at the lint's length.
 */
declare module './schema.js' {
  interface Database {
    suppliers: SupplierTable;
    purchase_orders: PurchaseOrderTable;
    purchase_order_lines: PurchaseOrderLineTable;
  }
}

/** A supplier's record (migration 0028, decision 0043): found by the wines' supplier text. */
interface SupplierTable {
  restaurant_id: string;
  id: string;
  name: string;
  /** The name trimmed and lower-cased (domain/purchasing.ts supplierKey); unique per restaurant. */
  name_key: string;
  email: Generated<string>;
  phone: Generated<string>;
  minimum_order_cents: number | null;
  delivery_days: Generated<string>;
  created_at: string;
}

/** A purchase order to one supplier (migration 0028). */
interface PurchaseOrderTable {
  restaurant_id: string;
  id: string;
  /** The restaurant's running number, from 1. */
  number: number;
  supplier_id: string;
  status: PurchaseOrderStatus;
  note: Generated<string>;
  created_at: string;
  created_by_user_id: string;
  sent_at: string | null;
  sent_via: (typeof SEND_WAYS)[number] | null;
  updated_at: string;
}

/** One format of a purchase order: how many ordered, at what cost, how many received. */
interface PurchaseOrderLineTable {
  restaurant_id: string;
  order_id: string;
  format_id: string;
  /** The line's place in the order, as it was edited. */
  position: number;
  quantity: number;
  cost_cents: number | null;
  received: Generated<number>;
}

/** A supplier's row as the purchasing feature reads it. */
export type SupplierRow = Omit<
  Selectable<SupplierTable>,
  'restaurant_id' | 'name_key' | 'created_at'
>;
