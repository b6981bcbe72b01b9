import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import {
  orderTotal,
  type PurchaseOrder,
  type PurchaseOrderLine,
  type PurchaseOrderStatus,
  type PurchaseOrderSummary,
  type SEND_WAYS,
} from '../../../domain/purchasing.js';
import type { DeliveryOrderList } from '../../../domain/receiving.js';
import type { DialectName } from '../../db/database.js';
import type { Database } from '../../db/schema.js';
import { takeTurns } from '../../db/take-turns.js';
import type { Tx } from '../../db/writer.js';
import { readSupplier } from './supplier-repo.js';

/** Purchase orders and their lines; every function takes the restaurant first and filters by it. */

type Reader = Kysely<Database> | Tx;

export interface LineRow {
  formatId: string;
  quantity: number;
  costCents: number | null;
}

export interface OrderHead {
  id: string;
  status: PurchaseOrderStatus;
  supplierId: string;
}

/**
 * Makes the restaurant's new orders take turns until commit, so two at once cannot take the same
 * number.
 */
export async function nextOrderNumber(
  tx: Tx,
  dialect: DialectName,
  restaurantId: string,
): Promise<number> {
  await takeTurns(tx, dialect, `purchase-orders:${restaurantId}`);
  const row = await tx
    .selectFrom('purchase_orders')
    .select((eb) => eb.fn.max('number').as('last'))
    .where('restaurant_id', '=', restaurantId)
    .executeTakeFirst();
  return Number(row?.last ?? 0) + 1;
}

export async function insertOrder(
  tx: Tx,
  restaurantId: string,
  order: { number: number; supplierId: string; userId: string; lines: readonly LineRow[] },
): Promise<string> {
  const id = randomUUID();
  const now = new Date().toISOString();
  await tx
    .insertInto('purchase_orders')
    .values({
      restaurant_id: restaurantId,
      id,
      number: order.number,
      supplier_id: order.supplierId,
      status: 'draft',
      created_at: now,
      created_by_user_id: order.userId,
      sent_at: null,
      sent_via: null,
      updated_at: now,
    })
    .execute();
  await insertLines(tx, restaurantId, id, order.lines);
  return id;
}

async function insertLines(
  tx: Tx,
  restaurantId: string,
  orderId: string,
  lines: readonly LineRow[],
): Promise<void> {
  if (lines.length === 0) return;
  await tx
    .insertInto('purchase_order_lines')
    .values(
      lines.map((line, position) => ({
        restaurant_id: restaurantId,
        order_id: orderId,
        format_id: line.formatId,
        position,
        quantity: line.quantity,
        cost_cents: line.costCents,
      })),
    )
    .execute();
}

/** Locks the order's row until commit (a no-op UPDATE, portable) and returns its head. */
export async function lockOrder(
  tx: Tx,
  restaurantId: string,
  id: string,
): Promise<OrderHead | undefined> {
  const row = await tx
    .updateTable('purchase_orders')
    .set((eb) => ({ status: eb.ref('status') }))
    .where('restaurant_id', '=', restaurantId)
    .where('id', '=', id)
    .returning(['id', 'status', 'supplier_id'])
    .executeTakeFirst();
  return row && { id: row.id, status: row.status, supplierId: row.supplier_id };
}

export async function replaceDraft(
  tx: Tx,
  restaurantId: string,
  id: string,
  draft: { note: string; lines: readonly LineRow[] },
): Promise<void> {
  await tx
    .deleteFrom('purchase_order_lines')
    .where('restaurant_id', '=', restaurantId)
    .where('order_id', '=', id)
    .execute();
  await insertLines(tx, restaurantId, id, draft.lines);
  await tx
    .updateTable('purchase_orders')
    .set({ note: draft.note, updated_at: new Date().toISOString() })
    .where('restaurant_id', '=', restaurantId)
    .where('id', '=', id)
    .execute();
}

export async function setStatus(
  tx: Tx,
  restaurantId: string,
  id: string,
  status: PurchaseOrderStatus,
  sent?: { via: (typeof SEND_WAYS)[number] },
): Promise<void> {
  const now = new Date().toISOString();
  await tx
    .updateTable('purchase_orders')
    .set({ status, updated_at: now, ...(sent ? { sent_at: now, sent_via: sent.via } : {}) })
    .where('restaurant_id', '=', restaurantId)
    .where('id', '=', id)
    .execute();
}

/** The supplier's newest draft, if it has one (the one `Create purchase orders` brings up to date). */
export async function newestDraftOf(
  tx: Tx,
  restaurantId: string,
  supplierId: string,
): Promise<string | undefined> {
  const row = await tx
    .selectFrom('purchase_orders')
    .select('id')
    .where('restaurant_id', '=', restaurantId)
    .where('supplier_id', '=', supplierId)
    .where('status', '=', 'draft')
    .orderBy('number', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.id;
}

/** The formats of these ids that are the restaurant's: a line naming another's is refused. */
export async function knownFormats(
  db: Reader,
  restaurantId: string,
  ids: readonly string[],
): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .selectFrom('formats')
    .select('id')
    .where('restaurant_id', '=', restaurantId)
    .where('id', 'in', [...ids])
    .execute();
  return new Set(rows.map((row) => row.id));
}

