import type { FastifyInstance } from 'fastify';
import { costViewOf, withoutCosts } from '../../domain/cost-view.js';

/**
 * Every JSON answer to a member whose role may not see costs goes out without them:
 * here, once, rather than in each route, so that a route added later cannot leak one. The answers
 * that are not serialised here apply the same projection themselves: the model (ModelCache, by
 * view) and the live feed (live-routes.ts).
 */
export function registerCostView(app: FastifyInstance): void {
  app.addHook('preSerialization', async (request, _reply, payload: unknown) =>
    request.actor && costViewOf(request.actor.role) === 'without-costs'
      ? withoutCosts(payload)
      : payload,
  );
}
