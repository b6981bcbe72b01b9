import type { FastifyPluginAsync } from 'fastify';
import * as ops from '../../../domain/operations/restaurant.js';
import { actorOf } from '../../http/actor.js';
import { route } from '../../http/operation-route.js';
import type { RestaurantService } from './restaurant-service.js';

/** The restaurant's own settings. */
export function restaurantRoutes(restaurants: RestaurantService): FastifyPluginAsync {
  return async (app) => {
    route(app, ops.setCurrency, async (request) =>
      restaurants.putCurrency(actorOf(request), request.body),
    );
    route(app, ops.setCostRisePercent, async (request) =>
      restaurants.putCostRise(actorOf(request), request.body),
    );
  };
}
