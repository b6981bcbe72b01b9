import { lazyDialog, type ScreenDescriptor } from '../../lib/screen.js';

declare module '../../lib/screen.js' {
  interface ScreenRequests {
    /** The orders (no order), or one order. */
    purchaseOrders: { order?: string };
    /** The orders waiting for a delivery (no order), or one to receive against. */
    receiveDelivery: { order?: string };
  }
}

const ORDER_PATH = /^\/admin\/purchase-orders(?:\/([^/]+))?$/;

/** Purchase orders (owners and managers): at /admin/purchase-orders, one at …/<id>. */
export const purchaseOrdersScreen: ScreenDescriptor<'purchaseOrders'> = {
  kind: 'purchaseOrders',
  permission: 'purchase',
  Screen: lazyDialog(() =>
    import('./purchase-orders-screen.js').then((m) => m.PurchaseOrdersScreen),
  ),
  action: { place: 'manage', label: (t) => t('purchasing.action') },
  address: {
    toPath: ({ order }) =>
      order === undefined
        ? '/admin/purchase-orders'
        : `/admin/purchase-orders/${encodeURIComponent(order)}`,
    fromPath(path) {
      const match = ORDER_PATH.exec(path);
      if (!match) return null;
      const order = match[1];
      return order === undefined
        ? { kind: 'purchaseOrders' }
        : { kind: 'purchaseOrders', order: decodeURIComponent(order) };
    },
  },
};

const DELIVERY_PATH = /^\/admin\/receive(?:\/([^/]+))?$/;

/**
 * Receive delivery (everyone who may add bottles; decision 0052): at /admin/receive, one order at
 * …/<id>; in the Batch menu beside Batch Intake.
 */
export const receiveDeliveryScreen: ScreenDescriptor<'receiveDelivery'> = {
  kind: 'receiveDelivery',
  permission: 'edit-bottles',
  Screen: lazyDialog(() => import('./deliveries-screen.js').then((m) => m.DeliveriesScreen)),
  action: { place: 'batch', label: (t) => t('purchasing.delivery.action') },
  address: {
    toPath: ({ order }) =>
      order === undefined ? '/admin/receive' : `/admin/receive/${encodeURIComponent(order)}`,
    fromPath(path) {
      const match = DELIVERY_PATH.exec(path);
      if (!match) return null;
      const order = match[1];
      return order === undefined
        ? { kind: 'receiveDelivery' }
        : { kind: 'receiveDelivery', order: decodeURIComponent(order) };
    },
  },
};
