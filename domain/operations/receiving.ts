import { operation } from '../operation.js';
import { purchaseOrderParamsSchema } from '../purchasing.js';
import {
  deliveryOrderAnswerSchema,
  deliveryOrderListSchema,
  receiveDeliveryRequestSchema,
} from '../receiving.js';

/**
 * Receiving a delivery against a sent order, for everyone who may add bottles (decision 0052):
 * the order's wines and quantities, never its costs; the bottles take the order's unit costs.
 */

export const listDeliveryOrders = operation({
  name: 'listDeliveryOrders',
  method: 'GET',
  path: '/api/deliveries/orders',
  rule: 'edit-bottles',
  tag: 'purchasing',
  summary: 'The sent and partly received orders, oldest first, without costs',
  status: 200,
  response: deliveryOrderListSchema,
});

export const getDeliveryOrder = operation({
  name: 'getDeliveryOrder',
  method: 'GET',
  path: '/api/deliveries/orders/:id',
  rule: 'edit-bottles',
  tag: 'purchasing',
  summary: 'A sent, partly received or received order with its lines, without costs',
  params: purchaseOrderParamsSchema,
  status: 200,
  response: deliveryOrderAnswerSchema,
});

export const receiveDelivery = operation({
  name: 'receiveDelivery',
  method: 'POST',
  path: '/api/deliveries/orders/:id/receipts',
  rule: 'edit-bottles',
  tag: 'purchasing',
  summary: 'Receive bottles against a sent order at the order’s unit costs, answered without costs',
  params: purchaseOrderParamsSchema,
  body: receiveDeliveryRequestSchema,
  status: 200,
  response: deliveryOrderAnswerSchema,
});
