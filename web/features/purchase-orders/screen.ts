import { lazyDialog, type ScreenDescriptor } from '../../lib/screen.js';

declare module '../../lib/screen.js' {
  interface ScreenRequests {
    /** The orders (no order), or one order. */
    purchaseOrders: { order?: string };
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
