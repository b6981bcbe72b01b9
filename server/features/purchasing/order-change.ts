import type { Change } from '../../../domain/live.js';
import type { PurchaseOrder, Supplier } from '../../../domain/purchasing.js';

/** A supplier's record edited, for the Activity and the open tabs: its name, not its contacts. */
export function supplierChange(supplier: Pick<Supplier, 'id' | 'name'>): Change {
  return {
    entity: 'supplier',
    id: supplier.id,
    op: 'put',
    action: 'supplier.edit',
    data: { id: supplier.id, name: supplier.name },
  };
}

/** What a purchase order change records and the live feed sends. */
export type OrderAction = 'create' | 'edit' | 'send' | 'cancel' | 'receive';

/**
 * An order's change for the Activity and the open tabs: its number, supplier and status, never
 * its costs (the live feed goes to every role, and the list is read again when it arrives).
 */
export function orderChange(
  order: Pick<PurchaseOrder, 'id' | 'number' | 'status'> & { supplierName: string },
  action: OrderAction,
): Change {
  return {
    entity: 'purchase-order',
    id: order.id,
    op: 'put',
    action: `purchase-order.${action}`,
    data: {
      id: order.id,
      number: order.number,
      status: order.status,
      name: order.supplierName,
    },
  };
}
