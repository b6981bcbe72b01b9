import type { FastifyPluginAsync } from 'fastify';
import * as ops from '../../../domain/operations/deliveries.js';
import type { Db } from '../../db/database.js';
import { actorOf } from '../../http/actor.js';
import { route } from '../../http/operation-route.js';
import { formatCosts } from './format-costs.js';

/** What each bottle cost: a format's costs and history (owners and managers). */
export function deliveriesRoutes(db: Db): FastifyPluginAsync {
  return async (app) => {
    route(app, ops.readFormatCosts, async (request) =>
      formatCosts(db, actorOf(request), request.params.id),
    );
  };
}
