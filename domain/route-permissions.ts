import type { RouteRule } from './operation.js';
import { documentPath } from './operations/addresses.js';
import { operationRules } from './operations/index.js';

export type { RouteRule };

/**
 * What each API route asks of the one calling it, derived from the operations
 * (domain/operations/). The server refuses a route missing from this table at start-up, so a new
 * route cannot skip it; the isolation matrix expects every answer from it. Keys are Fastify's:
 * method, space, path with `:name` parameters.
 */
export const routeRules: Readonly<Record<string, RouteRule>> = {
  // Not an operation: the document of the operations, hidden from itself (server/app.ts).
  [`GET ${documentPath}`]: 'public',
  ...operationRules,
};

/** The rule for a request's method and route (HEAD is answered as GET). */
export function routeRule(method: string, url: string): RouteRule | undefined {
  return routeRules[`${method === 'HEAD' ? 'GET' : method} ${url}`];
}
