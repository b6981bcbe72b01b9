import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { putCurrencySchema } from '../../../domain/restaurant.js';
import { actorOf } from '../../http/actor.js';
import type { RestaurantService } from './restaurant-service.js';

/** The restaurant's own settings; permissions in domain/route-permissions.ts. */
export function restaurantRoutes(restaurants: RestaurantService): FastifyPluginAsyncZod {
  return async (app) => {
    app.put(
      '/restaurant/currency',
      {
        schema: {
          tags: ['restaurant'],
          summary: 'Set the currency all of the restaurant’s money is in (owners)',
          body: putCurrencySchema,
          response: { 200: putCurrencySchema },
        },
      },
      async (request) => restaurants.putCurrency(actorOf(request), request.body),
    );
  };
}
