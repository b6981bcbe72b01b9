import type { RouteRule } from './operation.js';
import { operationRules } from './operations/index.js';

export type { RouteRule };

/**
 * What each API route asks of the one calling it, derived from the operations
 * (domain/operations/). The server refuses a route missing from this table at start-up, so a new
 * route cannot skip it; the isolation matrix expects every answer from it. Keys are Fastify's:
 * method, space, path with `:name` parameters. The literal table below holds the routes not yet
 * declared as operations.
 */
const undeclared: Readonly<Record<string, RouteRule>> = {
  'GET /api/openapi.json': 'public',
  'GET /api/health': 'public',
  'GET /api/session': 'public',
  'POST /api/auth/signup': 'public',
  'POST /api/auth/login': 'public',
  'POST /api/auth/logout': 'member',
  'PATCH /api/account': 'member',
  'PUT /api/account/password': 'member',

  'GET /api/snapshot': 'member',
  'GET /api/snapshot/compact': 'member',
  'GET /api/live': 'member',
  'GET /api/first-cards': 'member',
  'GET /api/bottles': 'member',
  'GET /api/bottles/:id/history': 'member',
  'POST /api/scan': 'member',
  'GET /api/barcodes/:code': 'member',

  'POST /api/bottles': 'edit-bottles',
  'PATCH /api/bottles/:id': 'edit-bottles',
  'DELETE /api/bottles/:id': 'edit-bottles',
  'PUT /api/bottles/:id/qr': 'edit-bottles',
  'DELETE /api/bottles/:id/qr': 'edit-bottles',
  'POST /api/batches/move': 'edit-bottles',
  'POST /api/batches/remove': 'edit-bottles',
  'POST /api/batches/add': 'edit-bottles',
  'POST /api/intake': 'edit-bottles',
  'POST /api/labels': 'edit-bottles',
  'POST /api/labels/bottles': 'edit-bottles',

  'POST /api/products': 'edit-products',
  'PUT /api/products/:id': 'edit-products',
  'DELETE /api/products/:id': 'edit-products',
  'PUT /api/products/:id/default-format': 'edit-products',
  'POST /api/products/:id/formats': 'edit-products',
  'PATCH /api/formats/:id': 'edit-products',
  'DELETE /api/formats/:id': 'edit-products',
  'POST /api/batches/reprofile': 'edit-products',

  'POST /api/colors': 'edit-settings',
  'PATCH /api/colors/:id': 'edit-settings',
  'PUT /api/listings': 'edit-settings',
  'DELETE /api/listings/:id': 'edit-settings',

  'GET /api/activity': 'see-activity',
  'GET /api/activity/people': 'see-activity',
  'GET /api/activity.csv': 'see-activity',

  'POST /api/stocktakes': 'take-stock',
  'GET /api/stocktakes': 'take-stock',
  'GET /api/stocktakes/:id': 'take-stock',
  'POST /api/stocktakes/:id/scans': 'take-stock',
  'GET /api/stocktakes/:id/scans': 'take-stock',
  'GET /api/stocktakes/:id/quantities': 'take-stock',
  'POST /api/stocktakes/:id/quantities': 'take-stock',
  'POST /api/stocktakes/:id/pause': 'take-stock',
  'POST /api/stocktakes/:id/resume': 'take-stock',
  'GET /api/stocktakes/:id/preview': 'take-stock',
  'GET /api/stocktakes/:id/export.csv': 'take-stock',
  'POST /api/stocktakes/:id/apply': 'settle-stocktake',
  'POST /api/stocktakes/:id/cancel': 'settle-stocktake',

  // The Guest Menu Link manager (issue 18): owners and managers.
  'GET /api/guest-menu-link': 'edit-settings',
  'PATCH /api/guest-menu-link': 'edit-settings',
  'POST /api/guest-menu-link/publish': 'edit-settings',
  'POST /api/guest-menu-link/new-link': 'edit-settings',
  'POST /api/guest-menu-link/unpublish': 'edit-settings',
  'GET /api/menu': 'member',
  'PUT /api/restaurant/currency': 'edit-restaurant',
  'GET /api/setup': 'edit-settings',
  'POST /api/setup/dismiss': 'edit-settings',
};

export const routeRules: Readonly<Record<string, RouteRule>> = { ...undeclared, ...operationRules };

/** The rule for a request's method and route (HEAD is answered as GET). */
export function routeRule(method: string, url: string): RouteRule | undefined {
  return routeRules[`${method === 'HEAD' ? 'GET' : method} ${url}`];
}
