import type { z } from 'zod';
import type { PurchaseOrder, PurchaseOrderAnswer } from '../../../domain/purchasing.js';
import {
  type DeliveryOrder,
  type DeliveryOrderList,
  isReceivable,
  type receiveDeliveryRequestSchema,
  type receiveOrderRequestSchema,
} from '../../../domain/receiving.js';
import type { Db } from '../../db/database.js';
import type { Writer } from '../../db/writer.js';
import type { Actor } from '../../http/actor.js';
import { AppError, notFound } from '../../http/app-error.js';
import { recordDelivery } from '../deliveries/index.js';
import { addBottles, checkPlacement, namingTakenIds } from '../inventory/index.js';
import { orderChange } from './order-change.js';
import * as orders from './order-repo.js';

type Receive = z.output<typeof receiveOrderRequestSchema>;
type ReceiveDelivery = z.output<typeof receiveDeliveryRequestSchema>;

/** An order as it is received without costs (decision 0052). */
function deliveryOrder(order: PurchaseOrder): DeliveryOrder {
  return {
    id: order.id,
    number: order.number,
    status: order.status,
    note: order.note,
    createdAt: order.createdAt,
    sentAt: order.sentAt,
    supplierName: order.supplier.name,
    lines: order.lines.map(({ costCents: _cost, ...line }) => line),
  };
}

/**
 * Receiving against a purchase order: one delivery (its supplier, the order, the invoice), the
 * bottles of each line at this delivery's unit cost, the lines' received counts, and the order
 * `partly-received` until every line has all it asked for, then `received`. All or nothing.
 * Managers give the costs; everyone else who adds bottles receives at the order's costs and is
 * answered without them.
 */
export class ReceivingService {
  constructor(
    private readonly db: Db,
    private readonly writer: Writer,
    private readonly canEmail: boolean,
  ) {}

  async receive(actor: Actor, id: string, request: Receive): Promise<PurchaseOrderAnswer> {
    return { order: await this.receiveBottles(actor, id, request), canEmail: this.canEmail };
  }

  /** The orders that take bottles, oldest first, with the bottles each still awaits. */
  async waiting(actor: Actor): Promise<DeliveryOrderList> {
    return { orders: await orders.listReceivable(this.db.kysely, actor.restaurantId) };
  }

  /** A draft or a cancelled order is not found here: it is nothing to receive. */
  async deliveryOrder(actor: Actor, id: string): Promise<{ order: DeliveryOrder }> {
    const order = await orders.readOrder(this.db.kysely, actor.restaurantId, id);
    if (!order || order.status === 'draft' || order.status === 'cancelled') throw notFound();
    return { order: deliveryOrder(order) };
  }

  async receiveDelivery(
    actor: Actor,
    id: string,
    request: ReceiveDelivery,
  ): Promise<{ order: DeliveryOrder }> {
    const lines = request.lines.map((line) => ({ ...line, costCents: null }));
    const order = await this.receiveBottles(
      actor,
      id,
      { ...request, invoiceTotalCents: null, lines },
      'order',
    );
    return { order: deliveryOrder(order) };
  }

  /** `costs`: the request's (null: the format's), or each line's on the order. */
  private async receiveBottles(
    actor: Actor,
    id: string,
    request: Receive,
    costs: 'request' | 'order' = 'request',
  ): Promise<PurchaseOrder> {
    const ids = request.lines.flatMap((line) => line.ids);
    if (request.lines.every((line) => line.ids.length === 0 && line.count === 0))
      throw new AppError('receipt-empty');
    const order = await namingTakenIds(this.db.kysely, actor.restaurantId, ids, () =>
      this.writer.write(actor, async (tx, record, historyId) => {
        const head = await orders.lockOrder(tx, actor.restaurantId, id);
        if (!head) throw notFound();
        if (!isReceivable(head.status)) throw new AppError('order-not-receivable');
        const current = await orders.readOrder(tx, actor.restaurantId, id);
        if (!current) throw notFound();
        const ordered = new Map(current.lines.map((line) => [line.formatId, line.costCents]));
        // A wine not on this order is not found there, whoever's it is.
        if (request.lines.some((line) => !ordered.has(line.formatId))) throw notFound();
        await checkPlacement(tx, actor.restaurantId, request);
        const deliveryId = await recordDelivery(tx, actor.restaurantId, {
          supplier: current.supplier.name,
          purchaseOrderId: id,
          invoiceNumber: request.invoiceNumber,
          invoiceTotalCents: request.invoiceTotalCents,
          receivedBy: actor.userId,
        });
        const lines = request.lines.filter((line) => line.ids.length + line.count > 0);
        await addBottles({ tx, dialect: this.db.dialect, record, historyId }, actor, {
          locationId: request.locationId,
          bin: request.bin,
          formats: lines.map((line) => {
            const costCents = costs === 'order' ? ordered.get(line.formatId) : line.costCents;
            return {
              formatId: line.formatId,
              count: line.count,
              ids: line.ids,
              deliveryId,
              ...(costCents != null && { costCents }),
            };
          }),
        });
        for (const line of lines)
          await orders.addReceived(
            tx,
            actor.restaurantId,
            id,
            line.formatId,
            line.ids.length + line.count,
          );
        const after = await orders.readOrder(tx, actor.restaurantId, id);
        if (!after) throw notFound();
        const complete = after.lines.every((line) => line.received >= line.quantity);
        const status = complete ? 'received' : 'partly-received';
        await orders.setStatus(tx, actor.restaurantId, id, status);
        record(orderChange({ ...after, status, supplierName: after.supplier.name }, 'receive'));
        return orders.readOrder(tx, actor.restaurantId, id);
      }),
    );
    if (!order) throw notFound();
    return order;
  }
}
