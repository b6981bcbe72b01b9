import type * as receiving from '../../../domain/operations/receiving.js';
import { freshSentPurchaseOrder } from '../example-fixtures.js';
import type { ExamplesOf } from '../example-types.js';

/** The examples of receiving without costs: a new sent order of the world's wine each time. */
export const receivingExamples: ExamplesOf<keyof typeof receiving> = {
  listDeliveryOrders: { slots: [], request: () => ({ input: {} }) },
  getDeliveryOrder: {
    slots: ['purchaseOrderId'],
    fresh: freshSentPurchaseOrder,
    request: (ids) => ({ input: { params: { id: ids.purchaseOrderId } } }),
  },
  receiveDelivery: {
    slots: ['purchaseOrderId', 'formatId', 'locationId', 'bin'],
    fresh: freshSentPurchaseOrder,
    request: (ids) => ({
      input: {
        params: { id: ids.purchaseOrderId },
        body: {
          locationId: ids.locationId,
          bin: ids.bin,
          invoiceNumber: 'F-1',
          lines: [{ formatId: ids.formatId, count: 1 }],
        },
      },
    }),
  },
};
