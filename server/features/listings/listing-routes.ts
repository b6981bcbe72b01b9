import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { glassListingSchema } from '../../../domain/restaurant.js';
import {
  listingParamsSchema,
  putListingRequestSchema,
} from '../../../domain/restaurant-commands.js';
import { actorOf } from '../../http/actor.js';
import type { ListingService } from './listing-service.js';

/** The by-the-glass manager: one listing per request, keyed by its format. */
export function listingRoutes(listings: ListingService): FastifyPluginAsyncZod {
  return async (app) => {
    app.put(
      '/listings',
      {
        schema: {
          tags: ['listings'],
          summary: "List a format by the glass, or update its listing's 3oz and 5oz prices",
          body: putListingRequestSchema,
          response: { 200: glassListingSchema },
        },
      },
      async (request) => listings.put(actorOf(request), request.body),
    );

    app.delete(
      '/listings/:id',
      {
        schema: {
          tags: ['listings'],
          summary: 'Remove a glass listing',
          params: listingParamsSchema,
        },
      },
      async (request, reply) => {
        await listings.remove(actorOf(request), request.params.id);
        return reply.status(204).send();
      },
    );
  };
}
