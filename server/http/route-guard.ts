import type { FastifyInstance } from 'fastify';
import { apiPrefix } from '../../domain/operation.js';
import { can } from '../../domain/permissions.js';
import { routeRule } from '../../domain/route-permissions.js';
import { AppError } from './app-error.js';

/**
 * Enforces domain/route-permissions.ts on every /api route: signed out → login-required, a role
 * without the route's permission → permission-denied, before the handler reads anything. A route
 * missing from the table stops the server at start-up.
 */
export function registerRouteGuard(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith(`${apiPrefix}/`)) return;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (!routeRule(method, route.url)) {
        throw new Error(`${method} ${route.url} is missing from domain/route-permissions.ts`);
      }
    }
  });
  app.addHook('onRequest', async (request) => {
    const url = request.routeOptions.url;
    if (url === undefined || !url.startsWith(`${apiPrefix}/`)) return;
    const rule = routeRule(request.method, url);
    if (rule === 'public') return;
    if (!request.actor) throw new AppError('login-required');
    if (rule !== 'member' && (rule === undefined || !can(request.actor.role, rule))) {
      throw new AppError('permission-denied');
    }
  });
}
