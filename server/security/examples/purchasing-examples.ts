import type * as purchasing from '../../../domain/operations/purchasing.js';
import { freshPurchaseOrder, freshSentPurchaseOrder } from '../example-fixtures.js';
import type { ExamplesOf } from '../example-types.js';

/** The examples of suppliers and purchase orders: the world's draft to its wine's supplier. */
export const purchasingExamples: ExamplesOf<keyof typeof purchasing> = {
  listSuppliers: { slots: [], request: () => ({ input: {} }) },
  saveSupplier: {
    slots: ['supplierId'],
    request: (ids) => ({
      input: {
        params: { id: ids.supplierId },
        body: { email: 'orders@example.com', phone: '+33 1 23 45 67 89' },
      },
    }),
  },
  listPurchaseOrders: { slots: [], request: () => ({ input: {} }) },
  createPurchaseOrders: { slots: [], request: () => ({ input: {} }) },
  getPurchaseOrder: {
    slots: ['purchaseOrderId'],
    request: (ids) => ({ input: { params: { id: ids.purchaseOrderId } } }),
  },
  saveDraftOrder: {
    slots: ['purchaseOrderId', 'formatId'],
    request: (ids) => ({
      input: {
        params: { id: ids.purchaseOrderId },
        body: {
          note: 'Deliver Tuesday',
          lines: [{ formatId: ids.formatId, quantity: 12, costCents: 1800 }],
        },
      },
    }),
  },
  sendPurchaseOrder: {
    slots: ['purchaseOrderId'],
    fresh: freshPurchaseOrder,
    request: (ids) => ({ input: { params: { id: ids.purchaseOrderId }, body: { via: 'print' } } }),
  },
  cancelPurchaseOrder: {
    slots: ['purchaseOrderId'],
    fresh: freshPurchaseOrder,
    request: (ids) => ({ input: { params: { id: ids.purchaseOrderId } } }),
  },
  exportPurchaseOrderCsv: {
    slots: ['purchaseOrderId'],
    request: (ids) => ({ input: { params: { id: ids.purchaseOrderId } } }),
  },
  receivePurchaseOrder: {
    slots: ['purchaseOrderId', 'formatId', 'locationId', 'bin'],
    fresh: freshSentPurchaseOrder,
    request: (ids) => ({
      input: {
        params: { id: ids.purchaseOrderId },
        body: {
          locationId: ids.locationId,
          bin: ids.bin,
          lines: [{ formatId: ids.formatId, count: 1, costCents: 1950 }],
        },
      },
    }),
  },
};
