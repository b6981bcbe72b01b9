import { operation } from '../operation.js';
import {
  createdOrdersSchema,
  purchaseOrderAnswerSchema,
  purchaseOrderListSchema,
  purchaseOrderParamsSchema,
  saveDraftRequestSchema,
  saveSupplierRequestSchema,
  sendPurchaseOrderRequestSchema,
  supplierListSchema,
  supplierParamsSchema,
  supplierSchema,
} from '../purchasing.js';
import { receiveOrderRequestSchema } from '../receiving.js';

/** Suppliers and purchase orders: owners and managers (they carry costs). */

export const listSuppliers = operation({
  name: 'listSuppliers',
  method: 'GET',
  path: '/api/suppliers',
  rule: 'purchase',
  tag: 'purchasing',
  summary: 'The restaurant’s supplier records, by name',
  status: 200,
  response: supplierListSchema,
});

export const saveSupplier = operation({
  name: 'saveSupplier',
  method: 'PUT',
  path: '/api/suppliers/:id',
  rule: 'purchase',
  tag: 'purchasing',
  summary: 'Edit a supplier record: e-mail, phone, minimum order, delivery days',
  params: supplierParamsSchema,
  body: saveSupplierRequestSchema,
  status: 200,
  response: supplierSchema,
});

export const listPurchaseOrders = operation({
  name: 'listPurchaseOrders',
  method: 'GET',
  path: '/api/purchase-orders',
  rule: 'purchase',
  tag: 'purchasing',
  summary: 'The purchase orders, newest first',
  status: 200,
  response: purchaseOrderListSchema,
});

export const createPurchaseOrders = operation({
  name: 'createPurchaseOrders',
  method: 'POST',
  path: '/api/purchase-orders',
  rule: 'purchase',
  tag: 'purchasing',
  summary:
    'One draft per supplier of the Reorder sheet (quantities to reach par, last costs); a supplier’s draft is brought up to date',
  status: 201,
  response: createdOrdersSchema,
});

export const getPurchaseOrder = operation({
  name: 'getPurchaseOrder',
  method: 'GET',
  path: '/api/purchase-orders/:id',
  rule: 'purchase',
  tag: 'purchasing',
  summary: 'A purchase order with its supplier and lines',
  params: purchaseOrderParamsSchema,
  status: 200,
  response: purchaseOrderAnswerSchema,
});

export const saveDraftOrder = operation({
  name: 'saveDraftOrder',
  method: 'PUT',
  path: '/api/purchase-orders/:id',
  rule: 'purchase',
  tag: 'purchasing',
  summary: 'Replace a draft’s lines and note, all or nothing',
  params: purchaseOrderParamsSchema,
  body: saveDraftRequestSchema,
  status: 200,
  response: purchaseOrderAnswerSchema,
});

export const sendPurchaseOrder = operation({
  name: 'sendPurchaseOrder',
  method: 'POST',
  path: '/api/purchase-orders/:id/send',
  rule: 'purchase',
  tag: 'purchasing',
  summary: 'Mark an order sent: printed, as CSV, or e-mailed to its supplier by the server',
  params: purchaseOrderParamsSchema,
  body: sendPurchaseOrderRequestSchema,
  status: 200,
  response: purchaseOrderAnswerSchema,
});

export const cancelPurchaseOrder = operation({
  name: 'cancelPurchaseOrder',
  method: 'POST',
  path: '/api/purchase-orders/:id/cancel',
  rule: 'purchase',
  tag: 'purchasing',
  summary: 'Cancel a draft or sent order',
  params: purchaseOrderParamsSchema,
  status: 200,
  response: purchaseOrderAnswerSchema,
});

export const exportPurchaseOrderCsv = operation({
  name: 'exportPurchaseOrderCsv',
  method: 'GET',
  path: '/api/purchase-orders/:id/export.csv',
  rule: 'purchase',
  tag: 'purchasing',
  summary: 'A purchase order as CSV: its lines, quantities and costs',
  params: purchaseOrderParamsSchema,
  status: 200,
  response: null,
  produces: 'text/csv',
});

export const receivePurchaseOrder = operation({
  name: 'receivePurchaseOrder',
  method: 'POST',
  path: '/api/purchase-orders/:id/receipts',
  rule: 'purchase',
  tag: 'purchasing',
  summary: 'Receive bottles against a sent order: one delivery, its bottles at their unit costs',
  params: purchaseOrderParamsSchema,
  body: receiveOrderRequestSchema,
  status: 200,
  response: purchaseOrderAnswerSchema,
});