async function linesOf(db: Reader, restaurantId: string, orderId: string) {
  const rows = await db
    .selectFrom('purchase_order_lines as l')
    .innerJoin('formats as f', (join) =>
      join.onRef('f.restaurant_id', '=', 'l.restaurant_id').onRef('f.id', '=', 'l.format_id'),
    )
    .innerJoin('products as p', (join) =>
      join.onRef('p.restaurant_id', '=', 'f.restaurant_id').onRef('p.id', '=', 'f.product_id'),
    )
    .select([
      'l.format_id',
      'l.quantity',
      'l.cost_cents',
      'l.received',
      'p.name',
      'p.producer',
      'f.vintage',
      'f.bottle_size',
    ])
    .where('l.restaurant_id', '=', restaurantId)
    .where('l.order_id', '=', orderId)
    .orderBy('l.position')
    .execute();
  return rows.map(
    (row): PurchaseOrderLine => ({
      formatId: row.format_id,
      name: row.name,
      producer: row.producer,
      vintage: row.vintage,
      bottleSize: row.bottle_size,
      quantity: row.quantity,
      costCents: row.cost_cents,
      received: row.received,
    }),
  );
}

export async function readOrder(
  db: Reader,
  restaurantId: string,
  id: string,
): Promise<PurchaseOrder | undefined> {
  const row = await db
    .selectFrom('purchase_orders')
    .selectAll()
    .where('restaurant_id', '=', restaurantId)
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) return undefined;
  const supplier = await readSupplier(db, restaurantId, row.supplier_id);
  if (!supplier) return undefined;
  const lines = await linesOf(db, restaurantId, id);
  return {
    id: row.id,
    number: row.number,
    status: row.status,
    supplier,
    note: row.note,
    createdAt: row.created_at,
    sentAt: row.sent_at,
    sentVia: row.sent_via,
    lines,
    total: orderTotal(lines),
  };
}

/** Newest first, each with its supplier's name and what it comes to. */
export async function listOrders(
  db: Reader,
  restaurantId: string,
): Promise<PurchaseOrderSummary[]> {
  const [orders, lines] = await Promise.all([
    db
      .selectFrom('purchase_orders as o')
      .innerJoin('suppliers as s', (join) =>
        join.onRef('s.restaurant_id', '=', 'o.restaurant_id').onRef('s.id', '=', 'o.supplier_id'),
      )
      .select(['o.id', 'o.number', 'o.status', 'o.created_at', 'o.sent_at', 's.name'])
      .where('o.restaurant_id', '=', restaurantId)
      .orderBy('o.number', 'desc')
      .execute(),
    db
      .selectFrom('purchase_order_lines')
      .select(['order_id', 'quantity', 'cost_cents'])
      .where('restaurant_id', '=', restaurantId)
      .execute(),
  ]);
  const byOrder = new Map<string, Array<{ quantity: number; costCents: number | null }>>();
  for (const line of lines) {
    const list = byOrder.get(line.order_id) ?? [];
    list.push({ quantity: line.quantity, costCents: line.cost_cents });
    byOrder.set(line.order_id, list);
  }
  return orders.map((order) => ({
    id: order.id,
    number: order.number,
    status: order.status,
    createdAt: order.created_at,
    sentAt: order.sent_at,
    supplierName: order.name,
    total: orderTotal(byOrder.get(order.id) ?? []),
  }));
}

/** Adds bottles received to a line of the order. */
export async function addReceived(
  tx: Tx,
  restaurantId: string,
  orderId: string,
  formatId: string,
  bottles: number,
): Promise<void> {
  await tx
    .updateTable('purchase_order_lines')
    .set((eb) => ({ received: eb('received', '+', bottles) }))
    .where('restaurant_id', '=', restaurantId)
    .where('order_id', '=', orderId)
    .where('format_id', '=', formatId)
    .execute();
}

/** The orders that take bottles (sent, partly received), oldest first, without their costs. */
export async function listReceivable(
  db: Reader,
  restaurantId: string,
): Promise<DeliveryOrderList['orders']> {
  const orders = await db
    .selectFrom('purchase_orders as o')
    .innerJoin('suppliers as s', (join) =>
      join.onRef('s.restaurant_id', '=', 'o.restaurant_id').onRef('s.id', '=', 'o.supplier_id'),
    )
    .leftJoin('purchase_order_lines as l', (join) =>
      join.onRef('l.restaurant_id', '=', 'o.restaurant_id').onRef('l.order_id', '=', 'o.id'),
    )
    .select(['o.id', 'o.number', 'o.status', 'o.created_at', 'o.sent_at', 's.name'])
    .select((eb) =>
      eb.fn
        .sum<number | string | null>(
          eb
            .case()
            .when('l.quantity', '>', eb.ref('l.received'))
            .then(eb('l.quantity', '-', eb.ref('l.received')))
            .else(0)
            .end(),
        )
        .as('outstanding'),
    )
    .where('o.restaurant_id', '=', restaurantId)
    .where('o.status', 'in', ['sent', 'partly-received'])
    .groupBy(['o.id', 'o.number', 'o.status', 'o.created_at', 'o.sent_at', 's.name'])
    .orderBy('o.number', 'asc')
    .execute();
  return orders.map((order) => ({
    id: order.id,
    number: order.number,
    status: order.status,
    createdAt: order.created_at,
    sentAt: order.sent_at,
    supplierName: order.name,
    outstanding: Number(order.outstanding ?? 0),
  }));
}
