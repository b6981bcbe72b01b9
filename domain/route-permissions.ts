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
  // Not an operation: the document of the operations, hidden from itself (server/app.ts).
  'GET /api/openapi.json': 'public',

  'POST /api/categories': 'edit-settings',
  'PATCH /api/categories/:key': 'edit-settings',
  'DELETE /api/categories/:key': 'edit-settings',
  'POST /api/categories/:key/subcategories': 'edit-settings',
  'PATCH /api/categories/:key/subcategories/:subKey': 'edit-settings',
  'DELETE /api/categories/:key/subcategories/:subKey': 'edit-settings',

  'GET /api/exports/bottles.csv': 'export',
  'GET /api/exports/report': 'export',
  'POST /api/imports/preview': 'edit-products',
  'GET /api/imports': 'edit-products',
  'POST /api/imports': 'edit-products',
  'POST /api/imports/:id/undo': 'edit-products',

  // The money view (issue 17): costs, so owners and managers.
  'GET /api/reports/value': 'see-costs',
  'GET /api/reports/out': 'see-costs',
  'GET /api/reports/glass': 'see-costs',
  'GET /api/reports/dead-stock': 'see-costs',
  'GET /api/reports/movement': 'see-costs',
  'GET /api/reports/reorder': 'see-costs',
  'GET /api/reports/:report/export.csv': 'see-costs',
  'GET /api/reports/settings': 'see-costs',
  'PUT /api/reports/settings': 'edit-settings',
  'GET /api/par-levels': 'see-costs',
  'PUT /api/par-levels': 'edit-products',
};

export const routeRules: Readonly<Record<string, RouteRule>> = { ...undeclared, ...operationRules };

/** The rule for a request's method and route (HEAD is answered as GET). */
export function routeRule(method: string, url: string): RouteRule | undefined {
  return routeRules[`${method === 'HEAD' ? 'GET' : method} ${url}`];
}
