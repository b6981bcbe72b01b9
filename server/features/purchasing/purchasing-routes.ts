import type { FastifyPluginAsync } from 'fastify';
import * as ops from '../../../domain/operations/purchasing.js';
import * as receivingOps from '../../../domain/operations/receiving.js';
import { actorOf } from '../../http/actor.js';
import { route } from '../../http/operation-route.js';
import { orderCsv, orderCsvName } from './order-csv.js';
import type { PurchasingService } from './purchasing-service.js';
import type { ReceivingService } from './receiving-service.js';

/** Suppliers and purchase orders: owners and managers; receiving against one: whoever adds bottles. */
export function purchasingRoutes(
  purchasing: PurchasingService,
  receiving: ReceivingService,
): FastifyPluginAsync {
  return async (app) => {
    route(app, ops.listSuppliers, async (request) => purchasing.suppliers(actorOf(request)));
    route(app, ops.saveSupplier, async (request) =>
      purchasing.saveSupplier(actorOf(request), request.params.id, request.body),
    );
    route(app, ops.listPurchaseOrders, async (request) => purchasing.list(actorOf(request)));
    route(app, ops.createPurchaseOrders, async (request) =>
      purchasing.createFromReorder(actorOf(request)),
    );
    route(app, ops.getPurchaseOrder, async (request) =>
      purchasing.get(actorOf(request), request.params.id),
    );
    route(app, ops.saveDraftOrder, async (request) =>
      purchasing.saveDraft(actorOf(request), request.params.id, request.body),
    );
    route(app, ops.sendPurchaseOrder, async (request) =>
      purchasing.send(actorOf(request), request.params.id, request.body),
    );
    route(app, ops.cancelPurchaseOrder, async (request) =>
      purchasing.cancel(actorOf(request), request.params.id),
    );
    route(app, ops.receivePurchaseOrder, async (request) =>
      receiving.receive(actorOf(request), request.params.id, request.body),
    );
    route(app, receivingOps.listDeliveryOrders, async (request) =>
      receiving.waiting(actorOf(request)),
    );
    route(app, receivingOps.getDeliveryOrder, async (request) =>
      receiving.deliveryOrder(actorOf(request), request.params.id),
    );
    route(app, receivingOps.receiveDelivery, async (request) =>
      receiving.receiveDelivery(actorOf(request), request.params.id, request.body),
    );
    route(app, ops.exportPurchaseOrderCsv, async (request, reply) => {
      const { order } = await purchasing.get(actorOf(request), request.params.id);
      return reply
        .type('text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="${orderCsvName(order)}"`)
        .send(orderCsv(order));
    });
  };
}
