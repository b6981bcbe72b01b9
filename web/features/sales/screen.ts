import { fixedAddress, lazyDialog, type ScreenDescriptor } from '../../lib/screen.js';

declare module '../../lib/screen.js' {
  interface ScreenRequests {
    sales: PlainRequest;
  }
}

/** Sales (owners and managers): the POS sales files and their items' matches, at /admin/sales. */
export const salesScreen: ScreenDescriptor<'sales'> = {
  kind: 'sales',
  permission: 'sales',
  Screen: lazyDialog(() => import('./sales-screen.js').then((m) => m.SalesScreen)),
  action: { place: 'manage', label: (t) => t('sales.action') },
  address: fixedAddress('sales', 'sales'),
};
