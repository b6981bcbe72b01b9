import type { z } from 'zod';
import type { PurchaseOrderAnswer } from '../../../domain/purchasing.js';
import { isReceivable, type receiveOrderRequestSchema } from '../../../domain/receiving.js';
import type { Db } from '../../db/database.js';
import type { Writer } from '../../db/writer.js';
import type { Actor } from '../../http/actor.js';
import { AppError, notFound } from '../../http/app-error.js';
import { recordDelivery } from '../deliveries/index.js';
import { addBottles, checkPlacement, namingTakenIds } from '../inventory/index.js';
import * as orders from './order-repo.js';

type Receive = z.output<typeof receiveOrderRequestSchema>;

/**
 * Receiving against a purchase order: one delivery (its supplier, the order, the invoice), the
 * bottles of each line at this delivery's unit cost, the lines' received counts, and the order
 * `partly-received` until every line has all it asked for, then `received`. All or nothing.
 */
export class ReceivingService {
  constructor(
    private readonly db: Db,
    private readonly writer: Writer,
    private readonly canEmail: boolean,
  ) {}

  async receive(actor: Actor, id: string, request: Receive): Promise<PurchaseOrderAnswer> {
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
        const ordered = new Set(current.lines.map((line) => line.formatId));
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
          formats: lines.map((line) => ({
            formatId: line.formatId,
            count: line.count,
            ids: line.ids,
            deliveryId,
            ...(line.costCents !== null && { costCents: line.costCents }),
          })),
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
        await orders.setStatus(
          tx,
          actor.restaurantId,
          id,
          complete ? 'received' : 'partly-received',
        );
        return orders.readOrder(tx, actor.restaurantId, id);
      }),
    );
    if (!order) throw notFound();
    return { order, canEmail: this.canEmail };
  }
}
